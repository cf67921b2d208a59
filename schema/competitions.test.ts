import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PRESET_RULES, PRESETS, rulesFromPreset } from "../domain/standings/presets";
import type { CompetitionRules } from "../domain/standings/rules";
import { competitionMessages as c } from "./competition-messages";
import { competitionCreateSchema, competitionRulesSchema } from "./competitions";
import { messages as m } from "./messages";

const body = { nameEn: "Greek Championship", nameEl: "Πανελλήνιο Πρωτάθλημα", code: "union", season: "2026-27", kind: "computed", featured: true, preset: "world-rugby" };

/** Each failing field (dot path) with its first message, as the worker's 400 names them. */
function fieldsOf(input: unknown) {
  const result = v.safeParse(competitionCreateSchema, input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.issues) fields[issue.path?.map((item) => String(item.key)).join(".") ?? "_"] ??= issue.message;
  return fields;
}

describe("competitionRulesSchema", () => {
  it("takes every preset's rules as they are", () => {
    for (const preset of PRESETS) {
      const rules: CompetitionRules = v.parse(competitionRulesSchema, PRESET_RULES[preset]);
      expect(rules).toEqual(PRESET_RULES[preset]);
    }
  });
});

describe("competitionCreateSchema", () => {
  it("takes a competition with a preset and no rules, not featured unless it says so, with the age cut-off on 1 January unless it says so", () => {
    const { featured: _left, ...notFeatured } = body;
    expect(v.parse(competitionCreateSchema, body)).toEqual({ ...body, ageCutOff: "01-01" });
    expect(v.parse(competitionCreateSchema, { ...body, ageCutOff: "09-01" }).ageCutOff).toBe("09-01");
    expect(v.parse(competitionCreateSchema, notFeatured).featured).toBe(false);
  });

  it("takes rules that override some of the preset's", () => {
    const parsed = v.parse(competitionCreateSchema, { ...body, preset: "rugby-league", rules: { bye: 0, tieBreaks: ["points", "headToHead"] } });
    expect(rulesFromPreset(parsed.preset, parsed.rules)).toEqual({ ...PRESET_RULES["rugby-league"], bye: 0, tieBreaks: ["points", "headToHead"] });
  });

  it("refuses a tie-break list that is empty, has repeats or names an unknown tie-break", () => {
    expect(fieldsOf({ ...body, rules: { tieBreaks: [] } })).toEqual({ "rules.tieBreaks": c.tieBreaksRequired });
    expect(fieldsOf({ ...body, rules: { tieBreaks: ["points", "wins", "points"] } })).toEqual({ "rules.tieBreaks": c.tieBreaksRepeated });
    expect(fieldsOf({ ...body, rules: { tieBreaks: ["points", "goalAverage"] } })).toEqual({ "rules.tieBreaks.1": c.tieBreakUnknown });
    expect(fieldsOf({ ...body, rules: { tieBreaks: "points" } })).toEqual({ "rules.tieBreaks": c.tieBreaksRequired });
  });

  it("takes a season as a year or two years in a row", () => {
    for (const season of ["2026", "2026-27", "2099-00"]) expect(fieldsOf({ ...body, season })).toEqual({});
    for (const season of ["2026-28", "26-27", "2026/27", "2026-2027", ""]) expect(fieldsOf({ ...body, season })).toEqual({ season: m.seasonFormat });
  });

  it("refuses an unknown preset, kind or code, and names without 3 letters", () => {
    expect(fieldsOf({ ...body, preset: "super-league", kind: "copied", code: "sevens", nameEn: " A ", nameEl: "Κ" })).toEqual({
      preset: c.presetInvalid,
      kind: c.kindInvalid,
      code: "Rugby type must be union or league",
      nameEn: c.nameEnMin,
      nameEl: c.nameElMin,
    });
  });

  it("takes one name, in either language, for both (issue 21); refuses neither", () => {
    const parsed = (input: object) => v.parse(competitionCreateSchema, { ...body, ...input });
    expect(parsed({ nameEn: "Island Cup", nameEl: "" })).toMatchObject({ nameEn: "Island Cup", nameEl: "Island Cup" });
    expect(parsed({ nameEn: "", nameEl: "Κύπελλο Νησιών" })).toMatchObject({ nameEn: "Κύπελλο Νησιών", nameEl: "Κύπελλο Νησιών" });
    expect(fieldsOf({ ...body, nameEn: "", nameEl: "" })).toEqual({ nameEn: c.nameEnMin });
  });

  it("refuses a try bonus of an unknown kind or without its number, and points that are not whole", () => {
    expect(fieldsOf({ ...body, rules: { tryBonus: { kind: "bonus", tries: 4 } } })).toEqual({ "rules.tryBonus.kind": c.tryBonusInvalid });
    expect(fieldsOf({ ...body, rules: { tryBonus: { kind: "relative", winnerOnly: true } } })).toEqual({ "rules.tryBonus.margin": c.tryBonusInvalid });
    expect(fieldsOf({ ...body, rules: { tryBonus: { kind: "absolute", tries: 0 } } })).toEqual({ "rules.tryBonus.tries": c.tryBonusTries });
    expect(fieldsOf({ ...body, rules: { win: 4.5, losingBonus: { maxMargin: 0 }, allWinsBonus: 0 } })).toEqual({
      "rules.win": c.resultPoints,
      "rules.losingBonus.maxMargin": c.losingMarginInvalid,
      "rules.allWinsBonus": c.allWinsBonusInvalid,
    });
    expect(fieldsOf({ ...body, rules: { tryBonus: null, losingBonus: null, allWinsBonus: null } })).toEqual({});
  });

  it("takes null rules as the preset's, and a relative try bonus without winnerOnly as for any side", () => {
    expect(v.parse(competitionCreateSchema, { ...body, rules: null }).rules).toBeNull();
    expect(rulesFromPreset("lnr", null)).toEqual(PRESET_RULES.lnr);
    const parsed = v.parse(competitionCreateSchema, { ...body, rules: { tryBonus: { kind: "relative", margin: 2 } } });
    expect(parsed.rules?.tryBonus).toEqual({ kind: "relative", margin: 2, winnerOnly: false });
  });

  it("refuses rules that are a list, not an object, and keeps only the rules it knows", () => {
    expect(fieldsOf({ ...body, rules: ["win"] })).toEqual({ rules: c.rulesInvalid });
    expect(fieldsOf({ ...body, rules: [] })).toEqual({ rules: c.rulesInvalid });
    expect(fieldsOf({ ...body, rules: "4-2-0" })).toEqual({ rules: c.rulesInvalid });
    expect(v.parse(competitionCreateSchema, { ...body, rules: { win: 3, unknown: 1 } }).rules).toEqual({ win: 3 });
  });

  it("refuses a name with a lone UTF-16 surrogate with the clear message", () => {
    expect(fieldsOf({ ...body, nameEn: "Cup \uD83D" })).toEqual({ nameEn: m.textMalformed });
    expect(fieldsOf({ ...body, nameEl: "Κύπελλο \uDC00" })).toEqual({ nameEl: m.textMalformed });
  });

  it("refuses a forfeit whose winner does not score more than the loser", () => {
    const forfeit = { winnerScore: 0, loserScore: 0, loserPoints: -1, winnerTryBonus: true };
    expect(fieldsOf({ ...body, rules: { forfeit } })).toEqual({ "rules.forfeit.winnerScore": c.forfeitScoreOrder });
    expect(fieldsOf({ ...body, rules: { forfeit: { ...forfeit, winnerScore: 20 } } })).toEqual({});
    expect(fieldsOf({ ...body, rules: { forfeit: { winnerScore: 20 } } })).toMatchObject({ "rules.forfeit.loserScore": c.forfeitInvalid });
  });
});
