import { describe, expect, it } from "vitest";
import { ageOn } from "./age";

describe("ageOn", () => {
  it("counts a birthday already reached this year", () => {
    expect(ageOn("2000-03-15", "2026-03-15")).toBe(26);
    expect(ageOn("2000-03-15", "2026-11-21")).toBe(26);
  });

  it("does not count a birthday still to come this year", () => {
    expect(ageOn("2000-03-15", "2026-03-14")).toBe(25);
    expect(ageOn("2000-12-31", "2026-11-21")).toBe(25);
  });

  it("handles 29 February", () => {
    expect(ageOn("2004-02-29", "2025-02-28")).toBe(20);
    expect(ageOn("2004-02-29", "2025-03-01")).toBe(21);
  });

  it("gives nothing for a malformed or future date", () => {
    expect(ageOn("15/03/2000", "2026-11-21")).toBeUndefined();
    expect(ageOn("2030-01-01", "2026-11-21")).toBeUndefined();
  });
});
