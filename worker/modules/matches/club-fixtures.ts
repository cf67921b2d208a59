/**
 * The SPEC's matches as views over fixtures (issue 22): every list and page of matches
 * (/api/clubs/matches, /api/clubs/{id}/matches, /api/matches/*) reads here, in one query.
 *
 * A fixture is a game between two teams: a competition's, or a friendly (no competition: a club's
 * own match, its competition the text the club typed). A game between two member clubs is one
 * fixture, listed in both clubs' lists, each seeing the other as `opponent` and `isHomeGame` from
 * its own side; the public lists show it once, from the home member club's side (the away one's
 * when the home side is a guest). Ids are the fixtures' own.
 *
 * Two shapes, as before the one model: a friendly keeps the SPEC's fields (the dashboard edits it),
 * a competition's fixture adds `fixtureId`, its competition, status, tries and live score (the
 * federation keeps it; the clubs enter its result). Both carry the teams (issue 22): `teamId` the
 * club's, `opponentTeamId` the opponent's (null for a guest), with the opponent club's crest.
 *
 * Only what the public sees (issue 12, as the calendars and CSV files): a fixture with a member
 * club the federation has not approved, or has deactivated, is in no list and not found by id.
 * The club's own list (its dashboard) shows it its own fixtures before approval too.
 */
