/**
 * A national match day (issue 25, point 8): page views over the 20 busiest public pages (each in
 * English and in Greek), 50 at a time, while an official scores a live match and the federation
 * enters results through the real API, one write every 2 s. Against the server `npm start` runs,
 * with D1's statements counted (BENCH_COUNTERS: worker/platform/d1-count.ts).
 *
 * Reported: a page view's p50 and p99; the share answered from the edge cache (the answer's
 * X-Edge-Cache header); D1 statements per 1,000 page views; and freshness: every page view that
 * shows a written fixture (its drawn data, `#page-data`) is checked against the writes answered
 * more than 2 s before the view began. The same simulation runs on the commit before issue 25
 * (BEFORE_COMMIT, a git worktree built in its own directory, its D1 statements counted the same
 * way), with fewer views: it draws every page, so on this machine 20,000 would take most of an hour.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { join } from "node:path";
import { root, run, quietEnv } from "../lib";
import { percentiles, type Percentiles } from "./live";

export const MATCH_DAY = {
  pageViews: 20_000,
  beforePageViews: 2_000,
  connections: 50,
  writeEveryMs: 2_000,
  /** A page view may show a write this long after the write was answered, no longer. */
  freshWithinMs: 2_000,
} as const;
export const MATCH_DAY_TARGETS = { cacheShare: 0.99, d1PerThousandViews: 10 } as const;
/** The last commit before issue 25's work: "today's" code. */
export const BEFORE_COMMIT = "d342365";

export type MatchDayRun = {
  label: string;
  pages: string[];
  pageViews: number;
  durationS: number;
  view: Percentiles;
  /** Answers other than 200. */
  failed: number;
  /** By X-Edge-Cache; `none` when the answer had no such header (code without the edge cache). */
  edge: EdgeStates;
  /** The same, for each page address (in its language). */
  byPage: Record<string, EdgeStates>;
  /** D1 statements during the run, by the kind of request that ran them; absent when the server does not count. */
  d1?: { read: number; write: number; versionReads: number };
  writes: { live: number; results: number; failed: number; trip: Percentiles };
  freshness: { checked: number; stale: number; worstLagMs: number; worstStaleMs: number };
};
type EdgeStates = { hit: number; miss: number; pass: number; none: number };
/** This code's match day, and the same day on the code before issue 25 (or why that could not run). */
export type MatchDayBench = { date: Date; now: MatchDayRun; before?: MatchDayRun; beforeError?: string; beforeCommit: string };

const wallClock = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Json = Record<string, unknown>;

async function api<T>(url: string, path: string, init: RequestInit & { cookie?: string } = {}): Promise<T> {
  const { cookie, ...rest } = init;
  const response = await fetch(`${url}${path}`, { ...rest, headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...(rest.headers as Record<string, string> | undefined) } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${rest.method ?? "GET"} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("rh_club="))?.split(";")[0];
  if (!cookie) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  return cookie;
}

type Match = { id: number; date: string; clubId: number; opponentClubId: number | null; fixtureId?: number; competitionSlug?: string; clubScore: number | null; opponentScore: number | null };

/** What the day is made of, found through the public API (the seed schedules matches today). */
type Day = { pages: string[]; liveFixture: number; resultFixture: number; official: string; admin: string; liveTotal: number; resultScores: { home: number; away: number } };

const OFFICIAL = { email: "club@rugbyhellas.gr", password: "ClubDemo2026!" };
const ADMIN = { email: "admin@rugbyhellas.gr", password: "AdminDemo2026!" };

