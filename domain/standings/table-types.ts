/** What the engine reads and what it answers. Ids are the database's entrant and fixture ids. */
import type { FixtureStatus } from "../fixtures/fixture-status";
import type { ResultState } from "../results/result-state";

/** A team in a competition: a member club, or a guest team with only a name (`clubId` null). */
export type Entrant = { id: number; name: string; clubId: number | null };

/**
 * One fixture of the competition. A bye is a fixture with `awayId` null: its home side has no match
 * that round and earns the rules' bye points once the round has been played. The round generator
 * stores byes as `scheduled` and nothing marks them played, so the engine decides: a bye counts when
 * its status is `played`, or when it is still `scheduled` and another fixture of its round (of its
 * date, for a bye without a round) has been played or forfeited. A postponed, abandoned or
 * cancelled bye never counts.
 * Scores and tries are null until a result is entered; a `played` fixture without both scores does
 * not count yet, and tries left empty count as none.
 */
export type TableFixture = {
  id: number;
  /** The round (1, 2, …), or null or absent when the fixture has none: a bye's round is found by it. */
  round?: number | null;
  homeId: number;
  awayId: number | null;
  /** Local date in Europe/Athens, YYYY-MM-DD. */
  date: string;
  /** Local kick-off, HH:MM, or null when not known yet. */
  time: string | null;
  status: FixtureStatus;
  homeScore: number | null;
  awayScore: number | null;
  homeTries: number | null;
  awayTries: number | null;
  /**
   * How far the clubs agree on the result (issue 14): a disputed one does not count until the
   * admin settles it; a provisional one counts and is marked on its teams' rows. Null or absent:
   * a result the federation entered itself.
   */
  resultState?: ResultState | null;
};

/** Points given (+) or taken (−) by the organiser, with the reason in both languages. */
export type PointsAdjustment = { entrantId: number; points: number; reasonEn: string; reasonEl: string };

export type FormLetter = "W" | "D" | "L";

export type TableRow = {
  /** 1 to n, no two rows share one: ties are broken down to name, then id. */
  position: number;
  entrantId: number;
  teamName: string;
  clubId: number | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** Rounds without a match that earned the bye points (not counted in `played`). */
  byes: number;
  pointsFor: number;
  pointsAgainst: number;
  pointsDifference: number;
  triesFor: number;
  triesAgainst: number;
  /** Points for results and byes, before bonuses and adjustments. */
  matchPoints: number;
  tryBonus: number;
  losingBonus: number;
  /** The all-wins bonus (Grand Slam). */
  otherBonus: number;
  adjustment: number;
  /** matchPoints + tryBonus + losingBonus + otherBonus + adjustment. */
  points: number;
  /** The last five results, oldest first (most recent last), by date and kick-off. */
  form: FormLetter[];
  /** How many of the results counted are provisional: entered by one club, not confirmed yet. */
  provisional: number;
};
