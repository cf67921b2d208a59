/**
 * The demo data the specs rely on. The seeded records come from scripts/seed/data.ts (so specs
 * follow it as it grows) and are then looked up through the public API, as the app sees them.
 * Other specs add their own clubs, news and matches to the same database, so everything here is
 * picked among the seeded records, never "whatever is first".
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { clubsInGreek } from "../../scripts/seed/bilingual";
import { seedClubs, seedMatches, seedNews } from "../../scripts/seed/data";

export type ApiClub = { id: number; name: string; nameEl?: string | null; rugbyLeague: boolean; isClaimed: boolean };
export type ApiArticle = { id: number; slug: string; title: string };
export type ApiMatch = { id: number; competition: string; opponent: string; opponentNameEl?: string | null; opponentEl?: string | null; date: string; time: string; club: { name: string; nameEl?: string | null } };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

const byAge = [...seedNews].sort((a, b) => a.daysAgo - b.daysAgo || a.id - b.id);

export async function loadSeed(request: APIRequestContext) {
  const [clubs, firstPage, upcoming] = await Promise.all([
    json<ApiClub[]>(request, "/api/clubs"),
    json<ApiArticle[]>(request, "/api/news/latest"),
    json<ApiMatch[]>(request, "/api/matches/upcoming"),
  ]);
  const newest = byAge[0];
  const oldest = byAge[byAge.length - 1];
  // The oldest seeded article is past the news list's first page: the app never listed it.
  expect(firstPage.map((article) => article.id), "the oldest seeded article is beyond the first page of /api/news/latest").not.toContain(oldest.id);
  // A seeded own match is a friendly of its club's team now (issue 22): found by its competition and opponent.
  const match = upcoming.find((candidate) => seedMatches.some((seeded) => seeded.competition === candidate.competition && seeded.opponent === candidate.opponent));
  expect(match, "a seeded upcoming match").toBeDefined();

  return {
    /** Every club the API lists (seeded ones and any a spec registered). */
    clubs,
    /** The seeded clubs a visitor sees (the federation's own admin account is not a member club). */
    memberClubs: seedClubs.filter((club) => !club.isAdmin),
    /** The newest seeded article, with a rich HTML body. */
    article: { id: newest.id, slug: newest.slug, title: newest.title },
    /** An article older than the latest page: it must still open by slug or id. */
    olderArticle: { id: oldest.id, slug: oldest.slug, title: oldest.title },
    match: match as ApiMatch,
  };
}

export type Seed = Awaited<ReturnType<typeof loadSeed>>;

/** A seeded league club nobody has claimed (SPEC: at least 3 exist). */
export const UNCLAIMED_LEAGUE_CLUB = "Kalamata Falcons RLFC";

/** A seeded club's name as a page shows it: its Greek name to a Greek reader (issue 13). */
export function shownClubName(locale: "en" | "el", english: string): string {
  const club = seedClubs.find((item) => item.name === english);
  return (locale === "el" && club && clubsInGreek[club.id]?.nameEl) || english;
}
