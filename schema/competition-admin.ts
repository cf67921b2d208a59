/**
 * The valibot schemas of the competition admin's other requests (issue 10): entrants, fixtures
 * and results, round-robin generation, points adjustments, edits of a competition, and a club's
 * decision on a manual table. The rules that need the competition (its code for tries, its
 * entrants) are checked by the worker with the same messages (schema/competition-admin-messages.ts).
 */
import * as v from "valibot";
import { FIXTURE_STATUSES } from "../domain/fixtures/fixture-status";
import { competitionMessages as c } from "./competition-messages";
import { fixtureMessages as f } from "./competition-admin-messages";
import { ageCutOffSchema, COMPETITION_KINDS, competitionCreateSchema, competitionNameOrEmpty, rulesOverridesSchema } from "./competitions";
import { PRESETS } from "../domain/standings/presets";
import { isCalendarDate, isMatchDateInWindow, optionalField, optionalFields, TIME_PATTERN, wholeNumber } from "./field-rules";
import { messages as m } from "./messages";
import { wellFormedString } from "./text";

const text = (min: number, max: number, message: string) => v.pipe(wellFormedString(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

/** A fixture's date: a real date, from 1950 to ten years ahead (schema/field-rules.ts). */
const matchDate = v.pipe(wellFormedString(f.dateInvalid), v.trim(), v.check(isCalendarDate, f.dateInvalid), v.check(isMatchDateInWindow, m.matchDateRange));
const time = v.pipe(wellFormedString(f.timeInvalid), v.trim(), v.regex(TIME_PATTERN, f.timeInvalid));
const venue = optionalField(v.pipe(wellFormedString(f.venueTooLong), v.trim(), v.maxLength(150, f.venueTooLong)), { empty: null });
/** Issue 21: the venue in Greek beside the English one; either may be the only one. */
const venueEl = venue;
const score = optionalField(wholeNumber(f.scoreRange, 0, 300), { empty: null });
const tries = optionalField(wholeNumber(f.triesRange, 0, 60), { empty: null });

/**
 * PATCH /api/admin/competitions/{id}: any field of the create body; `preset` with or without
 * `rules` resets the rules. A name sent empty is the other language's (issue 21); not both.
 */
export const competitionPatchSchema = v.pipe(
  v.object({
    ...optionalFields({
      nameEn: competitionNameOrEmpty(c.nameEnMin),
      nameEl: competitionNameOrEmpty(c.nameElMin),
      season: competitionCreateSchema.entries.season,
      kind: v.picklist(COMPETITION_KINDS, c.kindInvalid),
      featured: v.boolean(c.featuredInvalid),
      preset: v.picklist(PRESETS, c.presetInvalid),
      ageCutOff: ageCutOffSchema,
    }),
    /** Null: the preset's rules as they are (the new preset's, or the competition's own). */
    rules: optionalField(rulesOverridesSchema, { empty: null }),
  }),
  v.forward(v.partialCheck([["nameEn"], ["nameEl"]], (input) => input.nameEn !== "" || input.nameEl !== "", c.nameEnMin), ["nameEn"]),
);
export type CompetitionPatchInput = v.InferOutput<typeof competitionPatchSchema>;

/**
 * POST /api/admin/competitions/{id}/entrants: a team (issue 22): a member club's team (`teamId`; or
 * `clubId`, the club's team of the competition's code), or a guest team by name, found or made.
 */
export const entrantSchema = v.pipe(
  v.object({
    teamId: optionalField(wholeNumber(f.teamUnknown, 1, 1_000_000_000), { empty: null }),
    clubId: optionalField(wholeNumber(m.clubInvalid, 1, 1_000_000_000), { empty: null }),
    name: optionalField(text(2, 100, f.entrantNeeded), { empty: null }),
    /** Issue 21: a guest's name in Greek; one of the two names is enough. */
    nameEl: optionalField(text(2, 100, f.entrantNeeded), { empty: null }),
    abbreviation: optionalField(text(2, 5, f.abbreviationInvalid), { empty: null }),
  }),
  v.forward(
    v.check((input) => [input.teamId, input.clubId, input.name, input.nameEl].some((given) => (given ?? null) !== null), f.entrantNeeded),
    ["name"],
  ),
);
export type EntrantInput = v.InferOutput<typeof entrantSchema>;

/** POST /api/admin/competitions/{id}/generate: a round robin from a start date, weekday and kick-off. */
export const generateSchema = v.object({
  rounds: v.picklist(["single", "double"], f.roundsInvalid),
  startDate: matchDate,
  weekday: wholeNumber(f.weekdayInvalid, 1, 7),
  time,
  daysBetweenRounds: optionalField(wholeNumber(f.gapInvalid, 1, 60)),
  venue,
  venueEl,
  replace: optionalField(v.boolean(f.replaceInvalid), { empty: false, absent: false }),
});
export type GenerateInput = v.InferOutput<typeof generateSchema>;

const fixtureEntries = {
  round: optionalField(wholeNumber(f.roundInvalid, 1, 200), { empty: null }),
  date: matchDate,
  time: optionalField(time, { empty: null }),
  venue,
  venueEl,
  status: optionalField(v.picklist(FIXTURE_STATUSES, f.statusInvalid)),
  homeEntrantId: wholeNumber(f.entrantUnknown, 1, 1_000_000_000),
  /** Null: a bye. */
  awayEntrantId: v.nullable(wholeNumber(f.entrantUnknown, 1, 1_000_000_000)),
  homeScore: score,
  awayScore: score,
  homeTries: tries,
  awayTries: tries,
};

/** POST /api/admin/competitions/{id}/fixtures: one fixture (awayEntrantId null: a bye). */
export const fixtureCreateSchema = v.object(fixtureEntries);
/** PATCH /api/admin/fixtures/{id}: any field (null as left out, but for a bye and a cleared score); the result is checked with the fixture's other fields. */
export const fixturePatchSchema = v.object(optionalFields(fixtureEntries));
export type FixtureCreateInput = v.InferOutput<typeof fixtureCreateSchema>;
export type FixturePatchInput = v.InferOutput<typeof fixturePatchSchema>;

/** POST /api/admin/competitions/{id}/adjustments */
export const adjustmentSchema = v.object({
  entrantId: wholeNumber(f.entrantUnknown, 1, 1_000_000_000),
  points: v.pipe(wholeNumber(f.adjustmentPoints, -100, 100), v.check((points) => points !== 0, f.adjustmentPoints)),
  reasonEn: text(3, 300, f.reasonEnRequired),
  reasonEl: text(3, 300, f.reasonElRequired),
});
export type AdjustmentInput = v.InferOutput<typeof adjustmentSchema>;

/** POST /api/admin/standing-proposals/{id}: the admin's decision on a club's proposed row. */
export const proposalDecisionSchema = v.object({ decision: v.picklist(["approve", "reject"], f.decisionInvalid) });
