/**
 * What each cached answer depends on (issue 25, point 6): the tags whose versions its cache key
 * carries. A tag is an area of public data or one fixture; the triggers of
 * migrations/0015_edge_cache_versions.sql raise a tag's version with every write to its tables,
 * in the same statement, whoever wrote (a route, the cron, a live match's Durable Object, a script):
 *
 * - "clubs": clubs and their teams (every list that names a club or a team depends on it);
 * - "news": the articles;
 * - "players": the rosters (entries, registrations, transfers, the public part of a person);
 * - "fixtures": competitions, fixtures, results, adjustments, typed tables;
 * - "live": the running score of every match being played, as the match lists show it;
 * - "fixture:<id>": one fixture, its live score included (its match page).
 *
 * A live score raises "live" and its fixture only: the news, the clubs, the tables and every other
 * match page stay cached through a match day. Pure data and functions, importing no module.
 */
import { routePattern } from "../../../schema/public-routes";
import { matchPage, type PublicPageName } from "../../../schema/pages";

export const AREA_TAGS = ["clubs", "news", "players", "fixtures", "live"] as const;
export type AreaTag = (typeof AREA_TAGS)[number];
export type FixtureTag = `fixture:${number}`;
export type CacheTag = AreaTag | FixtureTag;

export const fixtureTag = (id: number | string): FixtureTag => `fixture:${Number(id)}`;
export const isCacheTag = (tag: string): tag is CacheTag => (AREA_TAGS as readonly string[]).includes(tag) || /^fixture:\d+$/.test(tag);

/** A rule's tags; FIXTURE stands for the fixture its `:id` names. */
const FIXTURE = "fixture" as const;
type RuleTag = AreaTag | typeof FIXTURE;

/** Lists that name clubs and teams, with each match's live score. */
const MATCH_LIST: RuleTag[] = ["fixtures", "live", "clubs"];
const NEWS: RuleTag[] = ["news", "clubs"];
const TABLES: RuleTag[] = ["fixtures", "clubs"];

/**
 * Every API read a public page may draw from, with its tags. `cached`: kept at the edge. Not kept:
 * a match's live state (the fixture's Durable Object answers it from memory, no D1; it says
 * `no-store`), a fixture's result record (its answer depends on who asks), and search (one answer
 * per query, little to share; and its index catches up inside the read, from writes no tag sees,
 * such as a migration that indexes again: worker/modules/search/search-index.ts). A page drawing
 * them still depends on their tags.
 */
const READS: { route: string; tags: RuleTag[]; cached: boolean }[] = [
  { route: "/api/clubs", tags: ["clubs"], cached: true },
  { route: "/api/clubs/:id", tags: ["clubs"], cached: true },
  { route: "/api/clubs/:id/players", tags: ["clubs", "players"], cached: true },
  { route: "/api/clubs/:id/teams", tags: ["clubs"], cached: true },
  { route: "/api/clubs/:id/matches", tags: MATCH_LIST, cached: true },
  { route: "/api/clubs/:id/logo", tags: ["clubs"], cached: true },
  { route: "/api/news/latest", tags: NEWS, cached: true },
  { route: "/api/news/slug/:slug", tags: NEWS, cached: true },
  { route: "/api/news/featured", tags: NEWS, cached: true },
  { route: "/api/news/:id", tags: NEWS, cached: true },
  { route: "/api/standings", tags: TABLES, cached: true },
  { route: "/api/standings/:type", tags: TABLES, cached: true },
  { route: "/api/matches/upcoming", tags: MATCH_LIST, cached: true },
  { route: "/api/matches/results", tags: MATCH_LIST, cached: true },
  { route: "/api/matches/:id", tags: ["fixtures", "clubs", FIXTURE], cached: true },
  { route: "/api/competitions", tags: TABLES, cached: true },
  { route: "/api/competitions/:slug", tags: TABLES, cached: true },
  { route: "/api/competitions/:slug/table", tags: TABLES, cached: true },
  { route: "/api/competitions/:slug/fixtures", tags: MATCH_LIST, cached: true },
  { route: "/api/search", tags: ["clubs", "news", "players", "fixtures"], cached: false },
  { route: "/api/fixtures/:id/live", tags: [FIXTURE], cached: false },
  { route: "/api/fixtures/:id/result", tags: ["fixtures", FIXTURE], cached: false },
];

