import { describe, expect, it } from "vitest";
import { medianLoad, medianPages, meetsTargets, scriptsUntil, type InteractiveScript, type LighthouseRun } from "./lighthouse";

describe("the script a page loads before it is interactive", () => {
  const requests = [
    { url: "/assets/index.js", bytes: 2_000, order: 2 },
    { url: "/assets/react.js", bytes: 68_000, order: 3 },
    { url: "/assets/header-menu.js", bytes: 900, order: 7 },
    { url: "/assets/pwa-dock.js", bytes: 3_000, order: 12 },
  ];
  const scripts = scriptsUntil(requests, 10);

  it("counts what the page asked for before its islands had run, and lists the later ones apart", () => {
    expect(scripts.filter((load) => load.beforeInteractive).map((load) => load.url)).toEqual(["/assets/react.js", "/assets/index.js", "/assets/header-menu.js"]);
    expect(scripts.find((load) => load.url === "/assets/pwa-dock.js")).toMatchObject({ bytes: 3_000, beforeInteractive: false });
  });
});

describe("a page's script measures", () => {
  const load = (bytes: number): InteractiveScript => ({ bytes, scripts: [{ url: `/assets/${bytes}.js`, bytes, beforeInteractive: true }], until: "islands", islands: { total: 2, atOnce: 1, hydrated: true } });

  it("are one: the median by bytes, with its own list of scripts (the lower middle of an even count)", () => {
    expect(medianLoad([load(110_000), load(92_000), load(95_000)])).toEqual(load(95_000));
    expect(medianLoad([load(110_000), load(92_000)])).toEqual(load(92_000));
  });
});

describe("a page's runs", () => {
  const url = (language: "en" | "el") => `http://127.0.0.1/${language === "el" ? "?lang=el" : ""}`;
  const run = (language: "en" | "el", tbtMs: number, performance: number) =>
    ({ page: "/", path: "/", language, url: url(language), tbtMs, performance, scriptBytes: 100_000, longestTaskMs: tbtMs + 50, lcpMs: 1_000, fcpMs: 800, cls: 0, interactiveMs: 2_000, accessibility: 100, bestPractices: 100, seo: 100 }) as LighthouseRun;
  const script = (bytes: number): InteractiveScript => ({ bytes, scripts: [], until: "islands", islands: { total: 3, atOnce: 1, hydrated: true } });
  const pages = medianPages(
    [run("en", 300, 90), run("el", 60, 99), run("en", 40, 99), run("el", 70, 98), run("en", 90, 98), run("el", 900, 70)],
    new Map([
      [url("en"), script(93_000)],
      [url("el"), script(81_000)],
    ]),
  );

  it("are one page per language, judged by the median of each figure", () => {
    expect(pages.map((page) => [page.language, page.runs])).toEqual([["en", 3], ["el", 3]]);
    const en = pages.find((page) => page.language === "en")!;
    expect(en.median).toMatchObject({ tbtMs: 90, performance: 98, scriptBeforeInteractiveBytes: 93_000 });
    expect(en.typical.tbtMs).toBe(90);
  });

  it("leave out a page whose script could not be measured, and say which runs failed", () => {
    const some = medianPages([run("en", 90, 98), run("el", 60, 99)], new Map([[url("en"), script(93_000)]]), new Map([[url("en"), ["a Lighthouse run: Chrome prevented page load with an interstitial"]]]));
    expect(some.map((page) => [page.language, page.failedRuns])).toEqual([["en", ["a Lighthouse run: Chrome prevented page load with an interstitial"]]]);
  });

  it("meet the issue's targets only when every median does", () => {
    const en = meetsTargets(pages.find((page) => page.language === "en")!);
    expect(en).toMatchObject({ tbt: true, performance: true, longestTask: true, script: false });
    const el = meetsTargets(pages.find((page) => page.language === "el")!);
    expect(el).toMatchObject({ tbt: true, performance: true, longestTask: true, script: true });
  });
});
