/**
 * A fixture's result as the two clubs enter it (issue 14). The first entry makes it provisional;
 * the other club's entry makes it confirmed when it is the same result, disputed when it is not.
 * Only the admin settles a dispute (or any result): a settled result stays as the admin set it.
 */
export const RESULT_STATES = ["provisional", "confirmed", "disputed", "settled"] as const;
export type ResultState = (typeof RESULT_STATES)[number];

export type ResultScore = { homeScore: number; awayScore: number; homeTries: number; awayTries: number };
export type Side = "home" | "away";

/** Both clubs' entries of a disputed result, each as home–away figures: shown instead of a final score until it is settled. */
export type DisputedEntries = Record<Side, ResultScore>;

export const sameResult = (a: ResultScore, b: ResultScore) =>
  a.homeScore === b.homeScore && a.awayScore === b.awayScore && a.homeTries === b.homeTries && a.awayTries === b.awayTries;

/** The state the entries make, and the result a table counts (none while disputed). */
export function resultFromEntries(entries: Partial<Record<Side, ResultScore>>): { state: ResultState; result: ResultScore | null } | null {
  const { home, away } = entries;
  if (home && away) return sameResult(home, away) ? { state: "confirmed", result: home } : { state: "disputed", result: null };
  const only = home ?? away;
  return only ? { state: "provisional", result: only } : null;
}

/** Whether a table counts a fixture in this state: a disputed result waits until it is settled. */
export const countsInTable = (state: ResultState | null | undefined) => state !== "disputed";
