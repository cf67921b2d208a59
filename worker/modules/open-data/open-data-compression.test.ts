/**
 * The open-data files are compressed when the client accepts it (issue 20, point 11): the answer
 * says Content-Encoding (the Workers runtime then compresses the bytes on the way out: these tests
 * see the answer before that, e2e/open-data-other-site.spec.ts reads the bytes on the wire), Vary:
 * Accept-Encoding, and a weak ETag, the same for every encoding, that still gives a 304.
 */
import { describe, expect, it } from "vitest";
import { preferredEncoding } from "../../platform/http/compress-files";
import { call, createClub, createNews, signInClub } from "../../test/helpers";
import { competitionWithClub, fixtureBetween } from "../../test/open-data";

const varies = (answer: Response) => (answer.headers.get("vary") ?? "").split(",").map((item) => item.trim().toLowerCase());

async function expectCompressed(path: string) {
  const plain = await call(path, { headers: { "accept-encoding": "identity" } });
  expect(plain.status, path).toBe(200);
  expect(plain.headers.get("content-encoding"), path).toBeNull();
  const text = await plain.text();
  const etag = plain.headers.get("etag")!;
  expect(etag, path).toMatch(/^W\/"/);
  expect(varies(plain), path).toContain("accept-encoding");

  for (const [accepted, encoding] of [
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
  ]) {
    const answer = await call(path, { headers: { "accept-encoding": accepted } });
    expect(answer.headers.get("content-encoding"), `${path} ${accepted}`).toBe(encoding);
    expect(answer.headers.get("etag"), path).toBe(etag);
    expect(varies(answer), path).toContain("accept-encoding");
    expect(await answer.text(), path).toBe(text);
  }

  const unchanged = await call(path, { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
  expect(unchanged.status, path).toBe(304);
  expect(unchanged.headers.get("etag"), path).toBe(etag);
  expect(unchanged.headers.get("content-encoding"), path).toBeNull();
  expect(varies(unchanged), path).toContain("accept-encoding");
}

describe("compressed open-data files", () => {
  it("calendars, both feeds and the public CSV files say gzip or br as the client prefers, with one weak ETag", async () => {
    const { cookie, competition, club, clubEntrantId, guest } = await competitionWithClub();
    await fixtureBetween(cookie, competition.id, { date: "2031-05-03", homeEntrantId: clubEntrantId, awayEntrantId: guest.id });
    await createNews(club.id, { title: "Compressed on the way", language: "en" });
    for (const path of [
      "/calendar/union.ics",
      `/calendar/clubs/${club.id}.ics`,
      `/calendar/competitions/${competition.slug}.ics`,
      "/news/feed.xml",
      "/news/feed.xml?lang=el",
      `/api/competitions/${competition.slug}/table.csv`,
      `/api/competitions/${competition.slug}/fixtures.csv`,
      `/api/clubs/${club.id}/matches.csv`,
    ])
      await expectCompressed(path);
  });

  it("leaves private files, JSON, the sitemap and robots.txt as they were (the edge compresses XML and text itself)", async () => {
    const club = await createClub();
    const clubCookie = await signInClub(club);
    for (const path of ["/api/clubs/players/export.csv", "/api/clubs", "/sitemap.xml", "/robots.txt"]) {
      const answer = await call(path, { cookie: clubCookie, headers: { "accept-encoding": "gzip, br" } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-encoding"), path).toBeNull();
    }
  });
});

describe("preferredEncoding", () => {
  it.each([
    [null, undefined],
    ["", undefined],
    ["identity", undefined],
    ["deflate", undefined],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, br", "br"],
    ["br;q=0.4, gzip;q=0.8", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["GZIP;Q=1", "gzip"],
  ])("%j gives %j", (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});
