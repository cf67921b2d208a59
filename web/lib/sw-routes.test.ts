import { describe, expect, it } from "vitest";
import { classify } from "./outbox";
import { drawnPageLanguage, isAppNavigation, isPublicPage, isPublicRead, isSiteImage, keptPageKey, laterGroups, MAIN_PUBLIC_PAGES, mayFetchAhead, visitorLanguage } from "./sw-routes";

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

describe("drawn public pages kept per language", () => {
  const at = (address: string) => new URL(address, "https://rugby.example");

  it("keeps the public pages, not the app's own screens", () => {
    for (const path of ["/", "/clubs", "/clubs/3", "/news/new-pitch", "/fixtures", "/competitions/union-2026", "/about"]) expect(isPublicPage(path), path).toBe(true);
    for (const path of ["/login", "/dashboard", "/dashboard/news", "/user-profile", "/search", "/register"]) expect(isPublicPage(path), path).toBe(false);
  });

  it("stores a page under its address in the language it was drawn in, whatever the address said", () => {
    expect(keptPageKey(at("/clubs"), "el")).toBe("https://rugby.example/clubs?lang=el");
    expect(keptPageKey(at("/clubs?lang=el"), "el")).toBe("https://rugby.example/clubs?lang=el");
    expect(keptPageKey(at("/clubs?lang=el"), "en")).toBe("https://rugby.example/clubs?lang=en");
    expect(keptPageKey(at("/news?page=2&lang=en#top"), "en")).toBe("https://rugby.example/news?page=2&lang=en");
    expect(keptPageKey(at("/news?page=2"), "el")).not.toBe(keptPageKey(at("/news?page=3"), "el"));
  });

  it("finds the visitor's language as the worker does: the address, the choice, the browser", () => {
    const greekBrowser = ["el-GR", "en"];
    expect(visitorLanguage({ asked: "el", cookie: "en", noted: "en", languages: ["en"] })).toBe("el");
    expect(visitorLanguage({ asked: null, cookie: "el", noted: "en", languages: ["en"] })).toBe("el");
    expect(visitorLanguage({ asked: null, cookie: "en", noted: undefined, languages: greekBrowser })).toBe("en");
    // No choice made: the language the worker last drew in (it read Accept-Language), else the browser's.
    expect(visitorLanguage({ asked: null, cookie: undefined, noted: "el", languages: ["en-US"] })).toBe("el");
    expect(visitorLanguage({ asked: null, cookie: undefined, noted: undefined, languages: greekBrowser })).toBe("el");
    expect(visitorLanguage({ asked: "fr", cookie: "xx", noted: undefined, languages: [] })).toBe("en");
    // A browser that gives a service worker no cookies: the language the last page was drawn in.
    expect(visitorLanguage({ asked: null, cookie: null, noted: "el", languages: ["en-US"] })).toBe("el");
    expect(visitorLanguage({ asked: null, cookie: null, noted: undefined, languages: greekBrowser })).toBe("el");
  });

  it("reads the language a page was drawn in, and keeps only drawn pages of that address", () => {
    const html = '<!doctype html><html lang="el"><head></head><body><div id="root" data-server-page="/clubs">…</div></body></html>';
    const answer = (status = 200, headers: Record<string, string> = {}) => ({ status, headers: new Headers({ "content-type": "text/html; charset=utf-8", ...headers }) });
    expect(drawnPageLanguage(answer(), html, "/clubs")).toBe("el");
    expect(drawnPageLanguage(answer(200, { "content-language": "en" }), html, "/clubs")).toBe("en");
    // The plain shell, another page's drawing, an error, a redirect, something not HTML, no-store.
    expect(drawnPageLanguage(answer(), '<html lang="en"><div id="root"></div></html>', "/clubs")).toBeUndefined();
    expect(drawnPageLanguage(answer(), html, "/news")).toBeUndefined();
    expect(drawnPageLanguage(answer(503), html, "/clubs")).toBeUndefined();
    expect(drawnPageLanguage(answer(404), html, "/clubs")).toBeUndefined();
    expect(drawnPageLanguage({ ...answer(), redirected: true }, html, "/clubs")).toBeUndefined();
    expect(drawnPageLanguage(answer(200, { "content-type": "application/json" }), html, "/clubs")).toBeUndefined();
    expect(drawnPageLanguage(answer(200, { "cache-control": "no-store" }), html, "/clubs")).toBeUndefined();
  });

  it("keeps ahead the main public pages, none with a parameter", () => {
    expect(MAIN_PUBLIC_PAGES).toEqual(expect.arrayContaining(["/", "/clubs", "/news", "/fixtures", "/competitions"]));
    expect(MAIN_PUBLIC_PAGES.filter((path) => path.includes(":") || !isPublicPage(path))).toEqual([]);
  });
});

describe("fetching ahead only where it is welcome", () => {
  it("fetches ahead on Wi-Fi, on a wired or unknown connection, and where the browser does not say", () => {
    expect(mayFetchAhead(undefined)).toBe(true);
    expect(mayFetchAhead({})).toBe(true);
    expect(mayFetchAhead({ type: "wifi", saveData: false })).toBe(true);
    expect(mayFetchAhead({ type: "ethernet" })).toBe(true);
  });
  it("never on a mobile network, nor when the visitor asked to save data", () => {
    expect(mayFetchAhead({ type: "cellular" })).toBe(false);
    expect(mayFetchAhead({ saveData: true })).toBe(false);
    expect(mayFetchAhead({ type: "wifi", saveData: true })).toBe(false);
  });
  it("fetches ahead the visitor's language only", () => {
    expect(laterGroups("el")).toEqual(["later", "later:el"]);
  });
});
