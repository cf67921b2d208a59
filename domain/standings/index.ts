/** The standings engine: rules, presets, the table and the rules in words. Pure, for the worker and the app alike. */
export { computeTable } from "./compute-table";
export { countsAddUp, playedOf, type ResultCounts } from "./played";
export { PRESET_RULES, PRESETS, type Preset, rulesFromPreset, type RulesOverrides } from "./presets";
export { type CompetitionRules, type ForfeitRule, type LosingBonusRule, TIE_BREAKS, type TieBreak, type TryBonusRule } from "./rules";
export { rulesInWords, type RulesLocale } from "./rules-in-words";
export type { Entrant, FormLetter, PointsAdjustment, TableFixture, TableRow } from "./table-types";
export { FIXTURE_STATUSES, type FixtureStatus } from "../fixtures/fixture-status";
