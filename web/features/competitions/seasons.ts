/** How /competitions groups its list: plain functions, unit tested (seasons.test.ts). */
import type { RugbyType } from "../../../schema/constants";

type Listed = { season: string; code: RugbyType; featured: boolean; nameEn: string };

/** A season's first year, for ordering `2026-27` and `2027` alike. */
const startYear = (season: string) => Number(season.slice(0, 4));

export type SeasonGroups<T> = { season: string | null; byCode: Record<RugbyType, T[]>; earlier: { season: string; competitions: T[] }[] };

/**
 * This season's competitions by code (the featured first), and the earlier seasons, latest first.
 * "This season" is the running one (`current`, from the date) when it has competitions, otherwise
 * the latest season listed; seasons after it are listed with it as coming (rare: set up early).
 */
export function groupBySeason<T extends Listed>(competitions: readonly T[], current: string): SeasonGroups<T> {
  const seasons = [...new Set(competitions.map((competition) => competition.season))].sort((a, b) => startYear(b) - startYear(a) || b.localeCompare(a));
  const running = seasons.includes(current) ? current : seasons.find((season) => startYear(season) <= startYear(current)) ?? seasons.at(-1) ?? null;
  const order = (a: T, b: T) => Number(b.featured) - Number(a.featured) || a.nameEn.localeCompare(b.nameEn);
  const thisSeason = competitions.filter((competition) => running !== null && startYear(competition.season) >= startYear(running));
  const byCode: Record<RugbyType, T[]> = {
    union: thisSeason.filter((competition) => competition.code === "union").sort(order),
    league: thisSeason.filter((competition) => competition.code === "league").sort(order),
  };
  const earlier = seasons
    .filter((season) => running !== null && startYear(season) < startYear(running))
    .map((season) => ({ season, competitions: competitions.filter((competition) => competition.season === season).sort(order) }));
  return { season: running, byCode, earlier };
}
