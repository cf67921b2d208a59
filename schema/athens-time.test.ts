import { describe, expect, it } from "vitest";
import { athensNow, athensOffsetMinutes, hasKickedOff, isCompleted, isMatchDayWindow, todayIso } from "./athens-time";

/** Europe/Athens as Intl knows it: what the computed rule must agree with. */
const intlClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Athens",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
function intlWallClock(at: Date) {
  const parts: Record<string, string> = {};
  for (const part of intlClock.formatToParts(at)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe("athensOffsetMinutes: the EU rule agrees with Intl", () => {
  it("at every hour (and half past) of three years", () => {
    const start = Date.UTC(2025, 0, 1);
    for (let minutes = 0; minutes < 3 * 366 * 24 * 60; minutes += 30) {
      const at = new Date(start + minutes * 60_000);
      const { date, time } = athensNow(at);
      expect(`${date} ${time}`, at.toISOString()).toBe(intlWallClock(at));
    }
    // 52,000 comparisons: a few seconds, more on a loaded machine; it checks correctness, not speed.
  }, 60_000);

  it("is 120 in winter and 180 in summer", () => {
    expect(athensOffsetMinutes(new Date("2026-01-15T12:00:00Z"))).toBe(120);
    expect(athensOffsetMinutes(new Date("2026-07-15T12:00:00Z"))).toBe(180);
  });
});

describe("athensNow", () => {
  it("is UTC+2 in winter and UTC+3 in summer", () => {
    expect(athensNow(new Date("2026-01-15T12:00:00Z"))).toEqual({ date: "2026-01-15", time: "14:00" });
    expect(athensNow(new Date("2026-07-01T12:00:00Z"))).toEqual({ date: "2026-07-01", time: "15:00" });
  });

  it("rolls over to the next day before UTC does, and writes midnight as 00", () => {
    expect(athensNow(new Date("2026-06-30T21:30:00Z"))).toEqual({ date: "2026-07-01", time: "00:30" });
    expect(athensNow(new Date("2026-12-31T22:00:00Z"))).toEqual({ date: "2027-01-01", time: "00:00" });
  });

  it("skips 03:00-03:59 when summer time starts (last Sunday of March)", () => {
    expect(athensNow(new Date("2026-03-29T00:59:00Z"))).toEqual({ date: "2026-03-29", time: "02:59" });
    expect(athensNow(new Date("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", time: "04:00" });
  });

  it("repeats 03:00-03:59 when summer time ends (last Sunday of October)", () => {
    expect(athensNow(new Date("2026-10-25T00:30:00Z"))).toEqual({ date: "2026-10-25", time: "03:30" });
    expect(athensNow(new Date("2026-10-25T01:30:00Z"))).toEqual({ date: "2026-10-25", time: "03:30" });
    expect(athensNow(new Date("2026-10-25T02:00:00Z"))).toEqual({ date: "2026-10-25", time: "04:00" });
  });

  it("gives todayIso its date", () => {
    expect(todayIso(new Date("2026-01-01T22:00:00Z"))).toBe("2026-01-02");
  });
});

describe("hasKickedOff", () => {
  const now = { date: "2026-05-10", time: "15:00" };

  it("compares the date first, then the time", () => {
    expect(hasKickedOff({ date: "2026-05-09", time: "23:59" }, now)).toBe(true);
    expect(hasKickedOff({ date: "2026-05-11", time: "00:00" }, now)).toBe(false);
    expect(hasKickedOff({ date: "2026-05-10", time: "14:59" }, now)).toBe(true);
    expect(hasKickedOff({ date: "2026-05-10", time: "15:01" }, now)).toBe(false);
  });

  it("counts a match as kicked off from its minute", () => {
    expect(hasKickedOff({ date: "2026-05-10", time: "15:00" }, now)).toBe(true);
  });

  it("reads a summer kick-off in Athens time, not UTC", () => {
    // 13:30 UTC on a summer day is 16:30 in Athens: a 16:00 kick-off has happened, 17:00 has not.
    const summerAfternoon = new Date("2026-06-20T13:30:00Z");
    expect(isCompleted({ date: "2026-06-20", time: "16:00" }, summerAfternoon)).toBe(true);
    expect(isCompleted({ date: "2026-06-20", time: "17:00" }, summerAfternoon)).toBe(false);
  });
});

describe("isMatchDayWindow", () => {
  it("is the fixture's day and the day on either side, across a month's end", () => {
    expect(isMatchDayWindow("2026-11-30", "2026-11-30")).toBe(true);
    expect(isMatchDayWindow("2026-11-30", "2026-12-01")).toBe(true);
    expect(isMatchDayWindow("2026-11-30", "2026-11-29")).toBe(true);
    expect(isMatchDayWindow("2026-11-30", "2026-12-02")).toBe(false);
    expect(isMatchDayWindow("2026-11-30", "2026-11-28")).toBe(false);
  });
});
