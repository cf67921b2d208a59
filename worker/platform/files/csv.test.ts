import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it("quotes per RFC 4180", () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(["=1+1", "+30 69", "-2", "@SUM(A1)", "\tx", "\rx"].map(csvCell)).toEqual(["'=1+1", "'+30 69", "'-2", "'@SUM(A1)", "'\tx", "\"'\rx\""]);
  });

  it("starts with a BOM and ends lines with CRLF", () => {
    expect(toCsv([["a", "Ελένη"], [1, 2]])).toBe("\uFEFFa,Ελένη\r\n1,2\r\n");
  });
});
