/**
 * A club's own rows in the typed tables (the SPEC's dashboard standings, /api/clubs/standings),
 * issue 22: every table belongs to a competition. A club's row for a code and season is its
 * team's row in the `manual` competition of that code and season: the figures the federation
 * approved (`manual_rows`), or the club's latest proposal of new ones (`standing_proposals`), public
 * only once the federation approves it. A row's id is its entrant's id.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { RugbyType } from "../../../schema/constants";
import { PRESET_RULES } from "../../../domain/standings/presets";
import { competitions, entrants, manualRows, standingProposals, teams } from "../../../schema/tables/competitions";
import type { Db } from "../../platform/db";
import { clubTeamForWrite } from "../teams/teams";

/** The figures a club types for its row. */
export type Figures = { played: number; won: number; drawn: number; lost: number; pointsFor: number; pointsAgainst: number; points: number };
export type RowKey = { rugbyType: RugbyType; season: string };
type Club = { id: number; name: string; nameEl: string | null };

/** Where the row stands: approved (in its table), or the federation's decision on the club's latest figures. */
export type RowStatus = "approved" | "pending" | "rejected";

const FIGURES = ["played", "won", "drawn", "lost", "pointsFor", "pointsAgainst", "points"] as const;
const figuresOf = (row: Figures): Figures => Object.fromEntries(FIGURES.map((key) => [key, row[key]])) as Figures;

/** The typed table of a code and season: its featured manual competition first. */
export const typedTableFor = (db: Db, { rugbyType, season }: RowKey) =>
  db
    .select()
    .from(competitions)
    .where(and(eq(competitions.code, rugbyType), eq(competitions.season, season), eq(competitions.kind, "manual")))
    .orderBy(desc(competitions.featured), competitions.id)
    .get();

/**
 * A typed table for a code and season that has none: not featured, so nothing public changes
 * until the federation features it (as migration 0012 made them for the rows typed before).
 */
const newTypedTable = ({ rugbyType, season }: RowKey) => ({
  slug: `${rugbyType}-typed-table-${season}`,
  nameEn: `${rugbyType === "union" ? "Rugby Union" : "Rugby League"} table ${season}`,
  nameEl: `Βαθμολογία ράγκμπι ${rugbyType === "union" ? "γιούνιον" : "λιγκ"} ${season}`,
  code: rugbyType,
  season,
  kind: "manual" as const,
  preset: rugbyType === "union" ? "world-rugby" : "rugby-league",
  rules: PRESET_RULES[rugbyType === "union" ? "world-rugby" : "rugby-league"],
});

/** The club's rows, each with its figures as the club last typed them and where they stand. */
export async function ownRows(db: Db, clubId: number) {
  const rows = await db
    .select({ entrant: entrants, team: teams, competition: competitions, approved: manualRows })
    .from(entrants)
    .innerJoin(teams, eq(teams.id, entrants.teamId))
    .innerJoin(competitions, and(eq(competitions.id, entrants.competitionId), eq(competitions.kind, "manual")))
    .leftJoin(manualRows, and(eq(manualRows.competitionId, entrants.competitionId), eq(manualRows.entrantId, entrants.id)))
    .where(eq(teams.clubId, clubId))
    .orderBy(desc(competitions.season), desc(competitions.code), entrants.id);
  const proposals = rows.length
    ? await db
        .select()
        .from(standingProposals)
        .where(inArray(standingProposals.entrantId, rows.map((row) => row.entrant.id)))
        .orderBy(desc(standingProposals.id))
    : [];
  return rows.flatMap(({ entrant, team, competition, approved }) => {
    const latest = proposals.find((proposal) => proposal.entrantId === entrant.id);
    // The latest proposal says what the club typed last; an approved row with none after it is the one shown.
    const shown = latest && (latest.status !== "approved" || !approved) ? latest : approved;
    if (!shown) return [];
    const status: RowStatus = shown === latest ? latest.status : "approved";
    const figures = figuresOf(shown);
    return [
      {
        id: entrant.id,
        teamName: team.nameEn,
        teamNameEl: team.nameEl,
        rugbyType: competition.code,
        season: competition.season,
        ...figures,
        pointsDifference: figures.pointsFor - figures.pointsAgainst,
        clubId,
        teamId: team.id,
        competitionId: competition.id,
        competitionSlug: competition.slug,
        featured: competition.featured,
        status,
      },
    ];
  });
}
export type OwnRow = Awaited<ReturnType<typeof ownRows>>[number];

/** One of the club's rows by its id, or undefined (another club's, or none). */
export const ownRow = async (db: Db, clubId: number, id: number) => (await ownRows(db, clubId)).find((row) => row.id === id);

/** The club's row of a code and season, if it has one. */
export const ownRowFor = async (db: Db, clubId: number, key: RowKey) =>
  (await ownRows(db, clubId)).find((row) => row.rugbyType === key.rugbyType && row.season === key.season);

/**
 * The writes that file the club's figures as its proposal to the typed table of their code and
 * season, in one batch: the table when there is none yet, the club's team when it has none of
 * that code, the team's entry in the table, and the proposal replacing one still waiting.
 */
export async function proposalWrites(db: Db, club: Club, key: RowKey, figures: Figures): Promise<BatchItem<"sqlite">[]> {
  const table = await typedTableFor(db, key);
  const { teamId, writes: teamWrites } = await clubTeamForWrite(db, club, key.rugbyType);
  const writes: BatchItem<"sqlite">[] = [...teamWrites];
  if (!table) writes.push(db.insert(competitions).values(newTypedTable(key)).onConflictDoNothing());
  const tableId = table ? sql`${table.id}` : sql`(select ${competitions.id} from ${competitions} where ${competitions.slug} = ${newTypedTable(key).slug})`;
  const entrantId = sql`(select ${entrants.id} from ${entrants} where ${entrants.competitionId} = ${tableId} and ${entrants.teamId} = ${teamId})`;
  writes.push(
    db.insert(entrants).values({ competitionId: tableId, teamId }).onConflictDoNothing(),
    db.delete(standingProposals).where(and(eq(standingProposals.entrantId, entrantId), eq(standingProposals.status, "pending"))),
    db.insert(standingProposals).values({ competitionId: tableId, entrantId, clubId: club.id, ...figuresOf(figures) }),
  );
  return writes;
}

/** Withdrawing a row never approved: its proposals and its entry in the table go. */
export const withdrawalWrites = (db: Db, row: OwnRow): BatchItem<"sqlite">[] => [
  db.delete(standingProposals).where(eq(standingProposals.entrantId, row.id)),
  db.delete(entrants).where(eq(entrants.id, row.id)),
];
