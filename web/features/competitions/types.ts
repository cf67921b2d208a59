/**
 * What the competition screens read, in the words of issue 10's public API
 * (GET /api/competitions, /api/competitions/{slug}, its /table and /fixtures). The components take
 * these as props; api.ts checks the typed client's answers against them, so a drift between the
 * worker and the screens is a type error.
 */
import type { DisputedEntries, ResultState } from "../../../domain/results";
import type { RugbyType } from "../../../schema/constants";
import type { FixtureStatus, FormLetter } from "../../../domain/standings";

export type { FixtureStatus, FormLetter };

/** A competition as lists show it. */
export type CompetitionSummary = {
  id: number;
  slug: string;
  nameEn: string;
  nameEl: string;
  code: RugbyType;
  season: string;
  kind: "computed" | "manual";
  featured: boolean;
};

/** One row of a computed table (GET /api/competitions/{slug}/table). */
export type CompetitionTableRow = {
  position: number;
  teamName: string;
  /** The club's Greek name (issue 13); the name again for a team without one. Older saved answers lack it. */
  teamNameEl?: string;
  /** null for a guest team. */
  clubId: number | null;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  pointsDifference: number;
  triesFor: number;
  triesAgainst: number;
  tryBonus: number;
  losingBonus: number;
  otherBonus: number;
  adjustment: number;
  points: number;
  /** The last five results, oldest first. */
  form: readonly FormLetter[];
  /** How many of the results counted are provisional (issue 14): entered by one club, not confirmed yet. */
  provisional?: number;
};

/** A points adjustment with its reason in both languages. */
export type AdjustmentView = { id: number; teamName: string; teamNameEl?: string | null; points: number; reasonEn: string; reasonEl: string };

/** One side of a fixture. */
export type FixtureTeam = { name: string; nameEl?: string; clubId: number | null };

/** A fixture of a competition, as its page lists it. */
export type FixtureView = {
  id: number;
  round: number | null;
  date: string;
  time: string | null;
  venue: string | null;
  /** The venue in Greek, where given (issue 21). */
  venueEl?: string | null;
  status: FixtureStatus;
  home: FixtureTeam;
  /** null for a bye. */
  away: FixtureTeam | null;
  homeScore: number | null;
  awayScore: number | null;
  homeTries: number | null;
  awayTries: number | null;
  /** How far the two clubs agree on the result (issue 14); null: entered by the federation, or none yet. */
  resultState?: ResultState | null;
  /** A disputed result's two entries (it has no score then, issue 19). */
  disputedEntries?: DisputedEntries | null;
};

/** One round of fixtures. */
export type RoundView = { round: number | null; fixtures: readonly FixtureView[] };
