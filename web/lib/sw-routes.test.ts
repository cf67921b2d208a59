import { describe, expect, it } from "vitest";
import { classify } from "./outbox";
import { isAppNavigation, isPublicRead, isSiteImage } from "./sw-routes";

describe("the service worker's cache rules", () => {
  it.each([
    "/api/clubs",
    "/api/clubs/3",
    "/api/clubs/3/players",
    "/api/clubs/3/matches",
    "/api/news/latest",
    "/api/news/slug/new-pitch-in-kaisariani",
    "/api/news/12",
    "/api/standings",
    "/api/standings/union",
    "/api/standings/league",
    "/api/matches/upcoming",
    "/api/matches/results",
    "/api/matches/7",
  ])("caches the public read %s", (path) => {
    expect(isPublicRead("GET", path)).toBe(true);
  });

  it.each([
    "/api/auth/me",
    "/api/auth/login",
    "/api/users/me",
    "/api/users/profile",
    "/api/admin/clubs",
    "/api/admin/academy-registrations",
    // the signed-in club's own data: a word, not an id, after /clubs
    "/api/clubs/news",
    "/api/clubs/news/4",
    "/api/clubs/players",
    "/api/clubs/matches",
    "/api/clubs/standings",
    "/api/clubs/profile",
    "/api/clubs/logo",
    "/api/clubs/claim",
    "/api/health",
    // no such public routes (the list once named them)
    "/api/news",
    "/api/matches",
    "/api/clubs/3/standings",
    // public reads it does not keep with the page data (schema/public-routes.ts, PUBLIC_API_READS_NOT_KEPT)
    "/api/search",
    "/api/fixtures/5/live",
    "/api/clubs/3/logo",
  ])("never caches %s", (path) => {
    expect(isPublicRead("GET", path)).toBe(false);
  });

  it("never caches a write, even to a public path", () => {
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) expect(isPublicRead(method, "/api/clubs")).toBe(false);
  });

  it("caches site images and club logos, but no other API call", () => {
    expect(isSiteImage("GET", "/images/news/scrum.svg", "image")).toBe(true);
    expect(isSiteImage("GET", "/api/clubs/3/logo", "image")).toBe(true);
    expect(isSiteImage("GET", "/api/clubs/logo", "image")).toBe(false);
    expect(isSiteImage("GET", "/api/auth/me", "")).toBe(false);
    expect(isSiteImage("POST", "/images/x.png", "image")).toBe(false);
  });

  it("answers SPA pages with the shell, but not files or the API", () => {
    expect(isAppNavigation("/")).toBe(true);
    expect(isAppNavigation("/clubs/3")).toBe(true);
    expect(isAppNavigation("/news/new-pitch-in-kaisariani")).toBe(true);
    expect(isAppNavigation("/api/clubs")).toBe(false);
    expect(isAppNavigation("/robots.txt")).toBe(false);
    // Open data (issue 11): files, never the app shell.
    for (const file of ["/calendar/clubs/3.ics", "/calendar/union.ics", "/news/feed.xml", "/sitemap.xml", "/api/clubs/3/matches.csv", "/api/docs"]) expect(isAppNavigation(file)).toBe(false);
    expect(isAppNavigation("/images/news/scrum.svg")).toBe(false);
  });
});

describe("what an answer means for a queued submission", () => {
  it("removes delivered items, including a repeat answered with the first result", () => {
    expect(classify(201)).toBe("delivered");
    expect(classify(200)).toBe("delivered");
  });
  it("keeps the item for later on temporary failures", () => {
    for (const status of [408, 429, 500, 502, 503]) expect(classify(status)).toBe("retry");
  });
  it("shows the user a refusal rather than dropping it", () => {
    for (const status of [400, 404, 409, 413, 415]) expect(classify(status)).toBe("refused");
  });
});
