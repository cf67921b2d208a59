/**
 * The rows of the CSV files, headers in the file's language (schema/open-data-messages.ts). One
 * shape for fixtures and results, whether by competition or by club.
 */
import { and, inArray } from "drizzle-orm";
import { csvHeaders as h, type CsvHeaderKey } from "../../../schema/open-data-messages";
import { clubs } from "../../../schema/tables";
import type { PublicTableRow } from "../competitions/competitions";
import type { CsvCell } from "../../platform/files/csv";
import type { Db } from "../../platform/db";
import { isPublicClub } from "../clubs/public-clubs";
import { venueIn, type OpenFixture } from "./fixtures";
import { say, type Language } from "../../platform/http/language";

export const headerRow = (language: Language, keys: readonly CsvHeaderKey[]) => keys.map((key) => say(language, h[key]));

const FIXTURE_COLUMNS = ["date", "time", "competition", "round", "home", "away", "venue", "status", "homeScore", "awayScore", "homeTries", "awayTries", "link"] as const;

export function fixtureRows(fixtures: OpenFixture[], language: Language, origin: string): CsvCell[][] {
  return [
    headerRow(language, FIXTURE_COLUMNS),
    ...fixtures.map((f) => [
      f.date,
      f.time,
      language === "el" ? f.competition.nameEl : f.competition.nameEn,
      f.round,
      language === "el" ? f.homeEl : f.home,
      language === "el" ? f.awayEl : f.away,
      venueIn(f, language),
      // A disputed result has no score until it is settled (issue 19): its status says why.
      f.resultState === "disputed" ? "disputed" : f.status,
      f.homeScore,
      f.awayScore,
      f.homeTries,
      f.awayTries,
      `${origin}/matches/${f.matchId}`,
    ]),
  ];
}

const TABLE_COLUMNS = [
  "rank",
  "team",
  "played",
  "won",
  "drawn",
  "lost",
  "pointsFor",
  "pointsAgainst",
  "pointsDifference",
  "triesFor",
  "triesAgainst",
  "tryBonus",
  "losingBonus",
  "otherBonus",
  "adjustment",
  "points",
] as const;

export function tableRows(rows: PublicTableRow[], language: Language): CsvCell[][] {
  return [
    headerRow(language, TABLE_COLUMNS),
    ...rows.map((r) => [
      r.position,
      // A Greek file names each team in Greek where it has a Greek name (issue 21).
      language === "el" ? r.teamNameEl : r.teamName,
      r.played,
      r.won,
      r.drawn,
      r.lost,
      r.pointsFor,
      r.pointsAgainst,
      r.pointsDifference,
      r.triesFor,
      r.triesAgainst,
      r.tryBonus,
      r.losingBonus,
      r.otherBonus,
      r.adjustment,
      r.points,
    ]),
  ];
}

/** Of these club ids, the ones the public sees. */
export async function publicClubIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: clubs.id }).from(clubs).where(and(inArray(clubs.id, ids), isPublicClub));
  return new Set(rows.map((row) => row.id));
}
