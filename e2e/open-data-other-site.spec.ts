/**
 * Open data as another site uses it (issue 20, "Open data for other sites"):
 * - a page served from another origin (a tiny server of this test on 127.0.0.1, while the portal
 *   is on localhost) whose script asks the API again with If-None-Match, which makes Chromium send
 *   a CORS preflight first, and pages through the news by the X-Next-Cursor header, which it can
 *   read only when exposed (point 7);
 * - the feeds as served are valid Atom by RFC 4287's schema, with what feed readers need, and each
 *   enclosure says its image's real type (point 9);
 * - calendars, feeds and CSV files travel compressed, read here as bytes off the wire (point 11).
 */
import { createServer, get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { baseURL } from "../playwright.config";
import { atomFeedProblems, parseAtom } from "../worker/test/atom-feed.node";
import { expect, test } from "./support/fixtures";

/** A GET as a plain HTTP client makes it: the bytes as sent, never decompressed on the way. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(new URL(path, baseURL), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

let otherSite: Server;
let otherOrigin: string;

test.beforeAll(async () => {
  otherSite = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end('<!doctype html><html lang="en"><head><title>Another site</title></head><body><h1>Rugby news, from elsewhere</h1></body></html>');
  });
  await new Promise<void>((resolve) => otherSite.listen(0, "127.0.0.1", resolve));
  otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => otherSite.close(resolve));
});

test("another site's script makes a conditional GET and pages through the news by its cursor", async ({ page }) => {
  await page.goto(`${otherOrigin}/`);
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL).origin);

  const result = await page.evaluate(async (api) => {
    const latest = `${api}/api/news/latest?limit=2`;
    const first = await fetch(latest, { cache: "no-store" });
    const etag = first.headers.get("ETag");
    const cursor = first.headers.get("X-Next-Cursor");
    const firstPage = (await first.json()) as { id: number }[];
    // A header the browser does not send on its own: a preflight (OPTIONS) goes first.
    const again = await fetch(latest, { cache: "no-store", headers: { "If-None-Match": etag ?? "" } });
    const next = await fetch(`${latest}&cursor=${encodeURIComponent(cursor ?? "")}`, { cache: "no-store" });
    const nextPage = (await next.json()) as { id: number }[];
    const feed = await fetch(`${api}/news/feed.xml`, { cache: "no-store" });
    const feedAgain = await fetch(`${api}/news/feed.xml`, { cache: "no-store", headers: { "If-None-Match": feed.headers.get("ETag") ?? "" } });
    return {
      etag,
      cursor,
      conditional: again.status,
      firstPage: firstPage.map((article) => article.id),
      nextPage: nextPage.map((article) => article.id),
      feed: feed.status,
      feedConditional: feedAgain.status,
    };
  }, baseURL);

  expect(result.etag).toBeTruthy();
  expect(result.conditional).toBe(304);
  expect(result.cursor).toBeTruthy();
  expect(result.firstPage).toHaveLength(2);
  expect(result.nextPage.length).toBeGreaterThan(0);
  expect(result.nextPage.some((id) => result.firstPage.includes(id))).toBe(false);
  expect(result.feed).toBe(200);
  expect(result.feedConditional).toBe(304);
});

test("the feeds as served are valid Atom (RFC 4287's schema), and each enclosure says its image's real type", async ({ request }) => {
  for (const [path, language] of [
    ["/news/feed.xml", "en"],
    ["/news/feed.xml?lang=el", "el"],
  ] as const) {
    const xml = await (await request.get(path)).text();
    expect(await atomFeedProblems(xml, language), path).toEqual([]);
    const entries = parseAtom(xml).entry;
    expect(entries.length, path).toBeGreaterThan(0);
    const enclosures = entries.map((entry) => entry.link.find((link) => link["@rel"] === "enclosure")!);
    const images = [...new Map(enclosures.map((link) => [link["@href"], link])).values()].slice(0, 5);
    for (const image of images) {
      const answer = await request.get(new URL(image["@href"]!).pathname);
      expect(answer.status(), image["@href"]).toBe(200);
      expect(answer.headers()["content-type"]?.split(";")[0], image["@href"]).toBe(image["@type"]);
    }
  }
});

test("calendars, feeds and CSV files travel compressed when the client accepts it, and decode to the same file", async () => {
  // The seeded club 1's matches: a file large enough to halve (other tests add near-empty competitions).
  for (const path of ["/calendar/union.ics", "/news/feed.xml?lang=el", "/api/clubs/1/matches.csv"]) {
    const plain = await rawGet(path, { "accept-encoding": "identity" });
    expect(plain.status, path).toBe(200);
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    const gzip = await rawGet(path, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    expect(gzip.body.length, path).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
    const brotli = await rawGet(path, { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"], path).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(plain.body), path).toBe(true);
    // One weak ETag for every encoding, and a 304 for it whatever the encoding asked.
    expect(gzip.headers.etag, path).toMatch(/^W\//);
    expect(brotli.headers.etag, path).toBe(gzip.headers.etag);
    expect((await rawGet(path, { "accept-encoding": "identity", "if-none-match": gzip.headers.etag! })).status, path).toBe(304);
    expect(gzip.headers.vary?.toLowerCase(), path).toContain("accept-encoding");
  }
});