async function prepareDay(url: string): Promise<Day> {
  const official = await signIn(url, OFFICIAL.email, OFFICIAL.password);
  const admin = await signIn(url, ADMIN.email, ADMIN.password);
  const me = await api<{ id: number }>(url, "/api/auth/me", { cookie: official });
  const upcoming = await api<Match[]>(url, "/api/matches/upcoming?limit=50");
  const results = await api<Match[]>(url, "/api/matches/results?limit=50");
  // The official's club plays a competition fixture: the live match everyone follows.
  const live = upcoming.find((match) => match.fixtureId && match.competitionSlug && (match.clubId === me.id || match.opponentClubId === me.id));
  if (!live?.fixtureId || !live.competitionSlug) throw new Error("The seed has no upcoming competition fixture of the demo club to score live");
  const result = results.find((match) => match.fixtureId && match.competitionSlug === live.competitionSlug && match.clubScore !== null) ?? results.find((match) => match.fixtureId && match.clubScore !== null);
  if (!result?.fixtureId) throw new Error("The seed has no played competition fixture to enter a result for");
  const otherMatch = upcoming.find((match) => match.id !== live.id);
  const competitions = await api<{ slug: string }[] | { items: { slug: string }[] }>(url, "/api/competitions");
  const slugs = (Array.isArray(competitions) ? competitions : competitions.items).map((competition) => competition.slug);
  const articles = (await api<{ slug: string }[]>(url, "/api/news/latest?limit=3")).map((article) => article.slug);
  const snapshot = await api<{ state: { homeScore: number; awayScore: number } }>(url, `/api/fixtures/${live.fixtureId}/live`);
  const fixture = await api<Json>(url, `/api/matches/${result.id}`);
  const own = fixture.isHomeGame !== false;
  const resultScores = { home: Number(own ? fixture.clubScore : fixture.opponentScore), away: Number(own ? fixture.opponentScore : fixture.clubScore) };
  // The 20 busiest, busiest first: the lists and the live match, its competition, the news, the clubs playing.
  const pages = [
    "/fixtures",
    "/",
    `/matches/${live.id}`,
    `/competitions/${live.competitionSlug}`,
    "/news",
    `/news/${articles[0]}`,
    `/matches/${result.id}`,
    "/competitions",
    `/clubs/${live.clubId}`,
    `/clubs/${live.opponentClubId ?? result.clubId}`,
    "/clubs",
    `/news/${articles[1] ?? articles[0]}`,
    "/rugby-union",
    "/rugby-league",
    `/competitions/${slugs.find((slug) => slug !== live.competitionSlug) ?? live.competitionSlug}`,
    `/matches/${otherMatch?.id ?? result.id}`,
    "/academy",
    "/about",
    "/rugby-league-clubs",
    `/news/${articles[2] ?? articles[0]}`,
  ];
  return { pages, liveFixture: live.fixtureId, resultFixture: result.fixtureId, official, admin, liveTotal: snapshot.state.homeScore + snapshot.state.awayScore, resultScores };
}

/** Counts D1's statements in an older checkout (see checkOutBefore). */
function countD1In(checkout: string) {
  copyFileSync(join(root, "worker/platform/d1-count.ts"), join(checkout, "worker/platform/d1-count.ts"));
  const entry = join(checkout, "worker/index.ts");
  const source = readFileSync(entry, "utf8");
  if (!source.includes("export default {")) throw new Error(`${BEFORE_COMMIT}'s worker/index.ts has no \`export default {\` to wrap`);
  writeFileSync(
    entry,
    `import { withD1Counting } from "./platform/d1-count";\n${source.replace("export default {", "const handlers = {")}
export default {
  ...handlers,
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => withD1Counting(request, env, async (counted) => handlers.fetch(request, counted, ctx)),
};
`,
  );
  copyFileSync(join(checkout, ".dev.vars.example"), join(checkout, ".dev.vars"));
  appendFileSync(join(checkout, ".dev.vars"), "\nBENCH_COUNTERS=true\n");
}

/** A page's address in a language: English plain, Greek with ?lang=el (worker/modules/pages/page-addresses.ts). */
const inLanguage = (path: string, language: "en" | "el") => (language === "el" ? `${path}${path.includes("?") ? "&" : "?"}lang=el` : path);

/** Zipf's law over the pages' ranks: the first is viewed most, as on a real day. */
function pagePicker(pages: string[], seed = 25) {
  const weights = pages.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return () => {
    let left = random() * total;
    const index = weights.findIndex((weight) => (left -= weight) <= 0);
    return inLanguage(pages[index === -1 ? pages.length - 1 : index]!, random() < 0.5 ? "en" : "el");
  };
}

/** The writes so far, each with the time its answer arrived and the fixture's total points after it. */
type Written = { at: number; fixture: number; total: number };

