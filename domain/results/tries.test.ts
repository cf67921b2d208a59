import { describe, expect, it } from "vitest";
import { fixtureMessages as f } from "../../schema/competition-admin-messages";
import { pointsPerTry, triesProblems } from "./tries";

describe("how many tries a score can hold", () => {
  it("is a try for each 5 points in union and each 4 in league", () => {
    expect(pointsPerTry("union")).toBe(5);
    expect(pointsPerTry("league")).toBe(4);
    expect(triesProblems("union", { homeScore: 15, awayScore: 5, homeTries: 3, awayTries: 1 })).toEqual({});
    expect(triesProblems("league", { homeScore: 12, awayScore: 4, homeTries: 3, awayTries: 1 })).toEqual({});
  });

  it("names each side whose tries are more than its score can hold, with its code's message", () => {
    expect(triesProblems("union", { homeScore: 14, awayScore: 3, homeTries: 3, awayTries: 1 })).toEqual({ homeTries: f.unionTriesTooMany, awayTries: f.unionTriesTooMany });
    expect(triesProblems("league", { homeScore: 12, awayScore: 7, homeTries: 4, awayTries: 1 })).toEqual({ homeTries: f.leagueTriesTooMany });
    // 16 points hold 3 union tries but 4 league ones.
    expect(triesProblems("union", { homeScore: 16, awayScore: 0, homeTries: 4, awayTries: 0 })).toEqual({ homeTries: f.unionTriesTooMany });
    expect(triesProblems("league", { homeScore: 16, awayScore: 0, homeTries: 4, awayTries: 0 })).toEqual({});
  });

  it("leaves a side with no tries given alone, and reads a missing score as none", () => {
    expect(triesProblems("union", { homeScore: null, awayScore: null, homeTries: null, awayTries: null })).toEqual({});
    expect(triesProblems("union", { homeScore: null, awayScore: 10, homeTries: 1, awayTries: null })).toEqual({ homeTries: f.unionTriesTooMany });
  });
});
