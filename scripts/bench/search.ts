/**
 * Issue 13's search speed: `GET /api/search` on a small database (the seed plus 1,000 articles)
 * and a large one (100,000 articles in Greek, English or both, and 2,000 clubs with a Greek and
 * a Latin name), each served as `npm start` serves it. The rows go in with
 * `wrangler d1 execute --file`, so the triggers leave them all pending (`search_pending`), as a
 * bulk import would; the first search indexes them (timed on its own), and only then is each
 * query of the mix timed on both databases, requests alternating between the two servers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { NEWS_CATEGORIES } from "../../schema/constants";
import { excerpt, ftsMatch, highlight, queryKeys } from "../../schema/text-search";
import { prepareDb } from "../prepare-db";
import { type Club, clubAbbreviation, clubTexts, makeClubs, makeStory, random, type Random, RARE_WORD } from "./search-content";
import { explain, insertAll, percentile, query, quote } from "./scale";

export const SEARCH_SCALE = { small: { articles: 1_000, clubs: 0 }, large: { articles: 100_000, clubs: 2_000 } } as const;
/** Issue 13: p50 under 30 ms, p99 under 100 ms, and the large database's p50 at most 1.5× the small one's. */
export const SEARCH_TARGETS = { p50Ms: 30, p99Ms: 100, ratio: 1.5 } as const;
export const SEARCH_REQUESTS = 200;
const WARM_UP = 10;
/** Share of stories published in both languages (a pair), and of articles unpublished by moderation. */
const TRANSLATED = 0.4;
const UNPUBLISHED = 0.01;
/** Share of the added clubs still waiting for approval (never found). */
const PENDING_CLUBS = 0.05;

/** The mix: how people type (issue 13), each with the reader's language. */
export const SEARCH_QUERIES = [
  { label: "Greek with accents", q: "Αθήνα", lang: "el" },
  { label: "Greek without accents", q: "αθηνα", lang: "el" },
  { label: "capitals", q: "ΘΕΣΣΑΛΟΝΙΚΗ", lang: "el" },
  { label: "Greeklish", q: "athina", lang: "en" },
  { label: "a Latin name typed in Greek", q: "πειραιας", lang: "el" },
  { label: "several words", q: "νέος προπονητής Πάτρας", lang: "el" },
  { label: "a rare word", q: RARE_WORD.el, lang: "el" },
  { label: "a very common word (Greek)", q: "ομάδα", lang: "el" },
  { label: "a very common word (English)", q: "rugby", lang: "en" },
] as const;

export type SearchRows = { news: number; translations: number; clubs: number; publicClubs: number; indexed: number; pending: number };
/** Beside the mix, not in its figures: what any request, and a search that finds nothing, cost here. */
export const BASELINES = [
  { label: "`/api/health` (no database work)", path: "/api/health" },
  { label: "a search that finds nothing", path: `/api/search?${new URLSearchParams({ q: "ψψξξ", lang: "el" })}` },
] as const;

export type SearchLatency = { label: string; q: string; lang: string; p50Ms: number; p95Ms: number; p99Ms: number; meanMs: number; results: number; hasMore: boolean };
export type SearchSide = { rows: SearchRows; firstSearch: { ms: number; requests: number; pendingBefore: number }; latencies: SearchLatency[]; p50Ms: number; p99Ms: number };
export type Baseline = { label: string; smallP50Ms: number; largeP50Ms: number };
export type SearchBench = {
  date: Date;
  requests: number;
  small: SearchSide;
  large: SearchSide;
  baselines: Baseline[];
  /** CPU time, in Node, of marking the words found on a page of 20 articles (highlight and excerpt). */
  markingMs: number;
  plan: { query: string; sql: string; plan: string[]; problems?: string[] };
};

/** The clubs the articles are about, the same in both databases; the large one has them as rows too. */
const storyClubs = () => makeClubs(SEARCH_SCALE.large.clubs, random(13));

/** The clubs added, each with its bilingual profile. */
function* clubRows(clubs: Club[], rnd: Random) {
  for (const [index, club] of clubs.entries()) {
    const founded = 1960 + rnd.int(64);
    const texts = clubTexts(club, founded);
    const status = rnd.next() < PENDING_CLUBS ? "pending" : "approved";
    yield `(${[club.name, club.nameEl, `bench-club-${index + 1}@clubs.example.test`, "!unusable", clubAbbreviation(club), texts.location, texts.locationEl, texts.description, texts.descriptionEl, texts.venue, texts.venueEl, `Contact ${index + 1}`, `contact-${index + 1}@clubs.example.test`, "+30 210 000 0000"].map(quote).join(", ")}, 1, ${founded}, '${status}')`;
  }
}

/**
 * `count` articles: stories in Greek or English, 40% of them with their translation (a pair, the
 * same headline and body in the other language), publish dates a few minutes apart back from now.
 */