/**
 * The official scores the live match (a penalty goal every write, alternating sides) and every
 * fifth write the federation corrects the result of a played fixture (one more point at home).
 */
function startWriter(url: string, day: Day, written: Written[]) {
  let stopped = false;
  let seq = 0;
  let resultHome = day.resultScores.home;
  const trips: number[] = [];
  const counts = { live: 0, results: 0, failed: 0 };
  const device = `match-day-${Date.now()}`;
  const write = async (index: number) => {
    const started = wallClock();
    if (index % 5 === 4) {
      resultHome++;
      await api(url, `/api/admin/fixtures/${day.resultFixture}`, { method: "PATCH", cookie: day.admin, body: JSON.stringify({ homeScore: resultHome, awayScore: day.resultScores.away }) });
      written.push({ at: wallClock(), fixture: day.resultFixture, total: resultHome + day.resultScores.away });
      counts.results++;
    } else {
      const answer = await api<{ state: { homeScore: number; awayScore: number } }>(url, `/api/fixtures/${day.liveFixture}/live/events`, {
        method: "POST",
        cookie: day.official,
        headers: { "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify({ deviceId: device, seq: ++seq, at: Date.now(), minute: Math.min(80, 1 + index), type: "penalty-goal", team: index % 2 ? "away" : "home" }),
      });
      written.push({ at: wallClock(), fixture: day.liveFixture, total: answer.state.homeScore + answer.state.awayScore });
      counts.live++;
    }
    trips.push(wallClock() - started);
  };
  const done = (async () => {
    for (let index = 0; !stopped; index++) {
      const next = wallClock() + MATCH_DAY.writeEveryMs;
      await write(index).catch((error: unknown) => {
        counts.failed++;
        console.error("match day: a write failed:", error instanceof Error ? error.message : error);
      });
      while (!stopped && wallClock() < next) await sleep(Math.max(1, Math.min(100, next - wallClock())));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { ...counts, trip: percentiles(trips) };
    },
  };
}

/** The page's drawn data (TanStack Query's dehydrated state in `#page-data`), or undefined. */
function pageData(html: string): unknown {
  const found = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!found) return undefined;
  try {
    return JSON.parse(found[1]!);
  } catch {
    return undefined;
  }
}

/**
 * The total points a page shows for `fixture`, the lowest if it shows it more than once: its live
 * score while live (the `live` summary), else its result. Undefined when the page does not show it.
 */
export function shownTotal(data: unknown, fixture: number): number | undefined {
  let lowest: number | undefined;
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const item = value as Json;
    if (item.fixtureId === fixture) {
      const live = item.live as { clubScore?: number; opponentScore?: number } | null | undefined;
      const total = live ? (live.clubScore ?? 0) + (live.opponentScore ?? 0) : typeof item.clubScore === "number" ? item.clubScore + Number(item.opponentScore ?? 0) : undefined;
      if (total !== undefined) lowest = lowest === undefined ? total : Math.min(lowest, total);
    }
    Object.values(item).forEach(visit);
  };
  visit(data);
  return lowest;
}

/**
 * A view that began at `began` and shows `total` for `fixture`: how long after the newest write
 * it misses was answered (0 when it misses none). Totals only grow, so missing a write means
 * showing less than it wrote.
 */
export function missedFor(written: readonly Written[], fixture: number, total: number, began: number): number {
  let lag = 0;
  for (const write of written) if (write.fixture === fixture && write.at <= began && total < write.total) lag = Math.max(lag, began - write.at);
  return lag;
}

