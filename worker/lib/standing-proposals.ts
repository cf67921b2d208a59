/**
 * A club's own standings rows (SPEC: /api/clubs/standings) and the public tables (issue 10).
 * The public table of a code and season is a competition. When it is a `manual` one (a table
 * copied from elsewhere), a club's edit of its own row becomes a proposal there, public only
 * once the federation approves it. A computed table follows the results and takes no typed row.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Standing as StandingRow } from "../../schema/tables";
import { competitions, entrants, manualRows, standingProposals } from "../../schema/tables/competitions";
import type { Db } from "./db";

type Club = { id: number; name: string; abbreviation: string };
type Figures = Pick<StandingRow, "played" | "won" | "drawn" | "lost" | "pointsFor" | "pointsAgainst" | "points">;

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

const figuresOf = ({ played, won, drawn, lost, pointsFor, pointsAgainst, points }: Figures): Figures => ({ played, won, drawn, lost, pointsFor, pointsAgainst, points });

/**
 * Files the club's row as a proposal to the manual table of its code and season, replacing a
 * proposal of its still waiting; joins the club to that table as an entrant when it is not in it.
 */
export async function proposeStanding(db: Db, club: Club, row: Figures & Pick<StandingRow, "rugbyType" | "season">) {
  const competition = await manualCompetitionFor(db, row.rugbyType, row.season);
  if (!competition) return;
  const entrant =
    (await db.select({ id: entrants.id }).from(entrants).where(and(eq(entrants.competitionId, competition.id), eq(entrants.clubId, club.id))).get()) ??
    (await db.insert(entrants).values({ competitionId: competition.id, clubId: club.id, name: club.name, abbreviation: club.abbreviation }).returning({ id: entrants.id }).get());
  const waiting = and(eq(standingProposals.competitionId, competition.id), eq(standingProposals.clubId, club.id), eq(standingProposals.status, "pending"));
  await db.batch([
    db.delete(standingProposals).where(waiting),
    db.insert(standingProposals).values({ competitionId: competition.id, entrantId: entrant.id, clubId: club.id, ...figuresOf(row) }),
  ]);
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

/** A deleted row withdraws its waiting proposal; the approved figures stay until the admin acts. */
export async function withdrawProposal(db: Db, clubId: number, row: Pick<StandingRow, "rugbyType" | "season">) {
  const competition = await manualCompetitionFor(db, row.rugbyType, row.season);
  if (!competition) return;
  await db
    .delete(standingProposals)
    .where(and(eq(standingProposals.competitionId, competition.id), eq(standingProposals.clubId, clubId), eq(standingProposals.status, "pending")));
}
