/**
 * A competition's rules: what a result is worth and how teams level on points are ordered.
 * Plain data, stored with the competition (JSON) and read by the engine on both sides.
 */

/** The tie-breaks a competition can order, by the names the admin API uses. */
export const TIE_BREAKS = ["points", "wins", "pointsDifference", "pointsFor", "triesFor", "tryDifference", "headToHead", "name"] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

/**
 * The try bonus (one point):
 * - `absolute`: for scoring `tries` or more tries, whatever the result;
 * - `relative`: for scoring at least `margin` more tries than the opponent, optionally for the winner only.
 */
export type TryBonusRule = { kind: "absolute"; tries: number } | { kind: "relative"; margin: number; winnerOnly: boolean };

/** The losing bonus (one point) for losing by `maxMargin` points or fewer. */
export type LosingBonusRule = { maxMargin: number };

/**
 * A forfeit: the side that forfeits loses by the credited score and takes `loserPoints` (0 or −1
 * as a rule); its opponent is credited a win, worth `winnerPoints` (the competition's win when left
 * out), with the try bonus when `winnerTryBonus` is set and the competition has one.
 */
export type ForfeitRule = {
  winnerScore: number;
  loserScore: number;
  winnerPoints?: number;
  loserPoints: number;
  winnerTryBonus: boolean;
};

export type CompetitionRules = {
  win: number;
  draw: number;
  loss: number;
  /** Points for a round without a match (rugby league's bye). */
  bye: number;
  tryBonus: TryBonusRule | null;
  losingBonus: LosingBonusRule | null;
  /** Points for winning every match of the competition (the Six Nations' Grand Slam). */
  allWinsBonus: number | null;
  forfeit: ForfeitRule;
  /** In order; points always come first, so `points` here is optional and changes nothing. */
  tieBreaks: TieBreak[];
};
