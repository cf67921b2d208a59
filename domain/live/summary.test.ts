import { describe, expect, it } from "vitest";
import { isLiveOn, isRunningClock, liveSummary } from "./summary";

const fixture = (liveClock: string | null, extra: Partial<Parameters<typeof liveSummary>[0]> = {}) => ({
  liveClock,
  liveHomeScore: 10,
  liveAwayScore: 3,
  liveUpdatedAt: "2030-09-28T12:10:00.000Z",
  ...extra,
});

describe("the live summary of a fixture", () => {
  it("is none before a live match started", () => {
    expect(liveSummary(fixture(null), "2030-09-28")).toBeNull();
    expect(liveSummary(fixture("not-started"), "2030-09-28")).toBeNull();
  });

  it("is LIVE while the clock runs on the match's day, with the running score", () => {
    for (const clock of ["first-half", "half-time", "second-half"]) {
      expect(liveSummary(fixture(clock, { date: "2030-09-28" }), "2030-09-28")).toEqual({
        clock,
        homeScore: 10,
        awayScore: 3,
        isLive: true,
        updatedAt: "2030-09-28T12:10:00.000Z",
      });
    }
  });

  it("stops being LIVE once the match's day is over, or at full-time", () => {
    expect(liveSummary(fixture("second-half", { date: "2030-09-27" }), "2030-09-28")?.isLive).toBe(false);
    expect(liveSummary(fixture("full-time", { date: "2030-09-28" }), "2030-09-28")).toMatchObject({ clock: "full-time", isLive: false });
  });

  it("says nothing of a finished match whose clubs' results differ: the events' sum is no final score", () => {
    expect(liveSummary(fixture("full-time", { resultState: "disputed" }), "2030-09-28")).toBeNull();
    expect(liveSummary(fixture("second-half", { resultState: "disputed", date: "2030-09-28" }), "2030-09-28")?.isLive).toBe(true);
  });

  it("reads a missing score as nil-all", () => {
    expect(liveSummary(fixture("first-half", { liveHomeScore: null, liveAwayScore: null }), "2030-09-28")).toMatchObject({ homeScore: 0, awayScore: 0 });
  });
});

describe("LIVE", () => {
  it("is a running clock on the match's day (or a match of no known date)", () => {
    expect(isRunningClock("first-half")).toBe(true);
    expect(isRunningClock("full-time")).toBe(false);
    expect(isRunningClock(null)).toBe(false);
    expect(isLiveOn("half-time", "2030-09-28", "2030-09-28")).toBe(true);
    expect(isLiveOn("half-time", null, "2030-09-28")).toBe(true);
    expect(isLiveOn("half-time", "2030-09-27", "2030-09-28")).toBe(false);
    expect(isLiveOn("not-started", "2030-09-28", "2030-09-28")).toBe(false);
  });
});
