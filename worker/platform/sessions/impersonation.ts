/**
 * Support impersonation (issue 12): an admin acts as a club, with a typed reason, for at most 30
 * minutes. The state lives in D1 (strongly consistent), keyed by the admin's session, so Stop and
 * sign-out end it at once, everywhere. Every request made meanwhile is written to the audit log
 * with the admin, the club and the reason; a change to one of the club's records keeps the
 * record before and after.
 */
import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { selectAfterChange } from "../select-after-change";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { clubRolesIn, federationCan, federationRolesOf } from "../../../domain/people/roles";
import { clubs, news, persons, players, type Club } from "../../../schema/tables";
import { auditLog, impersonations } from "../../../schema/tables/back-office";
import { fixtures, teams } from "../../../schema/tables/competitions";
import { audit, auditValues, type Actor } from "../audit/audit";
import { getDb, type Db } from "../db";
import { sha256Hex } from "./tokens";
import { firstAdminOf, fullName, rolesOf, type Acting } from "./people";

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

/**
 * Who a federation session acts as (issue 23: a person, for one of their clubs): only an active
 * club that is not the federation's, and never a person who holds a federation role.
 */
export async function actingAs(db: Db, admin: Acting, sessionId: string): Promise<{ acting: Acting; impersonation: Impersonation } | undefined> {
  if (!federationCan(admin.roles, "impersonation")) return undefined;
  const impersonation = await currentImpersonation(db, admin.club.id, sessionId);
  if (!impersonation) return undefined;
  const club = await db.query.clubs.findFirst({ where: eq(clubs.id, impersonation.clubId) });
  if (!club || club.isAdmin || !club.isActive) return undefined;
  // A row from before people names the club only: it acts as the club's first admin.
  const person = impersonation.personId ? await db.query.persons.findFirst({ where: eq(persons.id, impersonation.personId) }) : await firstAdminOf(db, club);
  if (!person) return undefined;
  const roles = await rolesOf(db, person.id);
  if (federationRolesOf(roles).length > 0) return undefined;
  const clubRoles = clubRolesIn(roles, club.id);
  if (clubRoles.length === 0) return undefined;
  return { acting: { person, roles, club, clubRoles }, impersonation };
}

/**
 * The audit record of an ending, written only if the ending right before it in the batch ended
 * the impersonation (selectAfterChange): a Stop racing another writes one record, not two.
 */
function endingRecord(db: Db, row: Impersonation, endedAt: string, admin: Actor) {
  const values = auditValues(
    admin,
    {
      action: "impersonation.stop",
      targetType: "club",
      targetId: row.clubId,
      summary: `Stopped acting as ${row.clubName}`,
      before: { endedAt: null },
      after: { endedAt },
      impersonatedClubId: row.clubId,
      reason: row.reason,
    },
  );
  return db.insert(auditLog).select(selectAfterChange(auditLog, values));
}

/**
 * Whom an ending's record names: the federation person who started it (issue 23), in their
 * federation role, for the federation's row; a row from before people names the row only.
 */
async function adminOf(db: Db, row: Impersonation): Promise<Actor> {
  const account = { id: row.adminClubId, name: row.adminName, clubId: row.adminClubId };
  const person = row.adminPersonId ? await db.query.persons.findFirst({ where: eq(persons.id, row.adminPersonId) }) : undefined;
  if (!person) return account;
  return { ...account, personId: person.id, personName: fullName(person), role: federationRolesOf(await rolesOf(db, person.id))[0] ?? null };
}

/**
 * The writes that end every impersonation of this session (Stop, sign-out, a new start), each
 * with its audit record, for one batch: an impersonation is never ended without its record.
 * Answers them with the rows they end.
 */
export async function endingWrites(db: Db, sessionId: string): Promise<{ ending: Impersonation[]; writes: BatchItem<"sqlite">[] }> {
  const key = await impersonationSessionKey(sessionId);
  const open = await db
    .select()
    .from(impersonations)
    .where(and(eq(impersonations.sessionKey, key), isNull(impersonations.endedAt)));
  const endedAt = new Date().toISOString();
  const admins = await Promise.all(open.map((row) => adminOf(db, row)));
  const writes = open.flatMap((row, index) => [
    db
      .update(impersonations)
      .set({ endedAt })
      .where(and(eq(impersonations.id, row.id), isNull(impersonations.endedAt))),
    endingRecord(db, row, endedAt, admins[index]!),
  ]);
  return { ending: open.map((row) => ({ ...row, endedAt })), writes };
}

/** Ends every impersonation of this session and audits each, in one batch; answers the ones it ended. */
export async function endImpersonations(db: Db, sessionId: string): Promise<Impersonation[]> {
  const { ending, writes } = await endingWrites(db, sessionId);
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  return ending;
}

/** A row of the club's own in a table with a `clubId`, or null. */
const rowOfClub = (table: typeof news | typeof players) => async (db: Db, id: number, clubId: number) =>
  (await db.select().from(table).where(and(eq(table.id, id), eq(table.clubId, clubId))).get()) ?? null;

/** The club's own records a request may change, by the path of its own API (a match: a friendly of its teams, issue 22). */
/** A fixture one of the club's teams plays (a club's own match is a friendly of its team). */
async function fixtureOfClub(db: Db, id: number, clubId: number) {
  const sides = db.select({ id: teams.id }).from(teams).where(eq(teams.clubId, clubId));
  return (await db.select().from(fixtures).where(and(eq(fixtures.id, id), or(inArray(fixtures.homeTeamId, sides), inArray(fixtures.awayTeamId, sides)))).get()) ?? null;
}

const OWN_RECORDS = [
  { path: /^\/api\/clubs\/news\/(\d+)$/, read: rowOfClub(news), type: "news" },
  { path: /^\/api\/clubs\/players\/(\d+)$/, read: rowOfClub(players), type: "player" },
  { path: /^\/api\/clubs\/matches\/(\d+)$/, read: fixtureOfClub, type: "match" },
] as const;

function ownRecordOf(path: string, method: string) {
  if (method === "GET" || method === "HEAD") return undefined;
  for (const record of OWN_RECORDS) {
    const id = record.path.exec(path)?.[1];
    if (id) return { ...record, id: Number(id) };
  }
  return undefined;
}

const readOwnRecord = (db: Db, record: NonNullable<ReturnType<typeof ownRecordOf>>, clubId: number) => record.read(db, record.id, clubId);

/**
 * Runs the request (`next`) and writes its audit record: the admin, the club, the reason, the
 * method, path and status, and for a change to one of the club's records, that record before and
 * after.
 */
export async function auditImpersonatedRequest(c: Context, admin: Actor, club: Club, impersonation: Impersonation, next: () => Promise<void>) {
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
