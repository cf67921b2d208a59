import { describe, expect, it } from "vitest";
import { competitionCode } from "./competition-code";

describe("competitionCode", () => {
  it("is union for a competition mentioning union (any case), league for everything else", () => {
    expect(competitionCode("Rugby Union - Greek Championship")).toBe("union");
    expect(competitionCode("Balkan UNION Trophy")).toBe("union");
    expect(competitionCode("Rugby League - Regional")).toBe("league");
    expect(competitionCode("Friendly")).toBe("league");
  });
});
