/**
 * The append-only audit log (issue 12): who did what, when, and the record before and after.
 * Routes write it in the same D1 batch as the change itself, so a change is never without its
 * record. Nothing updates or deletes a row (the migration's triggers refuse both).
 *
 * Issue 23: every record names the person who acted, the role they acted in and the club they
 * acted for (the guards' `c.var.actor`, worker/platform/sessions/auth-guards.ts).
 */
import { auditLog } from "../../../schema/tables/back-office";
import type { Db } from "../db";

/**
 * Who did it. `id` and `name` are the account the SPEC's log named (the acting club, or the
 * federation's row); issue 23 adds the person, the role they acted in, and the club they acted for.
 */
export type Actor = { id: number; name: string; personId?: number | null; personName?: string | null; role?: string | null; clubId?: number | null };

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId?: number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
  impersonatedClubId?: number | null;
  reason?: string | null;
};

/** Keys whose values never reach the log: passwords, tokens, one-time codes, a passkey's answer. */
const SECRET_KEY = /password|token|secret|recovery|^code$|^response$/i;
export const REDACTED = "[redacted]";

/** A request body as the log may keep it: every secret's value replaced, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? REDACTED : withoutSecrets(inner)]));
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * The actors whose request made a record of its own (a guard makes one actor per request:
 * `c.var.actor`): the generic record of a write (audit-writes.ts) is then left out, so a write is
 * recorded once, however its handler records it.
 */
const recorded = new WeakSet<Actor>();
export const madeOwnRecord = (actor: Actor | undefined) => actor !== undefined && recorded.has(actor);

const valuesOf = (actor: Actor, entry: AuditEntry) => ({
  adminClubId: actor.id,
  adminName: actor.name,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId ?? null,
  summary: entry.summary.slice(0, 500),
  before: json(entry.before),
  after: json(entry.after),
  impersonatedClubId: entry.impersonatedClubId ?? null,
  reason: entry.reason ?? null,
  personId: actor.personId ?? null,
  personName: actor.personName ?? null,
  actingRole: actor.role ?? null,
  actingClubId: actor.clubId ?? null,
});

export const auditValues = (actor: Actor, entry: AuditEntry) => {
  recorded.add(actor);
  return valuesOf(actor, entry);
};

/** The insert, to run alone or inside the batch that makes the change. */
export const audit = (db: Db, actor: Actor, entry: AuditEntry) => db.insert(auditLog).values(auditValues(actor, entry));

/** The columns of auditValues, in its order, as the table names them (for the batches written in plain SQL). */
const COLUMNS = [
  "admin_club_id",
  "admin_name",
  "action",
  "target_type",
  "target_id",
  "summary",
  "before",
  "after",
  "impersonated_club_id",
  "reason",
  "person_id",
  "person_name",
  "acting_role",
  "acting_club_id",
] as const;

/**
 * The record as a plain-SQL statement on `env.DB`, written only when `when` holds (the condition
 * that says "this batch made the change"; its placeholders are numbered from ?1), as
 * queueMailStatement does for mails. One home for the columns, so no batch forgets the person.
 */
export function auditStatement(d1: D1Database, actor: Actor, entry: AuditEntry, when: { sql: string; params: unknown[] }) {
  const values = Object.values(auditValues(actor, entry));
  const first = when.params.length + 1;
  const placeholders = values.map((_, index) => `?${first + index}`).join(", ");
  return d1.prepare(`INSERT INTO audit_log (${COLUMNS.join(", ")}) SELECT ${placeholders} WHERE ${when.sql}`).bind(...when.params, ...values);
}
