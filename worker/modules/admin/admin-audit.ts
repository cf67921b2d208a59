import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { academyRegistrations, claimRequests, clubs } from "../../../schema/tables";
import { auditLog } from "../../../schema/tables/back-office";
import { mailOutbox } from "../../../schema/tables/mail";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { validate } from "../../platform/http/validate";

const positive = (max: number) =>
  v.optional(v.pipe(v.string(b.pageInvalid), v.regex(/^\d{1,6}$/, b.pageInvalid), v.transform(Number), v.minValue(1, b.pageInvalid), v.maxValue(max, b.pageInvalid)));

const auditQuery = v.object({
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  adminId: positive(1e9),
  clubId: positive(1e9),
  page: positive(1e6),
  pageSize: positive(100),
});

/** "club.edit" is one action; "club" is every club action (club.approve, club.edit ...). */
const actionFilter = (action: string): SQL =>
  action.includes(".") ? eq(auditLog.action, action) : sql`${auditLog.action} like ${`${action.replace(/[%_\\]/g, "")}.%`}`;

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

/** The audit log, newest first, filtered and paged: /api/admin/audit. Read-only: no route edits or deletes a record. */
export const adminAudit = new Hono<AppEnv>().get("/", validate("query", auditQuery), async (c) => {
  const { action, adminId, clubId, page = 1, pageSize = 25 } = c.req.valid("query");
  const db = getDb(c.env);
  const where = and(
    action ? actionFilter(action) : undefined,
    adminId ? eq(auditLog.adminClubId, adminId) : undefined,
    clubId ? eq(auditLog.impersonatedClubId, clubId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return c.json({ page, pageSize, total: total?.n ?? 0, items: rows.map((row) => ({ ...row, before: parse(row.before), after: parse(row.after) })) }, 200);
});

/** The tab badges: new claims, new academy registrations, clubs waiting for approval and mails that failed for good. */
export const adminNotifications = new Hono<AppEnv>().get("/", async (c) => {
  const db = getDb(c.env);
  const [[claims], [academy], [pendingClubs], [failedMail]] = await db.batch([
    db.select({ n: count() }).from(claimRequests).where(eq(claimRequests.status, "pending")),
    db.select({ n: count() }).from(academyRegistrations).where(eq(academyRegistrations.status, "new")),
    db.select({ n: count() }).from(clubs).where(eq(clubs.status, "pending")),
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed")),
  ]);
  return c.json({ claims: claims?.n ?? 0, academy: academy?.n ?? 0, pendingClubs: pendingClubs?.n ?? 0, failedMail: failedMail?.n ?? 0 }, 200);
});
