import { describe, expect, it } from "vitest";
import { kickoff } from "./format";

/** Europe/Athens, as Intl knows it: the offset the computed rule must agree with. */
function athensWallClock(at: Date) {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Athens", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

describe("kickoff", () => {
  it("reads a match's local date and time in Athens, summer and winter, every day of several years", () => {
    for (let day = 0; day < 365 * 3; day += 1) {
      const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      for (const time of ["11:00", "18:30"]) {
        expect(athensWallClock(kickoff(date, time))).toBe(`${date} ${time}`);
      }
    }
  });
});
