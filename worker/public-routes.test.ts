import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PUBLIC_API_READS } from "../schema/public-routes";
import app from "./app";
import { logoKey, logoUrl } from "./modules/clubs/logos";
import { call, createClub, createNews, signInClub } from "./test/helpers";
import { competitionWithClub, fixtureBetween } from "./test/open-data";

/** The GET routes the Hono app mounts, as `/api/clubs/:id` (less a parameter's pattern, `:id{[0-9]+}`; middleware entries have method ALL). */
const mountedGets = new Set(app.routes.filter((route) => route.method === "GET").map((route) => route.path.replace(/(:[A-Za-z]+)\{[^}]*\}/g, "$1").replace(/\/$/, "") || "/"));

describe("the public API reads of schema/public-routes.ts", () => {
  it.each(PUBLIC_API_READS)("%s is a GET route of the app", (path) => {
    expect(mountedGets).toContain(path);
  });
});

/** A public read: ETag and Cache-Control, 304 for the same ETag, readable from any origin (never with credentials). */
async function expectPublicRead(path: string, cookie?: string) {
  const first = await call(path, { cookie, headers: { origin: "https://other.example" } });
  expect(first.status, path).toBe(200);
  const etag = first.headers.get("etag");
  expect(etag, path).toBeTruthy();
  expect(first.headers.get("cache-control"), path).toBeTruthy();
  expect(first.headers.get("access-control-allow-origin"), path).toBe("*");
  expect(first.headers.get("access-control-allow-credentials"), path).toBeNull();
  const again = await call(path, { cookie, headers: { origin: "https://other.example", "if-none-match": etag! } });
  expect(again.status, path).toBe(304);
  expect(await again.text()).toBe("");
  expect(again.headers.get("etag"), path).toBe(etag);
  expect(again.headers.get("cache-control"), path).toBeTruthy();
  expect(again.headers.get("access-control-allow-origin"), path).toBe("*");
  return first;
}

describe("public reads added for issue 11 (search, live, logo)", () => {
  it("/api/search: ETag, Cache-Control, 304 on If-None-Match, and Access-Control-Allow-Origin: *", async () => {
    const club = await createClub({ name: "Zakynthos Turtles RFC" });
    await createNews(club.id, { title: "Zakynthos Turtles win the derby" });
    const path = `/api/search?${new URLSearchParams({ q: "zakynthos turtles" })}`;
    const first = await expectPublicRead(path);
    expect(((await first.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    // The same for a signed-in club: one answer for everyone, still never with credentials.
    await expectPublicRead(path, await signInClub(club));
  });

  it("/api/fixtures/{id}/live: a 304 for the same state, and no-store kept", async () => {
    const { cookie, competition, clubEntrantId, guest } = await competitionWithClub();
    const fixture = await fixtureBetween(cookie, competition.id, { date: "2030-05-04", homeEntrantId: clubEntrantId, awayEntrantId: guest.id });
    const first = await expectPublicRead(`/api/fixtures/${fixture.id}/live`);
    expect(first.headers.get("cache-control")).toBe("no-store");
  });

  it("/api/clubs/{id}/logo: readable from other sites, 304 on If-None-Match", async () => {
    const club = await createClub();
    const version = "abcdef123456";
    await env.LOGOS.put(logoKey(club.id, version), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), { httpMetadata: { contentType: "image/png" } });
    await expectPublicRead(logoUrl(club.id, version));
  });
});
