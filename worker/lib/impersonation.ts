/**
 * Support impersonation (issue 12): an admin acts as a club, with a typed reason, for at most 30
 * minutes. The state lives in D1 (strongly consistent), keyed by the admin's session, so Stop and
 * sign-out end it at once, everywhere. Every request made meanwhile is written to the audit log
 * with the admin, the club and the reason; a change to one of the club's records keeps the
 * record before and after.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { clubs, matches, news, players, type Club } from "../../schema/tables";
import { impersonations } from "../../schema/tables/back-office";
import { audit } from "./audit";
import { getDb, type Db } from "./db";
import { sha256Hex } from "./tokens";

export const IMPERSONATION_MAX_MINUTES = 30;

export type Impersonation = typeof impersonations.$inferSelect;

export const impersonationSessionKey = (sessionId: string) => sha256Hex(`impersonation:${sessionId}`);

/** The impersonation this admin session is running now, if any. */
export async function currentImpersonation(db: Db, adminId: number, sessionId: string): Promise<Impersonation | undefined> {
  const key = await impersonationSessionKey(sessionId);
  return db
    .select()
    .from(impersonations)
    .where(
      and(
        eq(impersonations.sessionKey, key),
        eq(impersonations.adminClubId, adminId),
        isNull(impersonations.endedAt),
        gt(impersonations.expiresAt, new Date().toISOString()),
      ),
    )
    .get();
}

/** The club an admin session acts as: only an active club that is not an admin. */
export async function actingAs(db: Db, admin: Club, sessionId: string): Promise<{ club: Club; impersonation: Impersonation } | undefined> {
  const impersonation = await currentImpersonation(db, admin.id, sessionId);
  if (!impersonation) return undefined;
  const club = await db.query.clubs.findFirst({ where: eq(clubs.id, impersonation.clubId) });
  if (!club || club.isAdmin || !club.isActive) return undefined;
  return { club, impersonation };
}

/** Ends every impersonation of this session (Stop, sign-out, a new start) and audits each; answers the ones it ended. */
export async function endImpersonations(db: Db, sessionId: string): Promise<Impersonation[]> {
  const key = await impersonationSessionKey(sessionId);
  const ended = await db
    .update(impersonations)
    .set({ endedAt: new Date().toISOString() })
    .where(and(eq(impersonations.sessionKey, key), isNull(impersonations.endedAt)))
    .returning();
  for (const row of ended) {
    await audit(db, { id: row.adminClubId, name: row.adminName }, {
      action: "impersonation.stop",
      targetType: "club",
      targetId: row.clubId,
      summary: `Stopped acting as ${row.clubName}`,
      before: { endedAt: null },
      after: { endedAt: row.endedAt },
      impersonatedClubId: row.clubId,
      reason: row.reason,
    });
  }
  return ended;
}

/** The club's own records a request may change, by the path of its own API. */
const OWN_RECORDS = [
  { path: /^\/api\/clubs\/news\/(\d+)$/, table: news, type: "news" },
  { path: /^\/api\/clubs\/players\/(\d+)$/, table: players, type: "player" },
  { path: /^\/api\/clubs\/matches\/(\d+)$/, table: matches, type: "match" },
] as const;

function ownRecordOf(path: string, method: string) {
  if (method === "GET" || method === "HEAD") return undefined;
  for (const record of OWN_RECORDS) {
    const id = record.path.exec(path)?.[1];
    if (id) return { ...record, id: Number(id) };
  }
  return undefined;
}

async function readOwnRecord(db: Db, record: NonNullable<ReturnType<typeof ownRecordOf>>, clubId: number) {
  const table = record.table;
  return (await db.select().from(table).where(and(eq(table.id, record.id), eq(table.clubId, clubId))).get()) ?? null;
}

/**
 * Runs the request (`next`) and writes its audit record: the admin, the club, the reason, the
 * method, path and status, and for a change to one of the club's records, that record before and
 * after.
 */
export async function auditImpersonatedRequest(c: Context, admin: Club, club: Club, impersonation: Impersonation, next: () => Promise<void>) {
  const db = getDb(c.env as Env);
  const method = c.req.method;
  const path = c.req.path;
  const record = ownRecordOf(path, method);
  const before = record ? await readOwnRecord(db, record, club.id) : undefined;
  await next();
  const after = record ? await readOwnRecord(db, record, club.id) : undefined;
  await audit(db, admin, {
    action: "impersonation.request",
    targetType: record?.type ?? "request",
    targetId: record?.id ?? null,
    summary: `${method} ${path} → ${c.res.status} (as ${club.name})`,
    before,
    after,
    impersonatedClubId: club.id,
    reason: impersonation.reason,
  });
}
