import { describe, expect, it } from "vitest";
import { todayFirst } from "./match-order";

// 2026-11-24 12:00 in Athens (UTC+2 in November).
const now = new Date("2026-11-24T10:00:00Z");
const match = (id: string, date: string, time = "15:00") => ({ id, date, time });

describe("todayFirst", () => {
  it("puts today's fixtures first (kicked off or not), then upcoming soonest first, then past ones latest first", () => {
    const matches = [
      match("last-season", "2025-10-04"),
      match("last-week", "2026-11-17"),
      match("today-evening", "2026-11-24", "20:00"),
      match("next-month", "2026-12-20"),
      match("today-morning", "2026-11-24", "09:00"),
      match("yesterday", "2026-11-23"),
      match("next-week", "2026-12-01"),
    ];
    expect(todayFirst(matches, now).map((row) => row.id)).toEqual(["today-morning", "today-evening", "next-week", "next-month", "yesterday", "last-week", "last-season"]);
  });
  it("reads today in Athens, not in the browser's time zone", () => {
    // 23:30 UTC on the 23rd is already the 24th in Athens.
    const lateNight = new Date("2026-11-23T23:30:00Z");
    expect(todayFirst([match("yesterday-athens", "2026-11-23"), match("today-athens", "2026-11-24")], lateNight).map((row) => row.id)).toEqual(["today-athens", "yesterday-athens"]);
  });
  it("leaves the list it is given as it was", () => {
    const matches = [match("old", "2025-01-01"), match("new", "2027-01-01")];
    todayFirst(matches, now);
    expect(matches.map((row) => row.id)).toEqual(["old", "new"]);
  });
});
