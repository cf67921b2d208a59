/**
 * Competition fixtures in the SPEC's match lists (issue 10, point 3). A fixture between two
 * member clubs is stored once (`fixtures`) and listed in both clubs' lists, each seeing the other
 * as `opponent` and `isHomeGame` from its own side; the public lists show it once, from the home
 * member club's side (the away one's when the home side is a guest).
 *
 * Ids: a listed fixture's `id` is FIXTURE_ID_OFFSET + its fixture id, so it never meets a club's
 * own match id (matches.id) in one list or in /api/matches/{id}; `fixtureId` carries the real id.
 *
 * Only what the public sees (issue 12, as the calendars and CSV files): a fixture with a member
 * club the federation has not approved, or has deactivated, is in no list and not found by id.
 * The club's own list (its dashboard) shows it its own fixtures before approval too.
 */
import { aliasedTable, and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { hasResult } from "../../domain/fixtures/fixture-status";
import { liveSummary } from "../../domain/live";
import { hasKickedOff, type LocalDateTime } from "../../schema/athens-time";
import { FIXTURE_ID_OFFSET } from "../../schema/match-ids";
import type { RugbyType } from "../../schema/constants";
import { clubs } from "../../schema/tables";
import { competitions, entrants, fixtures } from "../../schema/tables/competitions";
import type { Db } from "./db";
import { disputedEntriesColumn } from "./disputed-entries";
import { isPublicClubAs } from "./public-clubs";
import { greekTeamName, teamNameEl } from "./team-names";

/** The live summary from one club's side: its score first, as the match shape has it. */
function liveFromSide(fixture: Parameters<typeof liveSummary>[0], own: boolean) {
  const live = liveSummary(fixture);
  if (!live) return null;
  const { homeScore, awayScore, ...rest } = live;
  return { ...rest, clubScore: own ? homeScore : awayScore, opponentScore: own ? awayScore : homeScore };
}


type Clock = LocalDateTime;

const home = aliasedTable(entrants, "home_entrant");
const away = aliasedTable(entrants, "away_entrant");
const homeClub = aliasedTable(clubs, "home_club");
const awayClub = aliasedTable(clubs, "away_club");

/** Each side is a guest team or a club joined below. */
const bothSidesShown: SQL = and(or(isNull(home.clubId), isNotNull(homeClub.id)), or(isNull(away.clubId), isNotNull(awayClub.id)))!;

/**
 * Fixtures with their sides: a club side is joined only when the public sees it (or it is
 * `viewerClubId`, the club reading its own list), and a fixture with a side left unjoined is left out.
 */
const selectFixtures = (db: Db, where: SQL | undefined, viewerClubId?: number) =>
  db
    .select({
      fixture: fixtures,
      competition: { id: competitions.id, slug: competitions.slug, nameEn: competitions.nameEn, nameEl: competitions.nameEl, code: competitions.code },
      home: { clubId: home.clubId, name: sql<string>`coalesce(${homeClub.name}, ${home.name})`, nameEl: teamNameEl(homeClub, home), greekName: greekTeamName(homeClub, home) },
      away: { clubId: away.clubId, name: sql<string>`coalesce(${awayClub.name}, ${away.name})`, nameEl: teamNameEl(awayClub, away), greekName: greekTeamName(awayClub, away) },
      homeClub: { id: homeClub.id, name: homeClub.name, nameEl: homeClub.nameEl, abbreviation: homeClub.abbreviation, logoUrl: homeClub.logoUrl },
      awayClub: { id: awayClub.id, name: awayClub.name, nameEl: awayClub.nameEl, abbreviation: awayClub.abbreviation, logoUrl: awayClub.logoUrl },
      disputedEntries: disputedEntriesColumn(),
    })
    .from(fixtures)
    .innerJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .innerJoin(home, eq(home.id, fixtures.homeEntrantId))
    .innerJoin(away, eq(away.id, fixtures.awayEntrantId))
    .leftJoin(homeClub, and(eq(homeClub.id, home.clubId), isPublicClubAs(homeClub, viewerClubId)))
    .leftJoin(awayClub, and(eq(awayClub.id, away.clubId), isPublicClubAs(awayClub, viewerClubId)))
    .where(and(bothSidesShown, where));

type Row = Awaited<ReturnType<typeof selectFixtures>>[number];

/** The fixture as one member club's match, in the SPEC's match shape, with the fixture's own fields added. */
function asClubMatch(row: Row, side: "home" | "away", now: Clock) {
  const own = side === "home";
  const club = (own ? row.homeClub : row.awayClub)!;
  const { fixture } = row;
  const time = fixture.time ?? "";
  return {
    id: FIXTURE_ID_OFFSET + fixture.id,
    opponent: (own ? row.away : row.home).name,
    opponentEl: (own ? row.away : row.home).greekName,
    date: fixture.date,
    time,
    // The SPEC's venue is text: the English one, else the Greek one, else empty.
    venue: fixture.venue ?? fixture.venueEl ?? "",
    venueEl: fixture.venueEl,
    competition: row.competition.nameEn,
    isHomeGame: own,
    clubId: club.id,
    club: { id: club.id, name: club.name, abbreviation: club.abbreviation, logoUrl: club.logoUrl, nameEl: club.nameEl },
    clubScore: own ? fixture.homeScore : fixture.awayScore,
    opponentScore: own ? fixture.awayScore : fixture.homeScore,
    isCompleted: hasKickedOff({ date: fixture.date, time }, now) || hasResult(fixture),
    rugbyType: row.competition.code,
    // Added by issue 10: the fixture behind the match, its competition and its result.
    fixtureId: fixture.id,
    competitionSlug: row.competition.slug,
    competitionNameEl: row.competition.nameEl,
    opponentClubId: (own ? row.away : row.home).clubId,
    // Issue 13: the opponent's Greek name, for a reader of Greek.
    opponentNameEl: (own ? row.away : row.home).nameEl,
    status: fixture.status,
    clubTries: own ? fixture.homeTries : fixture.awayTries,
    opponentTries: own ? fixture.awayTries : fixture.homeTries,
    // Added by issue 14: how far the clubs agree on the result, and the running score while live.
    resultState: fixture.resultState,
    live: liveFromSide(fixture, own),
    // Issue 19: a disputed result's two entries (home–away figures each), shown instead of a score.
    disputedEntries: row.disputedEntries,
  };
}
export type FixtureMatch = ReturnType<typeof asClubMatch>;

/**
 * A club's competition fixtures (byes left out), each from the club's side: its public list, or
 * (`asTheClub`) the list the club itself sees in its dashboard, where it counts as shown even
 * before the federation approves it.
 */
export async function clubFixtureMatches(db: Db, clubId: number, now: Clock, { asTheClub = false } = {}): Promise<FixtureMatch[]> {
  const rows = await selectFixtures(db, or(eq(home.clubId, clubId), eq(away.clubId, clubId)), asTheClub ? clubId : undefined).orderBy(
    asc(fixtures.date),
    asc(fixtures.time),
    asc(fixtures.id),
  );
  return rows.map((row) => asClubMatch(row, row.home.clubId === clubId ? "home" : "away", now));
}

/** A fixture between entrants one of which at least is a member club, from the home member's side. */
const publicSide = (row: Row) => (row.homeClub?.id ? "home" : "away");
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

/** The public upcoming list's fixtures, and those being played live now: soonest first. */
export async function upcomingFixtureMatches(db: Db, now: Clock, { limit, code }: { limit: number; code?: RugbyType }) {
  const rows = await selectFixtures(db, and(hasMember, or(fixtureNotOver(now), isLiveNow(now)), code ? eq(competitions.code, code) : undefined))
    .orderBy(asc(fixtures.date), asc(fixtures.time), asc(fixtures.id))
    .limit(limit);
  return rows.map((row) => asClubMatch(row, publicSide(row), now));
}

/** The public results list's fixtures: most recent first. */
export async function recentFixtureMatches(db: Db, now: Clock, { limit, code }: { limit: number; code?: RugbyType }) {
  const rows = await selectFixtures(db, and(hasMember, fixtureOver(now), notLiveNow(now), code ? eq(competitions.code, code) : undefined))
    .orderBy(desc(fixtures.date), desc(fixtures.time), desc(fixtures.id))
    .limit(limit);
  return rows.map((row) => asClubMatch(row, publicSide(row), now));
}

/** /api/matches/{id} for an id above FIXTURE_ID_OFFSET: the fixture, or null. */
export async function fixtureMatchById(db: Db, id: number, now: Clock) {
  const row = await selectFixtures(db, and(eq(fixtures.id, id - FIXTURE_ID_OFFSET), hasMember)).get();
  return row ? asClubMatch(row, publicSide(row), now) : null;
}

/** Two lists in one order (date, time), cut to `limit`: a club's own matches and its fixtures together. */
type KickOff = { date: string; time: string; id: number };
export function mergeByKickOff<A extends KickOff, B extends KickOff>(a: A[], b: B[], limit: number, order: "asc" | "desc" = "asc"): (A | B)[] {
  const sign = order === "asc" ? 1 : -1;
  return [...a, ...b].sort((x, y) => sign * (x.date.localeCompare(y.date) || x.time.localeCompare(y.time) || x.id - y.id)).slice(0, limit);
}
