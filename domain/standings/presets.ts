/** The rule sets a competition starts from (DOMAIN.md's table); each rule stays editable. */
import type { CompetitionRules, ForfeitRule } from "./rules";

export const PRESETS = ["world-rugby", "six-nations", "lnr", "sanzaar", "rugby-league"] as const;
export type Preset = (typeof PRESETS)[number];

/** USA Rugby's model of a forfeit: the opponent wins 28–0 with the try bonus, the side that forfeits gets 0. */
const unionForfeit: ForfeitRule = { winnerScore: 28, loserScore: 0, loserPoints: 0, winnerTryBonus: true };
/** Rugby league: a 20–0 win (the RFL's credited score), no bonus points to give. */
const leagueForfeit: ForfeitRule = { winnerScore: 20, loserScore: 0, loserPoints: 0, winnerTryBonus: false };

const unionPoints = { win: 4, draw: 2, loss: 0, bye: 0 };

export const PRESET_RULES: Readonly<Record<Preset, Readonly<CompetitionRules>>> = {
  "world-rugby": {
    ...unionPoints,
    tryBonus: { kind: "absolute", tries: 4 },
    losingBonus: { maxMargin: 7 },
    allWinsBonus: null,
    forfeit: unionForfeit,
    tieBreaks: ["points", "wins", "pointsDifference", "pointsFor", "triesFor", "headToHead", "name"],
  },
  "six-nations": {
    ...unionPoints,
    tryBonus: { kind: "absolute", tries: 4 },
    losingBonus: { maxMargin: 7 },
    allWinsBonus: 3,
    forfeit: unionForfeit,
    tieBreaks: ["points", "pointsDifference", "triesFor"],
  },
  lnr: {
    ...unionPoints,
    tryBonus: { kind: "relative", margin: 3, winnerOnly: true },
    losingBonus: { maxMargin: 5 },
    allWinsBonus: null,
    forfeit: unionForfeit,
    tieBreaks: ["points", "headToHead", "pointsDifference", "pointsFor"],
  },
  sanzaar: {
    ...unionPoints,
    tryBonus: { kind: "relative", margin: 3, winnerOnly: false },
    losingBonus: { maxMargin: 7 },
    allWinsBonus: null,
    forfeit: unionForfeit,
    tieBreaks: ["points", "wins", "pointsDifference", "triesFor"],
  },
  "rugby-league": {
    win: 2,
    draw: 1,
    loss: 0,
    bye: 2,
    tryBonus: null,
    losingBonus: null,
    allWinsBonus: null,
    forfeit: leagueForfeit,
    tieBreaks: ["points", "pointsDifference", "pointsFor"],
  },
};

/** Rules overriding a preset: any rule left out keeps the preset's. */
export type RulesOverrides = Partial<CompetitionRules>;

/**
 * A preset's rules with the competition's own overrides, as a fresh object the caller may keep.
 * No overrides (left out or null): the preset's rules as they are.
 */
export function rulesFromPreset(preset: Preset, overrides: RulesOverrides | null = {}): CompetitionRules {
  const base = PRESET_RULES[preset];
  const defined = Object.fromEntries(Object.entries(overrides ?? {}).filter(([, value]) => value !== undefined)) as RulesOverrides;
  return structuredClone({ ...base, ...defined });
}
