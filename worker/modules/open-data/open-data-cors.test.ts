/**
 * Open data read by other sites' scripts (issue 20, point 7): a browser's preflight before a
 * conditional GET is answered for public reads and open files, the headers a script needs (ETag,
 * the news' cursor) are exposed, and public answers may be embedded anywhere
 * (Cross-Origin-Resource-Policy: cross-origin); private routes gain none of it.
 */
import { describe, expect, it } from "vitest";
import { call, createClub, createNews, signInClub } from "../../test/helpers";
import { competitionWithClub, fixtureBetween } from "../../test/open-data";

const OTHER_SITE = "https://other.example";
const fromOtherSite = { origin: OTHER_SITE, "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" };

/** What a browser sends before a cross-origin GET with a header it may not send on its own. */
const preflight = (path: string, method = "GET", headers = "if-none-match") =>
  call(path, { method: "OPTIONS", headers: { ...fromOtherSite, "access-control-request-method": method, "access-control-request-headers": headers } });

const listed = (value: string | null) => (value ?? "").split(",").map((item) => item.trim().toLowerCase());

async function expectPreflightAnswered(path: string) {
  const answer = await preflight(path);
  expect(answer.status, path).toBe(204);
  expect(answer.headers.get("access-control-allow-origin"), path).toBe("*");
  expect(answer.headers.get("access-control-allow-credentials"), path).toBeNull();
  expect(listed(answer.headers.get("access-control-allow-methods")).sort(), path).toEqual(["get", "head"]);
  expect(listed(answer.headers.get("access-control-allow-headers")), path).toEqual(expect.arrayContaining(["if-none-match", "if-modified-since", "accept-language"]));
  expect(Number(answer.headers.get("access-control-max-age")), path).toBeGreaterThan(0);
}

/** A public answer, and its 304: readable by another site's script, ETag exposed, embeddable anywhere. */
async function expectOpenToOtherSites(path: string) {
  const first = await call(path, { headers: fromOtherSite });
  expect(first.status, path).toBe(200);
  const etag = first.headers.get("etag");
  expect(etag, path).toBeTruthy();
  for (const answer of [first, await call(path, { headers: { ...fromOtherSite, "if-none-match": etag! } })]) {
    expect(answer.headers.get("access-control-allow-origin"), path).toBe("*");
    expect(listed(answer.headers.get("access-control-expose-headers")), path).toContain("etag");
    expect(answer.headers.get("cross-origin-resource-policy"), path).toBe("cross-origin");
  }
  return first;
}

describe("CORS for public reads (another site's script)", () => {
  it("answers the preflight of a conditional GET on a public /api read, and of an open file", async () => {
    const { competition, club } = await competitionWithClub();
    for (const path of [
      "/api/news/latest",
      `/api/clubs/${club.id}`,
      `/api/competitions/${competition.slug}/table`,
      `/api/competitions/${competition.slug}/table.csv`,
      "/calendar/union.ics",
      `/calendar/clubs/${club.id}.ics`,
      "/news/feed.xml",
    ])
      await expectPreflightAnswered(path);
  });

  it("allows only GET and HEAD: a preflight for a write on a public path allows no write", async () => {
    const club = await createClub();
    const answer = await preflight(`/api/clubs/${club.id}`, "PATCH", "content-type");
    expect(answer.status).toBe(204);
    expect(listed(answer.headers.get("access-control-allow-methods"))).not.toContain("patch");
  });

  it("pages through the news from another site: the cursor header is exposed, on the 200 and on the 304", async () => {
    const club = await createClub();
    for (const day of [1, 2, 3]) await createNews(club.id, { title: `Paged story ${day}`, publishDate: `2098-03-0${day}T10:00:00.000Z` });
    const first = await expectOpenToOtherSites("/api/news/latest?limit=2");
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    expect(listed(first.headers.get("access-control-expose-headers"))).toContain("x-next-cursor");
    const next = await call(`/api/news/latest?limit=2&cursor=${encodeURIComponent(cursor!)}`, { headers: fromOtherSite });
    expect(next.status).toBe(200);
    expect(next.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("an error of a public read is readable by the other site too (its status and message, not a network error)", async () => {
    const missing = await call("/api/clubs/99999999", { headers: fromOtherSite });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("access-control-allow-origin")).toBe("*");
    expect(((await missing.json()) as { message: string }).message).toBeTruthy();
  });

  it("public reads and open files say Cross-Origin-Resource-Policy: cross-origin; private answers same-origin, with no CORS", async () => {
    const { cookie, competition, club, clubEntrantId, guest } = await competitionWithClub();
    await fixtureBetween(cookie, competition.id, { date: "2031-04-05", homeEntrantId: clubEntrantId, awayEntrantId: guest.id });
    await createNews(club.id, { title: "Open to every site", language: "en" });
    for (const path of [
      "/api/clubs",
      `/api/competitions/${competition.slug}/fixtures`,
      `/api/competitions/${competition.slug}/fixtures.csv`,
      `/api/clubs/${club.id}/matches.csv`,
      "/calendar/union.ics",
      `/calendar/competitions/${competition.slug}.ics`,
      "/news/feed.xml",
      "/news/feed.xml?lang=el",
    ])
      await expectOpenToOtherSites(path);

    const clubCookie = await signInClub(club);
    const own = await call("/api/clubs/players", { cookie: clubCookie, headers: fromOtherSite });
    expect(own.status).toBe(200);
    expect(own.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(own.headers.get("access-control-allow-origin")).toBeNull();
    expect(own.headers.get("access-control-expose-headers")).toBeNull();
    for (const path of ["/api/clubs/players", "/api/auth/login", "/api/clubs/profile"]) {
      const answer = await preflight(path, "POST", "content-type");
      expect(answer.headers.get("access-control-allow-origin"), path).toBeNull();
      expect(answer.headers.get("access-control-allow-methods"), path).toBeNull();
    }
  });
});
