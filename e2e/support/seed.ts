/**
 * What the seeded demo database holds, read through the public API rather than copied, so the
 * specs follow scripts/seed/data.ts as it grows.
 */
import { expect, type APIRequestContext } from "@playwright/test";

export type SeedClub = { id: number; name: string; rugbyLeague: boolean; isClaimed: boolean };
export type SeedArticle = { id: number; slug: string; title: string };
export type SeedMatch = { id: number; opponent: string; date: string; time: string; club: { name: string } };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

export async function loadSeed(request: APIRequestContext) {
  const [clubs, firstPage, allNews, upcoming] = await Promise.all([
    json<SeedClub[]>(request, "/api/clubs"),
    json<SeedArticle[]>(request, "/api/news/latest"),
    json<SeedArticle[]>(request, "/api/news/latest?limit=50"),
    json<SeedMatch[]>(request, "/api/matches/upcoming"),
  ]);
  // The seed has more articles than the news list's first page; the oldest is on no page the app loaded yet.
  const older = allNews.filter((article) => !firstPage.some((listed) => listed.id === article.id));
  expect(older.length, "seeded articles beyond the first page of /api/news/latest").toBeGreaterThan(0);
  expect(upcoming.length, "seeded upcoming matches").toBeGreaterThan(0);
  return {
    clubs,
    /** The newest article: on the home page and the first page of /news. */
    article: firstPage[0],
    /** An article older than the latest page: it must still open by slug or id. */
    olderArticle: older[older.length - 1],
    match: upcoming[0],
  };
}

export type Seed = Awaited<ReturnType<typeof loadSeed>>;

/** A seeded league club nobody has claimed (SPEC: at least 3 exist). */
export const UNCLAIMED_LEAGUE_CLUB = "Kalamata Falcons RLFC";
