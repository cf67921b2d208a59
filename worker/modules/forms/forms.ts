import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { academySchema, claimSchema } from "../../../schema/requests";
import { academyRegistrations, claimRequests, clubs } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { isPublicClub } from "../clubs/public-clubs";
import { conflict, notFound } from "../../platform/errors/api-error";
import { academyNotice, claimNotice } from "./form-notices";
import { findByIdempotencyKey, insertOnce, readIdempotencyKey } from "../../platform/http/idempotency";
import { academyAcknowledgement } from "../../platform/mail/back-office-mail";
import { awaitsSignIn, clubHasAdminSql } from "../claims/claim-links";
import { deliverSoon, queuedIds, queueMailsAfterChange } from "../../platform/mail/outbox";
import { siteLinks, siteOrigin } from "../../platform/mail/site-links";
import { validate } from "../../platform/http/validate";
import { apiMessages } from "../../../schema/messages";

const claimReceived = (id: number) => ({ id, message: apiMessages.claimReceived });
const academyReceived = (id: number) => ({ id, message: apiMessages.academyReceived });

/**
 * Public submissions: POST /api/clubs/claim and POST /api/academy-registration.
 * Each is stored in one batch with its mails (the outbox, worker/platform/mail), which a queue
 * then delivers: the answer does not wait for the mail relay, a stored submission always has its
 * mails, and a replay (same Idempotency-Key) stores neither a second row nor a second mail.
 * A replay with a known Idempotency-Key answers as the first request did, before any other check,
 * so a claim that has since been approved still replays as received rather than as a conflict.
 */
export const claimForm = new Hono<AppEnv>().post("/", validate("json", claimSchema), async (c) => {
  const input = c.req.valid("json");
  const key = readIdempotencyKey(c);
  const db = getDb(c.env);

  const replayed = await findByIdempotencyKey(db, claimRequests, key);
  if (replayed !== undefined) return c.json(claimReceived(replayed), 201);

  // The federation's own account is not a club anyone can claim, nor is one the public cannot see.
  const club = await db
    .select({ name: clubs.name, isClaimed: clubs.isClaimed, isAdmin: clubs.isAdmin, hasClubAdmin: sql.raw(clubHasAdminSql("clubs.id")).mapWith(Boolean) })
    .from(clubs)
    .where(and(eq(clubs.id, input.clubId), eq(clubs.isAdmin, false), isPublicClub))
    .get();
  if (!club) throw notFound(apiMessages.clubNotFound);
  // A club approved for a claimant who never set its sign-in can be claimed again (issue 19: no lock-out).
  if (club.isClaimed && !awaitsSignIn(club)) throw conflict(apiMessages.clubAlreadyClaimed);

  const queue = siteLinks.adminTab(siteOrigin(c.env, c.req.url), "claims");
  let mails: number[] = [];
  const { id } = await insertOnce(db, claimRequests, key, async () => {
    const [inserted, ...queued] = await db.batch([
      db
        .insert(claimRequests)
        .values({
          fullName: input.fullName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          message: input.message || null,
          clubId: input.clubId,
          // The name on record, not the one the client sent along.
          clubName: club.name,
          idempotencyKey: key,
        })
        .onConflictDoNothing({ target: claimRequests.idempotencyKey })
        .returning({ id: claimRequests.id }),
      // The federation's notice, only if this request stored the claim (a replay's key stores nothing).
      ...queueMailsAfterChange(db, (claimId) => [claimNotice(c.env.FEDERATION_EMAIL, claimId, input, club.name, queue)]),
    ]);
    mails = queuedIds(queued);
    return inserted;
  });
  c.executionCtx.waitUntil(deliverSoon(c.env, mails));
  return c.json(claimReceived(id), 201);
});

/** POST /api/academy-registration. The client also sends a recipient and a subject; both are ignored: notices go to the federation only. */
export const academyRegistrationForm = new Hono<AppEnv>().post("/", validate("json", academySchema), async (c) => {
  const input = c.req.valid("json");
  const key = readIdempotencyKey(c);
  const db = getDb(c.env);

  const replayed = await findByIdempotencyKey(db, academyRegistrations, key);
  if (replayed !== undefined) return c.json(academyReceived(replayed), 201);

  let mails: number[] = [];
  const { id } = await insertOnce(db, academyRegistrations, key, async () => {
    const [inserted, ...queued] = await db.batch([
      db
        .insert(academyRegistrations)
        .values({
          parentName: input.parentName,
          email: input.email,
          phone: input.phone,
          childrenDetails: input.childrenDetails,
          // The schema refuses a registration without consent: this one was given now.
          consentAt: new Date().toISOString(),
          language: input.language,
          idempotencyKey: key,
        })
        .onConflictDoNothing({ target: academyRegistrations.idempotencyKey })
        .returning({ id: academyRegistrations.id }),
      // Only if this request stored it: the federation's notice, and the parent's acknowledgement
      // in the language of the form they filled in.
      ...queueMailsAfterChange(db, (registrationId) => [
        academyNotice(c.env.FEDERATION_EMAIL, registrationId, input),
        academyAcknowledgement(input.email, input.parentName, input.language),
      ]),
    ]);
    mails = queuedIds(queued);
    return inserted;
  });
  c.executionCtx.waitUntil(deliverSoon(c.env, mails));
  return c.json(academyReceived(id), 201);
});
