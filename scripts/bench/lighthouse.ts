/**
 * Lighthouse 13 (npm `lighthouse`) in Debian's Chromium with its mobile defaults (Moto G Power
 * viewport, simulated slow 4G, 4x CPU slowdown), against the app as `npm start` serves it, on
 * every public page (schema/pages.ts) in both languages (issue 25, targets 1 and 2).
 * Each run is a cold load: Lighthouse clears the origin's storage and service worker first.
 * A page is measured `runs` times (round after round, so a busy moment of the machine spreads over
 * all pages instead of landing on one) and reported by the median of each figure.
 *
 * The script loaded before the page is interactive comes from the same run: Lighthouse's own
 * simulation of the load (Lantern, the model behind its TTI and TBT), whose pessimistic pass
 * schedules every request the page made on slow 4G. Counted: the page's script requests (not its
 * service worker's) whose download ends by that pass's Time to Interactive, at the compressed size
 * they crossed the network with. A script that only loads after the page is interactive (the PWA
 * corner, a dialog opened later) is listed but not counted.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { median } from "./bundle";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];
const KIB = 1024;

/**
 * Issue 25 (targets 1 and 2): TBT ≤ 100 ms, no task over 150 ms while the page starts, performance
 * ≥ 98, at most 90 KiB of compressed script before the page is interactive; issue 9's LCP, CLS,
 * accessibility, best practices and SEO.
 */
export const LIGHTHOUSE_TARGETS = { performance: 98, tbtMs: 100, longestTaskMs: 150, scriptKib: 90, lcpMs: 1200, cls: 0.05, accessibility: 100, bestPractices: 100, seo: 100 };

/** The figures issue 25 measured before islands (Lighthouse 13 mobile, medians of 3), by page pattern: what each page is compared with. */
export const ISSUE_25_TODAY: Record<string, { label: string; tbtMs: number; scriptKib: number; performance: number }> = {
  "/": { label: "home", tbtMs: 275, scriptKib: 195, performance: 94 },
  "/competitions/:slug": { label: "a competition table", tbtMs: 323, scriptKib: 161, performance: 84 },
  "/fixtures": { label: "fixtures", tbtMs: 220, scriptKib: 163, performance: 86 },
  "/news/:slug": { label: "an article", tbtMs: 112, scriptKib: 159, performance: 97 },
  "/clubs": { label: "clubs", tbtMs: 180, scriptKib: 149, performance: 95 },
};

export type Language = "en" | "el";
export const LANGUAGES: Language[] = ["en", "el"];

/** One page to measure: its registry pattern, its address with a seeded value, in one language. */
export type LighthouseTarget = { page: string; path: string; language: Language; url: string };

/** One main-thread task of 50 ms or more, as Lighthouse's `long-tasks` audit lists it (simulated, under its 4× CPU slowdown). */
export type LongTask = { url: string; startMs: number; durationMs: number };

/** A script the page loaded: compressed bytes, and whether it had arrived by Time to Interactive in Lighthouse's simulation. */
export type ScriptLoad = { url: string; bytes: number; beforeInteractive: boolean };

export type LighthouseRun = LighthouseTarget & {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  interactiveMs: number;
  /** The longest main-thread task that starts before the page is interactive (0: none of 50 ms or more). */
  longestTaskMs: number;
  /** Compressed script bytes that arrived before Time to Interactive, and all the load's script. */
  scriptBeforeInteractiveBytes: number;
  scriptBytes: number;
  scripts: ScriptLoad[];
  /** As the unthrottled page actually painted on loopback (Lighthouse's "observed" values). */
  observedFcpMs: number;
  observedLcpMs: number;
  /** The main thread's tasks of 50 ms or more, longest first (the hydration among them). */
  longTasks: LongTask[];
  /** Audits that did not pass in the four categories, so a missed target says why. */
  failing: { category: string; id: string; title: string; display?: string }[];
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's CPU speed (a recent desktop scores about 1,500-2,500). */
  benchmarkIndex: number;
};

