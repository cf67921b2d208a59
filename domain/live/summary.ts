/**
 * What a match list says of a fixture's live match, from the live columns its Durable Object
 * writes (worker/modules/live/live-summary.ts). Pure: the worker's lists and the app's live panel decide
 * LIVE by the same rule.
 */
import { athensNow } from "../../schema/athens-time";

/** The clock of a match being played: LIVE. */
export const RUNNING_CLOCKS = ["first-half", "half-time", "second-half"] as const;

export const isRunningClock = (clock: string | null | undefined) => (RUNNING_CLOCKS as readonly (string | null | undefined)[]).includes(clock);

/** LIVE: the clock runs, on the match's day (Athens). A match nobody closed with full-time is not live once its day is over. */
export const isLiveOn = (clock: string | null | undefined, matchDate: string | null | undefined, today: string) => isRunningClock(clock) && (!matchDate || matchDate >= today);

/** A fixture's live columns (and, where known, its date and result state). */
export type LiveColumns = {
  liveClock: string | null;
  liveHomeScore: number | null;
  liveAwayScore: number | null;
  liveUpdatedAt: string | null;
  date?: string;
  resultState?: string | null;
};

/**
 * Null when no live match ran, or once it was never started. It is live while its clock runs, on
 * its day (Athens): a match nobody closed with full-time stops being LIVE once its day is over.
 * Nor once full-time is over while the clubs' results differ (issue 19): the events' sum would
 * read as the final score a disputed result has not got.
 */
export function liveSummary(fixture: LiveColumns, today = athensNow().date) {
  if (!fixture.liveClock || fixture.liveClock === "not-started") return null;
  if (fixture.liveClock === "full-time" && fixture.resultState === "disputed") return null;
  return {
    clock: fixture.liveClock,
    homeScore: fixture.liveHomeScore ?? 0,
    awayScore: fixture.liveAwayScore ?? 0,
    isLive: isLiveOn(fixture.liveClock, fixture.date, today),
    updatedAt: fixture.liveUpdatedAt,
  };
}
