import { describe, expect, it } from "vitest";
import { countsInTable, resultFromEntries } from "./result-state";

const score = (homeScore: number, awayScore: number, homeTries = 0, awayTries = 0) => ({ homeScore, awayScore, homeTries, awayTries });

describe("resultFromEntries", () => {
  it("has no result without entries", () => expect(resultFromEntries({})).toBeNull());
  it("is provisional with one club's entry, from either side", () => {
    expect(resultFromEntries({ home: score(20, 10) })).toEqual({ state: "provisional", result: score(20, 10) });
    expect(resultFromEntries({ away: score(20, 10) })).toEqual({ state: "provisional", result: score(20, 10) });
  });
  it("is confirmed when both clubs enter the same result", () => {
    expect(resultFromEntries({ home: score(20, 10, 3, 1), away: score(20, 10, 3, 1) })).toEqual({ state: "confirmed", result: score(20, 10, 3, 1) });
  });
  it("is disputed when the clubs differ, in the score or only in tries", () => {
    expect(resultFromEntries({ home: score(20, 10), away: score(20, 13) })).toEqual({ state: "disputed", result: null });
    expect(resultFromEntries({ home: score(20, 10, 3, 1), away: score(20, 10, 2, 1) })?.state).toBe("disputed");
  });
  it("leaves only a disputed result out of the table", () => {
    expect((["provisional", "confirmed", "settled", null] as const).every((state) => countsInTable(state))).toBe(true);
    expect(countsInTable("disputed")).toBe(false);
  });
});
