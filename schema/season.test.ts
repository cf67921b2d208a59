import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { messages as m } from "./messages";
import { currentSeason, isSeason, seasonSchema } from "./season";

describe("seasons", () => {
  it("are a year or two years in a row", () => {
    for (const season of ["2026", "2026-27", "1999-00", " 2025-26 "]) expect(v.safeParse(seasonSchema, season).success, season).toBe(true);
    expect(v.parse(seasonSchema, " 2025-26 ")).toBe("2025-26");
  });

  it("refuse anything else with the one message", () => {
    for (const season of ["2026-28", "26-27", "2026/27", "2026-2027", "last year", "", 2026, null]) {
      const result = v.safeParse(seasonSchema, season);
      expect(result.success, String(season)).toBe(false);
      expect(result.issues?.[0].message).toBe(m.seasonFormat);
    }
    expect(isSeason("2026-27")).toBe(true);
    expect(v.safeParse(seasonSchema, "2026\ud83d").issues?.[0].message).toBe(m.textMalformed);
  });

  it("start in September, on a calendar in Athens", () => {
    expect(currentSeason(new Date("2026-08-31T20:59:00Z"))).toBe("2025-26");
    // 21:00 UTC on 31 August is already 1 September in Athens (UTC+3).
    expect(currentSeason(new Date("2026-08-31T21:00:00Z"))).toBe("2026-27");
    expect(currentSeason(new Date("2027-01-10T12:00:00Z"))).toBe("2026-27");
    expect(currentSeason(new Date("2099-12-01T12:00:00Z"))).toBe("2099-00");
  });
});
