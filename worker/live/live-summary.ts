/** The running score a live match writes to its fixture, so the match lists show LIVE and the score. */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { LiveState } from "../../domain/live";
import { athensNow } from "../../schema/athens-time";
import { fixtures } from "../../schema/tables/competitions";
import type { Db } from "../lib/db";
import type { LiveSnapshot } from "./live-match";

/**
 * The live columns of the fixture, from a live state and its time (a LiveSnapshot will do).
 * `updatedAt` only grows (the object makes it so), and an older state never lands after a newer
 * one: the write changes nothing once a newer one is there.
 */
export const liveSnapshotWrite = (
  db: Db,
  fixtureId: number,
  { state, updatedAt }: { state: Pick<LiveState, "clock" | "homeScore" | "awayScore">; updatedAt: string | null } & Partial<Omit<LiveSnapshot, "state" | "updatedAt">>,
) =>
  db
    .update(fixtures)
    .set({ liveClock: state.clock, liveHomeScore: state.homeScore, liveAwayScore: state.awayScore, liveUpdatedAt: updatedAt ?? sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(and(eq(fixtures.id, fixtureId), updatedAt ? or(isNull(fixtures.liveUpdatedAt), lte(fixtures.liveUpdatedAt, updatedAt)) : undefined));

/** The clock of a match being played: LIVE. */
export const RUNNING_CLOCKS = ["first-half", "half-time", "second-half"] as const;

/**
 * What a match list says of a fixture's live match: null when none ran, or once it was never
 * started. It is live while its clock runs, on its day (Athens): a match nobody closed with
 * full-time stops being LIVE once its day is over. Nor once full-time is over while the clubs'
 * results differ (issue 19): the events' sum would read as the final score a disputed result has
 * not got.
 */
export function liveSummary(
  fixture: { liveClock: string | null; liveHomeScore: number | null; liveAwayScore: number | null; liveUpdatedAt: string | null; date?: string; resultState?: string | null },
  today = athensNow().date,
) {
  if (!fixture.liveClock || fixture.liveClock === "not-started") return null;
  if (fixture.liveClock === "full-time" && fixture.resultState === "disputed") return null;
  return {
    clock: fixture.liveClock,
    homeScore: fixture.liveHomeScore ?? 0,
    awayScore: fixture.liveAwayScore ?? 0,
    isLive: (RUNNING_CLOCKS as readonly string[]).includes(fixture.liveClock) && (fixture.date === undefined || fixture.date >= today),
    updatedAt: fixture.liveUpdatedAt,
  };
}
