/**
 * "Forgot password" (issue 23, point 6): /api/auth/password-reset.
 *
 * - POST / `{ email }` (pinned) answers 202 with one neutral message whatever the address, and is
 *   limited per address and per client the same way for every address, so neither the answer nor
 *   a 429 says whether an account exists. For a person (by their own address, or a club's own
 *   address: the person /login signs in with it) a link is stored as its SHA-256 only, valid for
 *   1 hour, and mailed to the person's own address in their language.
 * - GET /{token} tells the page at once whether the link still works (410 otherwise).
 * - POST /confirm `{ token, password }` (pinned) sets the new password and uses the link up in one
 *   D1 batch, with the person's other open links; then every session of the person ends. It does
 *   not sign in: the person signs in next with the new password (and their second step, if they
 *   have one), so a mailed link alone never opens a session past the second step.
 */
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { accountMessages } from "../../../schema/messages";
import { peopleMessages as p } from "../../../schema/people-messages";
import { passwordResetConfirmSchema, passwordResetSchema } from "../../../schema/people-requests";
import { persons } from "../../../schema/tables";
import { passwordResets } from "../../../schema/tables/people";
import { getDb, type Db } from "../../platform/db";
import type { AppEnv } from "../../platform/env";
import { ApiError, badRequest } from "../../platform/errors/api-error";
import { validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds, queueMail } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import { hashPassword } from "../../platform/sessions/password";
import { claimAttempt, clientIp, MAIL_REQUEST_LIMITS } from "../../platform/sessions/rate-limit";
import { endOtherSessions } from "../../platform/sessions/sessions";
import { looksLikeToken, randomToken, sha256Hex } from "../../platform/sessions/tokens";
import { personAtClubDoor } from "../accounts/credentials";
import type { Mail } from "../../platform/mail/mail";
import { passwordResetLink, passwordResetMail } from "./password-reset-mail";

export const RESET_TTL_MS = 60 * 60 * 1000;

const linkGone = () => new ApiError(410, "reset_link_invalid", p.resetTokenInvalid);
const linkRefused = () => badRequest(p.resetTokenInvalid, { token: p.resetTokenInvalid });

/** The live (unused, unexpired) link of a token, with its person, if the person may still sign in. */
async function liveLink(db: Db, token: string) {
  if (!looksLikeToken(token)) return undefined;
  return db
    .select({ id: passwordResets.id, personId: passwordResets.personId, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(persons, eq(persons.id, passwordResets.personId))
    .where(and(eq(passwordResets.tokenHash, await sha256Hex(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date().toISOString()), eq(persons.isActive, true)))
    .get();
}

/**
 * A link to choose a password, for the caller's D1 batch: the link's row (its SHA-256 only) and
 * its mail, which `compose` writes around the link. The reset below uses it, and so do the links
 * a new login gets (a parent's approval of a child's own login, a parent from an academy form);
 * `personId` may be a subquery, for a person inserted earlier in the same batch.
 */
export async function passwordLinkStatements(db: Db, personId: number | SQL, origin: string, compose: (link: string) => Mail, ttlMs = RESET_TTL_MS) {
  const token = randomToken(32);
  const tokenHash = await sha256Hex(token);
  return [
    db.insert(passwordResets).values({ tokenHash, personId: personId as number, expiresAt: new Date(Date.now() + ttlMs).toISOString() }),
    queueMail(db, compose(passwordResetLink(origin, token))),
  ] as const;
}

export const passwordReset = new Hono<AppEnv>()
  .post("/", validate("json", passwordResetSchema), async (c) => {
    const { email } = c.req.valid("json");
    const db = getDb(c.env);
    // Counted before anything is looked up, and for every address alike.
    await claimAttempt(db, `reset-mail:${email}`, `mail:${clientIp(c)}`, MAIL_REQUEST_LIMITS, accountMessages.tooManyMails);
    const person = (await personAtClubDoor(db, email))?.person;
    // The link is made either way, so an unknown address costs about what a known one does.
    const statements = await passwordLinkStatements(db, person?.id ?? 0, siteOrigin(c.env, c.req.url), (link) =>
      passwordResetMail(person?.email ?? email, person?.firstName ?? "", person?.language ?? "en", link),
    );
    if (person) {
      const [, queued] = await db.batch(statements);
      c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds([queued])));
    }
    return c.json({ message: p.passwordResetSent }, 202);
  })
  .post("/confirm", validate("json", passwordResetConfirmSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const db = getDb(c.env);
    const link = await liveLink(db, token);
    if (!link) throw linkRefused();
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    // One transaction, each step only when the one before it changed a row (`changes()`): the link
    // is used up, then the password set, then the person's other open links used up. Of two
    // simultaneous uses, only the first changes anything.
    const [, changed] = await db.batch([
      db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.id, link.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now))),
      db.update(persons).set({ passwordHash }).where(and(eq(persons.id, link.personId), sql`changes() = 1`)).returning({ id: persons.id }),
      db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.personId, link.personId), isNull(passwordResets.usedAt), sql`changes() = 1`)),
    ]);
    if (changed.length === 0) throw linkRefused();
    // The new hash already refuses every session (their credential fingerprint); removing the
    // records keeps the person's list of sessions clean.
    await endOtherSessions(c, link.personId);
    return c.json({ message: p.passwordChanged }, 200);
  })
  .get("/:token", async (c) => {
    const link = await liveLink(getDb(c.env), c.req.param("token"));
    if (!link) throw linkGone();
    return c.json({ expiresAt: link.expiresAt }, 200);
  });
