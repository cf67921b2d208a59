/**
 * The append-only audit log (issue 12): who did what, when, and the record before and after.
 * Routes write it in the same D1 batch as the change itself, so a change is never without its
 * record. Nothing updates or deletes a row (the migration's triggers refuse both).
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

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export const auditValues = (actor: Actor, entry: AuditEntry) => ({
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

/** The insert, to run alone or inside the batch that makes the change. */
export const audit = (db: Db, actor: Actor, entry: AuditEntry) => db.insert(auditLog).values(auditValues(actor, entry));
