/**
 * Scale run: a separate local database (its own --persist-to directory), migrated and seeded as
 * usual, then 100,000 news rows and 10,000 matches (clubs' friendlies: fixtures of their teams
 * against guest teams, issue 22) added with `wrangler d1 execute --file`.
 * The public lists are timed on it and on the ordinary seeded database (sequential requests, so
 * each figure is one request's latency), and `EXPLAIN QUERY PLAN` shows how SQLite runs the
 * queries the worker builds (the real drizzle builders, turned into SQL).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/d1";
import { COMPETITIONS, LIMITS, NEWS_CATEGORIES } from "../../schema/constants";
import * as tables from "../../schema/tables";
import { athensNow } from "../../schema/athens-time";
import { encodeCursor } from "../../worker/platform/http/list-query";
import { capture, run } from "../lib";
import { persistArgs, prepareDb } from "../prepare-db";
import { drawPlan, planProblems, type PlanCheck, type PlanRow } from "./query-plan";

export const SCALE = { news: 100_000, matches: 10_000 } as const;
const ROWS_PER_INSERT = 200;
const ROWS_PER_FILE = 20_000;
export const REQUESTS_PER_ENDPOINT = 200;

export type Latency = { label: string; path: string; p50Ms: number; p95Ms: number; meanMs: number; rows: number };
/** A query's plan, drawn, and what the plan check (query-plan.ts) found in it: empty when it reads only what it answers. */
export type QueryPlan = { label: string; sql: string; plan: string[]; problems: string[] };

/** SQL against a local database, answered as rows. */
export function query<T>(persistTo: string, sql: string): T[] {
  const out = capture("wrangler", ["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--json", "--command", sql]);
  return (JSON.parse(out.slice(out.indexOf("[")))[0]?.results ?? []) as T[];
}

export const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** `count` news rows, publish dates a few minutes apart going back from now, both languages. */
function* newsRows(count: number, clubIds: number[]) {
  const start = Date.now() - 60_000;
  for (let i = 0; i < count; i++) {
    const publishDate = new Date(start - i * 5 * 60_000).toISOString();
    const language = i % 3 === 0 ? "el" : "en";
    const title = `Scale test article ${i + 1}`;
    yield `(${quote(title)}, ${quote(`<p>Body of ${title.toLowerCase()}: a paragraph long enough to look like news.</p>`)}, ${quote(NEWS_CATEGORIES[i % NEWS_CATEGORIES.length]!)}, '/images/news/national-team.svg', ${quote(`scale-test-article-${i + 1}`)}, '${language}', '${publishDate}', ${clubIds[i % clubIds.length]})`;
  }
}

/** The guest teams the matches are played against. */
const GUESTS = 97;

/** `count` friendlies of the clubs' teams, two a day from about seven years ago on, so half are upcoming. */
function* matchRows(count: number, teamIds: number[], guestIds: number[]) {
  const dayMs = 24 * 60 * 60_000;
  const first = Date.now() - (count / 2) * (dayMs / 2);
  for (let i = 0; i < count; i++) {
    const date = new Date(first + i * (dayMs / 2)).toISOString().slice(0, 10);
    const time = i % 2 === 0 ? "15:00" : "18:30";
    const played = first + i * (dayMs / 2) < Date.now();
    const [home, away] = i % 2 ? [teamIds[i % teamIds.length], guestIds[i % guestIds.length]] : [guestIds[i % guestIds.length], teamIds[i % teamIds.length]];
    const scores = played ? `${i % 40}, ${(i * 7) % 40}, 'played'` : "NULL, NULL, 'scheduled'";
    yield `(${quote(COMPETITIONS[i % COMPETITIONS.length]!)}, ${home}, ${away}, '${date}', '${time}', 'Scale Ground ${i % 13}', ${scores})`;
  }
}

/**
 * Writes the rows as multi-row INSERTs (ROWS_PER_INSERT rows each, fewer for long rows: D1 takes
 * statements of up to 100 kB), a file per ROWS_PER_FILE, and runs each file.
 */
export function insertAll(persistTo: string, dir: string, head: string, rows: Iterable<string>, { rowsPerFile = ROWS_PER_FILE, rowsPerInsert = ROWS_PER_INSERT } = {}) {
  let batch: string[] = [];
  let statements: string[] = [];
  let files = 0;
  const flushStatement = () => {
    if (batch.length) statements.push(`${head} VALUES\n${batch.join(",\n")};`);
    batch = [];
  };
  const flushFile = () => {
    flushStatement();
    if (!statements.length) return;
    const file = join(dir, `scale-${files++}.sql`);
    writeFileSync(file, statements.join("\n"));
    run("wrangler", ["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--file", file], { stdio: ["ignore", "ignore", "inherit"] });
    rmSync(file);
    statements = [];
  };
  let inFile = 0;
  for (const row of rows) {
    batch.push(row);
    inFile++;
    if (batch.length === rowsPerInsert) flushStatement();
    if (inFile === rowsPerFile) {
      flushFile();
      inFile = 0;
    }
  }
  flushFile();
}

