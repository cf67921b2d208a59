import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { clubs } from "../../../schema/tables";
import { fixtures } from "../../../schema/tables/competitions";
import { clubRow, profileOf, signedInClub } from "../../test/dashboard";
import { call, callJson, createClub, db, signInClub } from "../../test/helpers";
import { enter, matchDay, score } from "../../test/live";
import { failingD1, d1Overloaded } from "../../test/storage-faults";
import { env } from "cloudflare:workers";
import { EDGE_CACHE_HEADER } from "./edge-cache";
import { MEMO_MS, useVersionsFor, versionsChanged } from "./versions";

/**
 * The edge cache (issue 25, point 6) with the stub renderer (worker/test/page-renderer-stub.ts
 * draws the text of the reads it makes), in Miniflare's Cache API. The versions stay good for a
 * second, as in production: a write through the API is seen at once by its own isolate (this one).
 */
beforeAll(() => useVersionsFor(MEMO_MS));
afterAll(() => useVersionsFor(0));

/**
 * After a test writes D1 directly (the helpers do), as another isolate would: this isolate reads
 * the versions again at once, as after its own writes through the API (else within the second).
 */
const wrote = <T>(value: T): T => (versionsChanged(), value);

const visit = (path: string, headers: Record<string, string> = {}) => call(path, { headers: { "sec-fetch-mode": "navigate", ...headers } });
const from = (response: Response) => response.headers.get(EDGE_CACHE_HEADER);

/** A read twice: drawn and kept, then from the edge with the same body. */
async function keptTwice(read: () => Promise<Response>) {
  const first = await read();
  const firstBody = await first.text();
  expect(from(first), first.url).toBe("miss");
  const second = await read();
  expect(from(second)).toBe("hit");
  expect(await second.text()).toBe(firstBody);
  return firstBody;
}