/** The figures the targets are judged on, each the median of a page's runs. */
export type MedianFigures = Pick<LighthouseRun, "performance" | "tbtMs" | "longestTaskMs" | "scriptBeforeInteractiveBytes" | "scriptBytes" | "lcpMs" | "fcpMs" | "cls" | "interactiveMs">;

/** One page in one language over its runs: the medians, and the run whose TBT is the median (for its details). */
export type LighthousePage = LighthouseTarget & { runs: number; median: MedianFigures; typical: LighthouseRun; benchmarkIndexes: number[] };

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number };
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** A network request as Lantern's graph holds it (the fields read here). */
type SimulatedNode = { type: string; request?: { url: string; resourceType?: string; sessionTargetType?: string; transferSize: number } };

/**
 * The page's scripts in one simulated load: each script request of the page (its service worker's
 * left out), with whether its download ended by the simulated Time to Interactive.
 */
export function scriptsOfSimulation(nodeTimings: Iterable<[SimulatedNode, { endTime: number }]>, interactiveMs: number): ScriptLoad[] {
  const scripts: ScriptLoad[] = [];
  for (const [node, timing] of nodeTimings) {
    const request = node.request;
    if (node.type !== "network" || !request || request.resourceType !== "Script" || request.sessionTargetType === "worker") continue;
    scripts.push({ url: request.url, bytes: request.transferSize, beforeInteractive: timing.endTime <= interactiveMs });
  }
  return scripts.sort((a, b) => b.bytes - a.bytes);
}

/** Lantern's pessimistic pass (every request the page made) and its own TTI, from the run's trace and network log. */
async function simulatedScripts(artifacts: unknown, settings: unknown): Promise<ScriptLoad[]> {
  const a = artifacts as Record<string, unknown>;
  const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog, gatherContext: a.GatherContext, settings, URL: a.URL, SourceMaps: a.SourceMaps, HostDPR: a.HostDPR, simulator: null };
  const result = await LanternInteractive.request(data as never, { computedCache: new Map(), settings } as never);
  const pessimistic = result.pessimisticEstimate as unknown as { timeInMs: number; nodeTimings: Map<SimulatedNode, { endTime: number }> };
  return scriptsOfSimulation(pessimistic.nodeTimings, pessimistic.timeInMs);
}

const fileName = (target: LighthouseTarget, round: number) => `lighthouse${target.page.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "") || "-home"}-${target.language}-${round + 1}.json`;

