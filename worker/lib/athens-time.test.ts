import { describe, expect, it } from "vitest";
import { athensNow, hasKickedOff } from "./athens-time";

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
    const summerAfternoon = athensNow(new Date("2026-06-20T13:30:00Z"));
    expect(hasKickedOff({ date: "2026-06-20", time: "16:00" }, summerAfternoon)).toBe(true);
    expect(hasKickedOff({ date: "2026-06-20", time: "17:00" }, summerAfternoon)).toBe(false);
  });
});