// Each test makes many requests (sign-ins hash a password on purpose): room for a busy machine.
describe("what the edge keeps", { timeout: 30_000 }, () => {
  it("a public API read: a hit the second time, with its ETag, Cache-Control and cross-origin access; a 304 for that ETag", async () => {
    const club = wrote(await createClub());
    const read = () => call(`/api/clubs/${club.id}`, { headers: { origin: "https://other.example" } });
    await keptTwice(read);
    const hit = await read();
    expect(hit.headers.get("cache-control")).toBe("public, no-cache");
    expect(hit.headers.get("access-control-allow-origin")).toBe("*");
    const etag = hit.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await call(`/api/clubs/${club.id}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(from(again)).toBe("hit");
    expect(await again.text()).toBe("");
  });

  it("a page, per language: the other language is its own entry; the browser revalidates (private, no-cache, an ETag)", async () => {
    const club = wrote(await createClub());
    const english = await keptTwice(() => visit(`/clubs/${club.id}`, { cookie: "language=en" }));
    expect(english).toContain('<html lang="en">');
    // Greek by the cookie, by the browser or by the address: one entry, drawn once.
    const greek = await visit(`/clubs/${club.id}`, { cookie: "language=el" });
    expect(from(greek)).toBe("miss");
    expect(await greek.text()).toContain('<html lang="el">');
    const byBrowser = await visit(`/clubs/${club.id}`, { "accept-language": "el-GR,el;q=0.9" });
    expect(from(byBrowser)).toBe("hit");
    expect(await byBrowser.text()).toContain('<html lang="el">');
    const page = await visit(`/clubs/${club.id}`, { cookie: "language=en" });
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    expect(page.headers.get("vary")).toMatch(/Cookie/);
    const etag = page.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const revalidated = await visit(`/clubs/${club.id}`, { cookie: "language=en", "if-none-match": etag });
    expect(revalidated.status).toBe(304);
  });

  it("a signed-in visitor gets the same page as everyone: drawn without their cookie, and kept", async () => {
    const { club, cookie } = await signedInClub();
    const someoneElse = await signInClub(await createClub());
    const signedIn = await visit(`/clubs/${club.id}`, { cookie: `${cookie}; language=en` });
    expect(from(signedIn)).toBe("miss");
    const body = await signedIn.text();
    const anonymous = await visit(`/clubs/${club.id}`, { cookie: "language=en" });
    expect(from(anonymous)).toBe("hit");
    expect(await anonymous.text()).toBe(body);
    const another = await visit(`/clubs/${club.id}`, { cookie: `${someoneElse}; language=en` });
    expect(from(another)).toBe("hit");
  });

  it("a page everyone opens at once is drawn once: the others get that copy", async () => {
    const club = wrote(await createClub());
    // Straight into the worker's fetch, side by side in this isolate.
    const visits = await Promise.all(Array.from({ length: 8 }, () => call(`/clubs/${club.id}`, { env, headers: { "sec-fetch-mode": "navigate" } })));
    expect(visits.map(from).sort()).toEqual(["hit", "hit", "hit", "hit", "hit", "hit", "hit", "miss"]);
    const bodies = new Set(await Promise.all(visits.map((response) => response.text())));
    expect(bodies.size).toBe(1);
  });

  it("HEAD is answered from the kept page, without a body", async () => {
    const club = wrote(await createClub());
    await visit(`/clubs/${club.id}`);
    const head = await call(`/clubs/${club.id}`, { method: "HEAD", headers: { "sec-fetch-mode": "navigate" } });
    expect(head.status).toBe(200);
    expect(from(head)).toBe("hit");
    expect(await head.text()).toBe("");
  });

  it("a 404 page and a 404 read are kept, and the club made at that address shows at once", async () => {
    const missing = 900_000 + Math.floor(Math.random() * 1000);
    expect(from(await call(`/api/clubs/${missing}`))).toBe("miss");
    expect(from(await call(`/api/clubs/${missing}`))).toBe("hit");
    const page = await visit(`/clubs/${missing}`);
    expect(page.status).toBe(404);
    expect(from(await visit(`/clubs/${missing}`))).toBe("hit");
    wrote(await createClub({ id: missing }));
    expect((await visit(`/clubs/${missing}`)).status).toBe(200);
    expect((await call(`/api/clubs/${missing}`)).status).toBe(200);
  });

  it("never keeps a 503: the next read is drawn again", async () => {
    const club = wrote(await createClub());
    // D1 fails the club's read, not the versions'.
    const failing = { ...env, DB: failingD1(d1Overloaded, (sql) => !sql.includes("edge_cache_versions")) };
    const down = await call(`/api/clubs/${club.id}`, { env: failing });
    expect(down.status).toBe(503);
    expect(from(down)).toBe("pass");
    const page = await call(`/clubs/${club.id}`, { env: failing, headers: { "sec-fetch-mode": "navigate" } });
    expect(page.status).toBe(503);
    expect(from(page)).toBe("pass");
    expect(from(await call(`/api/clubs/${club.id}`))).toBe("miss");
    expect(from(await visit(`/clubs/${club.id}`))).toBe("miss");
  });
});

describe("a write shows on the very next read, on the page and in the API", { timeout: 30_000 }, () => {
  it("a result", async () => {
    const day = await matchDay();
    const page = `/matches/${day.fixtureId}`;
    const read = `/api/matches/${day.fixtureId}`;
    // The API reads first: the page's own reads are kept too.
    await keptTwice(() => call(read));
    await keptTwice(() => visit(page));
    await keptTwice(() => call("/api/matches/results"));

    expect((await enter(day.fixtureId!, day.home, score(24, 10, 4, 1))).status).toBe(200);

    const match = await callJson(read);
    expect(from(match.response)).toBe("miss");
    expect(match.body).toMatchObject({ resultState: "provisional", clubScore: 24, opponentScore: 10 });
    const drawn = await visit(page);
    expect(from(drawn)).toBe("miss");
    expect(await drawn.text()).toContain('"clubScore":24,"opponentScore":10');
    const results = await callJson<{ id: number }[]>("/api/matches/results");
    expect(results.body.find((row) => row.id === day.fixtureId)).toMatchObject({ clubScore: 24, opponentScore: 10 });

    // The other club agrees: confirmed, at once.
    expect((await enter(day.fixtureId!, day.away, score(24, 10, 4, 1))).status).toBe(200);
    expect((await callJson(read)).body).toMatchObject({ resultState: "confirmed" });
    expect(await (await visit(page)).text()).toContain('"resultState":"confirmed"');
  });

  it("an article", async () => {
    const { cookie } = await signedInClub();
    const article = { title: "Derby day", content: "<p>A great win at home.</p>", category: "Club News", imageUrl: "/images/news/test.svg", slug: "" };
    const created = await callJson("/api/clubs/news", { json: article, cookie });
    expect(created.status).toBe(201);
    const slug = created.body.slug as string;
    await keptTwice(() => call(`/api/news/slug/${slug}`));
    await keptTwice(() => visit(`/news/${slug}`));
    await keptTwice(() => call("/api/news/latest"));

    const edited = await callJson(`/api/clubs/news/${created.body.id}`, { method: "PATCH", json: { ...article, slug, title: "Derby day: the report" }, cookie });
    expect(edited.status).toBe(200);

    const drawn = await visit(`/news/${slug}`);
    expect(from(drawn)).toBe("miss");
    expect(await drawn.text()).toContain("Derby day: the report");
    expect((await callJson(`/api/news/slug/${slug}`)).body).toMatchObject({ title: "Derby day: the report" });
    const latest = await callJson<{ id: number; title: string }[]>("/api/news/latest");
    expect(latest.body.find((item) => item.id === created.body.id)?.title).toBe("Derby day: the report");
  });

  it("a club's edit", async () => {
    const { club, cookie } = await signedInClub({ description: "Founded by friends." });
    await keptTwice(() => call(`/api/clubs/${club.id}`));
    await keptTwice(() => visit(`/clubs/${club.id}`));

    const profile = { ...profileOf(await clubRow(club.id), { name: club.name }), description: "Founded by friends in 1999." };
    expect((await callJson("/api/clubs/profile", { method: "PATCH", json: profile, cookie })).status).toBe(200);

    const drawn = await visit(`/clubs/${club.id}`);
    expect(from(drawn)).toBe("miss");
    expect(await drawn.text()).toContain("Founded by friends in 1999.");
    expect((await callJson(`/api/clubs/${club.id}`)).body).toMatchObject({ description: "Founded by friends in 1999." });
  });
});

describe("a write another isolate makes (a Durable Object, the cron, another data centre's worker)", { timeout: 30_000 }, () => {
  it("shows once the versions are read again: within the second they stay good in memory, never more than 2 s after", async () => {
    const club = wrote(await createClub({ description: "Before." }));
    expect(from(await call(`/api/clubs/${club.id}`))).toBe("miss");
    // Not through this isolate: it learns of it when it next reads the versions.
    await db().update(clubs).set({ description: "After." }).where(eq(clubs.id, club.id));
    const started = Date.now();
    let seen = (await callJson(`/api/clubs/${club.id}`)).body.description as string;
    while (seen !== "After.") {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await callJson(`/api/clubs/${club.id}`)).body.description as string;
    }
    expect(Date.now() - started).toBeLessThanOrEqual(2000);
  });
});

describe("a write in one area leaves the others cached", { timeout: 30_000 }, () => {
  it("an article leaves the clubs kept", async () => {
    const { club, cookie } = await signedInClub();
    await call("/api/clubs");
    await call(`/api/clubs/${club.id}`);
    await visit(`/clubs/${club.id}`);
    const article = { title: "Training camp", content: "<p>A week in the mountains.</p>", category: "Club News", imageUrl: "/images/news/test.svg", slug: "" };
    expect((await callJson("/api/clubs/news", { json: article, cookie })).status).toBe(201);
    expect(from(await call("/api/clubs"))).toBe("hit");
    expect(from(await call(`/api/clubs/${club.id}`))).toBe("hit");
  });

  it("a live score raises its fixture and the match lists only: the news, the clubs, the tables and the other matches stay", async () => {
    const day = await matchDay({ count: 2 });
    const [live, other] = day.fixtureIds as [number, number];
    const kept = [`/api/matches/${other}`, `/matches/${other}`, `/api/competitions/${day.competition.slug}/table`, "/api/news/latest", `/api/clubs/${day.homeClub.id}`];
    const redrawn = [`/api/matches/${live}`, `/matches/${live}`, "/api/matches/upcoming", `/api/competitions/${day.competition.slug}/fixtures`];
    const get = (path: string) => (path.startsWith("/api/") ? call(path) : visit(path));
    for (const path of [...kept, ...redrawn]) await get(path);

    // What the fixture's Durable Object writes behind an official's event (worker/modules/live/live-summary.ts).
    wrote(await db().update(fixtures).set({ liveClock: "first-half", liveHomeScore: 5, liveAwayScore: 0, liveUpdatedAt: new Date().toISOString() }).where(eq(fixtures.id, live)));

    for (const path of kept) expect(from(await get(path)), path).toBe("hit");
    for (const path of redrawn) expect(from(await get(path)), path).toBe("miss");
    expect((await callJson(`/api/matches/${live}`)).body).toMatchObject({ live: { clubScore: 5, opponentScore: 0 } });
  });
});