/** One cold Lighthouse load of `target` in a fresh browser, as the Lighthouse CLI does. */
async function measureOnce(target: LighthouseTarget, reportFile?: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(target.url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    const { lhr } = result;
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${target.url}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    const categories = lhr.categories as unknown as Record<string, Category>;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const observed = (audits.metrics as unknown as { details?: { items?: Record<string, number>[] } }).details?.items?.[0] ?? {};
    const failing = CATEGORIES.flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .map((ref) => audits[ref.id])
        .filter((audit): audit is Audit => Boolean(audit) && audit.score !== null && audit.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode))
        .map((audit) => ({ category, id: audit.id, title: audit.title, display: audit.displayValue })),
    );
    const longTaskItems = (audits["long-tasks"] as unknown as { details?: { items?: { url?: string; startTime?: number; duration?: number }[] } } | undefined)?.details?.items ?? [];
    const longTasks = longTaskItems
      .map((item) => ({ url: item.url ?? "", startMs: item.startTime ?? Number.NaN, durationMs: item.duration ?? Number.NaN }))
      .sort((a, b) => b.durationMs - a.durationMs);
    const interactiveMs = numeric("interactive");
    const scripts = await simulatedScripts(result.artifacts, lhr.configSettings);
    const sum = (loads: ScriptLoad[]) => loads.reduce((total, load) => total + load.bytes, 0);
    return {
      ...target,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      speedIndexMs: numeric("speed-index"),
      interactiveMs,
      longestTaskMs: longTasks.find((task) => task.startMs < interactiveMs)?.durationMs ?? 0,
      scriptBeforeInteractiveBytes: sum(scripts.filter((load) => load.beforeInteractive)),
      scriptBytes: sum(scripts),
      scripts,
      observedFcpMs: observed.observedFirstContentfulPaint ?? Number.NaN,
      observedLcpMs: observed.observedLargestContentfulPaint ?? Number.NaN,
      longTasks,
      failing,
      lighthouseVersion: lhr.lighthouseVersion,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/** Each page's runs folded into one: the median of every judged figure. */
export function medianPages(runs: LighthouseRun[]): LighthousePage[] {
  const byTarget = new Map<string, LighthouseRun[]>();
  for (const run of runs) byTarget.set(run.url, [...(byTarget.get(run.url) ?? []), run]);
  return [...byTarget.values()].map((own) => {
    const of = (pick: (run: LighthouseRun) => number) => median(own.map(pick));
    const tbt = of((run) => run.tbtMs);
    const typical = [...own].sort((a, b) => Math.abs(a.tbtMs - tbt) - Math.abs(b.tbtMs - tbt))[0]!;
    const { page, path, language, url } = own[0]!;
    return {
      page,
      path,
      language,
      url,
      runs: own.length,
      median: {
        performance: of((run) => run.performance),
        tbtMs: tbt,
        longestTaskMs: of((run) => run.longestTaskMs),
        scriptBeforeInteractiveBytes: of((run) => run.scriptBeforeInteractiveBytes),
        scriptBytes: of((run) => run.scriptBytes),
        lcpMs: of((run) => run.lcpMs),
        fcpMs: of((run) => run.fcpMs),
        cls: of((run) => run.cls),
        interactiveMs: of((run) => run.interactiveMs),
      },
      typical,
      benchmarkIndexes: own.map((run) => run.benchmarkIndex),
    };
  });
}

/**
 * `runs` cold loads of every target, round by round. `reportDir`, when given, receives each run's
 * full Lighthouse report (JSON) for a closer look. A page that fails to load fails the step.
 */
export async function runLighthouse(targets: LighthouseTarget[], { runs = 3, reportDir, log }: { runs?: number; reportDir?: string; log?: (message: string) => void } = {}): Promise<LighthousePage[]> {
  const measured: LighthouseRun[] = [];
  for (let round = 0; round < runs; round++) {
    for (const target of targets) {
      const run = await measureOnce(target, reportDir && join(reportDir, fileName(target, round)));
      log?.(`lighthouse ${round + 1}/${runs} ${target.path} (${target.language}): performance ${run.performance}, TBT ${Math.round(run.tbtMs)} ms, longest task ${Math.round(run.longestTaskMs)} ms, script ${(run.scriptBeforeInteractiveBytes / KIB).toFixed(1)} KiB`);
      measured.push(run);
    }
  }
  return medianPages(measured);
}

/** Which targets a page's medians meet. */
export function meetsTargets(page: LighthousePage) {
  const t = LIGHTHOUSE_TARGETS;
  const { median: m, typical } = page;
  return {
    performance: m.performance >= t.performance,
    tbt: m.tbtMs <= t.tbtMs,
    longestTask: m.longestTaskMs <= t.longestTaskMs,
    script: m.scriptBeforeInteractiveBytes <= t.scriptKib * KIB,
    lcp: m.lcpMs <= t.lcpMs,
    cls: m.cls <= t.cls,
    accessibility: typical.accessibility >= t.accessibility,
    bestPractices: typical.bestPractices >= t.bestPractices,
    seo: typical.seo >= t.seo,
  };
}

/** Issue 25's four targets (TBT, the longest task, performance, script) all met by a page's medians. */
export function meetsIssue25(page: LighthousePage) {
  const ok = meetsTargets(page);
  return ok.tbt && ok.longestTask && ok.performance && ok.script;
}
