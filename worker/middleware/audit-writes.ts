import { createMiddleware } from "hono/factory";
import { audit } from "../lib/audit";
import { getDb } from "../lib/db";
import type { WithClub } from "./auth-guards";

const WRITES = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/**
 * Records each successful write of a router's admin in the audit log (issue 12: every admin
 * action), for routers whose writes do not record their own: what was asked (the method, the
 * address and the JSON body) and that it succeeded. Runs after the write, so a failed write
 * leaves no record.
 */
export const auditWrites = (area: string) =>
  createMiddleware<WithClub>(async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const isJson = c.req.header("content-type")?.includes("application/json");
    // Through Hono's body cache, so the route's validator still reads it.
    const body: unknown = isJson ? await c.req.json().catch(() => null) : null;
    await next();
    if (c.res.status >= 400) return;
    const path = new URL(c.req.url).pathname;
    const targetId = Number(path.match(/\/(\d+)(?:\/|$)/)?.[1]) || null;
    await audit(getDb(c.env), c.var.club, {
      action: `${area}.${c.req.method.toLowerCase()}`,
      targetType: area,
      targetId,
      summary: `${c.req.method} ${path}${new URL(c.req.url).search}`,
      after: body,
    });
  });
