/**
 * Who fits a team's age group (issue 24, point 6), on a competition's cut-off day:
 * - under-N (`u18`, `u14` ...): born on or after the cut-off day of (the season's first year − (N − 1)).
 *   With the default cut-off, 1 January, an under-18 player of 2026-27 was born on or after 1 January 2009;
 * - senior: 18 or older on the fixture's date.
 * A person whose date of birth is unknown fits no group: nothing shows that their age fits.
 */
import type { TeamAgeGroup } from "../teams/team";
import { ADULT_AGE, ageOn, seasonFirstYear } from "./seasons";

/** The cut-off day when the competition sets none, and for friendlies: 1 January. */
export const DEFAULT_AGE_CUT_OFF = "01-01";

/** Days in each month of a common year: a cut-off is a day every year has, so never 29 February. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `value` is a cut-off day, `MM-DD` (e.g. `01-01`, `09-01`). */
export function isAgeCutOff(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/** N of an under-N group (18 for `u18`); undefined for senior. */
const underAge = (group: TeamAgeGroup) => (group === "senior" ? undefined : Number(group.slice(1)));

/** The earliest date of birth an under-N group takes in a season: the cut-off day of (first year − (N − 1)). */
export function bornOnOrAfter(group: Exclude<TeamAgeGroup, "senior">, season: string, ageCutOff: string = DEFAULT_AGE_CUT_OFF): string {
  const year = seasonFirstYear(season) - (underAge(group)! - 1);
  return `${String(year).padStart(4, "0")}-${ageCutOff}`;
}

/** What the age rule reads of a fixture: its date, its season and the competition's cut-off (null: the default). */
export type AgeRuleDay = { date: string; season: string; ageCutOff: string | null };

/** Whether a person born on `dateOfBirth` (YYYY-MM-DD) may play in a team of `group` on that day. */
export function fitsAgeGroup(dateOfBirth: string | null, group: TeamAgeGroup, { date, season, ageCutOff }: AgeRuleDay): boolean {
  if (!dateOfBirth) return false;
  if (group === "senior") return ageOn(dateOfBirth, date) >= ADULT_AGE;
  return dateOfBirth >= bornOnOrAfter(group, season, ageCutOff ?? DEFAULT_AGE_CUT_OFF);
}