/** Creates the big database in `persistTo`: migrations, the usual seed, then the extra rows. */
export async function prepareScaleDb(persistTo: string) {
  await prepareDb(persistTo);
  const clubIds = query<{ id: number }>(persistTo, "SELECT id FROM clubs WHERE is_admin = 0 ORDER BY id").map((row) => row.id);
  if (!clubIds.length) throw new Error("The seeded database has no member clubs");
  const dir = mkdtempSync(join(tmpdir(), "rugby-scale-sql-"));
  try {
    insertAll(persistTo, dir, "INSERT INTO news (title, content, category, image_url, slug, language, publish_date, club_id)", newsRows(SCALE.news, clubIds));
    const guestNames = Array.from({ length: GUESTS }, (_, i) => `Opponent ${i}`);
    insertAll(persistTo, dir, "INSERT OR IGNORE INTO teams (name_en, guest_key)", guestNames.map((name) => `(${quote(name)}, ${quote(name.toLowerCase())})`));
    const guestIds = query<{ id: number }>(persistTo, `SELECT id FROM teams WHERE guest_key IN (${guestNames.map((name) => quote(name.toLowerCase())).join(", ")}) ORDER BY id`).map((row) => row.id);
    // Each club's first team plays them.
    const teamIds = query<{ id: number }>(persistTo, "SELECT min(id) AS id FROM teams WHERE club_id IS NOT NULL GROUP BY club_id ORDER BY club_id").map((row) => row.id);
    insertAll(
      persistTo,
      dir,
      "INSERT INTO fixtures (competition_label, home_team_id, away_team_id, date, time, venue, home_score, away_score, status)",
      matchRows(SCALE.matches, teamIds, guestIds),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  query(persistTo, "ANALYZE");
}

/** The club with the most fixtures (issue 22: its teams' games). */
const BUSIEST_CLUB =
  "SELECT t.club_id, COUNT(*) AS n FROM fixtures f JOIN teams t ON t.id IN (f.home_team_id, f.away_team_id) WHERE t.club_id IS NOT NULL GROUP BY t.club_id ORDER BY n DESC LIMIT 1";

export function rowCounts(persistTo: string) {
  const [counts] = query<{ news: number; matches: number }>(persistTo, "SELECT (SELECT COUNT(*) FROM news) AS news, (SELECT COUNT(*) FROM fixtures) AS matches");
  return counts ?? { news: 0, matches: 0 };
}

/** The public list addresses to time, with a cursor deep into the news (90% of the way down). */
export function listEndpoints(persistTo: string) {
  const { news } = rowCounts(persistTo);
  const [deep] = query<{ publish_date: string; id: number }>(
    persistTo,
    `SELECT publish_date, id FROM news ORDER BY publish_date DESC, id DESC LIMIT 1 OFFSET ${Math.floor(news * 0.9)}`,
  );
  const [busiest] = query<{ club_id: number; n: number }>(persistTo, BUSIEST_CLUB);
  return [
    { label: "latest news, first page", path: "/api/news/latest" },
    { label: "latest news, page 90% deep (cursor)", path: `/api/news/latest?cursor=${deep ? encodeCursor([deep.publish_date, deep.id]) : ""}` },
    { label: "upcoming matches", path: "/api/matches/upcoming" },
    { label: "one club's matches (the club with the most)", path: `/api/clubs/${busiest?.club_id ?? 1}/matches` },
    { label: "clubs", path: "/api/clubs" },
  ];
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const summarize = (label: string, path: string, times: number[], rows: number): Latency => {
  const sorted = [...times].sort((a, b) => a - b);
  return { label, path, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), meanMs: sorted.reduce((a, b) => a + b, 0) / sorted.length, rows };
};

async function timedGet(url: string): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  const parsed = JSON.parse(body) as unknown[] | { rows?: unknown[] };
  return { ms, rows: Array.isArray(parsed) ? parsed.length : (parsed.rows?.length ?? 0) };
}

/**
 * Times each list on both databases at once: two servers, requests alternating between them,
 * one at a time (after 10 unmeasured ones each). Whatever else the machine is doing then weighs
 * on both sides alike, so the ratio compares the databases, not the moments.
 */
export async function timeEndpointsPaired(
  small: { url: string; endpoints: { label: string; path: string }[] },
  large: { url: string; endpoints: { label: string; path: string }[] },
): Promise<{ small: Latency[]; large: Latency[] }> {
  const result = { small: [] as Latency[], large: [] as Latency[] };
  for (const [index, smallEndpoint] of small.endpoints.entries()) {
    const largeEndpoint = large.endpoints[index]!;
    const smallUrl = `${small.url}${smallEndpoint.path}`;
    const largeUrl = `${large.url}${largeEndpoint.path}`;
    for (let i = 0; i < 10; i++) await Promise.all([timedGet(smallUrl), timedGet(largeUrl)]);
    const smallTimes: number[] = [];
    const largeTimes: number[] = [];
    let rows = { small: 0, large: 0 };
    for (let i = 0; i < REQUESTS_PER_ENDPOINT; i++) {
      const a = await timedGet(smallUrl);
      const b = await timedGet(largeUrl);
      smallTimes.push(a.ms);
      largeTimes.push(b.ms);
      rows = { small: a.rows, large: b.rows };
    }
    result.small.push(summarize(smallEndpoint.label, smallEndpoint.path, smallTimes, rows.small));
    result.large.push(summarize(largeEndpoint.label, largeEndpoint.path, largeTimes, rows.large));
  }
  return result;
}

/** Inlines bound parameters, for `wrangler d1 execute --command`. */
export function inline({ sql, params }: { sql: string; params: unknown[] }) {
  let index = 0;
  return sql.replace(/\?/g, () => {
    const value = params[index++];
    return typeof value === "number" ? String(value) : quote(String(value));
  });
}

/** `EXPLAIN QUERY PLAN` of `built` on the local database, drawn and checked. */
export function explain(persistTo: string, label: string, built: { sql: string; params: unknown[] }, check: PlanCheck): QueryPlan {
  const sql = inline(built);
  const rows = query<PlanRow>(persistTo, `EXPLAIN QUERY PLAN ${sql}`);
  return { label, sql, plan: drawPlan(rows), problems: planProblems(rows, check) };
}

type Built = { toSQL(): { sql: string; params: unknown[] } };
type WorkerQueries = {
  latestNews: (db: unknown, options: { limit: number; cursor?: { publishDate: string; id: number }; language?: "en" | "el" }) => Built;
  upcomingQuery: (db: unknown, now: { date: string; time: string }, options: { limit: number }) => Built;
  clubMatchesQuery: (db: unknown, clubId: number) => Built;
};

/**
 * The worker's own query builders. Loaded by path: their modules are typed against the Workers
 * runtime (tsconfig.worker.json), which this Node project does not include.
 */
async function workerQueries(): Promise<WorkerQueries> {
  const paths = ["../../worker/modules/news/news-reads", "../../worker/modules/matches/club-fixtures"];
  const [news, matches] = await Promise.all(paths.map((path) => import(path)));
  return { latestNews: news.latestNews, upcomingQuery: matches.upcomingQuery, clubMatchesQuery: matches.clubMatchesQuery };
}

/** The tables the scale run fills, by the names the plans give them (a table or its alias). */
const GROWING = ["news", "original_article", "translated_article", "other_language", "fixtures"];

/** `EXPLAIN QUERY PLAN` of the queries behind the public lists, as the worker builds them, checked by query-plan.ts. */
export async function queryPlans(persistTo: string): Promise<QueryPlan[]> {
  const { latestNews, upcomingQuery, clubMatchesQuery } = await workerQueries();
  // Never executed: the builders only turn into SQL, which wrangler runs against the local file.
  const db = drizzle({} as Parameters<typeof drizzle>[0], { schema: tables });
  const { news } = rowCounts(persistTo);
  const [deep] = query<{ publish_date: string; id: number }>(
    persistTo,
    `SELECT publish_date, id FROM news ORDER BY publish_date DESC, id DESC LIMIT 1 OFFSET ${Math.floor(news * 0.9)}`,
  );
  const [{ club_id: clubId } = { club_id: 1 }] = query<{ club_id: number }>(persistTo, BUSIEST_CLUB);
  const now = athensNow();
  const page = LIMITS.newsPageSize + 1;
  const paged = { growing: GROWING };
  return [
    explain(persistTo, "latest news, first page", latestNews(db, { limit: page }).toSQL(), paged),
    explain(persistTo, "latest news after a cursor", latestNews(db, { limit: page, cursor: { publishDate: deep?.publish_date ?? "2020-01-01", id: deep?.id ?? 1 } }).toSQL(), paged),
    explain(persistTo, "latest news in one language", latestNews(db, { limit: page, language: "el" }).toSQL(), paged),
    explain(persistTo, "upcoming matches", upcomingQuery(db, now, { limit: 20 }).toSQL(), paged),
    // As GET /api/clubs/{id}/matches builds it (worker/modules/matches/club-fixtures.ts): every match of the club, unpaged.
    explain(persistTo, "one club's matches", clubMatchesQuery(db, clubId).toSQL(), { growing: GROWING, unpaged: true }),
  ];
}
