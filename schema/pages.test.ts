import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageDescriptions } from "./open-data-messages";
import { DESCRIBED_PAGES, matchPage, PAGES, paths, PUBLIC_PAGE_NAMES, runWorkerFirst } from "./pages";

/** wrangler.jsonc read as JSONC: its comments and trailing commas taken out (none of its strings holds `//` or `/*`). */
function wranglerConfig(): { assets: { run_worker_first: string[] } } {
  const text = readFileSync("wrangler.jsonc", "utf8");
  return JSON.parse(text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*[\]}])/g, "$1"));
}

describe("the page registry (schema/pages.ts)", () => {
  it("is what wrangler.jsonc sends to the worker first: the API, every public page, the open-data files and the preview cards", () => {
    const sent = wranglerConfig().assets.run_worker_first;
    expect(sent).toEqual(runWorkerFirst());
    for (const name of PUBLIC_PAGE_NAMES) expect(sent).toContain(PAGES[name].pattern.replace(/:[a-z]+/gi, "*"));
  });

  it("sends no page the app alone draws to the worker first", () => {
    const sent = wranglerConfig().assets.run_worker_first;
    for (const name of ["login", "dashboard", "admin", "search", "claim"] as const) expect(sent).not.toContain(PAGES[name].pattern);
  });

  it("builds each page's address from its pattern", () => {
    expect(paths.home).toBe("/");
    expect(paths.club(12)).toBe("/clubs/12");
    expect(paths.article("season-review")).toBe("/news/season-review");
    expect(paths.match(7)).toBe("/matches/7");
    expect(paths.competition("greek-championship")).toBe("/competitions/greek-championship");
    expect(paths.liveScoring(3)).toBe("/live/3");
    expect(paths.dashboardNews).toBe("/dashboard/news");
  });

  it("names every address once", () => {
    const patterns = Object.values(PAGES).map((page) => page.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("describes each public page without a parameter, the alias /home as its home page", () => {
    expect(Object.keys(pageDescriptions).sort()).toEqual([...DESCRIBED_PAGES].sort());
    expect(DESCRIBED_PAGES).not.toContain("homeAlias");
    expect(matchPage("/home")).toEqual({ name: "home", param: undefined });
  });

  it("finds the page at an address: a number for :id, one segment for any other parameter, a trailing slash allowed", () => {
    expect(matchPage("/clubs/12/")).toEqual({ name: "club", param: "12" });
    expect(matchPage("/clubs/abc")).toBeUndefined();
    expect(matchPage("/news/a-b")).toEqual({ name: "article", param: "a-b" });
    expect(matchPage("/news/a/b")).toBeUndefined();
    expect(matchPage("/about")).toEqual({ name: "about", param: undefined });
    expect(matchPage("/nowhere")).toBeUndefined();
  });

  it("names only on-demand catalogs a screen can load", () => {
    for (const page of Object.values(PAGES)) for (const catalog of page.catalogs) expect(typeof catalog).toBe("string");
    expect(PAGES.home.catalogs).toEqual(["rugby-info", "competitions", "live"]);
    // The back office's Registrations and Transfers tabs show the registration screens' strings (issue 24).
    expect(PAGES.admin.catalogs).toEqual(["admin", "dashboard", "registrations"]);
  });
});
