/**
 * Lighthouse 13 (npm `lighthouse`) in Debian's Chromium with its mobile defaults (Moto G Power
 * viewport, simulated slow 4G, 4x CPU slowdown), against the app as `npm start` serves it, on
 * every public page (schema/pages.ts) in both languages (issue 25, targets 1 and 2).
 * Each run is a cold load: Lighthouse clears the origin's storage and service worker first.
 * A page is measured `runs` times (round after round, so a busy moment of the machine spreads over
 * all pages instead of landing on one) and reported by the median of each figure.
 *
 * The script a page loads before it is interactive is measured apart, in the same browser with
 * playwright-core under the same phone's conditions applied for real (its viewport, 4x CPU, slow
 * 4G as Lighthouse's devtools mode applies it; no service worker), once per round: every script the
 * page asked for until the islands a visitor can use at once had hydrated (web/islands/start.tsx
 * marks each one it runs): those that hydrate at load, and those in view. A page without islands
 * (the SPA) counts until its network went quiet. Bytes as transferred (compressed, headers included).
 * On slow 4G the order of requests is the phone's: what a page starts "when idle" while its
 * islands' code is still on its way is asked for before they run, and counted.
 * Lighthouse's own Time to Interactive cannot draw that line: a page whose islands hydrate in
 * short tasks is "interactive" by its definition (the last long task) before their code has arrived.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Request } from "playwright-core";
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
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

/** A script the page loaded: bytes as transferred, and whether the page asked for it before it was interactive. */
export type ScriptLoad = { url: string; bytes: number; beforeInteractive: boolean };

/** The script a page loads before it is interactive, and how "interactive" was told. */
export type InteractiveScript = {
  bytes: number;
  scripts: ScriptLoad[];
  /** "islands": until its islands in view (or hydrating at load) ran; "quiet": a page without islands, until its network went quiet. */
  until: "islands" | "quiet";
  /** Islands on the page, those a visitor can use at once, and whether all of those hydrated (within 30 s). */
  islands: { total: number; atOnce: number; hydrated: boolean };
};

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
  /** Every script the page loaded in Lighthouse's run (its service worker's left out), as transferred. */
  scriptBytes: number;
  scripts: { url: string; bytes: number }[];
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
export type MedianFigures = Pick<LighthouseRun, "performance" | "tbtMs" | "longestTaskMs" | "scriptBytes" | "lcpMs" | "fcpMs" | "cls" | "interactiveMs"> & { scriptBeforeInteractiveBytes: number };

/** One page in one language over its runs: the medians, the run whose TBT is the median (for its details), and its script before interactive. */
export type LighthousePage = LighthouseTarget & { runs: number; median: MedianFigures; typical: LighthouseRun; benchmarkIndexes: number[]; interactiveScript: InteractiveScript; failedRuns: string[] };

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number };
type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The page's scripts, marked by whether the page asked for each before `interactiveAt` (a request's order number). */
export function scriptsUntil(requests: { url: string; bytes: number; order: number }[], interactiveAt: number): ScriptLoad[] {
  return requests.map(({ url, bytes, order }) => ({ url, bytes, beforeInteractive: order < interactiveAt })).sort((a, b) => b.bytes - a.bytes);
}

/** Lighthouse's mobile defaults: its Moto G Power, and slow 4G and 4× CPU as its devtools mode applies them. */
const MOTO_G_POWER = screenEmulationMetrics.mobile!;
const PHONE = { viewport: { width: MOTO_G_POWER.width!, height: MOTO_G_POWER.height! }, deviceScaleFactor: MOTO_G_POWER.deviceScaleFactor, isMobile: true, hasTouch: true };
const SLOW_4G = throttling.mobileSlow4G;

/**
 * In the page: its islands, those a visitor can use at once, and whether those have all hydrated
 * (waited for up to 30 s). "session" islands start only for a signed-in visitor (a first visit is
 * not one); an island with no box of its own starts when the page is idle, as one in view does.
 * A string, not a function: what tsx compiles a function into refers to its own helpers.
 */
