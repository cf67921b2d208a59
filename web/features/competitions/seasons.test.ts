import { describe, expect, it } from "vitest";
import { groupBySeason } from "./seasons";

const competition = (nameEn: string, season: string, code: "union" | "league", featured = false) => ({ nameEn, season, code, featured });

const list = [
  competition("Union Cup", "2026-27", "union"),
  competition("Union Championship", "2026-27", "union", true),
  competition("League Cup", "2026-27", "league", true),
  competition("Union Championship", "2025-26", "union", true),
  competition("League Cup", "2024-25", "league", true),
];

describe("the competitions list", () => {
  it("shows this season's competitions by code, the featured first", () => {
    const groups = groupBySeason(list, "2026-27");
    expect(groups.season).toBe("2026-27");
    expect(groups.byCode.union.map((item) => item.nameEn)).toEqual(["Union Championship", "Union Cup"]);
    expect(groups.byCode.league.map((item) => item.nameEn)).toEqual(["League Cup"]);
  });

  it("lists the earlier seasons latest first", () => {
    expect(groupBySeason(list, "2026-27").earlier.map((group) => group.season)).toEqual(["2025-26", "2024-25"]);
  });

  it("falls back to the latest season listed when the running one has none", () => {
    const groups = groupBySeason(list.slice(3), "2026-27");
    expect(groups.season).toBe("2025-26");
    expect(groups.byCode.union).toHaveLength(1);
    expect(groups.earlier.map((group) => group.season)).toEqual(["2024-25"]);
  });

  it("is empty without competitions", () => {
    expect(groupBySeason([], "2026-27")).toEqual({ season: null, byCode: { union: [], league: [] }, earlier: [] });
  });
});
