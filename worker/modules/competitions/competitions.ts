/**
 * Reading competitions for the API: entrants with their display names, the table computed by the
 * competition's rules (cached by competition and version), fixtures by round, and the checks a
 * result must pass. Every write that can change a table bumps the competition's `version` in the
 * same batch (bumpVersion), so a cached table is never read after the data under it changed.
 */
import { aliasedTable, and, asc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { liveSummary } from "../../../domain/live";
import { type DisputedEntries, triesProblems } from "../../../domain/results";
import { computeTable, rulesInWords } from "../../../domain/standings";
import type { Entrant, TableFixture, TableRow } from "../../../domain/standings";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { clubs } from "../../../schema/tables";
import {
  type Competition,
  competitions,
  entrants,
  type FixtureRow,
  fixtures,
  manualRows,
  standingProposals,
  pointsAdjustments,
  teams as teamsTable,
} from "../../../schema/tables/competitions";
import type { Db } from "../../platform/db";
import { disputedEntriesColumn } from "./disputed-entries";
import { badRequest, notFound } from "../../platform/errors/api-error";
import { publicClubIdsAmong } from "../clubs/public-clubs";
import { greekTeamName, teamName, teamNameEl } from "../teams/team-names";

export const competitionSummary = (competition: Competition) => ({
  id: competition.id,
  slug: competition.slug,
  nameEn: competition.nameEn,
  nameEl: competition.nameEl,
  code: competition.code,
  season: competition.season,
  kind: competition.kind,
  featured: competition.featured,
});
export type CompetitionSummary = ReturnType<typeof competitionSummary>;

/** The competition with its rules, and the rules in words in both languages. */
export const competitionDetail = (competition: Competition) => ({
  ...competitionSummary(competition),
  preset: competition.preset,
  rules: competition.rules,
  rulesInWords: { en: rulesInWords(competition.rules, "en"), el: rulesInWords(competition.rules, "el") },
  ageCutOff: competition.ageCutOff,
  updatedAt: competition.updatedAt,
});

export async function competitionBySlug(db: Db, slug: string) {
  const competition = await db.select().from(competitions).where(eq(competitions.slug, slug)).get();
  if (!competition) throw notFound(f.competitionNotFound);
  return competition;
}

export async function competitionById(db: Db, id: number) {
  const competition = await db.select().from(competitions).where(eq(competitions.id, id)).get();
  if (!competition) throw notFound(f.competitionNotFound);
  return competition;
}

/** A write that changes what a competition's table or fixtures read: part of the same batch. */
export const bumpVersion = (db: Db, competitionId: number) =>
  db
    .update(competitions)
    .set({ version: sql`${competitions.version} + 1`, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(eq(competitions.id, competitionId));

/**
 * An entrant: a competition's team (issue 22), a member club's or a guest's (`clubId` null).
 * `nameEl`: the team's Greek name (issues 13, 21), else its name; `greekName` only the Greek one, or null.
 */
export type EntrantView = Entrant & { teamId: number; abbreviation: string | null; nameEl: string; greekName: string | null };

/**
 * The entrants the public does not see (issue 12): member clubs waiting for approval, declined or
 * deactivated. A guest team is always seen. The public reads leave them out: no row in a table
 * (the positions close up), no entry in a competition's teams, no fixture, no adjustment; what
 * their results gave their opponents stays, as the files (CSV, calendars) have it.
 */
export async function hiddenEntrantIds(db: Db, teams: readonly { id: number; clubId: number | null }[]): Promise<Set<number>> {
  const shown = await publicClubIdsAmong(
    db,
    teams.flatMap((team) => (team.clubId === null ? [] : [team.clubId])),
  );
  return new Set(teams.filter((team) => team.clubId !== null && !shown.has(team.clubId)).map((team) => team.id));
}

/** The entrants of a competition the public sees, in the order they were added. */
export async function publicEntrantsOf(db: Db, competitionId: number) {
  const teams = await entrantsOf(db, [competitionId]);
  const hidden = await hiddenEntrantIds(db, teams);
  return teams.filter((team) => !hidden.has(team.id));
}

/**
 * An entrant as a competition's list gives it: `nameEl` only when it is a real Greek name (not
 * the fallback to the Latin one), so a screen can mark a Latin-only name (issue 21).
 */
export const listedEntrant = (entrant: EntrantView) => {
  const { id, name, greekName, clubId, abbreviation } = entrant;
  return { id, teamId: shownTeamId(entrant), name, nameEl: greekName, clubId, abbreviation };
};

/** The team id an answer gives (issue 22): a member club's team's; null for a guest team, which has a name only. */
export const shownTeamId = (team: { teamId: number; clubId: number | null }) => (team.clubId === null ? null : team.teamId);

/** An entrant carries its team's names; a member club's team its club's abbreviation, a guest its own. */
export async function entrantsOf(db: Db, competitionIds: number[]): Promise<(EntrantView & { competitionId: number })[]> {
  if (competitionIds.length === 0) return [];
  const rows = await db
    .select({
      id: entrants.id,
      competitionId: entrants.competitionId,
      teamId: entrants.teamId,
      clubId: teamsTable.clubId,
      name: teamName(teamsTable),
      nameEl: teamNameEl(teamsTable),
      greekName: greekTeamName(teamsTable),
      abbreviation: sql<string | null>`coalesce(${teamsTable.abbreviation}, ${clubs.abbreviation})`,
    })
    .from(entrants)
    .innerJoin(teamsTable, eq(teamsTable.id, entrants.teamId))
    .leftJoin(clubs, eq(clubs.id, teamsTable.clubId))
    .where(inArray(entrants.competitionId, competitionIds))
    .orderBy(asc(entrants.id));
  return rows;
}

/**
 * A competition's fixture with its two teams as the competition's entrants (issue 22: a fixture is
 * between teams, the table engine counts entrants), found by the (competition, team) unique index;
 * `awayEntrantId` null for a bye.
 */
export type EntrantFixture = FixtureRow & { competitionId: number; homeEntrantId: number; awayEntrantId: number | null };

const homeEntrant = aliasedTable(entrants, "home_entrant");
const awayEntrant = aliasedTable(entrants, "away_entrant");

/** Competition fixtures with their entrants (a friendly, in no competition, has none: it is never among them). */
export function entrantFixtures<Extra extends Record<string, SQL.Aliased | SQL>>(db: Db, where: SQL | undefined, extra: Extra = {} as Extra) {
  return db
    .select({ ...getTableColumns(fixtures), competitionId: sql<number>`${fixtures.competitionId}`, homeEntrantId: homeEntrant.id, awayEntrantId: awayEntrant.id, ...extra })
    .from(fixtures)
    .innerJoin(homeEntrant, and(eq(homeEntrant.competitionId, fixtures.competitionId), eq(homeEntrant.teamId, fixtures.homeTeamId)))
    .leftJoin(awayEntrant, and(eq(awayEntrant.competitionId, fixtures.competitionId), eq(awayEntrant.teamId, fixtures.awayTeamId)))
    .where(where);
}

/** One competition fixture with its entrants: 404 for no fixture, or a friendly. */
export async function entrantFixture(db: Db, id: number): Promise<EntrantFixture> {
  const fixture = await entrantFixtures(db, eq(fixtures.id, id)).get();
  if (!fixture) throw notFound(f.fixtureNotFound);
  return fixture;
}

const tableFixture = (fixture: EntrantFixture): TableFixture => ({
  id: fixture.id,
  round: fixture.round,
  homeId: fixture.homeEntrantId,
  awayId: fixture.awayEntrantId,
  date: fixture.date,
  time: fixture.time,
  status: fixture.status,
  homeScore: fixture.homeScore,
  awayScore: fixture.awayScore,
  homeTries: fixture.homeTries,
  awayTries: fixture.awayTries,
  resultState: fixture.resultState,
});

export type AdjustmentView = { id: number; entrantId: number; teamName: string; teamNameEl: string | null; points: number; reasonEn: string; reasonEl: string };
/** A table row as the API gives it: the engine's row (the fields and a few more). */
export type PublicTableRow = TableRow & { teamId: number | null; abbreviation: string | null; teamNameEl: string };
export type CompetitionTable = { rows: PublicTableRow[]; adjustments: AdjustmentView[] };

/**
 * Tables computed in this isolate, by competition id and version. A version is bumped by every
 * write, and read from D1 with the competition on every request, so a stale entry is never used.
 */
const tableCache = new Map<number, { version: number; table: CompetitionTable }>();
const CACHE_LIMIT = 200;

/** For tests and benchmarks: whether the last table read of a competition came from the cache. */
export const cacheStats = { hits: 0, misses: 0 };

/** The table of a competition: computed from its results, or, for a manual one, as last approved. */
export async function competitionTable(db: Db, competition: Competition): Promise<CompetitionTable> {
  const cached = tableCache.get(competition.id);
  if (cached && cached.version === competition.version) {
    cacheStats.hits += 1;
    return cached.table;
  }
  cacheStats.misses += 1;
  const table = competition.kind === "manual" ? await manualTable(db, competition) : await computedTable(db, competition);
  if (tableCache.size >= CACHE_LIMIT) tableCache.delete(tableCache.keys().next().value!);
  tableCache.set(competition.id, { version: competition.version, table });
  return table;
}

/**
 * The table as the public sees it: without the rows of hidden entrants (hiddenEntrantIds), the
 * positions closing up, and without their adjustments. Read at every request, after the cache:
 * approving or deactivating a club changes what shows at once.
 */
export async function publicCompetitionTable(db: Db, competition: Competition): Promise<CompetitionTable> {
  const table = await competitionTable(db, competition);
  const hidden = await hiddenEntrantIds(
    db,
    table.rows.map((row) => ({ id: row.entrantId, clubId: row.clubId })),
  );
  if (hidden.size === 0) return table;
  return {
    rows: table.rows.filter((row) => !hidden.has(row.entrantId)).map((row, index) => ({ ...row, position: index + 1 })),
    adjustments: table.adjustments.filter((adjustment) => !hidden.has(adjustment.entrantId)),
  };
}

/** Each adjustment names its team in Latin letters and, where it has one, in Greek (issue 21). */
async function adjustmentsOf(db: Db, competitionId: number, teams: EntrantView[]): Promise<AdjustmentView[]> {
  const byId = new Map(teams.map((team) => [team.id, team]));
  const rows = await db.select().from(pointsAdjustments).where(eq(pointsAdjustments.competitionId, competitionId)).orderBy(asc(pointsAdjustments.id));
  return rows.map((row) => ({
    id: row.id,
    entrantId: row.entrantId,
    teamName: byId.get(row.entrantId)?.name ?? "",
    teamNameEl: byId.get(row.entrantId)?.greekName ?? null,
    points: row.points,
    reasonEn: row.reasonEn,
    reasonEl: row.reasonEl,
  }));
}

async function computedTable(db: Db, competition: Competition): Promise<CompetitionTable> {
  const [teams, fixtureRows] = await Promise.all([
    entrantsOf(db, [competition.id]),
    entrantFixtures(db, eq(fixtures.competitionId, competition.id)),
  ]);
  const adjustments = await adjustmentsOf(db, competition.id, teams);
  const byId = new Map(teams.map((team) => [team.id, team]));
  const rows = computeTable(competition.rules, teams, fixtureRows.map(tableFixture), adjustments);
  return {
    rows: rows.map((row) => {
      const team = byId.get(row.entrantId);
      return { ...row, teamId: team ? shownTeamId(team) : null, abbreviation: team?.abbreviation ?? null, teamNameEl: team?.nameEl ?? row.teamName };
    }),
    adjustments,
  };
}

/**
 * A manual table: the approved figures, ordered by points, wins, points difference, points for,
 * then name; columns the figures do not have (tries, bonuses, form) are zero or empty.
 */
async function manualTable(db: Db, competition: Competition): Promise<CompetitionTable> {
  const teams = await entrantsOf(db, [competition.id]);
  const figures = await db.select().from(manualRows).where(eq(manualRows.competitionId, competition.id));
  const byEntrant = new Map(figures.map((row) => [row.entrantId, row]));
  const adjustments = await adjustmentsOf(db, competition.id, teams);
  // A club that joined the table by proposing its row appears once the federation approves it.
  const proposing = new Set(
    (await db.select({ entrantId: standingProposals.entrantId }).from(standingProposals).where(eq(standingProposals.competitionId, competition.id))).map(
      (proposal) => proposal.entrantId,
    ),
  );
  const rows = teams
    .filter((team) => byEntrant.has(team.id) || !proposing.has(team.id))
    .map((team) => {
      const row = byEntrant.get(team.id);
      const adjustment = adjustments.filter((item) => item.entrantId === team.id).reduce((sum, item) => sum + item.points, 0);
      const won = row?.won ?? 0;
      const drawn = row?.drawn ?? 0;
      const lost = row?.lost ?? 0;
      const pointsFor = row?.pointsFor ?? 0;
      const pointsAgainst = row?.pointsAgainst ?? 0;
      const typed = row?.points ?? 0;
      return {
        position: 0,
        entrantId: team.id,
        teamId: shownTeamId(team),
        teamName: team.name,
        teamNameEl: team.nameEl,
        clubId: team.clubId,
        abbreviation: team.abbreviation,
        played: row?.played ?? 0,
        won,
        drawn,
        lost,
        byes: 0,
        pointsFor,
        pointsAgainst,
        pointsDifference: pointsFor - pointsAgainst,
        triesFor: 0,
        triesAgainst: 0,
        matchPoints: typed,
        tryBonus: 0,
        losingBonus: 0,
        otherBonus: 0,
        adjustment,
        points: typed + adjustment,
        form: [],
        provisional: 0,
      } satisfies PublicTableRow;
    })
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.won - a.won ||
        b.pointsDifference - a.pointsDifference ||
        b.pointsFor - a.pointsFor ||
        a.teamName.localeCompare(b.teamName) ||
        a.entrantId - b.entrantId,
    )
    .map((row, index) => ({ ...row, position: index + 1 }));
  return { rows, adjustments };
}

/** A fixture as the competition's page and the fixture lists show it (with a disputed result's two entries when read with them). */
export function fixtureView(fixture: EntrantFixture & { disputedEntries?: DisputedEntries | null }, teams: Map<number, EntrantView>) {
  const side = (id: number | null) => {
    if (id === null) return null;
    const team = teams.get(id);
    return { entrantId: id, teamId: team ? shownTeamId(team) : null, name: team?.name ?? "", nameEl: team?.nameEl ?? team?.name ?? "", clubId: team?.clubId ?? null, abbreviation: team?.abbreviation ?? null };
  };
  return {
    id: fixture.id,
    competitionId: fixture.competitionId,
    round: fixture.round,
    date: fixture.date,
    time: fixture.time,
    venue: fixture.venue,
    venueEl: fixture.venueEl,
    status: fixture.status,
    home: side(fixture.homeEntrantId)!,
    away: side(fixture.awayEntrantId),
    homeScore: fixture.homeScore,
    awayScore: fixture.awayScore,
    homeTries: fixture.homeTries,
    awayTries: fixture.awayTries,
    updatedAt: fixture.updatedAt,
    // Issue 14: how far the clubs agree on the result, and the running score while it is live.
    resultState: fixture.resultState,
    live: liveSummary(fixture),
    // Issue 19: instead of a score while the clubs disagree.
    disputedEntries: fixture.disputedEntries ?? null,
  };
}
export type FixtureView = ReturnType<typeof fixtureView>;

/**
 * The competition's fixtures by round (rounds in order, a fixture without a round last), each
 * round by date, as the public sees them: none with a hidden entrant (hiddenEntrantIds). The
 * admin, who manages them all, reads them `withHidden`.
 */
export async function fixturesByRound(db: Db, competition: Competition, { withHidden = false } = {}) {
  const [teams, rows] = await Promise.all([
    entrantsOf(db, [competition.id]),
    entrantFixtures(db, eq(fixtures.competitionId, competition.id), { disputedEntries: disputedEntriesColumn() })
      .orderBy(sql`${fixtures.round} is null`, asc(fixtures.round), asc(fixtures.date), asc(fixtures.time), asc(fixtures.id)),
  ]);
  const byId = new Map(teams.map((team) => [team.id, team]));
  const hidden = withHidden ? new Set<number>() : await hiddenEntrantIds(db, teams);
  const rounds: { round: number | null; fixtures: FixtureView[] }[] = [];
  for (const row of rows) {
    if (hidden.has(row.homeEntrantId) || (row.awayEntrantId !== null && hidden.has(row.awayEntrantId))) continue;
    const last = rounds.at(-1);
    if (last && last.round === row.round) last.fixtures.push(fixtureView(row, byId));
    else rounds.push({ round: row.round, fixtures: [fixtureView(row, byId)] });
  }
  return rounds;
}

/**
 * The round to show first: the first round with a match still to be played (scheduled or
 * postponed), else the last round. A bye is no match: it stays scheduled, and counts once the
 * other fixtures of its round are played (domain/standings, computeTable).
 */
export function currentRound(rounds: { round: number | null; fixtures: { status: string; away: unknown }[] }[]) {
  const open = rounds.find((round) => round.fixtures.some((fixture) => fixture.away !== null && (fixture.status === "scheduled" || fixture.status === "postponed")));
  return (open ?? rounds.at(-1))?.round ?? null;
}

export type ResultInput = {
  homeEntrantId: number;
  awayEntrantId: number | null;
  status: FixtureRow["status"];
  homeScore: number | null;
  awayScore: number | null;
  homeTries: number | null;
  awayTries: number | null;
};

/** The competition's entrants by id, with each one's club (null for a guest): what the checks below need. */
export type EntrantClubs = ReadonlyMap<number, { clubId: number | null }>;

/**
 * The checks a fixture's teams and result must pass, as field → message (empty when it passes):
 * two different teams of the competition, not of the same club (issue 22: a club's teams do not
 * play each other in a competition), both scores or neither, a played match with its scores, and
 * tries that the score can hold (union 5 points a try, league 4).
 */
export function resultProblems(code: Competition["code"], entrantClubs: EntrantClubs, input: ResultInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const home = entrantClubs.get(input.homeEntrantId);
  const away = input.awayEntrantId === null ? null : entrantClubs.get(input.awayEntrantId);
  if (!home) problems.homeEntrantId = f.entrantUnknown;
  if (input.awayEntrantId !== null && !away) problems.awayEntrantId = f.entrantUnknown;
  if (input.awayEntrantId === input.homeEntrantId) problems.awayEntrantId = f.againstItself;
  else if (home?.clubId != null && home.clubId === away?.clubId) problems.awayEntrantId = f.sameClub;
  if ((input.homeScore === null) !== (input.awayScore === null)) problems[input.homeScore === null ? "homeScore" : "awayScore"] = f.bothScores;
  if (input.status === "played" && input.awayEntrantId !== null && (input.homeScore === null || input.awayScore === null)) {
    problems[input.homeScore === null ? "homeScore" : "awayScore"] ??= f.playedNeedsScores;
  }
  return { ...problems, ...triesProblems(code, input) };
}

export function assertResult(code: Competition["code"], entrantClubs: EntrantClubs, input: ResultInput) {
  const problems = resultProblems(code, entrantClubs, input);
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

/** A competition's entrants by id (with each one's team and club), for the checks above and the writes that name entrants. */
export const entrantsById = async (db: Db, competitionId: number) => new Map((await entrantsOf(db, [competitionId])).map((team) => [team.id, team]));

/** The featured competitions of a code (or both) for a season. */
export const featuredCompetitions = (db: Db, season: string, code?: Competition["code"]) =>
  db
    .select()
    .from(competitions)
    .where(and(eq(competitions.featured, true), eq(competitions.season, season), code ? eq(competitions.code, code) : undefined))
    .orderBy(asc(competitions.code), asc(competitions.id));