import { aliasedTable, and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { hasResult } from "../../../domain/fixtures/fixture-status";
import { liveSummary } from "../../../domain/live";
import { hasKickedOff, type LocalDateTime } from "../../../schema/athens-time";
import { competitionCode, UNION_MARKER } from "../../../schema/competition-code";
import type { RugbyType } from "../../../schema/constants";
import { clubs } from "../../../schema/tables";
import { competitions, fixtures, teams } from "../../../schema/tables/competitions";
import type { Db } from "../../platform/db";
import { disputedEntriesColumn } from "../competitions/disputed-entries";
import { isPublicClubAs } from "../clubs/public-clubs";
import { teamNameEl } from "../teams/team-names";

type Clock = LocalDateTime;

const homeTeam = aliasedTable(teams, "home_team");
const awayTeam = aliasedTable(teams, "away_team");
const homeClub = aliasedTable(clubs, "home_club");
const awayClub = aliasedTable(clubs, "away_club");

const teamColumns = (team: typeof homeTeam) => ({ id: team.id, clubId: team.clubId, nameEn: team.nameEn, nameEl: team.nameEl, greekName: teamNameEl(team) });
const clubColumns = (club: typeof homeClub) => ({ id: club.id, name: club.name, abbreviation: club.abbreviation, logoUrl: club.logoUrl, nameEl: club.nameEl });

/** Each side is a guest team or a club joined below. */
const bothSidesShown: SQL = and(or(isNull(homeTeam.clubId), isNotNull(homeClub.id)), or(isNull(awayTeam.clubId), isNotNull(awayClub.id)))!;

/**
 * Fixtures with their teams (byes left out): a club side is joined only when the public sees it
 * (or it is `viewerClubId`, the club reading its own list), and a fixture with a side left
 * unjoined is left out.
 */
const selectFixtures = (db: Db, where: SQL | undefined, viewerClubId?: number) =>
  db
    .select({
      fixture: fixtures,
      competition: { id: competitions.id, slug: competitions.slug, nameEn: competitions.nameEn, nameEl: competitions.nameEl, code: competitions.code },
      home: teamColumns(homeTeam),
      away: teamColumns(awayTeam),
      homeClub: clubColumns(homeClub),
      awayClub: clubColumns(awayClub),
      disputedEntries: disputedEntriesColumn(),
    })
    .from(fixtures)
    .leftJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .innerJoin(homeTeam, eq(homeTeam.id, fixtures.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, fixtures.awayTeamId))
    .leftJoin(homeClub, and(eq(homeClub.id, homeTeam.clubId), isPublicClubAs(homeClub, viewerClubId)))
    .leftJoin(awayClub, and(eq(awayClub.id, awayTeam.clubId), isPublicClubAs(awayClub, viewerClubId)))
    .where(and(bothSidesShown, where));

type Row = Awaited<ReturnType<typeof selectFixtures>>[number];
type Side = "home" | "away";

/** The live summary from one club's side: its score first, as the match shape has it. */
function liveFromSide(fixture: Parameters<typeof liveSummary>[0], own: boolean) {
  const live = liveSummary(fixture);
  if (!live) return null;
  const { homeScore, awayScore, ...rest } = live;
  return { ...rest, clubScore: own ? homeScore : awayScore, opponentScore: own ? awayScore : homeScore };
}

/** The SPEC's match fields of a fixture seen from one member club's side, and its teams (issue 22). */
function matchFields(row: Row, side: Side, now: Clock) {
  const own = side === "home";
  const { fixture } = row;
  const club = (own ? row.homeClub : row.awayClub)!;
  const team = own ? row.home : row.away;
  const opponent = own ? row.away : row.home;
  const opponentClub = own ? row.awayClub : row.homeClub;
  const time = fixture.time ?? "";
  const competition = row.competition?.nameEn ?? fixture.competitionLabel ?? "";
  return {
    id: fixture.id,
    opponent: opponent.nameEn,
    opponentEl: opponent.nameEl,
    date: fixture.date,
    time,
    // The SPEC's venue is text: the English one, else the Greek one, else empty.
    venue: fixture.venue ?? fixture.venueEl ?? "",
    venueEl: fixture.venueEl,
    competition,
    isHomeGame: own,
    clubId: club.id,
    club: { id: club.id, name: club.name, abbreviation: club.abbreviation, logoUrl: club.logoUrl, nameEl: club.nameEl },
    clubScore: own ? fixture.homeScore : fixture.awayScore,
    opponentScore: own ? fixture.awayScore : fixture.homeScore,
    isCompleted: hasKickedOff({ date: fixture.date, time }, now) || hasResult(fixture),
    // A competition's code; a friendly's by the SPEC's rule on its competition text.
    rugbyType: row.competition?.code ?? competitionCode(competition),
    // Issue 22: the club's team (its names: a club fields several), and the opponent's team with its club.
    teamId: team.id,
    teamName: team.nameEn,
    teamNameEl: team.nameEl,
    opponentTeamId: opponent.clubId === null ? null : opponent.id,
    opponentClubId: opponent.clubId,
    opponentClub: opponentClub ?? null,
  };
}

/** A friendly (a club's own match): the SPEC's fields and the teams. */
export type FriendlyMatch = ReturnType<typeof matchFields>;

/** A competition's fixture: the match fields, with the fixture's own (issues 10, 13, 14, 19). */
function fixtureMatch(row: Row, competition: NonNullable<Row["competition"]>, side: Side, now: Clock) {
  const own = side === "home";
  const { fixture } = row;
  return {
    ...matchFields(row, side, now),
    fixtureId: fixture.id,
    competitionSlug: competition.slug,
    competitionNameEl: competition.nameEl,
    // Issue 13: the opponent's name for a reader of Greek (its Greek one, else its Latin one).
    opponentNameEl: (own ? row.away : row.home).greekName,
    status: fixture.status,
    clubTries: own ? fixture.homeTries : fixture.awayTries,
    opponentTries: own ? fixture.awayTries : fixture.homeTries,
    resultState: fixture.resultState,
    live: liveFromSide(fixture, own),
    disputedEntries: row.disputedEntries,
  };
}
export type FixtureMatch = ReturnType<typeof fixtureMatch>;
export type ClubMatch = FriendlyMatch | FixtureMatch;

/** A fixture as one member club's match, in the shape of its kind. */
const asClubMatch = (row: Row, side: Side, now: Clock): ClubMatch =>
  row.competition ? fixtureMatch(row, row.competition, side, now) : matchFields(row, side, now);

const byKickOff = [asc(fixtures.date), asc(fixtures.time), asc(fixtures.id)];
/**
 * Kick-off order that no index gives (`+` makes the columns expressions), for a list read through
 * other indexes: else SQLite, to spare itself the sort, walks every fixture in `fixtures_date_idx`
 * (issue 25; worker/modules/matches/matches-plan.test.ts).
 */
const byKickOffSorted = [sql`+${fixtures.date}`, sql`+${fixtures.time}`, asc(fixtures.id)];

/** The query of a club's fixtures (of one of its teams, with `teamId`), in kick-off order. */
export const clubMatchesQuery = (db: Db, clubId: number, { asTheClub = false, teamId }: { asTheClub?: boolean; teamId?: number } = {}) => {
  // The club's teams by their ids, so SQLite reads only their fixtures (fixtures_home_idx and fixtures_away_idx), not every one.
  const clubTeams = db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.clubId, clubId), teamId === undefined ? undefined : eq(teams.id, teamId)));
  return selectFixtures(db, or(inArray(fixtures.homeTeamId, clubTeams), inArray(fixtures.awayTeamId, clubTeams)), asTheClub ? clubId : undefined).orderBy(...byKickOffSorted);
};

/**
 * A club's fixtures, each from the club's side: its public list, or (`asTheClub`) the list the
 * club itself sees in its dashboard, where it counts as shown even before the federation approves
 * it. `teamId`: only that team's (none, when it is not the club's).
 */