function* articleRows(count: number, firstId: number, clubIds: number[], rnd: Random) {
  const clubs = storyClubs();
  const start = Date.now() - 60_000;
  let id = firstId;
  for (let story = 0, written = 0; written < count; story++) {
    const text = makeStory(story, clubs, rnd);
    const clubId = clubIds[rnd.int(clubIds.length)]!;
    const publishDate = new Date(start - story * 7 * 60_000).toISOString();
    const category = NEWS_CATEGORIES[story % NEWS_CATEGORIES.length]!;
    const first = rnd.next() < 0.55 ? "el" : "en";
    const languages = rnd.next() < TRANSLATED && written + 2 <= count ? [first, first === "el" ? "en" : "el"] : [first];
    const originalId = id + 1;
    for (const [index, language] of (languages as ("el" | "en")[]).entries()) {
      id++;
      written++;
      const { title, body } = text[language];
      const content = body.map((paragraph) => `<p>${paragraph}</p>`).join("\n");
      const published = rnd.next() < UNPUBLISHED ? 0 : 1;
      yield `(${id}, ${quote(title)}, ${quote(content)}, ${quote(category)}, '/images/news/national-team.svg', 'bench-${id}-${language}', '${language}', '${publishDate}', ${clubId}, ${published}, ${index === 0 ? "NULL" : originalId})`;
    }
  }
}

export function searchRows(persistTo: string): SearchRows {
  const [rows] = query<SearchRows>(
    persistTo,
    `SELECT (SELECT COUNT(*) FROM news) AS news, (SELECT COUNT(*) FROM news WHERE translation_of IS NOT NULL) AS translations,
      (SELECT COUNT(*) FROM clubs) AS clubs, (SELECT COUNT(*) FROM clubs WHERE status = 'approved' AND is_active = 1) AS publicClubs,
      (SELECT COUNT(*) FROM search_index) AS indexed, (SELECT COUNT(*) FROM search_pending) AS pending`,
  );
  return rows ?? { news: 0, translations: 0, clubs: 0, publicClubs: 0, indexed: 0, pending: 0 };
}

/** Migrates and seeds `persistTo`, then adds clubs up to `clubs` in all and `articles` articles. */
export async function prepareSearchDb(persistTo: string, { articles, clubs }: { articles: number; clubs: number }) {
  await prepareDb(persistTo);
  const rnd = random(2026);
  const dir = mkdtempSync(join(tmpdir(), "rugby-search-sql-"));
  try {
    const [{ n: existing } = { n: 0 }] = query<{ n: number }>(persistTo, "SELECT COUNT(*) AS n FROM clubs");
    if (clubs > existing)
      insertAll(
        persistTo,
        dir,
        "INSERT INTO clubs (name, name_el, email, password_hash, abbreviation, location, location_el, description, description_el, venue, venue_el, responsible_person_name, responsible_person_email, responsible_person_phone, rugby_union, founded_year, status)",
        clubRows(storyClubs().slice(0, clubs - existing), rnd),
        { rowsPerInsert: 100 },
      );
    const clubIds = query<{ id: number }>(persistTo, "SELECT id FROM clubs WHERE is_admin = 0 AND status = 'approved' AND is_active = 1 ORDER BY id").map((row) => row.id);
    const [{ id: maxId } = { id: 0 }] = query<{ id: number | null }>(persistTo, "SELECT MAX(id) AS id FROM news");
    insertAll(
      persistTo,
      dir,
      "INSERT INTO news (id, title, content, category, image_url, slug, language, publish_date, club_id, is_published, translation_of)",
      articleRows(articles, maxId ?? 0, clubIds, rnd),
      // An article is about 1.5 kB of SQL: 40 to a statement keeps each under D1's 100 kB.
      { rowsPerFile: 10_000, rowsPerInsert: 40 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  query(persistTo, "ANALYZE");
}

const searchPath = (q: string, lang: string) => `/api/search?${new URLSearchParams({ q, lang })}`;

async function timedSearch(url: string): Promise<{ ms: number; results: number; hasMore: boolean }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  const parsed = (body ? JSON.parse(body) : {}) as { results?: unknown[]; hasMore?: boolean };
  return { ms, results: parsed.results?.length ?? 0, hasMore: parsed.hasMore ?? false };
}

/**
 * The first search of a freshly filled database indexes everything pending. Timed on its own;
 * should a request fail (a client timeout), the next one goes on where it stopped (bounded).
 */
export async function indexBySearching(url: string, persistTo: string, log: (message: string) => void): Promise<SearchSide["firstSearch"]> {
  const pendingBefore = searchRows(persistTo).pending;
  const started = performance.now();
  let requests = 0;
  for (; requests < 20; requests++) {
    try {
      await timedSearch(`${url}${searchPath("rugby", "en")}`);
    } catch (error) {
      log(`search: the first search failed (${error instanceof Error ? error.message : String(error)}); searching again`);
      continue;
    }
    if (searchRows(persistTo).pending === 0) return { ms: performance.now() - started, requests: requests + 1, pendingBefore };
  }
  throw new Error(`${url}: documents still pending after ${requests} searches`);
}

const summarize = (entry: (typeof SEARCH_QUERIES)[number], times: number[], last: { results: number; hasMore: boolean }): SearchLatency => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    label: entry.label,
    q: entry.q,
    lang: entry.lang,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    meanMs: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    ...last,
  };
};

