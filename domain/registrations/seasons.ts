/**
 * Seasons in days (issue 24): a two-year season (`2026-27`) runs from 1 September to 31 August, a
 * one-year season (`2026`) from 1 January to 31 December. Dates are Athens calendar dates (YYYY-MM-DD).
 */

/** The first year of a season: 2026 for `2026-27` and for `2026`. */
export const seasonFirstYear = (season: string) => Number(season.slice(0, 4));

/** The first and last days of a season. */
export function seasonSpan(season: string): { first: string; last: string } {
  const year = seasonFirstYear(season);
  return season.length === 4 ? { first: `${year}-01-01`, last: `${year}-12-31` } : { first: `${year}-09-01`, last: `${year + 1}-08-31` };
}

/** The two-year season a date falls in: `2026-27` from 1 September 2026 to 31 August 2027. */
export function seasonOfDate(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 9 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The season before: `2025-26` before `2026-27`, `2025` before `2026`. */
export function previousSeason(season: string): string {
  const year = seasonFirstYear(season) - 1;
  return season.length === 4 ? String(year) : `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** Whole years between a date of birth and a day (both YYYY-MM-DD): the age on that day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/**
 * Greek law 4624/2019, art. 21: the age of digital consent. Under it a parent consents for the
 * child (recorded, with its date), and the child has no login of their own; from it the child may
 * get one, which the parent approves.
 */
export const DIGITAL_CONSENT_AGE = 15;
/** Under 18: a minor, never public unless a parent opts in. */
export const ADULT_AGE = 18;
export const isMinorOn = (dateOfBirth: string | null | undefined, day: string) => dateOfBirth != null && ageOn(dateOfBirth, day) < ADULT_AGE;
