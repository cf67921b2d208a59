/** The running score a live match writes to its fixture, so the match lists show LIVE and the score. */
import { eq, sql } from "drizzle-orm";
import { fixtures } from "../../schema/tables/competitions";
import type { Db } from "../lib/db";
import type { LiveSnapshot } from "./live-match";

export const liveSnapshotWrite = (db: Db, fixtureId: number, snapshot: LiveSnapshot) =>
  db
    .update(fixtures)
    .set({
      liveClock: snapshot.state.clock,
      liveHomeScore: snapshot.state.homeScore,
      liveAwayScore: snapshot.state.awayScore,
      liveUpdatedAt: snapshot.updatedAt ?? sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    })
    .where(eq(fixtures.id, fixtureId));

/** What a match list says of a fixture's live match: null when none ran, or once it was never started. */
export function liveSummary(fixture: { liveClock: string | null; liveHomeScore: number | null; liveAwayScore: number | null; liveUpdatedAt: string | null }) {
  if (!fixture.liveClock || fixture.liveClock === "not-started") return null;
  return {
    clock: fixture.liveClock,
    homeScore: fixture.liveHomeScore ?? 0,
    awayScore: fixture.liveAwayScore ?? 0,
    isLive: fixture.liveClock !== "full-time",
    updatedAt: fixture.liveUpdatedAt,
  };
}
