/**
 * `npm run bench`: the performance budgets (issue "Match day offline", item 7, and issue 9's
 * "Budgets" for React), measured for real and written to docs/benchmarks.md (machine, date,
 * figures, targets, pass or miss).
 *
 *  1. JavaScript of each public route's first load, from the production build (gzip), and what
 *     the service worker precaches.
 *  2. Lighthouse 13, mobile defaults, on every public page in English and Greek, against the app
 *     as `npm start` serves it (wrangler dev + the build), the median of `--lighthouse-runs N` (3)
 *     cold loads: TBT, the longest task while the page starts, performance, and the script loaded
 *     before it is interactive (issue 25); `--lighthouse-pages /,/clubs` measures only those.
 *  3. Each public page's first visit in each language (bytes, the precache included; LCP) and its
 *     repeat visits online and offline (LCP, the drawn page from the service worker), under slow 4G
 *     on a cellular connection and 4× CPU (issue 25, targets 3 and 4).
 *  4. API throughput with autocannon (50 connections, 10 s) against the same server.
 *  5. A scale run: 100k news and 10k matches in a separate local database; list latency and
 *     `EXPLAIN QUERY PLAN`.
 *  6. Live scoring (issue 14): one event's fan-out to 200 and 1,000 WebSocket watchers beside a
 *     bare broadcasting Durable Object (the floor), and the official's write round trip.
 *  7. Competitions (issue 10): the standings engine in workerd, and a table read at 1 and 50
 *     competitions.
 *  8. Search (issue 13): GET /api/search on the seed plus 1,000 articles and on 100,000 articles
 *     with 2,000 clubs, a mix of queries (scripts/bench/search.ts).
 *  9. Registrations (issue 24): the registrar's list (GET /api/admin/registrations) at 100 and at
 *     10,000 registrations, paged and filtered, with its query plans (scripts/bench/registrations.ts).
 * 10. A match day (issue 25): 20,000 page views over the 20 busiest public pages with a write every
 *     2 s, the share from the edge cache, D1 statements per 1,000 views, freshness, beside the code
 *     before issue 25 (scripts/bench/match-day.ts).
 * 11. The worker's own cost (issue 25): the upload `wrangler deploy` makes (minified, gzipped),
 *     its start-up, and the CPU of each public page drawn and from the edge
 *     (scripts/bench/worker-cost.ts).
 *
 * Everything runs on loopback, in temporary directories (build, databases), removed at the end
 * with the servers. A full run writes docs/benchmarks.md. `--only bundle,lighthouse,offline,api,
 * scale,live,competitions,search,registrations,matchday,worker` runs a part, prints it, and puts the sections it measured into
 * docs/benchmarks.md in place of the old ones (mergeSections; the rest of the page is kept).
 * These are benchmarks, not tests: a missed target is reported with its reason, and the exit
 * code stays 0 unless a step could not run.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { apiThroughput, type Throughput } from "./bench/api";
import { buildApp, measureBundle, publicRoutes, type BundleResult } from "./bench/bundle";
import { CHROME_PATH, LANGUAGES, runLighthouse, type LighthousePage } from "./bench/lighthouse";
import { describeMachine } from "./bench/machine";
import { measureVisits, type Visits } from "./bench/offline";
import { mergeSections, renderReport, STEP_SECTIONS } from "./bench/report";
import { type LiveBench, measureLive } from "./bench/live";
import { listEndpoints, prepareScaleDb, queryPlans, rowCounts, timeEndpointsPaired, type Latency, type QueryPlan } from "./bench/scale";
import { freePort, startApp, type RunningApp } from "./bench/server";
import { computeTableInWorkerd, prepareCompetitions, tableEndpoint, type TableScale } from "./bench/competitions";
import type { BenchResult } from "../domain/standings/bench";
import { indexBySearching, markingCost, prepareSearchDb, SEARCH_QUERIES, SEARCH_REQUESTS, SEARCH_SCALE, searchPlan, searchRows, timeSearchPaired, type SearchBench } from "./bench/search";
import { BEFORE_COMMIT, checkOutBefore, MATCH_DAY, simulateMatchDay, type MatchDayBench } from "./bench/match-day";
import { prepareRegistrationsDb, REGISTRATION_SCALE, registrationPlans, signInRegistrar, timeRegistrationLists, type RegistrationsBench } from "./bench/registrations";
import { measureWorkerCost, type WorkerCost } from "./bench/worker-cost";
import { prepareDb } from "./prepare-db";
import { root } from "./lib";

const STEPS = ["bundle", "lighthouse", "offline", "api", "scale", "live", "competitions", "search", "registrations", "matchday", "worker"] as const;
type Step = (typeof STEPS)[number];

const onlyArg = process.argv.find((arg) => arg.startsWith("--only"));
const only = onlyArg ? (onlyArg.includes("=") ? onlyArg.split("=")[1]! : process.argv[process.argv.indexOf(onlyArg) + 1]!).split(",") : null;
const runs = (step: Step) => !only || only.includes(step);
/** `--lighthouse-runs N`: cold loads per page and language (the median is reported); `--lighthouse-pages /,/clubs`: only those pages (registry patterns), in the Lighthouse and offline steps. */
const flag = (name: string) => {
  const arg = process.argv.find((candidate) => candidate === name || candidate.startsWith(`${name}=`));
  return arg && (arg.includes("=") ? arg.split("=")[1] : process.argv[process.argv.indexOf(arg) + 1]);
};
const lighthouseRuns = Number(flag("--lighthouse-runs") ?? 3);
const lighthousePages = flag("--lighthouse-pages")?.split(",");
/** `--match-day-views N`: a shorter match day than the 20,000 views (the report says how many ran). */
const matchDayViews = Number(flag("--match-day-views") ?? MATCH_DAY.pageViews);
const fullRun = !only;