/** A browser's navigation to a page: node's fetch cannot send one (it always says `Sec-Fetch-Mode: cors`, a script's request). */
const NAVIGATION = { accept: "text/html,application/xhtml+xml", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
const readers = new Agent({ keepAlive: true, maxSockets: MATCH_DAY.connections });

function viewPage(url: string): Promise<{ status: number; edgeCache: string | undefined; html: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { agent: readers, headers: NAVIGATION }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, edgeCache: response.headers["x-edge-cache"] as string | undefined, html: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}

type D1Counts = { read: number; write: number; versionReads: number };

async function d1Counts(url: string): Promise<D1Counts | undefined> {
  try {
    const response = await fetch(`${url}/__bench/d1-queries`);
    if (!response.ok || !response.headers.get("content-type")?.includes("json")) return (await response.arrayBuffer(), undefined);
    return (await response.json()) as D1Counts;
  } catch {
    return undefined;
  }
}

/** One match day against the server at `url`: `views` page views, 50 at a time, with the writes. */
export async function simulateMatchDay(url: string, label: string, views: number, log: (message: string) => void): Promise<MatchDayRun> {
  const day = await prepareDay(url);
  const pick = pagePicker(day.pages);
  // Every page once in each language first, as the first fans of the day do (not measured).
  for (const path of day.pages) for (const language of ["en", "el"] as const) await viewPage(`${url}${inLanguage(path, language)}`);
  const written: Written[] = [];
  const times: number[] = [];
  const edge: EdgeStates = { hit: 0, miss: 0, pass: 0, none: 0 };
  const byPage: Record<string, EdgeStates> = {};
  const freshness = { checked: 0, stale: 0, worstLagMs: 0, worstStaleMs: 0 };
  let failed = 0;
  let issued = 0;
  const d1Before = await d1Counts(url);
  const writer = startWriter(url, day, written);
  const started = wallClock();
  const reader = async () => {
    while (issued < views) {
      issued++;
      if (issued % 2_000 === 0) log(`match day (${label}): ${issued.toLocaleString("en-US")} of ${views.toLocaleString("en-US")} page views...`);
      const path = pick();
      const began = wallClock();
      const { status, edgeCache: header, html } = await viewPage(`${url}${path}`);
      times.push(wallClock() - began);
      if (status !== 200) failed++;
      const state = header === "hit" || header === "miss" || header === "pass" ? header : "none";
      edge[state]++;
      (byPage[path] ??= { hit: 0, miss: 0, pass: 0, none: 0 })[state]++;
      for (const fixture of [day.liveFixture, day.resultFixture]) {
        if (!html.includes(`"fixtureId":${fixture}`)) continue;
        const total = shownTotal(pageData(html), fixture);
        if (total === undefined) continue;
        freshness.checked++;
        const lag = missedFor(written, fixture, total, began);
        freshness.worstLagMs = Math.max(freshness.worstLagMs, lag);
        if (lag > MATCH_DAY.freshWithinMs) {
          freshness.stale++;
          freshness.worstStaleMs = Math.max(freshness.worstStaleMs, lag);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: MATCH_DAY.connections }, reader));
  const durationS = (wallClock() - started) / 1000;
  const writes = await writer.stop();
  const d1After = await d1Counts(url);
  return {
    label,
    pages: day.pages,
    pageViews: views,
    durationS,
    view: percentiles(times),
    failed,
    edge,
    byPage,
    d1: d1Before && d1After ? { read: d1After.read - d1Before.read, write: d1After.write - d1Before.write, versionReads: d1After.versionReads - d1Before.versionReads } : undefined,
    writes,
    freshness,
  };
}

/**
 * The commit before issue 25 in a git worktree under `dir` (the project's node_modules linked in),
 * built into its own directory. `remove()` takes the worktree away again.
 *
 * Its D1 statements are counted as this code's are: worker/platform/d1-count.ts is copied in and
 * wraps its entry's fetch, and its .dev.vars turns the count on (its scripts/start.ts predates
 * BENCH_COUNTERS). Nothing else of it changes.
 */
export function checkOutBefore(dir: string, log: (message: string) => void) {
  const checkout = join(dir, "before");
  const buildDir = join(dir, "before-build");
  mkdirSync(dir, { recursive: true });
  log(`match day: checking out ${BEFORE_COMMIT} (the code before issue 25) and building it...`);
  execFileSync("git", ["worktree", "add", "--detach", checkout, BEFORE_COMMIT], { cwd: root, stdio: "ignore" });
  symlinkSync(join(root, "node_modules"), join(checkout, "node_modules"));
  countD1In(checkout);
  run("vite", ["build"], { cwd: checkout, stdio: ["ignore", "ignore", "inherit"], env: { ...quietEnv, BUILD_DIR: buildDir } });
  return {
    checkout,
    buildDir,
    remove() {
      execFileSync("git", ["worktree", "remove", "--force", checkout], { cwd: root, stdio: "ignore" });
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
}
