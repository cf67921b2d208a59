import { describe, expect, it } from "vitest";
import { medianPages, meetsTargets, scriptsOfSimulation, type LighthouseRun } from "./lighthouse";

const network = (url: string, transferSize: number, resourceType = "Script", sessionTargetType = "page") => ({ type: "network", request: { url, transferSize, resourceType, sessionTargetType } });

describe("the script a page loads before it is interactive", () => {
  const timings: [ReturnType<typeof network> | { type: string }, { endTime: number }][] = [
    [network("/assets/react.js", 68_000), { endTime: 1_800 }],
    [network("/assets/islands.js", 9_000), { endTime: 2_000 }],
    [network("/assets/pwa-corner.js", 3_000), { endTime: 4_500 }],
    [network("/assets/app.css", 12_000, "Stylesheet"), { endTime: 900 }],
    [network("/assets/precached.js", 40_000, "Script", "worker"), { endTime: 1_500 }],
    [{ type: "cpu" }, { endTime: 2_100 }],
  ];
  const scripts = scriptsOfSimulation(timings as never, 2_100);

  it("counts the page's scripts that arrived by Time to Interactive, and lists the later ones apart", () => {
    expect(scripts.filter((load) => load.beforeInteractive).map((load) => load.url)).toEqual(["/assets/react.js", "/assets/islands.js"]);
    expect(scripts.find((load) => load.url === "/assets/pwa-corner.js")).toMatchObject({ bytes: 3_000, beforeInteractive: false });
  });

  it("leaves out stylesheets and the service worker's own requests (its precache)", () => {
    expect(scripts.map((load) => load.url)).not.toContain("/assets/app.css");
    expect(scripts.map((load) => load.url)).not.toContain("/assets/precached.js");
  });
});

describe("a page's runs", () => {
  const run = (language: "en" | "el", tbtMs: number, performance: number, scriptBeforeInteractiveBytes: number) =>
    ({ page: "/", path: "/", language, url: `http://127.0.0.1/${language === "el" ? "?lang=el" : ""}`, tbtMs, performance, scriptBeforeInteractiveBytes, scriptBytes: scriptBeforeInteractiveBytes + 3_000, longestTaskMs: tbtMs + 50, lcpMs: 1_000, fcpMs: 800, cls: 0, interactiveMs: 2_000, accessibility: 100, bestPractices: 100, seo: 100 }) as LighthouseRun;
  const pages = medianPages([run("en", 300, 90, 100_000), run("el", 60, 99, 80_000), run("en", 40, 99, 90_000), run("el", 70, 98, 82_000), run("en", 90, 98, 93_000), run("el", 900, 70, 81_000)]);

  it("are one page per language, judged by the median of each figure", () => {
    expect(pages.map((page) => [page.language, page.runs])).toEqual([["en", 3], ["el", 3]]);
    const en = pages.find((page) => page.language === "en")!;
    expect(en.median).toMatchObject({ tbtMs: 90, performance: 98, scriptBeforeInteractiveBytes: 93_000 });
    expect(en.typical.tbtMs).toBe(90);
  });

  it("meet the issue's targets only when every median does", () => {
    const en = meetsTargets(pages.find((page) => page.language === "en")!);
    expect(en).toMatchObject({ tbt: true, performance: true, longestTask: true, script: false });
    const el = meetsTargets(pages.find((page) => page.language === "el")!);
    expect(el).toMatchObject({ tbt: true, performance: true, longestTask: true, script: true });
  });
});