/**
 * Reads a page makes that answer the same to everyone whatever the data, since a page is drawn
 * without the visitor's cookie: who is signed in (nobody, on the server).
 */
const CONSTANT_READS = ["/api/auth/me", "/api/users/me", "/api/users/profile"];

const READ_PATTERNS = READS.map((read) => ({ ...read, pattern: routePattern(read.route) }));
const CONSTANT_PATTERNS = CONSTANT_READS.map(routePattern);

function ruleTags(tags: readonly RuleTag[], param: string | undefined): CacheTag[] {
  return tags.map((tag) => (tag === FIXTURE ? fixtureTag(param ?? 0) : tag));
}

export type ReadDependency = { tags: CacheTag[]; cached: boolean };

/**
 * The tags of a GET under /api (path without the query): its rule, `[]` for a read that is the same
 * for everyone, or undefined for a read no rule knows (a page that makes one is not kept).
 */
export function apiReadTags(path: string): ReadDependency | undefined {
  for (const { pattern, tags, cached } of READ_PATTERNS) {
    const found = pattern.exec(path);
    if (found) return { tags: ruleTags(tags, found[1]), cached };
  }
  if (CONSTANT_PATTERNS.some((pattern) => pattern.test(path))) return { tags: [], cached: false };
  return undefined;
}

/** A read kept at the edge, and its tags; undefined for any other. */
export function edgeCachedRead(path: string): CacheTag[] | undefined {
  const read = apiReadTags(path);
  return read?.cached ? read.tags : undefined;
}

/**
 * What each public page draws from on the server: the tags of the reads it makes. The page reports
 * them (worker/modules/pages/pages.ts); one that reads beyond these is not kept, and says so in the
 * log (worker/modules/pages/pages-rendered.test.ts draws every page and checks each is kept). As
 * narrow as the pages are: a club's page that read its matches would be redrawn at every try.
 */
const PAGE_TAGS: Record<PublicPageName, readonly RuleTag[]> = {
  home: ["news", "clubs", "fixtures", "live"],
  homeAlias: ["news", "clubs", "fixtures", "live"],
  academy: [],
  rugbyUnion: TABLES,
  rugbyLeague: TABLES,
  clubs: ["clubs"],
  club: ["clubs"],
  leagueClubs: ["clubs"],
  news: NEWS,
  article: NEWS,
  fixtures: MATCH_LIST,
  match: ["fixtures", "clubs", FIXTURE],
  competitions: TABLES,
  competition: MATCH_LIST,
  about: [],
  privacy: [],
  terms: [],
  cookies: [],
};

/**
 * What a page's tab (`?tab=`) draws beyond the page's own tags: a club's players and matches are
 * tabs of its page, drawn only when asked for, so its first tab stays cached through a match day.
 */
const TAB_TAGS: Partial<Record<PublicPageName, Record<string, readonly RuleTag[]>>> = {
  club: { players: ["players"], matches: MATCH_LIST },
};

/**
 * The tags a page's cache key carries: its page's (and its tab's), or none for an address that is
 * no public page (its 404 page; an app screen is never kept: the page never reports it drawn).
 */
export function pageTags(path: string, search = ""): CacheTag[] {
  const page = matchPage(path);
  if (!page) return [];
  const tab = new URLSearchParams(search).get("tab") ?? "";
  const tabTags = TAB_TAGS[page.name]?.[tab] ?? [];
  return ruleTags([...new Set([...PAGE_TAGS[page.name], ...tabTags])], page.param);
}
