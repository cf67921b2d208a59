/**
 * A club's own standings rows (SPEC: /api/clubs/standings) and the public tables (issue 10).
 * The public table of a code and season is a competition. When it is a `manual` one (a table
 * copied from elsewhere), a club's edit of its own row becomes a proposal there, public only
 * once the federation approves it. A computed table follows the results and takes no typed row.
 */
import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { standings, type Standing as StandingRow } from "../../schema/tables";
import { competitions, entrants, manualRows, standingProposals } from "../../schema/tables/competitions";
import type { Db } from "./db";

type Club = { id: number; name: string; abbreviation: string };
/** A club's row as the writes below find it: its code and season (one row each, worker/routes/standings.ts). */
type RowKey = Pick<StandingRow, "rugbyType" | "season">;

/** Where a club's typed row stands with the public table of its code and season. */
export type PublicStatus = "public" | "pending" | "rejected" | "computed" | "no-table";

/** The manual competition of a code and season that takes typed rows: the featured one first. */
const manualCompetitionFor = (db: Db, code: StandingRow["rugbyType"], season: string) =>
  db
    .select()
    .from(competitions)
    .where(and(eq(competitions.code, code), eq(competitions.season, season), eq(competitions.kind, "manual")))
    .orderBy(desc(competitions.featured), competitions.id)
    .get();

/**
 * The proposal of the club's row as the batch before it left it: its figures read from the row
 * itself, its entrant from the table's entrants. A row gone meanwhile proposes nothing.
 */
function proposalOfRow(db: Db, competitionId: number, clubId: number, row: RowKey) {
  const entrantId = sql`(select ${entrants.id} from ${entrants} where ${entrants.competitionId} = ${competitionId} and ${entrants.clubId} = ${clubId} order by ${entrants.id} limit 1)`;
  const fromRow: Record<string, unknown> = {
    id: sql`null`,
    competitionId: sql`${competitionId}`,
    entrantId,
    clubId: standings.clubId,
    played: standings.played,
    won: standings.won,
    drawn: standings.drawn,
    lost: standings.lost,
    pointsFor: standings.pointsFor,
    pointsAgainst: standings.pointsAgainst,
    points: standings.points,
    status: sql`'pending'`,
    createdAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    decidedAt: sql`null`,
  };
  // An insert from a select names every column, in the table's order.
  const selection = Object.fromEntries(Object.keys(getTableColumns(standingProposals)).map((key) => [key, fromRow[key]])) as Record<string, never>;
  return db
    .insert(standingProposals)
    .select(
      db
        .select(selection)
        .from(standings)
        .where(and(eq(standings.clubId, clubId), eq(standings.rugbyType, row.rugbyType), eq(standings.season, row.season)))
        .limit(1)
        .getSQL(),
    );
}

/**
 * The writes that file the club's row as a proposal to the manual table of its code and season
 * (none when there is no such table): they go in the same batch as the row's own write, after it,
 * so the row and its proposal are stored together or not at all. The proposal replaces one of the
 * club's still waiting; the club joins the table as an entrant when it is not in it.
 */
export async function proposalWrites(db: Db, club: Club, row: RowKey): Promise<BatchItem<"sqlite">[]> {
  const competition = await manualCompetitionFor(db, row.rugbyType, row.season);
  if (!competition) return [];
  const entrant = await db.select({ id: entrants.id }).from(entrants).where(and(eq(entrants.competitionId, competition.id), eq(entrants.clubId, club.id))).get();
  const waiting = and(eq(standingProposals.competitionId, competition.id), eq(standingProposals.clubId, club.id), eq(standingProposals.status, "pending"));
  return [
    ...(entrant ? [] : [db.insert(entrants).values({ competitionId: competition.id, clubId: club.id, name: club.name, abbreviation: club.abbreviation })]),
    db.delete(standingProposals).where(waiting),
    proposalOfRow(db, competition.id, club.id, row),
  ];
}

/** For each of the club's rows (by id), where it stands with the public table. */
export async function publicStatuses(db: Db, clubId: number, rows: StandingRow[]): Promise<Map<number, PublicStatus>> {
  const statuses = new Map<number, PublicStatus>();
  const seasons = [...new Set(rows.map((row) => row.season))];
  const tables = seasons.length ? await db.select().from(competitions).where(inArray(competitions.season, seasons)) : [];
  for (const row of rows) {
    const ofRow = tables.filter((competition) => competition.code === row.rugbyType && competition.season === row.season);
    const manual = ofRow.filter((competition) => competition.kind === "manual").sort((a, b) => Number(b.featured) - Number(a.featured) || a.id - b.id)[0];
    if (!manual) {
      statuses.set(row.id, ofRow.length ? "computed" : "no-table");
      continue;
    }
    const latest = await db
      .select({ status: standingProposals.status })
      .from(standingProposals)
      .where(and(eq(standingProposals.competitionId, manual.id), eq(standingProposals.clubId, clubId)))
      .orderBy(desc(standingProposals.id))
      .get();
    if (latest) {
      statuses.set(row.id, latest.status === "approved" ? "public" : latest.status);
      continue;
    }
    // Carried across from before proposals (migration 0002): its row is the approved one.
    const carried = await db
      .select({ id: manualRows.id })
      .from(manualRows)
      .innerJoin(entrants, eq(entrants.id, manualRows.entrantId))
      .where(and(eq(manualRows.competitionId, manual.id), eq(entrants.clubId, clubId)))
      .get();
    statuses.set(row.id, carried ? "public" : "pending");
  }
  return statuses;
}

/** A deleted row withdraws its waiting proposal (a write for the delete's batch); the approved figures stay until the admin acts. */
export async function withdrawalWrites(db: Db, clubId: number, row: RowKey): Promise<BatchItem<"sqlite">[]> {
  const competition = await manualCompetitionFor(db, row.rugbyType, row.season);
  if (!competition) return [];
  return [db.delete(standingProposals).where(and(eq(standingProposals.competitionId, competition.id), eq(standingProposals.clubId, clubId), eq(standingProposals.status, "pending")))];
}
