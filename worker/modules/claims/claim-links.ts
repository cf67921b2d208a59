/**
 * Claim links that never lock a club out (issue 19, point 14). Approving a claim marks the club
 * claimed with an unusable password and mails a one-time link (72 hours); until the claimant
 * has set the club's sign-in through a link, the club *awaits its sign-in*, and:
 * - the federation can send the approved claimant a fresh link (POST /api/admin/claims/{id}/new-link),
 * - the claimant can ask for one from the page of an expired link (POST /api/claims/{token}/new-link),
 * - another claim can be made and approved (its link replaces the one before).
 * Whatever issues a link, it is the club's only live one: every earlier unused link of the club
 * expires in the same batch. Once the sign-in is set, new claims, approvals and links answer 409.
 */
import { randomToken, sha256Hex } from "../../platform/sessions/tokens";
import { claimApprovedMail, claimLink, CLAIM_LINK_HOURS } from "../../platform/mail/back-office-mail";
import { auditStatement, type Actor } from "../../platform/audit/audit";
import { deliverSoon, queuedIds, queueMailStatement } from "../../platform/mail/outbox";

/** A club claimed but whose sign-in nobody has set yet: since issue 23, it has no club admin yet. */
export const awaitsSignIn = (club: { isClaimed: boolean; isAdmin: boolean; hasClubAdmin: boolean }) => club.isClaimed && !club.isAdmin && !club.hasClubAdmin;

/** Whether the club whose id is `clubIdSql` has a club admin (a person who signs in for it). */
export const clubHasAdminSql = (clubIdSql: string) => `EXISTS (SELECT 1 FROM person_roles WHERE person_roles.club_id = ${clubIdSql} AND person_roles.role = 'club-admin')`;

/** The same, in SQL, for the club whose id is `clubIdSql` (a column or a parameter). */
export const clubAwaitsSignInSql = (clubIdSql: string) =>
  `EXISTS (SELECT 1 FROM clubs WHERE clubs.id = ${clubIdSql} AND clubs.is_admin = 0 AND clubs.is_claimed = 1 AND NOT ${clubHasAdminSql("clubs.id")})`;

/** A new link's secret, its digest and when it stops working. */
export async function newClaimLink() {
  const token = randomToken(32);
  return { token, tokenHash: await sha256Hex(token), expiresAt: new Date(Date.now() + CLAIM_LINK_HOURS * 3600_000).toISOString() };
}

/** Every other unused link of `clubId` expires now: the statement for the batch that issues a new one (only if it did). */
export const expireOtherLinks = (d1: D1Database, clubId: number, keepHash: string, now: string) =>
  d1
    .prepare(
      `UPDATE claim_tokens SET expires_at = ?3 WHERE club_id = ?1 AND token_hash <> ?2 AND used_at IS NULL AND expires_at > ?3
         AND EXISTS (SELECT 1 FROM claim_tokens WHERE token_hash = ?2)`,
    )
    .bind(clubId, keepHash, now);

type ApprovedClaim = { id: number; clubId: number; clubName: string; fullName: string; email: string };

/**
 * Replaces the link of an approved claim whose club awaits its sign-in with a fresh one, expires
 * every other link of the club, records it (for the federation's action) and mails the claimant
 * at the claim's own address. One batch: all of it or, when the club no longer awaits its sign-in,
 * nothing (its mail too: the outbox row is in the batch). Answers whether it issued a link.
 */
export async function renewClaimLink(env: Env, ctx: { waitUntil(promise: Promise<unknown>): void }, origin: string, claim: ApprovedClaim, actor: Actor | null): Promise<boolean> {
  const D1 = env.DB;
  const now = new Date().toISOString();
  const link = await newClaimLink();
  const issuedHere = `SELECT 1 FROM claim_tokens WHERE token_hash = ?1`;
  const statements = [
    D1.prepare(
      `INSERT INTO claim_tokens (token_hash, claim_request_id, club_id, expires_at, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${clubAwaitsSignInSql("?3")}
         AND EXISTS (SELECT 1 FROM claim_requests WHERE id = ?2 AND club_id = ?3 AND status = 'approved')
       ON CONFLICT (claim_request_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = excluded.created_at, used_at = NULL`,
    ).bind(link.tokenHash, claim.id, claim.clubId, link.expiresAt, now),
    expireOtherLinks(D1, claim.clubId, link.tokenHash, now),
  ];
  if (actor) {
    const entry = {
      action: "claim.new_link",
      targetType: "claim",
      targetId: claim.id,
      summary: `Sent ${claim.fullName} a new claim link for ${claim.clubName}`,
      after: { expiresAt: link.expiresAt },
    };
    statements.push(auditStatement(D1, actor, entry, { sql: `EXISTS (${issuedHere})`, params: [link.tokenHash] }));
  }
  // The claimant's mail, written only with the link (worker/platform/mail), its Greek half with the club's Greek name.
  const club = await D1.prepare("SELECT name_el AS nameEl FROM clubs WHERE id = ?").bind(claim.clubId).first<{ nameEl: string | null }>();
  const mail = claimApprovedMail(claim.email, claim.fullName, { name: claim.clubName, nameEl: club?.nameEl }, claimLink(origin, link.token), null);
  statements.push(queueMailStatement(D1, mail, { sql: `EXISTS (${issuedHere})`, params: [link.tokenHash] }));
  const results = await D1.batch(statements);
  if (!results[0]?.meta.changes) return false;
  ctx.waitUntil(deliverSoon(env, queuedIds(results.slice(-1))));
  return true;
}
