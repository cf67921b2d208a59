import { desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { approveSchema, rejectSchema } from "../../../schema/back-office-requests";
import { apiMessages } from "../../../schema/messages";
import { claimRequestAnswer } from "../../../schema/responses";
import { claimRequests, clubs } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { columnsFor } from "../../platform/answers";
import { auditStatement, type AuditEntry } from "../../platform/audit/audit";
import { claimApprovedMail, claimLink, claimRejectedMail } from "../../platform/mail/back-office-mail";
import { clubAwaitsSignInSql, expireOtherLinks, newClaimLink, renewClaimLink } from "./claim-links";
import { getDb } from "../../platform/db";
import { conflict, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds, queueMailStatement } from "../../platform/mail/outbox";

const statusQuery = v.object({ status: v.optional(v.picklist(["pending", "approved", "rejected"], b.claimAlreadyDecided)) });
const claimId = (raw: string) => parseId(raw, b.claimNotFound);

/** Why a decision could not be made: the request is gone, already decided, or its club claimed meanwhile. */
async function refusal(db: ReturnType<typeof getDb>, id: number) {
  const claim = await db.select({ status: claimRequests.status, isClaimed: clubs.isClaimed }).from(claimRequests).innerJoin(clubs, eq(clubs.id, claimRequests.clubId)).where(eq(claimRequests.id, id)).get();
  if (!claim) return notFound(b.claimNotFound);
  if (claim.status !== "pending") return conflict(b.claimAlreadyDecided);
  return conflict(apiMessages.clubAlreadyClaimed);
}

/**
 * The claims inbox: /api/admin/claims (behind the admin guard of /api/admin).
 * Approving marks the club claimed and mails the claimant a one-time link (72 hours) to
 * /claim/{token}. It is one D1 batch (one transaction) whose every statement is conditional on the
 * club still being unclaimed: of two approvals for one club, exactly one changes anything and the
 * other answers 409 with nothing half-done.
 */
export const adminClaims = new Hono<AppEnv>()
  .get("/", validate("query", statusQuery), async (c) => {
    const { status } = c.req.valid("query");
    const rows = await getDb(c.env)
      .select({
        ...columnsFor(claimRequests, claimRequestAnswer),
        clubNameEl: clubs.nameEl,
        clubIsClaimed: clubs.isClaimed,
        /** Approved, but nobody has set the club's sign-in through a link yet: a new link can be sent. */
        clubAwaitsSignIn: sql.raw(clubAwaitsSignInSql("claim_requests.club_id")).mapWith(Boolean),
      })
      .from(claimRequests)
      .leftJoin(clubs, eq(clubs.id, claimRequests.clubId))
      .where(status ? eq(claimRequests.status, status) : undefined)
      .orderBy(desc(claimRequests.createdAt), desc(claimRequests.id))
      .limit(500);
    return c.json(rows, 200);
  })
  .post("/:id/approve", validate("json", approveSchema), async (c) => {
    const id = claimId(c.req.param("id"));
    const reason = c.req.valid("json").reason || null;
    const admin = c.var.actor!;
    const db = getDb(c.env);
    const claim = await db.select().from(claimRequests).where(eq(claimRequests.id, id)).get();
    if (!claim) throw notFound(b.claimNotFound);

    const decidedAt = new Date().toISOString();
    const link = await newClaimLink();
    const club = await db.select({ isClaimed: clubs.isClaimed, nameEl: clubs.nameEl }).from(clubs).where(eq(clubs.id, claim.clubId)).get();
    const audit: AuditEntry = {
      action: "claim.approve",
      targetType: "claim",
      targetId: id,
      summary: `Approved the claim of ${claim.fullName} for ${claim.clubName}`,
      before: { status: claim.status, clubIsClaimed: club?.isClaimed ?? false },
      after: { status: "approved", clubIsClaimed: true, reason },
    };
    // "This batch approved it": the request is approved at exactly this batch's decidedAt.
    const approvedHere = `SELECT 1 FROM claim_requests WHERE id = ?1 AND status = 'approved' AND decided_at = ?2`;
    const D1 = c.env.DB;
    const mail = claimApprovedMail(claim.email, claim.fullName, { name: claim.clubName, nameEl: club?.nameEl }, claimLink(new URL(c.req.url).origin, link.token), reason);
    const [approved, ...written] = await D1.batch([
      // A club still unclaimed, or claimed but still without its sign-in (its earlier link is replaced).
      D1.prepare(
        `UPDATE claim_requests SET status = 'approved', decision_reason = ?3, decided_at = ?2
         WHERE id = ?1 AND status = 'pending'
           AND (EXISTS (SELECT 1 FROM clubs WHERE clubs.id = claim_requests.club_id AND is_claimed = 0 AND is_admin = 0)
             OR ${clubAwaitsSignInSql("claim_requests.club_id")})`,
      ).bind(id, decidedAt, reason),
      // Claimed, with no sign-in until the claimant sets one through the link (a person, issue 23).
      D1.prepare(`UPDATE clubs SET is_claimed = 1 WHERE id = ?3 AND is_claimed = 0 AND EXISTS (${approvedHere})`).bind(id, decidedAt, claim.clubId),
      D1.prepare(
        `INSERT INTO claim_tokens (token_hash, claim_request_id, club_id, expires_at) SELECT ?3, ?1, ?4, ?5 WHERE EXISTS (${approvedHere})`,
      ).bind(id, decidedAt, link.tokenHash, claim.clubId, link.expiresAt),
      expireOtherLinks(D1, claim.clubId, link.tokenHash, decidedAt),
      auditStatement(D1, admin, audit, { sql: `EXISTS (${approvedHere})`, params: [id, decidedAt] }),
      // The claimant's link, mailed only with the approval (worker/platform/mail).
      queueMailStatement(D1, mail, { sql: `EXISTS (${approvedHere})`, params: [id, decidedAt] }),
    ]);
    if (!approved?.meta.changes) throw await refusal(db, id);
    c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds(written.slice(-1))));
    return c.json({ id, status: "approved" as const, message: b.done }, 200);
  })
  /**
   * A fresh link for an approved claim whose club has not set its sign-in yet (the old link was
   * lost or expired): the claimant is mailed it at the claim's address, every earlier link of the
   * club stops working, and it is audited. 409 once the club's sign-in is set.
   */
  .post("/:id/new-link", async (c) => {
    const id = claimId(c.req.param("id"));
    const db = getDb(c.env);
    const claim = await db.select().from(claimRequests).where(eq(claimRequests.id, id)).get();
    if (!claim) throw notFound(b.claimNotFound);
    if (claim.status !== "approved") throw conflict(b.claimNotApproved);
    const issued = await renewClaimLink(c.env, c.executionCtx, new URL(c.req.url).origin, claim, c.var.actor!);
    if (!issued) throw conflict(b.claimSignInAlreadySet);
    return c.json({ id, status: "approved" as const, message: b.claimNewLinkSent }, 200);
  })
  .post("/:id/reject", validate("json", rejectSchema), async (c) => {
    const id = claimId(c.req.param("id"));
    const { reason } = c.req.valid("json");
    const admin = c.var.actor!;
    const db = getDb(c.env);
    const claim = await db.select().from(claimRequests).where(eq(claimRequests.id, id)).get();
    if (!claim) throw notFound(b.claimNotFound);
    const decidedAt = new Date().toISOString();
    // Its Greek name, for the mail's Greek half (issue 21).
    const club = await db.select({ nameEl: clubs.nameEl }).from(clubs).where(eq(clubs.id, claim.clubId)).get();
    const audit: AuditEntry = {
      action: "claim.reject",
      targetType: "claim",
      targetId: id,
      summary: `Rejected the claim of ${claim.fullName} for ${claim.clubName}`,
      before: { status: claim.status },
      after: { status: "rejected", reason },
    };
    const D1 = c.env.DB;
    const rejectedHere = `SELECT 1 FROM claim_requests WHERE id = ?1 AND status = 'rejected' AND decided_at = ?2`;
    const [rejected, ...written] = await D1.batch([
      D1.prepare(`UPDATE claim_requests SET status = 'rejected', decision_reason = ?3, decided_at = ?2 WHERE id = ?1 AND status = 'pending'`).bind(id, decidedAt, reason),
      // Written only when the update above decided it (same decidedAt), in the same transaction.
      auditStatement(D1, admin, audit, { sql: `EXISTS (${rejectedHere})`, params: [id, decidedAt] }),
      queueMailStatement(D1, claimRejectedMail(claim.email, claim.fullName, { name: claim.clubName, nameEl: club?.nameEl }, reason), { sql: `EXISTS (${rejectedHere})`, params: [id, decidedAt] }),
    ]);
    if (!rejected?.meta.changes) throw conflict(b.claimAlreadyDecided);
    c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds(written.slice(-1))));
    return c.json({ id, status: "rejected" as const, message: b.done }, 200);
  });

