import { describe, expect, it } from "vitest";
import { API_REFERENCE_SCRIPT } from "../../../schema/api-reference";
import { seedClubs, seedUsers } from "../../../scripts/seed/data";
import app from "../../app";
import { OPEN_FILE_PATHS } from "./openapi-open-files";
import { openFiles } from "../open-data/open-files";
import { call, callJson } from "../../test/helpers";

type Document = { paths: Record<string, Record<string, any>>; components: Record<string, any> };
const fetchDocument = async () => (await callJson<Document>("/api/openapi.json")).body;

/** Hono's path as the document spells it: `/api/clubs/:id` → `/api/clubs/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, "{$1}");

// Validation with swagger-parser and the examples' check run in Node: worker/lib/openapi.node.test.ts.
describe("GET /api/openapi.json", () => {
  it("lists every route Hono has mounted", async () => {
    const document = await fetchDocument();
    const mounted = app.routes.filter((route) => route.method !== "ALL" && !route.path.endsWith("*"));
    expect(mounted.length).toBeGreaterThan(50);
    const missing = mounted.filter((route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it("lists the open-data files outside /api, every route of worker/modules/open-data/open-files.ts", async () => {
    const document = await fetchDocument();
    const routes = openFiles.routes.filter((route) => route.method !== "ALL").map((route) => route.path);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((path) => !OPEN_FILE_PATHS[path])).toEqual([]);
    const paths = Object.values(OPEN_FILE_PATHS).flatMap((described) => Object.keys(described));
    expect(paths).toEqual(expect.arrayContaining(["/calendar/clubs/{id}.ics", "/calendar/competitions/{slug}.ics", "/calendar/union.ics", "/calendar/league.ics", "/news/feed.xml", "/sitemap.xml"]));
    expect(paths.filter((path) => !document.paths[path]?.get)).toEqual([]);
  });

  it("describes bodies from the shared schemas, the session cookie and the error shape", async () => {
    const document = await fetchDocument();
    const addPlayer = document.paths["/api/clubs/players"]!.post;
    expect(Object.keys(addPlayer.requestBody.content["application/json"].schema.properties)).toEqual(expect.arrayContaining(["name", "position", "jerseyNumber"]));
    // Issue 23: the scopes name the capabilities its guards check (the door's read, the route's write).
    expect(addPlayer.security).toEqual([{ clubSession: ["club:rosterRead", "club:roster"] }]);
    expect(document.paths["/api/clubs/players"]!.get.security).toEqual([{ clubSession: ["club:rosterRead"] }]);
    expect(document.paths["/api/clubs/profile"]!.get.security).toEqual([{ clubSession: [] }]);
    expect(document.paths["/api/admin/clubs/{id}/approve"]!.post.security).toEqual([{ clubSession: ["admin", "federation:clubs"] }]);
    expect(addPlayer.responses["401"]).toBeTruthy();
    expect(document.paths["/api/admin/clubs"]!.get.responses["403"]).toBeTruthy();
    expect(document.components.securitySchemes.clubSession).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(document.components.schemas.Error.required).toEqual(["message", "code"]);
    expect(document.paths["/api/clubs"]!.get.security).toBeUndefined();
  });

  it("shows no seeded account's e-mail or password (examples use made-up ones), whatever DEMO_MODE says", async () => {
    const served = (await (await call("/api/openapi.json")).text()).toLowerCase();
    const secrets = [...seedClubs, ...seedUsers].flatMap((account) => [account.email, account.password, "responsiblePersonEmail" in account ? account.responsiblePersonEmail : null]);
    const shown = [...new Set(secrets.filter((secret): secret is string => Boolean(secret)))].filter((secret) => served.includes(secret.toLowerCase()));
    expect(secrets.length).toBeGreaterThan(20);
    expect(shown).toEqual([]);
  });

  it("is a public read: ETag, 304, cross-origin", async () => {
    const first = await call("/api/openapi.json");
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect((await call("/api/openapi.json", { headers: { "if-none-match": first.headers.get("etag")! } })).status).toBe(304);
  });
});

describe("GET /api/docs", () => {
  it("is Scalar's reference of the document from our own pinned asset, with a link to the document; scripts from this site only", async () => {
    const response = await call("/api/docs");
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<a href="/api/openapi.json">');
    expect(page).toContain('data-url="/api/openapi.json"');
    expect(API_REFERENCE_SCRIPT).toMatch(/^\/assets\/scalar-api-reference-\d+\.\d+\.\d+\.js$/);
    const scripts = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([API_REFERENCE_SCRIPT]);
    expect(page).not.toMatch(/https?:\/\//);
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/https?:|cdn|'unsafe-eval'/);
  });
});

describe("public API reads", () => {
  it("send ETag and Cache-Control, answer If-None-Match with 304 and allow cross-origin reads without credentials", async () => {
    const first = await call("/api/clubs", { headers: { origin: "https://example.org" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect(first.headers.get("access-control-allow-credentials")).toBeNull();
    const again = await call("/api/clubs", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    // A club's own data is not public: no cross-origin access.
    expect((await call("/api/clubs/players")).headers.get("access-control-allow-origin")).toBeNull();
  });
});