export type BenchResults = {
  date: Date;
  machine: ReturnType<typeof describeMachine>;
  durationS?: number;
  bundle?: BundleResult;
  lighthouse?: LighthousePage[];
  offline?: Visits;
  api?: Throughput[];
  live?: LiveBench;
  scale?: { small: Latency[]; large: Latency[]; smallRows: { news: number; matches: number }; largeRows: { news: number; matches: number }; plans: QueryPlan[] };
  competitions?: { date: Date; engine: BenchResult; smallScale: TableScale; largeScale: TableScale; small: Latency[]; large: Latency[] };
  search?: SearchBench;
  registrations?: RegistrationsBench;
  matchday?: MatchDayBench;
  worker?: WorkerCost;
  failures: { step: Step; error: string }[];
  /** The machine's 1-minute load average as each step began: other work skews CPU-bound figures. */
  load: { step: Step; load1: number }[];
};

function chromiumVersion() {
  try {
    return execFileSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

const work = mkdtempSync(join(tmpdir(), "rugby-bench-"));
const buildDir = join(work, "build");
const clientDir = join(buildDir, "client");
const logFile = join(work, "server.log");
const servers = new Set<RunningApp>();

async function cleanUp() {
  for (const server of servers) await server.stop();
  servers.clear();
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });

async function serve(persistTo: string) {
  const app = await startApp({ buildDir, persistTo, logFile });
  servers.add(app);
  return {
    url: app.url,
    stop: async () => {
      await app.stop();
      servers.delete(app);
    },
  };
}

/** The first item of a list answer (an array, or `{ items }`/`{ data }`). */
async function firstItem(url: string): Promise<Record<string, unknown> | undefined> {
  const body = (await (await fetch(url)).json()) as unknown;
  const list = Array.isArray(body) ? body : ((body as { items?: unknown[]; data?: unknown[] }).items ?? (body as { data?: unknown[] }).data ?? []);
  return list[0] as Record<string, unknown> | undefined;
}

/** Each public page (schema/pages.ts, one per screen) with a seeded value for its parameter. */
async function concretePages(url: string): Promise<{ page: string; path: string }[]> {
  const values: Record<string, () => Promise<unknown>> = {
    "/clubs/:id": async () => (await firstItem(`${url}/api/clubs`))?.id,
    "/news/:slug": async () => (await firstItem(`${url}/api/news/latest?limit=1`))?.slug,
    "/matches/:id": async () => (await firstItem(`${url}/api/matches/upcoming`))?.id ?? (await firstItem(`${url}/api/matches/results`))?.id,
    "/competitions/:slug": async () => (await firstItem(`${url}/api/competitions`))?.slug,
  };
  const pages: { page: string; path: string }[] = [];
  for (const { route, signIn } of publicRoutes()) {
    if (signIn) continue;
    if (!route.includes(":")) {
      pages.push({ page: route, path: route });
      continue;
    }
    const value = await values[route]?.().catch(() => undefined);
    if (value === undefined || value === null) log(`offline: no seeded value for ${route}, not visited`);
    else pages.push({ page: route, path: route.replace(/:\w+/, String(value)) });
  }
  return pages;
}

const started = Date.now();
const results: BenchResults = { date: new Date(), machine: describeMachine(chromiumVersion()), failures: [], load: [] };
const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function step(name: Step, body: () => Promise<void>) {
  if (!runs(name)) return;
  log(`${name}...`);
  results.load.push({ step: name, load1: Math.round(loadavg()[0]! * 10) / 10 });
  try {
    await body();
  } catch (error) {
    console.error(error);
    results.failures.push({ step: name, error: error instanceof Error ? error.message : String(error) });
  }
}

try {
  log("building the app (vite build)...");
  // A build of its own, so a concurrent `npm start` (dist) is never disturbed.
  buildApp(buildDir);

  await step("bundle", async () => {
    results.bundle = measureBundle(clientDir);
  });
  // A server of its own (the upload as deployed), before the others start.
  await step("worker", async () => {
    results.worker = await measureWorkerCost({ buildDir, work, logFile, pagesOf: concretePages, log });
  });

  const needsServer = (["lighthouse", "offline", "api", "scale", "live", "competitions"] as const).some(runs);
  if (needsServer) {
    const smallDb = join(work, "state");
    mkdirSync(smallDb);
    log("starting the app as npm start serves it (wrangler dev, seeded database)...");
    const app = await serve(smallDb);
    try {
      await step("lighthouse", async () => {
        const pages = (await concretePages(app.url)).filter(({ page }) => !lighthousePages || lighthousePages.includes(page));
        const targets = pages.flatMap(({ page, path }) => LANGUAGES.map((language) => ({ page, path, language, url: `${app.url}${path}${language === "el" ? "?lang=el" : ""}` })));
        // One request per page and its files first: the worker's first page loads the page renderer
        // (a few MB of module to evaluate) and wrangler's asset server starts on its first file,
        // which a deployed worker serving visitors has long done. Measured cold, the first page's
        // figures would be wrangler dev's start-up, not the page.
        for (const { url } of targets) {
          const html = await (await fetch(url)).text();
          for (const [, asset] of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) await (await fetch(new URL(asset!, url))).arrayBuffer();
        }
        log(`lighthouse: ${targets.length} pages (${pages.length} in en and el), ${lighthouseRuns} run(s) each...`);
        results.lighthouse = await runLighthouse(targets, { runs: lighthouseRuns, log });
      });
      await step("offline", async () => {
        const pages = (await concretePages(app.url)).filter(({ page }) => !lighthousePages || lighthousePages.includes(page));
        log(`offline: first and repeat visits of ${pages.length} pages in English and Greek (slow 4G on a cellular connection, 4× CPU)...`);
        results.offline = await measureVisits(app.url, pages);
      });
      // Before the load test, while the seeded database's server still runs: both are timed together.
      await step("scale", async () => {
        const bigDb = join(work, "scale-state");
        mkdirSync(bigDb);
        log("scale: seeding 100,000 news and 10,000 matches into a separate database...");
        await prepareScaleDb(bigDb);
        const big = await serve(bigDb);
        try {
          const timed = await timeEndpointsPaired({ url: app.url, endpoints: listEndpoints(smallDb) }, { url: big.url, endpoints: listEndpoints(bigDb) });
          results.scale = { ...timed, smallRows: rowCounts(smallDb), largeRows: rowCounts(bigDb), plans: await queryPlans(bigDb) };
        } finally {
          await big.stop();
        }
      });
      await step("api", async () => {
        results.api = await apiThroughput(app.url);
      });
      await step("live", async () => {
        results.live = await measureLive(app.url, log);
      });
      // Last: it empties the seeded competitions of the small database.
      await step("competitions", async () => {
        const engine = await computeTableInWorkerd(work);
        log(`competitions: computeTable median ${engine.medianMs.toFixed(3)} ms in workerd; building 1 and 50 competitions...`);
        const small = await prepareCompetitions(app.url, smallDb, 0);
        const bigDb = join(work, "competitions-state");
        mkdirSync(bigDb);
        await prepareDb(bigDb);
        const big = await serve(bigDb);
        try {
          const large = await prepareCompetitions(big.url, bigDb, 49);
          const timed = await timeEndpointsPaired({ url: app.url, endpoints: tableEndpoint(small.slug) }, { url: big.url, endpoints: tableEndpoint(large.slug) });
          results.competitions = { date: new Date(), engine, smallScale: small.scale, largeScale: large.scale, ...timed };
        } finally {
          await big.stop();
        }
      });
    } finally {
      await app.stop();
    }
  }
  // After the seeded server has stopped: two databases and servers of its own.
  await step("search", async () => {
    const smallDb = join(work, "search-small");
    const largeDb = join(work, "search-large");
    mkdirSync(smallDb);
    mkdirSync(largeDb);
    log("search: the seed plus 1,000 articles in one database; 100,000 articles and 2,000 clubs in another...");
    await prepareSearchDb(smallDb, SEARCH_SCALE.small);
    await prepareSearchDb(largeDb, SEARCH_SCALE.large);
    const small = await serve(smallDb);
    const large = await serve(largeDb);
    try {
      log("search: the first search of each indexes everything pending...");
      const firstSmall = await indexBySearching(small.url, smallDb, log);
      const firstLarge = await indexBySearching(large.url, largeDb, log);
      log(`search: indexed in ${(firstSmall.ms / 1000).toFixed(1)} s and ${(firstLarge.ms / 1000).toFixed(1)} s; ${SEARCH_QUERIES.length} queries, ${SEARCH_REQUESTS} requests each on both...`);
      const timed = await timeSearchPaired(small.url, large.url);
      results.search = {
        date: new Date(),
        requests: SEARCH_REQUESTS,
        small: { rows: searchRows(smallDb), firstSearch: firstSmall, ...timed.small },
        large: { rows: searchRows(largeDb), firstSearch: firstLarge, ...timed.large },
        baselines: timed.baselines,
        markingMs: markingCost(),
        plan: await searchPlan(largeDb, "ομάδα", "el"),
      };
    } finally {
      await small.stop();
      await large.stop();
    }
  });
  // Two databases and servers of its own (ports from 8836 on).
  await step("registrations", async () => {
    const smallDb = join(work, "registrations-small");
    const largeDb = join(work, "registrations-large");
    mkdirSync(smallDb);
    mkdirSync(largeDb);
    log(`registrations: ${REGISTRATION_SCALE.small} registrations in one database, ${REGISTRATION_SCALE.large.toLocaleString("en")} in another...`);
    const rows = { small: await prepareRegistrationsDb(smallDb, REGISTRATION_SCALE.small), large: await prepareRegistrationsDb(largeDb, REGISTRATION_SCALE.large) };
    const small = await startApp({ buildDir, persistTo: smallDb, logFile, port: await freePort(8836) });
    servers.add(small);
    const large = await startApp({ buildDir, persistTo: largeDb, logFile, port: await freePort(small.port + 1) });
    servers.add(large);
    try {
      const timed = await timeRegistrationLists({ url: small.url, cookie: await signInRegistrar(small.url), total: rows.small }, { url: large.url, cookie: await signInRegistrar(large.url), total: rows.large });
      results.registrations = { date: new Date(), rows, ...timed, plans: await registrationPlans(largeDb, rows.large) };
    } finally {
      for (const app of [small, large]) {
        await app.stop();
        servers.delete(app);
      }
    }
  });
  // Servers of its own: this code's, counting D1's statements, then the code before issue 25's (a git worktree).
  await step("matchday", async () => {
    const serveFor = async (name: string, options: { buildDir: string; checkout?: string; env?: NodeJS.ProcessEnv }) => {
      const persistTo = join(work, `matchday-${name}`);
      mkdirSync(persistTo);
      const app = await startApp({ ...options, persistTo, logFile });
      servers.add(app);
      return { url: app.url, stop: async () => (await app.stop(), servers.delete(app)) };
    };
    const current = await serveFor("now", { buildDir, env: { BENCH_COUNTERS: "1" } });
    try {
      results.matchday = { date: new Date(), now: await simulateMatchDay(current.url, "this code", matchDayViews, log), beforeCommit: BEFORE_COMMIT };
    } finally {
      await current.stop();
    }
    // Today's figures beside them; this code's stand even if the old checkout cannot be built or served.
    const matchday = results.matchday;
    try {
      const before = checkOutBefore(join(work, "matchday-checkout"), log);
      try {
        const old = await serveFor("before", { buildDir: before.buildDir, checkout: before.checkout });
        try {
          matchday.before = await simulateMatchDay(old.url, `before issue 25 (${BEFORE_COMMIT})`, Math.min(MATCH_DAY.beforePageViews, matchDayViews), log);
        } finally {
          await old.stop();
        }
      } finally {
        before.remove();
      }
    } catch (error) {
      console.error(error);
      matchday.beforeError = error instanceof Error ? error.message : String(error);
    }
  });
} catch (error) {
  console.error(error);
  results.failures.push({ step: "bundle", error: error instanceof Error ? error.message : String(error) });
} finally {
  await cleanUp();
}

results.durationS = Math.round((Date.now() - started) / 1000);
const report = renderReport(results);
if (fullRun) {
  writeFileSync(join(root, "docs/benchmarks.md"), report);
  log(`wrote docs/benchmarks.md (${results.durationS} s)`);
} else {
  console.log(report);
  const docs = join(root, "docs/benchmarks.md");
  const measured = STEPS.filter((name) => runs(name) && !results.failures.some((failure) => failure.step === name));
  if (measured.length && existsSync(docs)) {
    writeFileSync(docs, mergeSections(readFileSync(docs, "utf8"), report, measured.map((name) => STEP_SECTIONS[name]), results.date));
    log(`updated ${measured.join(", ")} in docs/benchmarks.md`);
  }
}
process.exit(results.failures.length > 0 ? 1 : 0);
