import { describe, expect, it } from "vitest";
import { ageGroupOf, ageGroupsIn, agesIn } from "./age-groups";

describe("academy age groups", () => {
  it("reads ages and birth years from what parents write", () => {
    expect(agesIn("Nikos, 9; Maria, 12", 2026)).toEqual([9, 12]);
    expect(agesIn("Giorgos 7 ετών και Ελένη γεννημένη 2013", 2026)).toEqual([7, 13]);
    expect(agesIn("Phone me on 6912345678, two kids", 2026)).toEqual([]);
  });

  it("puts each age in its group, 16 included in U16", () => {
    expect([6, 9, 10, 11, 12, 13, 14, 16].map(ageGroupOf)).toEqual(["U10", "U10", "U12", "U12", "U14", "U14", "U16", "U16"]);
    expect(ageGroupOf(17)).toBeUndefined();
  });

  it("lists every group the children fall in, once, in order", () => {
    expect(ageGroupsIn("Maria 12, Nikos 9, Eleni 13", 2026)).toEqual(["U10", "U14"]);
    expect(ageGroupsIn("twins, no ages given", 2026)).toEqual([]);
  });
});