const ISLANDS_HYDRATED = `(async () => {
  const all = Array.from(document.querySelectorAll("[data-island]"));
  const inView = (element) => Array.from(element.children).some((child) => {
    const box = child.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
  });
  const atOnce = all.filter((element) => {
    const when = element.getAttribute("data-hydrate") ?? "visible";
    return when === "load" || (when === "visible" && (element.children.length === 0 || inView(element)));
  });
  const deadline = performance.now() + 30000;
  while (atOnce.some((element) => !element.hasAttribute("data-hydrated")) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return { total: all.length, atOnce: atOnce.length, hydrated: atOnce.every((element) => element.hasAttribute("data-hydrated")) };
})()`;

/**
 * One cold load of `url` in a phone's viewport at 4× CPU: the script it asked for until the islands
 * a visitor can use at once had run (the islands contract: `data-island`, `data-hydrate`, and
 * `data-hydrated` once running; web/islands/island.tsx and start.tsx).
 */
async function measureInteractiveScript(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<InteractiveScript> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_4G.cpuSlowdownMultiplier });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: SLOW_4G.requestLatencyMs, downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8, uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8 });
    const asked: { request: Request; order: number }[] = [];
    let order = 0;
    page.on("request", (request) => {
      order += 1;
      if (request.resourceType() === "script") asked.push({ request, order });
    });
    await page.goto(url, { waitUntil: "load" });
    const islands = (await page.evaluate(ISLANDS_HYDRATED)) as InteractiveScript["islands"];
    const until = islands.total > 0 ? "islands" : "quiet";
    const interactiveAt = order + 1;
    // Then until the network is quiet, to list what the page loads after it is interactive.
    await page.waitForLoadState("networkidle");
    const requests = await Promise.all(
      asked.map(async ({ request, order: at }) => {
        const response = await request.response();
        await response?.finished();
        const sizes = await request.sizes().catch(() => undefined);
        return { url: request.url(), bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0, order: at };
      }),
    );
    const scripts = scriptsUntil(requests, until === "quiet" ? Number.POSITIVE_INFINITY : interactiveAt);
    return { bytes: scripts.filter((load) => load.beforeInteractive).reduce((total, load) => total + load.bytes, 0), scripts, until, islands };
  } finally {
    await context.close();
  }
}

const fileName = (target: LighthouseTarget, round: number) => `lighthouse${target.page.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "") || "-home"}-${target.language}-${round + 1}.json`;

/** A Lighthouse run may hang, or reject a promise nobody awaits (a protocol session closing under it, on a busy machine): either would end the whole bench. */
const RUN_TIMEOUT_MS = 5 * 60_000;

