import { findTargetHandler } from "hono/utils/handler";
import { beforeAll, describe, expect, it } from "vitest";
import { auditOf, signedInAdmin } from "./test/back-office";
import { call, callJson, createClub } from "./test/helpers";
import { appWithMounts, fullPrefixes, type Mount } from "./test/mounts";

type Route = { handler: never; path: string; method: string };
let app: Awaited<ReturnType<typeof appWithMounts>>["app"];
let mounts: Mount[];
let guards: Set<unknown>;
/** The router that declared each handler: the first mounted router whose routes hold it (a part is mounted before its area). */
const declaredBy = new Map<unknown, unknown>();

beforeAll(async () => {
  const built = await appWithMounts();
  ({ app, mounts } = built);
  guards = new Set([built.guards.requireClub, built.guards.requireAdmin, built.guards.requireUser, built.guards.requirePerson]);
  for (const { child } of mounts) for (const route of child.routes) if (!declaredBy.has(findTargetHandler(route.handler))) declaredBy.set(findTargetHandler(route.handler), child);
});

/** A URL for a route's path: each parameter (`:id`, `:id{[0-9]+}`) filled with `1`. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "1");
/** What Hono runs, in order, for one request: the middleware and routes its router matches. */
const matched = (method: string, path: string) => (app.router.match(method, path)[0] as unknown as [[never, Route]][]).map(([[, route]]) => route);
const isGuard = (route: Route) => guards.has(findTargetHandler(route.handler));

/** Every route of the app, as `[method, path]`. */
const endpoints = () => {
  const routes = app.routes.filter((route) => route.method !== "ALL" && !route.path.endsWith("*"));
  expect(routes.length).toBeGreaterThan(50);
  return [...new Set(routes.map((route) => `${route.method} ${route.path}`))].map((key) => key.split(" ") as [string, string]);
};
const listed = (routes: [string, string][]) => routes.map(([method, path]) => `${method} ${path}`);

describe("each URL prefix is mounted once, in one place", () => {
  it("no prefix is mounted twice, at any level of routers", () => {
    expect(mounts.length).toBeGreaterThan(10);
    const prefixes = fullPrefixes(mounts, app, "/api");
    expect(prefixes.filter((prefix, index) => prefixes.indexOf(prefix) !== index)).toEqual([]);
  });

  it("each request reaches the routes of one router only, so the order of mounts does not matter", () => {
    const shared = endpoints().filter(([method, path]) => {
      const routes = matched(method, concrete(path)).filter((route) => route.method !== "ALL" && !isGuard(route));
      return new Set(routes.map((route) => declaredBy.get(findTargetHandler(route.handler)))).size !== 1;
    });
    expect(listed(shared)).toEqual([]);
  });

  it("no request runs a guard twice: each router's guard covers only its own routes", () => {
    expect(listed(endpoints().filter(([method, path]) => matched(method, concrete(path)).filter(isGuard).length > 1))).toEqual([]);
  });
});

describe("while an admin impersonates a club", () => {
  // Each request is one audit record (worker/platform/sessions/impersonation.ts), written by the guard that loaded the session.
  it.each(["/api/clubs/players", "/api/clubs/matches", "/api/clubs/players/export.csv", "/api/clubs/matches/export.csv", "/api/admin/competitions/999999", "/api/admin/exports/clubs.csv"])(
    "GET %s loads the session once and writes one audit record",
    async (path) => {
      const club = await createClub();
      const { admin, cookie } = await signedInAdmin();
      expect((await callJson("/api/admin/impersonation", { cookie, json: { clubId: club!.id, reason: "Checking the guards" } })).status).toBe(201);
      expect((await call(path, { cookie })).status).toBeLessThan(500);
      const records = (await auditOf(admin.id)).filter((row) => row.summary.startsWith(`GET ${path} `));
      expect(records).toHaveLength(1);
    },
  );
});
