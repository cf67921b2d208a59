import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import * as v from "valibot";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { academyRegistrations, claimRequests, clubs } from "../../../schema/tables";
import { auditLog } from "../../../schema/tables/back-office";
import { mailOutbox } from "../../../schema/tables/mail";
import type { AppEnv } from "../../platform/env";
import { getDb, type Db } from "../../platform/db";
import { validate } from "../../platform/http/validate";

const positive = (max: number) =>
  v.optional(v.pipe(v.string(b.pageInvalid), v.regex(/^\d{1,6}$/, b.pageInvalid), v.transform(Number), v.minValue(1, b.pageInvalid), v.maxValue(max, b.pageInvalid)));

/** The filters every reader of the log has: the action, the person (by id, or a part of their name) and the page. */
const logFilters = {
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  personId: positive(1e9),
  person: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  page: positive(1e6),
  pageSize: positive(100),
};

/** GET /api/clubs/audit's query (worker/modules/people/club-audit.ts). */
export const clubAuditQuery = v.object(logFilters);

/** The federation's: also by the account (adminId) and by club, acted for or acted as. */
const auditQuery = v.object({ ...logFilters, adminId: positive(1e9), clubId: positive(1e9) });

type LogFilters = v.InferOutput<typeof clubAuditQuery>;

/** "club.edit" is one action; "club" is every club action (club.approve, club.edit ...). */
const actionFilter = (action: string): SQL =>
  action.includes(".") ? eq(auditLog.action, action) : sql`${auditLog.action} like ${`${action.replace(/[%_\\]/g, "")}.%`}`;

/** A part of the person's name, any case (SQLite's like ignores ASCII case; Greek names match as typed). */
const personNameFilter = (part: string): SQL => sql`${auditLog.personName} like ${`%${part.replace(/[%_\\]/g, "")}%`}`;

/** The records about a club: done for it, or done as it by the federation's support (issue 23). */
export const aboutClub = (clubId: number) => or(eq(auditLog.actingClubId, clubId), eq(auditLog.impersonatedClubId, clubId))!;

/** The club a record is about: acted as while impersonating, otherwise acted for. */
const aboutClubRow = alias(clubs, "about_club");

/**
 * A page of the log, newest first: the one query every reader uses (the federation's and a
 * club's), filtered by `filters` and within `scope`; each row with the names of the club it is about.
 */
export async function auditPage(db: Db, filters: LogFilters, scope?: SQL) {
  const { action, personId, person, page = 1, pageSize = 25 } = filters;
  const where = and(scope, action ? actionFilter(action) : undefined, personId ? eq(auditLog.personId, personId) : undefined, person ? personNameFilter(person) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: auditLog, clubName: aboutClubRow.name, clubNameEl: aboutClubRow.nameEl })
      .from(auditLog)
      .leftJoin(aboutClubRow, eq(aboutClubRow.id, sql`coalesce(${auditLog.impersonatedClubId}, ${auditLog.actingClubId})`))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { page, pageSize, total: total?.n ?? 0, rows };
}

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

/** The audit log, newest first, filtered and paged: /api/admin/audit. Read-only: no route edits or deletes a record. */
export const adminAudit = new Hono<AppEnv>().get("/", validate("query", auditQuery), async (c) => {
  const { adminId, clubId, ...filters } = c.req.valid("query");
  const scope = and(adminId ? eq(auditLog.adminClubId, adminId) : undefined, clubId ? aboutClub(clubId) : undefined);
  const { rows, ...page } = await auditPage(getDb(c.env), filters, scope);
  const items = rows.map(({ row, clubName, clubNameEl }) => ({ ...row, before: parse(row.before), after: parse(row.after), clubName, clubNameEl }));
  return c.json({ ...page, items }, 200);
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
