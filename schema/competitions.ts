/**
 * The valibot schemas of the competition requests (issue 10, Admin API): the worker validates
 * with these and the admin's forms with the same objects.
 */
import * as v from "valibot";
import { DEFAULT_AGE_CUT_OFF, isAgeCutOff } from "../domain/registrations/age-groups";
import { PRESETS } from "../domain/standings/presets";
import { TIE_BREAKS, type TieBreak } from "../domain/standings/rules";
import { competitionMessages as c } from "./competition-messages";
import { RUGBY_TYPES } from "./constants";
import { objectNotList, optionalField, optionalFields, wholeNumber } from "./field-rules";
import { messages as m } from "./messages";
import { seasonSchema } from "./season";
import { wellFormedString } from "./text";

/** `computed` from the results, or `manual`: a table copied from elsewhere. */
export const COMPETITION_KINDS = ["computed", "manual"] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

/** A competition's name in one language: 3 to 150 characters. */
export const competitionName = (message: string) => v.pipe(wellFormedString(message), v.trim(), v.minLength(3, message), v.maxLength(150, m.tooLong));

/**
 * A competition's name in one language when the other may stand for it (issue 21): 3 to 150
 * characters, or empty for "the other language's name".
 */
export const competitionNameOrEmpty = (message: string) =>
  v.pipe(wellFormedString(message), v.trim(), v.maxLength(150, m.tooLong), v.check((value) => value === "" || value.length >= 3, message));

// ---- rules -----------------------------------------------------------------------------------

const resultPoints = wholeNumber(c.resultPoints, -10, 10);

/**
 * The two optional parts inside a rule (a relative try bonus's `winnerOnly`, a forfeit's
 * `winnerPoints`): as stored and answered (left out, or its default), and as a request sends them
 * (null is left out too: schema/field-rules.ts, optionalField).
 */
const storedParts = { winnerOnly: v.optional(v.boolean(c.winnerOnlyInvalid), false), winnerPoints: v.optional(resultPoints) };
const sentParts = { winnerOnly: optionalField(v.boolean(c.winnerOnlyInvalid), { empty: false, absent: false }), winnerPoints: optionalField(resultPoints) };

type Parts = typeof storedParts | typeof sentParts;

const tryBonusOf = (winnerOnly: Parts["winnerOnly"]) =>
  v.nullable(
    v.variant(
      "kind",
      [
        v.object({ kind: v.literal("absolute"), tries: wholeNumber(c.tryBonusTries, 1, 20) }, c.tryBonusInvalid),
        // Winners only, or (left out) any side that scores enough more tries.
        v.object({ kind: v.literal("relative"), margin: wholeNumber(c.tryBonusTries, 1, 20), winnerOnly }, c.tryBonusInvalid),
      ],
      // A missing or unknown `kind`, a missing number, or not an object: one message for the whole rule.
      c.tryBonusInvalid,
    ),
  );

const losingBonusSchema = v.nullable(v.object({ maxMargin: wholeNumber(c.losingMarginInvalid, 1, 50) }, c.losingMarginInvalid));

const forfeitScore = wholeNumber(c.forfeitScore, 0, 300);
const forfeitOf = (winnerPoints: Parts["winnerPoints"]) =>
  v.pipe(
    v.object(
      {
        winnerScore: forfeitScore,
        loserScore: forfeitScore,
        winnerPoints,
        loserPoints: resultPoints,
        winnerTryBonus: v.boolean(c.winnerTryBonusInvalid),
      },
      c.forfeitInvalid,
    ),
    v.forward(v.partialCheck([["winnerScore"], ["loserScore"]], (rule) => rule.winnerScore > rule.loserScore, c.forfeitScoreOrder), ["winnerScore"]),
  );

const hasNoRepeats = (list: TieBreak[]) => new Set(list).size === list.length;

/** The tie-breaks in order: at least one, each once. */
export const tieBreaksSchema = v.pipe(
  v.array(v.picklist(TIE_BREAKS, c.tieBreakUnknown), c.tieBreaksRequired),
  v.minLength(1, c.tieBreaksRequired),
  v.check(hasNoRepeats, c.tieBreaksRepeated),
);

const ruleEntriesOf = (parts: Parts) => ({
  win: resultPoints,
  draw: resultPoints,
  loss: resultPoints,
  bye: resultPoints,
  tryBonus: tryBonusOf(parts.winnerOnly),
  losingBonus: losingBonusSchema,
  allWinsBonus: v.nullable(wholeNumber(c.allWinsBonusInvalid, 1, 10)),
  forfeit: forfeitOf(parts.winnerPoints),
  tieBreaks: tieBreaksSchema,
});

/** A competition's whole rules (domain/standings/rules.ts's CompetitionRules), as stored and answered. */
export const competitionRulesSchema = v.object(ruleEntriesOf(storedParts), c.rulesInvalid);

/**
 * Rules a request sends to override a preset: any rule may be left out, or sent as null where null
 * does not mean "none" (a try bonus, a losing bonus), and keeps the preset's (a list is refused).
 */
export const rulesOverridesSchema = objectNotList(v.object(optionalFields(ruleEntriesOf(sentParts)), c.rulesInvalid), c.rulesInvalid);

// ---- competitions ----------------------------------------------------------------------------

/**
 * Issue 24: the day under-N age groups count from, `MM-DD` (under-18 in 2026-27 with `01-01`: born
 * on or after 1 January 2009). A day every year has, so never 29 February.
 */
export const ageCutOffSchema = v.pipe(wellFormedString(c.ageCutOffInvalid), v.trim(), v.check(isAgeCutOff, c.ageCutOffInvalid));

/** A competition's two names when one may be empty (issue 21): the empty one is the other's text. */
export const bothNames = (nameEn: string, nameEl: string) => ({ nameEn: nameEn || nameEl, nameEl: nameEl || nameEn });

/**
 * POST /api/admin/competitions: the preset fills in the rules, `rules` overrides any of them
 * (left out or null: the preset's rules as they are).
 */
export const competitionCreateSchema = v.pipe(
  v.object({
    // One name is enough (issue 21): the other is stored as the same text, so every answer has both.
    nameEn: optionalField(competitionNameOrEmpty(c.nameEnMin), { empty: "", absent: "" }),
    nameEl: optionalField(competitionNameOrEmpty(c.nameElMin), { empty: "", absent: "" }),
    code: v.picklist(RUGBY_TYPES, m.rugbyTypeInvalid),
    season: seasonSchema,
    kind: v.picklist(COMPETITION_KINDS, c.kindInvalid),
    featured: optionalField(v.boolean(c.featuredInvalid), { empty: false, absent: false }),
    preset: v.picklist(PRESETS, c.presetInvalid),
    rules: optionalField(rulesOverridesSchema, { empty: null }),
    ageCutOff: optionalField(ageCutOffSchema, { empty: DEFAULT_AGE_CUT_OFF, absent: DEFAULT_AGE_CUT_OFF }),
  }),
  v.forward(v.partialCheck([["nameEn"], ["nameEl"]], (input) => Boolean(input.nameEn || input.nameEl), c.nameEnMin), ["nameEn"]),
  v.transform((input) => ({ ...input, ...bothNames(input.nameEn, input.nameEl) })),
);
export type CompetitionCreateInput = v.InferOutput<typeof competitionCreateSchema>;
