/**
 * The SPEC's public standings (/api/standings, /api/standings/{type}) read from competitions
 * (issue 10): the table of each code's featured competition, computed by its rules (or, for a
 * manual one, as last approved), through publicCompetitionTable and its cache. Each row keeps the SPEC's
 * fields and adds the competition table's.
 */
import { and, desc, eq } from "drizzle-orm";
import type { RugbyType } from "../../../schema/constants";
import { currentSeason } from "../../../schema/season";
import { type Competition, competitions } from "../../../schema/tables/competitions";
import { publicCompetitionTable, type PublicTableRow } from "../competitions/competitions";
import type { Db } from "../../platform/db";

/** A row of /api/standings: the SPEC's fields first, then the computed table's. */
export const standingRow = (competition: Competition, row: PublicTableRow) => ({
  id: row.entrantId,
  teamName: row.teamName,
  rugbyType: competition.code,
  season: competition.season,
  played: row.played,
  won: row.won,
  drawn: row.drawn,
  lost: row.lost,
  pointsFor: row.pointsFor,
  pointsAgainst: row.pointsAgainst,
  points: row.points,
  position: row.position,
  pointsDifference: row.pointsDifference,
  triesFor: row.triesFor,
  triesAgainst: row.triesAgainst,
  tryBonus: row.tryBonus,
  losingBonus: row.losingBonus,
  otherBonus: row.otherBonus,
  adjustment: row.adjustment,
  form: row.form,
  clubId: row.clubId,
  // Issue 22: the team (null for a guest) beside its club.
  teamId: row.teamId,
  competitionSlug: competition.slug,
  // Issue 13: the club's Greek name, for a reader of Greek.
  teamNameEl: row.teamNameEl,
});
export type StandingRow = ReturnType<typeof standingRow>;

/**
 * The featured competitions shown (union first) for `season`, or without one, for each code: its featured
 * competition of the current season, else of the newest season before it, else of the newest
 * season at all (a table prepared ahead).
 */
async function shownCompetitions(db: Db, season: string | undefined, code: RugbyType | undefined, now: Date) {
  const featured = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.featured, true), season ? eq(competitions.season, season) : undefined, code ? eq(competitions.code, code) : undefined))
    .orderBy(desc(competitions.code), desc(competitions.season), competitions.id);
  if (season) return featured;
  const current = currentSeason(now);
  const codes = [...new Set(featured.map((competition) => competition.code))];
  return codes.flatMap((each) => {
    const ofCode = featured.filter((competition) => competition.code === each);
    const chosen = ofCode.find((competition) => competition.season <= current) ?? ofCode[0]!;
    return ofCode.filter((competition) => competition.season === chosen.season);
  });
}

/**
 * The public standings: union before league, each competition's rows in table order. A member
 * club the public does not see (issue 12: waiting for approval, declined, deactivated) is in no
 * public table: its row is left out and the positions close up.
 */
export async function featuredStandings(db: Db, season: string | undefined, code?: RugbyType, now = new Date()): Promise<StandingRow[]> {
  const shown = await shownCompetitions(db, season, code, now);
  const tables = await Promise.all(shown.map(async (competition) => ({ competition, rows: (await publicCompetitionTable(db, competition)).rows })));
  return tables.flatMap(({ competition, rows }) => rows.map((row) => standingRow(competition, row)));
}
