/**
 * The club's own audit log (issue 23, point 5): /api/clubs/audit, for the club admins of the club
 * a person acts for. Every record done for the club (its people's writes) or done as it by the
 * federation's support, newest first, paged and filtered as the federation's log is (one query:
 * worker/modules/admin/admin-audit.ts). Each says who, in which role, did what, and when; never
 * what a record held before or after.
 */
import { Hono } from "hono";
import { clubAuditRecordAnswer } from "../../../schema/responses";
import { asAnswer } from "../../platform/answers";
import { getDb } from "../../platform/db";
import { validate } from "../../platform/http/validate";
import { clubMay, requireClub, type WithClub } from "../../platform/sessions/auth-guards";
import { aboutClub, auditPage, clubAuditQuery } from "../admin/admin-audit";

export const clubAudit = new Hono<WithClub>()
  // One door: a club session, then the audit capability (club admins) in the club acted for.
  .use(requireClub, clubMay("audit"))
  .get("/", validate("query", clubAuditQuery), async (c) => {
    const { rows, ...page } = await auditPage(getDb(c.env), c.req.valid("query"), aboutClub(c.var.club.id));
    const items = rows.map(({ row }) => asAnswer(clubAuditRecordAnswer, { ...row, bySupport: row.impersonatedClubId !== null }));
    return c.json({ ...page, items }, 200);
  });