export async function clubMatchList(db: Db, clubId: number, now: Clock, options: { asTheClub?: boolean; teamId?: number } = {}): Promise<ClubMatch[]> {
  const rows = await clubMatchesQuery(db, clubId, options);
  const isOurs = (team: Row["home"]) => team.clubId === clubId && (options.teamId === undefined || team.id === options.teamId);
  return rows.map((row) => asClubMatch(row, isOurs(row.home) ? "home" : "away", now));
}

/** One fixture from the club's side, as its own list shows it (after the club's write); null when not there. */
export async function clubMatchById(db: Db, clubId: number, id: number, now: Clock): Promise<ClubMatch | null> {
  const row = await selectFixtures(db, eq(fixtures.id, id), clubId).get();
  return row ? asClubMatch(row, row.home.clubId === clubId ? "home" : "away", now) : null;
}

/** A fixture one of whose sides at least is a member club, from the home member's side. */
const publicSide = (row: Row): Side => (row.homeClub?.id ? "home" : "away");
const hasMember = or(isNotNull(homeClub.id), isNotNull(awayClub.id))!;

const fixtureKickedOff = (now: Clock): SQL => sql`(${fixtures.date}, coalesce(${fixtures.time}, '')) <= (${now.date}, ${now.time})`;
/** `hasResult` (domain/fixtures/fixture-status.ts) in SQL. */
const fixtureHasResult: SQL = sql`(${fixtures.status} in ('forfeited-home', 'forfeited-away') or (${fixtures.status} = 'played' and ${fixtures.homeScore} is not null and ${fixtures.awayScore} is not null))`;
/**
 * Over: kicked off, or with a result the table counts even before its kick-off (a club's entry
 * on the day before, a walkover settled early: issue 19), so it lists with the results, never
 * as upcoming.
 */
const fixtureOver = (now: Clock): SQL => sql`(${fixtureKickedOff(now)} or ${fixtureHasResult})`;
const fixtureNotOver = (now: Clock): SQL => sql`not ${fixtureOver(now)}`;

/** A match being scored live now (issue 14): still "upcoming" for the lists, with its running score. */
/** Only on its day (Athens): a match nobody closed with full-time is not live once its day is over. */
const isLiveNow = (now: Clock): SQL => and(inArray(fixtures.liveClock, ["first-half", "half-time", "second-half"]), sql`${fixtures.date} >= ${now.date}`)!;
const notLiveNow = (now: Clock): SQL => sql`not coalesce(${isLiveNow(now)}, 0)`;

/**
 * Of one rugby code: a competition's code; a friendly's by the SPEC's rule on its competition text
 * (schema/competition-code.ts, in SQL).
 */
export const playedAs = (code: RugbyType): SQL => {
  const textSays = sql`case when instr(lower(${fixtures.competitionLabel}), ${UNION_MARKER}) > 0 then 'union' else 'league' end`;
  return sql`coalesce(${competitions.code}, ${textSays}) = ${code}`;
};

type ListOptions = { limit: number; code?: RugbyType };

/** The public upcoming list's query: not over yet, or being played live now, soonest first (exported for its query plan's test). */
export const upcomingQuery = (db: Db, now: Clock, { limit, code }: ListOptions) =>
  // Not over and live now are both on today or later: said plainly, so the kick-off index starts at today (issue 25).
  selectFixtures(db, and(gte(fixtures.date, now.date), hasMember, or(fixtureNotOver(now), isLiveNow(now)), code ? playedAs(code) : undefined))
    .orderBy(...byKickOff)
    .limit(limit);

/** The public results list's query: over, most recent first. */
export const resultsQuery = (db: Db, now: Clock, { limit, code }: ListOptions) =>
  selectFixtures(db, and(hasMember, fixtureOver(now), notLiveNow(now), code ? playedAs(code) : undefined))
    .orderBy(desc(fixtures.date), desc(fixtures.time), desc(fixtures.id))
    .limit(limit);

export const upcomingMatches = async (db: Db, now: Clock, options: ListOptions) =>
  (await upcomingQuery(db, now, options)).map((row) => asClubMatch(row, publicSide(row), now));

export const recentResults = async (db: Db, now: Clock, options: ListOptions) =>
  (await resultsQuery(db, now, options)).map((row) => asClubMatch(row, publicSide(row), now));

/** /api/matches/{id}: the fixture with a public member club in it, or null. */
export async function publicMatchById(db: Db, id: number, now: Clock) {
  const row = await selectFixtures(db, and(eq(fixtures.id, id), hasMember)).get();
  return row ? asClubMatch(row, publicSide(row), now) : null;
}
