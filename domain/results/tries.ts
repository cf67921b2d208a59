/**
 * How many tries a score can hold: each try is worth 5 points in union and 4 in league (POINTS,
 * domain/live/events.ts), so a result whose tries alone pass its score is refused. The admin's
 * fixture form, the CSV import and the clubs' result entry all ask here.
 */
import { fixtureMessages as f } from "../../schema/competition-admin-messages";
import type { RugbyCode } from "../live/code";
import { POINTS } from "../live/events";

export const pointsPerTry = (code: RugbyCode) => POINTS[code].try ?? 0;

type Figures = { homeScore: number | null; awayScore: number | null; homeTries: number | null; awayTries: number | null };

/** Each side's tries its score cannot hold, as field → message (empty when both fit; a side with no tries given fits). */
export function triesProblems(code: RugbyCode, result: Figures): Partial<Record<"homeTries" | "awayTries", string>> {
  const message = code === "union" ? f.unionTriesTooMany : f.leagueTriesTooMany;
  const tooMany = (tries: number | null, score: number | null) => tries !== null && tries * pointsPerTry(code) > (score ?? 0);
  return {
    ...(tooMany(result.homeTries, result.homeScore) ? { homeTries: message } : {}),
    ...(tooMany(result.awayTries, result.awayScore) ? { awayTries: message } : {}),
  };
}