/**
 * Each query of the mix on both databases: requests alternating between the two servers, one at
 * a time, after WARM_UP unmeasured ones each (as scale.ts times the lists). p50 and p99 of each
 * database are also taken over every request of the mix together.
 */
export async function timeSearchPaired(smallUrl: string, largeUrl: string) {
  const sides = { small: { latencies: [] as SearchLatency[], all: [] as number[] }, large: { latencies: [] as SearchLatency[], all: [] as number[] } };
  for (const entry of SEARCH_QUERIES) {
    const path = searchPath(entry.q, entry.lang);
    for (let i = 0; i < WARM_UP; i++) await Promise.all([timedSearch(`${smallUrl}${path}`), timedSearch(`${largeUrl}${path}`)]);
    const times = { small: [] as number[], large: [] as number[] };
    let last = { small: { results: 0, hasMore: false }, large: { results: 0, hasMore: false } };
    for (let i = 0; i < SEARCH_REQUESTS; i++) {
      const a = await timedSearch(`${smallUrl}${path}`);
      const b = await timedSearch(`${largeUrl}${path}`);
      times.small.push(a.ms);
      times.large.push(b.ms);
      last = { small: a, large: b };
    }
    for (const side of ["small", "large"] as const) {
      sides[side].latencies.push(summarize(entry, times[side], { results: last[side].results, hasMore: last[side].hasMore }));
      sides[side].all.push(...times[side]);
    }
  }
  const pooled = (side: { latencies: SearchLatency[]; all: number[] }) => {
    const sorted = [...side.all].sort((a, b) => a - b);
    return { latencies: side.latencies, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
  };
  const baselines: Baseline[] = [];
  for (const { label, path } of BASELINES) {
    for (let i = 0; i < WARM_UP; i++) await Promise.all([timedSearch(`${smallUrl}${path}`), timedSearch(`${largeUrl}${path}`)]);
    const times = { small: [] as number[], large: [] as number[] };
    for (let i = 0; i < SEARCH_REQUESTS / 2; i++) {
      times.small.push((await timedSearch(`${smallUrl}${path}`)).ms);
      times.large.push((await timedSearch(`${largeUrl}${path}`)).ms);
    }
    const p50 = (list: number[]) => percentile([...list].sort((a, b) => a - b), 50);
    baselines.push({ label, smallP50Ms: p50(times.small), largeP50Ms: p50(times.large) });
  }
  return { small: pooled(sides.small), large: pooled(sides.large), baselines };
}

/**
 * What marking the found words costs a full page (schema/text-search.ts `highlight` and
 * `excerpt`, as worker/modules/search/search-results.ts calls them for 20 articles), median of 21 runs in
 * Node: the same work at any database size.
 */
export function markingCost(): number {
  const rnd = random(7);
  const clubs = storyClubs();
  const page = Array.from({ length: 20 }, (_, index) => makeStory(index, clubs, rnd).el);
  const keys = queryKeys("ομάδα");
  const runs: number[] = [];
  for (let run = 0; run < 21; run++) {
    const started = performance.now();
    for (const article of page) {
      highlight(article.title, keys);
      highlight(excerpt(article.body.join(" "), keys), keys);
    }
    runs.push(performance.now() - started);
  }
  return percentile(runs.sort((a, b) => a - b), 50);
}

type SearchIndexModule = {
  searchIndex: (db: unknown, options: { match: string; lang: "en" | "el"; limit: number; offset: number }) => Promise<unknown>;
};

/**
 * `EXPLAIN QUERY PLAN` of the SQL the worker's `searchIndex` runs for `q` (its first page). The
 * module is loaded by path: it is typed against the Workers runtime, which this Node project
 * does not include. A stand-in database only catches the query.
 */
export async function searchPlan(persistTo: string, q: string, lang: "en" | "el") {
  const path = "../../worker/modules/search/search-index";
  const { searchIndex } = (await import(path)) as SearchIndexModule;
  let caught: SQL | undefined;
  await searchIndex({ all: async (built: SQL) => ((caught = built), []) }, { match: ftsMatch(q)!, lang, limit: 21, offset: 0 });
  if (!caught) throw new Error("searchIndex ran no query");
  // Checked as the lists are (scripts/bench/query-plan.ts); the full-text index's own lookups are its virtual table's.
  const { sql, plan, problems } = explain(persistTo, q, new SQLiteAsyncDialect().sqlToQuery(caught), { growing: ["news", "clubs", "persons", "players"] });
  return { query: q, sql: sql.replace(/\s+/g, " ").trim(), plan, problems };
}
