/**
 * The running score a live match writes to its fixture, so the match lists show LIVE and the
 * score. What the lists then say of it is domain/live/summary.ts (liveSummary).
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { LiveState } from "../../../domain/live";
import type { LiveSnapshot } from "../../../schema/live-protocol";
import { fixtures } from "../../../schema/tables/competitions";
import type { Db } from "../../platform/db";

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
