import { createMiddleware } from "hono/factory";
import { audit } from "./audit";
import { getDb, type Db } from "../db";
import type { WithClub } from "../sessions/auth-guards";

const WRITES = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/** The audit record of the write under way, as a statement for the handler's batch. */
export type WriteRecord = (db: Db) => ReturnType<typeof audit>;

/**
 * Records each successful write of a router's admin in the audit log (issue 12: every admin
 * action), for routers whose writes do not record their own: what was asked (the method, the
 * address and the JSON body) and that it succeeded. The record is offered to the handler as
 * `c.var.writeRecord`, to go in the same D1 batch as the write (issue 20: a change is never stored
 * without its record, nor its record without it); a handler that writes without it gets its
 * record after a successful answer instead. A refused write leaves no record.
 */
export const auditWrites = (area: string) =>
  createMiddleware<WithClub>(async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const isJson = c.req.header("content-type")?.includes("application/json");
    // Through Hono's body cache, so the route's validator still reads it.
    const body: unknown = isJson ? await c.req.json().catch(() => null) : null;
    const path = new URL(c.req.url).pathname;
    const entry = {
      action: `${area}.${c.req.method.toLowerCase()}`,
      targetType: area,
      targetId: Number(path.match(/\/(\d+)(?:\/|$)/)?.[1]) || null,
      summary: `${c.req.method} ${path}${new URL(c.req.url).search}`,
      after: body,
    };
    let taken = false;
    c.set("writeRecord", (db: Db) => {
      taken = true;
      return audit(db, c.var.club, entry);
    });
    await next();
    if (c.res.status >= 400 || taken) return;
    await audit(getDb(c.env), c.var.club, entry);
  });
