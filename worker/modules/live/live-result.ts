/**
 * Full-time of a live match in D1, which stays the record. A club's full-time writes the final
 * score and tries as that club's result entry; the admin's (not one of the two clubs) is the
 * admin's decision, a settlement, so it never stands in for either club's entry. Undoing
 * full-time takes back what it wrote while the result is still only that.
 */
import type { ResultScore, Side } from "../../../domain/results";
import type { Actor } from "../../platform/audit/audit";
import { getDb } from "../../platform/db";
import { ApiError } from "../../platform/errors/api-error";
import { enterResult, scoringFixture, settleResult, withdrawLiveEntry, withdrawLiveSettlement } from "../competitions/results";

/** Whose full-time: a side's official, or the admin. */
export type Finisher = Side | "admin";

export type LiveResultAnswer = { state: string | null } | { error: string };

/** Writes `score` as the finisher's result; once only (a retry of a write that landed writes nothing). */
export async function writeLiveResult(env: Env, fixtureId: number, who: Finisher, actor: Actor, score: ResultScore): Promise<LiveResultAnswer> {
  const db = getDb(env);
  try {
    const fixture = await scoringFixture(db, fixtureId);
    const after =
      who === "admin" ? await settleResult(db, fixture, actor, score, null, { once: true }) : await enterResult(db, fixture, { side: who, actor, source: "live", score, env, once: true });
    return { state: after.state };
  } catch (error) {
    // Refused for good (a settled result stays the admin's, 409): the live score still stands for the fans.
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

/** Takes back the finisher's result written at `score`, while it is still only that. */
export async function withdrawLiveResult(env: Env, fixtureId: number, who: Finisher, actor: Actor, score: ResultScore): Promise<boolean> {
  const db = getDb(env);
  if (who !== "admin") return withdrawLiveEntry(db, fixtureId, who, actor, score);
  return withdrawLiveSettlement(db, await scoringFixture(db, fixtureId), actor, score);
}
