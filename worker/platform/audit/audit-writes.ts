/**
 * Every successful write is in the audit log (issue 12 for the federation's, issue 23 for the
 * clubs'), recorded in one place rather than by each handler: what was asked (the method, the
 * address and the JSON body, its secrets left out) and who asked (the guard's `c.var.actor`: the
 * person, the role they acted in, the club). A refused write (an answer of 400 or more) leaves no
 * record.
 *
 * The record is offered to the handler as `c.var.writeRecord`, to go in the same D1 batch as the
 * write (issue 20: a change is never stored without its record, nor its record without it); a
 * handler may pass its own entry (what changed, before and after) to replace the generic one. A
 * handler that writes without it gets the generic record after its successful answer instead,
 * unless it made a record of its own for the request's actor (audit.ts `madeOwnRecord`).
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { audit, madeOwnRecord, withoutSecrets, type AuditEntry } from "./audit";
import { getDb, type Db } from "../db";
import type { AppEnv } from "../env";

const WRITES = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/** The audit record of the write under way, as a statement for the handler's batch; `own` replaces the generic entry's fields. */
export type WriteRecord = (db: Db, own?: Partial<AuditEntry>) => ReturnType<typeof audit>;

/**
 * A club write's area, from its address: its words without `api`, `clubs` and ids
 * (/api/clubs/news/7 → "news", /api/fixtures/3/live/events → "fixtures.live.events").
 */
export const areaOf = (path: string) =>
  path
    .split("/")
    .filter((part) => part && part !== "api" && part !== "clubs" && !/^\d+$/.test(part))
    .join(".") || "request";

/**
 * Runs a write (`next`) and records it unless it was refused or its handler took the record for
 * its own batch. `area` names the action (`<area>.<method>`) and the record's target type.
 */
export async function recordWrite(c: Context<AppEnv>, next: () => Promise<void>, area: string) {
  if (!WRITES.has(c.req.method)) return next();
  const isJson = c.req.header("content-type")?.includes("application/json");
  // Through Hono's body cache, so the route's validator still reads it.
  const body: unknown = isJson ? await c.req.json().catch(() => null) : null;
  const url = new URL(c.req.url);
  const entry: AuditEntry = {
    action: `${area}.${c.req.method.toLowerCase()}`,
    targetType: area.split(".")[0]!,
    targetId: Number(url.pathname.match(/\/(\d+)(?:\/|$)/)?.[1]) || null,
    summary: `${c.req.method} ${url.pathname}${url.search}`,
    after: withoutSecrets(body),
  };
  c.set("writeRecord", (db: Db, own?: Partial<AuditEntry>) => audit(db, c.var.actor!, { ...entry, ...own }));
  await next();
  if (c.res.status >= 400 || madeOwnRecord(c.var.actor)) return;
  await audit(getDb(c.env), c.var.actor!, entry);
}

/** Every successful write of an admin router, behind the admin guard (its area names the actions). */
export const auditWrites = (area: string) => createMiddleware<AppEnv>((c, next) => recordWrite(c, next, area));

/**
 * Every successful write behind a club guard (worker/platform/sessions/auth-guards.ts), its area
 * read from the address. The session's own calls (/api/auth/*: picking the club acted for) change
 * no club's data, and are not recorded.
 */
export const recordClubWrite = (c: Context<AppEnv>, next: () => Promise<void>) =>
  c.req.path.startsWith("/api/auth/") ? next() : recordWrite(c, next, areaOf(c.req.path));
