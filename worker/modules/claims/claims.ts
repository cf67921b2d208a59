import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { clubCredentialsSchema } from "../../../schema/requests";
import { accountMessages } from "../../../schema/messages";
import { claimRequests, clubs, persons } from "../../../schema/tables";
import { requestLanguage } from "../../platform/http/language";
import { clubAdminWrites } from "../people/club-admins";
import { claimTokens } from "../../../schema/tables/back-office";
import type { AppEnv } from "../../platform/env";
import { emailTaken } from "../accounts/accounts";
import { isUniqueViolation } from "../../platform/db";
import { renewClaimLink } from "./claim-links";
import { completeClubSignIn } from "../accounts/club-sign-in";
import { rolesOf } from "../../platform/sessions/people";
import { getDb, type Db } from "../../platform/db";
import { ApiError } from "../../platform/errors/api-error";
import { hashPassword } from "../../platform/sessions/password";
import { looksLikeToken, sha256Hex } from "../../platform/sessions/tokens";
import { validate } from "../../platform/http/validate";
import { claimAttempt, clientIp, MAIL_REQUEST_LIMITS } from "../../platform/sessions/rate-limit";

/** Expired, used or unknown: one clear answer, and nothing changes. */
const linkInvalid = () => new ApiError(410, "claim_link_invalid", b.claimLinkInvalid);

async function liveToken(db: Db, token: string) {
  if (!looksLikeToken(token)) return undefined;
  return db
    .select({ id: claimTokens.id, tokenHash: claimTokens.tokenHash, clubId: claimTokens.clubId, clubName: clubs.name, clubNameEl: clubs.nameEl, expiresAt: claimTokens.expiresAt, claimantName: claimRequests.fullName })
    .from(claimTokens)
    .innerJoin(clubs, eq(clubs.id, claimTokens.clubId))
    .innerJoin(claimRequests, eq(claimRequests.id, claimTokens.claimRequestId))
    .where(and(eq(claimTokens.tokenHash, await sha256Hex(token)), isNull(claimTokens.usedAt), gt(claimTokens.expiresAt, new Date().toISOString())))
    .get();
}

/**
 * The approved claimant's one-time link: /api/claims/{token}. GET says which club it is for;
 * POST sets the club's sign-in e-mail and password (club registration's rules) and signs the
 * claimant in as the club's official at once (a deactivated club gets its details, no session).
 */
export const claims = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const link = await liveToken(getDb(c.env), c.req.param("token"));
    if (!link) throw linkInvalid();
    return c.json({ clubId: link.clubId, clubName: link.clubName, clubNameEl: link.clubNameEl, expiresAt: link.expiresAt }, 200);
  })
  /**
   * The expired (or used, or replaced) link's page asks for a new one. Only the latest link of an
   * approved claim whose club still awaits its sign-in is renewed, and the new one goes to the
   * claim's own address (a body is ignored: no address typed here is ever written to). The answer
   * is the same whatever happened, so it tells nobody whether the link was real; it is rate-limited
   * per link and per client.
   */
  .post("/:token/new-link", async (c) => {
    const token = c.req.param("token");
    const db = getDb(c.env);
    const tokenHash = looksLikeToken(token) ? await sha256Hex(token) : "-";
    await claimAttempt(db, `claim-link:${tokenHash}`, `claim-link:${clientIp(c)}`, MAIL_REQUEST_LIMITS, accountMessages.tooManyMails);
    const claim = await db
      .select({ id: claimRequests.id, clubId: claimRequests.clubId, clubName: clubs.name, fullName: claimRequests.fullName, email: claimRequests.email })
      .from(claimTokens)
      .innerJoin(claimRequests, eq(claimRequests.id, claimTokens.claimRequestId))
      .innerJoin(clubs, eq(clubs.id, claimTokens.clubId))
      .where(and(eq(claimTokens.tokenHash, tokenHash), isNull(claimTokens.usedAt), eq(claimRequests.status, "approved"), isLatestLink))
      .get();
    if (claim) await renewClaimLink(c.env, c.executionCtx, new URL(c.req.url).origin, claim, null);
    return c.json({ message: b.claimNewLinkRequested }, 200);
  })
  .post("/:token", validate("json", clubCredentialsSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const db = getDb(c.env);
    const link = await liveToken(db, c.req.param("token"));
    if (!link) throw linkInvalid();
    // The address becomes the club's and its first club admin's (issue 23): nobody else's.
    const taken = await db.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.email, email), ne(clubs.id, link.clubId))).get();
    const person = await db.query.persons.findFirst({ columns: { id: true }, where: eq(persons.email, email) });
    if (taken || person) throw emailTaken();

    const passwordHash = await hashPassword(password);
    const usedAt = new Date().toISOString();
    try {
      // Spending the link and setting the club's details are one transaction: both or neither.
      const [spent] = await db.batch([
        db
          .update(claimTokens)
          .set({ usedAt })
          .where(and(eq(claimTokens.id, link.id), isNull(claimTokens.usedAt)))
          .returning({ id: claimTokens.id }),
        db.update(clubs).set({ email, isClaimed: true }).where(and(eq(clubs.id, link.clubId), eqUsedAt(link.id, usedAt))),
        ...clubAdminWrites(db, { id: link.clubId }, { email, passwordHash, name: link.claimantName, language: requestLanguage(c) }),
      ]);
      if (spent.length === 0) throw linkInvalid();
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const club = (await db.query.clubs.findFirst({ where: eq(clubs.id, link.clubId) }))!;
    const admin = (await db.query.persons.findFirst({ where: eq(persons.email, email) }))!;
    const session = club.isActive ? await completeClubSignIn(c, admin, await rolesOf(db, admin.id), club.id) : null;
    return c.json({ clubId: link.clubId, clubName: link.clubName, email, message: b.claimCompleted, session }, 200);
  });

/** True only for the batch that spent the token (its usedAt). */
const eqUsedAt = (tokenId: number, usedAt: string) => sql`exists (select 1 from claim_tokens where id = ${tokenId} and used_at = ${usedAt})`;

/** No link of the same club was issued after this one (a later approval or new link replaced it). */
const isLatestLink = sql`not exists (select 1 from claim_tokens later where later.club_id = ${claimTokens.clubId} and later.id <> ${claimTokens.id} and later.created_at > ${claimTokens.createdAt})`;
