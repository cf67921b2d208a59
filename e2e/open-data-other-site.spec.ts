/**
 * Open data as another site uses it (issue 20, "Open data for other sites"): a page served from
 * another origin (a tiny server of this test on 127.0.0.1, while the portal is on localhost) whose
 * script asks the API again with If-None-Match, which makes Chromium send a CORS preflight first,
 * and pages through the news by the X-Next-Cursor header, which it can read only when exposed.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { baseURL } from "../playwright.config";
import { expect, test } from "./support/fixtures";

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
