import { readdirSync, readFileSync } from "node:fs";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { todayIso, yearsAfter } from "./athens-time";
import { isCalendarDate, isMatchDateInWindow, isTime, objectNotList, wholeNumber } from "./field-rules";

describe("the shared field rules", () => {
  it("a calendar date is YYYY-MM-DD and exists", () => {
    for (const date of ["2026-02-28", "2028-02-29", "1950-01-01"]) expect(isCalendarDate(date), date).toBe(true);
    for (const date of ["2027-02-29", "2026-13-01", "2026-1-01", "20260101", "", "2026-02-30T00:00"]) expect(isCalendarDate(date), date).toBe(false);
  });

  it("a kick-off is HH:MM from 00:00 to 23:59", () => {
    for (const time of ["00:00", "15:30", "23:59"]) expect(isTime(time), time).toBe(true);
    for (const time of ["24:00", "9:00", "15:60", "15:00:00", ""]) expect(isTime(time), time).toBe(false);
  });

  it("a match date falls from 1950 to ten years after today", () => {
    const latest = yearsAfter(todayIso(), 10);
    for (const date of ["1950-01-01", todayIso(), latest]) expect(isMatchDateInWindow(date), date).toBe(true);
    for (const date of ["0100-01-01", "1949-12-31", yearsAfter(todayIso(), 11), "9999-12-31"]) expect(isMatchDateInWindow(date), date).toBe(false);
  });

  it("a whole number in its range, with one message for every failure", () => {
    const schema = wholeNumber("Pick 1 to 3", 1, 3);
    expect(v.parse(schema, 2)).toBe(2);
    for (const value of [0, 4, 1.5, "2", null]) expect(v.safeParse(schema, value).issues?.[0]?.message, String(value)).toBe("Pick 1 to 3");
  });

  it("an object that is not a list: a list is refused, and only the object's fields come out", () => {
    const schema = objectNotList(v.partial(v.object({ a: v.number("A number") })), "An object");
    expect(v.parse(schema, { a: 1, b: 2 })).toEqual({ a: 1 });
    expect(v.parse(schema, {})).toEqual({});
    for (const value of [["x"], [], "x", 1, null]) expect(v.safeParse(schema, value).issues?.[0]?.message, JSON.stringify(value)).toBe("An object");
  });
});

describe("one home per rule (issue 15)", () => {
  it("defines each shared rule only in schema/field-rules.ts", () => {
    // Paths from the project's root, where the tests run.
    const sources = readdirSync("schema")
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "field-rules.ts")
      .map((name) => [name, readFileSync(`schema/${name}`, "utf8")] as const);
    for (const rule of ["wholeNumber", "isCalendarDate", "isTime", "isMatchDateInWindow"]) {
      const defining = sources.filter(([, text]) => new RegExp(`(?:const|function) ${rule}\\b`).test(text)).map(([name]) => name);
      expect(defining, rule).toEqual([]);
    }
  });
});