/** `run`, failing after RUN_TIMEOUT_MS, with stray rejections while it runs turned into its failure instead of the process's. */
async function guarded<T>(url: string, run: () => Promise<T>): Promise<T> {
  let onStray: (reason: unknown) => void = () => {};
  let timer: NodeJS.Timeout | undefined;
  const failure = new Promise<never>((_, reject) => {
    onStray = (reason) => reject(new Error(`Lighthouse failed on ${url}: ${reason instanceof Error ? reason.message : String(reason)}`));
    timer = setTimeout(() => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS / 60_000} minutes on ${url}`)), RUN_TIMEOUT_MS);
  });
  process.on("unhandledRejection", onStray);
  try {
    return await Promise.race([run(), failure]);
  } finally {
    clearTimeout(timer);
    process.off("unhandledRejection", onStray);
  }
}

/** One cold Lighthouse load of `target` in a fresh browser, as the Lighthouse CLI does. */
async function measureOnce(target: LighthouseTarget, reportFile?: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const result = await guarded(target.url, () => lighthouse(target.url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] }));
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
    const records = (audits["network-requests"] as unknown as { details?: { items?: { url: string; resourceType?: string; sessionTargetType?: string; transferSize?: number }[] } } | undefined)?.details?.items ?? [];
    const scripts = records
      .filter((record) => record.resourceType === "Script" && record.sessionTargetType !== "worker")
      .map((record) => ({ url: record.url, bytes: record.transferSize ?? 0 }))
      .sort((a, b) => b.bytes - a.bytes);
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
      scriptBytes: scripts.reduce((total, load) => total + load.bytes, 0),
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

/** Of a page's script measures, the median one (by bytes; the lower middle of an even count), with its list. */
export function medianLoad(loads: InteractiveScript[]): InteractiveScript {
  const sorted = [...loads].sort((a, b) => a.bytes - b.bytes);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Each page's runs folded into one: the median of every judged figure. */
export function medianPages(runs: LighthouseRun[], interactiveScripts: Map<string, InteractiveScript>, failedRuns = new Map<string, string[]>()): LighthousePage[] {
  const byTarget = new Map<string, LighthouseRun[]>();
  for (const run of runs) if (interactiveScripts.has(run.url)) byTarget.set(run.url, [...(byTarget.get(run.url) ?? []), run]);
  return [...byTarget.values()].map((own) => {
    const of = (pick: (run: LighthouseRun) => number) => median(own.map(pick));
    const tbt = of((run) => run.tbtMs);
    const typical = [...own].sort((a, b) => Math.abs(a.tbtMs - tbt) - Math.abs(b.tbtMs - tbt))[0]!;
    const { page, path, language, url } = own[0]!;
    const interactiveScript = interactiveScripts.get(url);
    if (!interactiveScript) throw new Error(`No script measure for ${url}`);
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
        scriptBeforeInteractiveBytes: interactiveScript.bytes,
        scriptBytes: of((run) => run.scriptBytes),
        lcpMs: of((run) => run.lcpMs),
        fcpMs: of((run) => run.fcpMs),
        cls: of((run) => run.cls),
        interactiveMs: of((run) => run.interactiveMs),
      },
      typical,
      benchmarkIndexes: own.map((run) => run.benchmarkIndex),
      interactiveScript,
      failedRuns: failedRuns.get(url) ?? [],
    };
  });
}

/**
 * `runs` cold loads of every target, round by round. `reportDir`, when given, receives each run's
 * full Lighthouse report (JSON) for a closer look. A load that fails is tried twice more, then left
 * out (the page's `failedRuns` say so); a page with no run left is not in the answer.
 */
export async function runLighthouse(targets: LighthouseTarget[], { runs = 3, reportDir, log }: { runs?: number; reportDir?: string; log?: (message: string) => void } = {}): Promise<LighthousePage[]> {
  const scriptLoads = new Map<string, InteractiveScript[]>();
  const failedRuns = new Map<string, string[]>();
  /** A load that fails (the server busy for a moment: Chrome's "interstitial") is tried twice more; then that run is left out, and said. */
  const attempt = async <T>(target: LighthouseTarget, what: string, measure: () => Promise<T>): Promise<T | undefined> => {
    for (let tries = 1; ; tries++) {
      try {
        return await measure();
      } catch (error) {
        const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
        log?.(`lighthouse: ${what} of ${target.path} (${target.language}) failed (try ${tries} of 3): ${message}`);
        if (tries === 3) {
          failedRuns.set(target.url, [...(failedRuns.get(target.url) ?? []), `${what}: ${message}`]);
          return undefined;
        }
        await new Promise((resolve) => setTimeout(resolve, 5000));
      }
    }
  };
  const measured: LighthouseRun[] = [];
  for (let round = 0; round < runs; round++) {
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"] });
    try {
      for (const target of targets) {
        const load = await attempt(target, "the script measure", () => measureInteractiveScript(browser, target.url));
        if (load) scriptLoads.set(target.url, [...(scriptLoads.get(target.url) ?? []), load]);
      }
    } finally {
      await browser.close();
    }
    for (const target of targets) {
      const run = await attempt(target, "a Lighthouse run", () => measureOnce(target, reportDir && join(reportDir, fileName(target, round))));
      if (!run) continue;
      log?.(`lighthouse ${round + 1}/${runs} ${target.path} (${target.language}): performance ${run.performance}, TBT ${Math.round(run.tbtMs)} ms, longest task ${Math.round(run.longestTaskMs)} ms, script before interactive ${((scriptLoads.get(target.url)?.at(-1)?.bytes ?? Number.NaN) / KIB).toFixed(1)} KiB`);
      measured.push(run);
    }
  }
  return medianPages(measured, new Map([...scriptLoads].map(([url, loads]) => [url, medianLoad(loads)])), failedRuns);
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
