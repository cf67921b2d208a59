/** Full-time of a live match: the final score and tries become the recording club's result entry. */
import type { ResultScore, Side } from "../../domain/results";
import type { Actor } from "../lib/audit";
import { getDb } from "../lib/db";
import { ApiError } from "../lib/errors";
import { enterResult, scoringFixture } from "../lib/results";

export async function writeLiveResult(env: Env, fixtureId: number, side: Side, actor: Actor, score: ResultScore): Promise<{ state: string } | { error: string }> {
  const db = getDb(env);
  try {
    const fixture = await scoringFixture(db, fixtureId);
    const after = await enterResult(db, fixture, { side, actor, source: "live", score, env });
    return { state: after.state ?? "provisional" };
  } catch (error) {
    // A settled result (409) stays the admin's; the live score still stands for the fans.
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}
