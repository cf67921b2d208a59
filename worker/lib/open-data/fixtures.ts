/**
 * Fixtures and results as the open data shows them (calendars and CSV files): a competition's
 * fixtures (stored once, `fixtures`) and a club's own matches (`matches`: friendlies and other
 * free-text opponents), in one shape, home side first. Only what the public sees: a fixture with a
 * member club the federation has not approved (or has deactivated) is left out, as are byes.
 */
import { aliasedTable, and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { competitionCode } from "../../../schema/competition-code";
import type { RugbyType } from "../../../schema/constants";
import { clubs, matches } from "../../../schema/tables";
import { competitions, entrants, fixtures } from "../../../schema/tables/competitions";
import type { FixtureStatus } from "../../../domain/fixtures/fixture-status";
import type { DisputedEntries, ResultState } from "../../../domain/results";
import { FIXTURE_ID_OFFSET } from "../../../schema/match-ids";
import type { Db } from "../db";
import { disputedEntriesColumn } from "../disputed-entries";
import { isPublicClub } from "../public-clubs";
import { playedAs, selectMatchesWithClub } from "../public-matches";
import { teamNameEl } from "../team-names";
import { say } from "./language";

export type OpenFixture = {
  /** Stable across edits: the calendar's UID. */
  uid: string;
  /** The SPEC match id: /matches/{matchId}. */
  matchId: number;
  date: string;
  time: string | null;
  venue: string | null;
  /** The venue's Greek name, where it has one (issue 21). */
  venueEl: string | null;
  status: FixtureStatus;
  round: number | null;
  home: string;
  away: string;
  /** The sides' Greek names (issues 13, 21): a club's or a guest team's, else the same as `home`/`away`. */
  homeEl: string;
  awayEl: string;
  homeScore: number | null;
  awayScore: number | null;
  homeTries: number | null;
  awayTries: number | null;
  /** How far the clubs agree on a fixture's result (issue 14); a club's own match has none. */
  resultState: ResultState | null;
  /** A disputed result's two entries: it has no score until it is settled (issue 19). */
  disputedEntries: DisputedEntries | null;
  /** The competition's names; a club's own match has only its free-text name (both languages). */
  competition: { slug: string | null; nameEn: string; nameEl: string };
  code: RugbyType;
  /** Raised on every change a calendar shows (triggers of migration 0006): the calendar's SEQUENCE. */
  sequence: number;
  /** When the row last changed what a calendar shows (or was made): LAST-MODIFIED. */
  updatedAt: string;
};

const home = aliasedTable(entrants, "open_home");
const away = aliasedTable(entrants, "open_away");
// Joined only when public: a side whose club is not public then has no club row.
const homeClub = aliasedTable(clubs, "open_home_club");
const awayClub = aliasedTable(clubs, "open_away_club");
/** A club the public sees; the signed-in club also sees itself (its own export, before approval). */
const visibleClub = (club: typeof homeClub, viewerClubId?: number) =>
  or(and(eq(club.status, "approved"), eq(club.isActive, true)), viewerClubId === undefined ? undefined : eq(club.id, viewerClubId));

/** The venue a reader of `language` reads: theirs when there is one, else the other (issue 21). */
export const venueIn = (fixture: Pick<OpenFixture, "venue" | "venueEl">, language: "en" | "el") =>
  (language === "el" ? fixture.venueEl || fixture.venue : fixture.venue || fixture.venueEl) || null;

/** Each side is a guest team or a visible club. */
const bothSidesVisible = and(or(isNull(home.clubId), sql`${homeClub.id} is not null`), or(isNull(away.clubId), sql`${awayClub.id} is not null`))!;

async function competitionFixtures(db: Db, where: SQL | undefined, viewerClubId?: number): Promise<OpenFixture[]> {
  const rows = await db
    .select({
      fixture: fixtures,
      competition: { slug: competitions.slug, nameEn: competitions.nameEn, nameEl: competitions.nameEl, code: competitions.code },
      home: sql<string>`coalesce(${homeClub.name}, ${home.name})`,
      away: sql<string>`coalesce(${awayClub.name}, ${away.name})`,
      homeEl: teamNameEl(homeClub, home),
      awayEl: teamNameEl(awayClub, away),
      disputedEntries: disputedEntriesColumn(),
    })
    .from(fixtures)
    .innerJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .innerJoin(home, eq(home.id, fixtures.homeEntrantId))
    .innerJoin(away, eq(away.id, fixtures.awayEntrantId))
    .leftJoin(homeClub, and(eq(homeClub.id, home.clubId), visibleClub(homeClub, viewerClubId)))
    .leftJoin(awayClub, and(eq(awayClub.id, away.clubId), visibleClub(awayClub, viewerClubId)))
    .where(and(bothSidesVisible, where))
    .orderBy(asc(fixtures.date), asc(fixtures.time), asc(fixtures.id));
  return rows.map(({ fixture, competition, home, away, homeEl, awayEl, disputedEntries }) => ({
    uid: `fixture-${fixture.id}@rugbyhellas.gr`,
    matchId: FIXTURE_ID_OFFSET + fixture.id,
    date: fixture.date,
    time: fixture.time,
    venue: fixture.venue,
    venueEl: fixture.venueEl,
    status: fixture.status,
    round: fixture.round,
    home,
    away,
    homeEl,
    awayEl,
    homeScore: fixture.homeScore,
    awayScore: fixture.awayScore,
    homeTries: fixture.homeTries,
    awayTries: fixture.awayTries,
    resultState: fixture.resultState,
    disputedEntries,
    competition: { slug: competition.slug, nameEn: competition.nameEn, nameEl: competition.nameEl },
    code: competition.code,
    sequence: fixture.sequence,
    updatedAt: fixture.updatedAt,
  }));
}

/** Clubs' own matches (of public clubs, or of the signed-in club itself), home side first. */
async function ownMatches(db: Db, where: SQL | undefined, viewerClubId?: number): Promise<OpenFixture[]> {
  const query =
    viewerClubId === undefined
      ? selectMatchesWithClub(db).where(where)
      : db.select({ match: matches, club: { name: clubs.name, nameEl: clubs.nameEl } }).from(matches).innerJoin(clubs, eq(clubs.id, matches.clubId)).where(and(eq(clubs.id, viewerClubId), where));
  const rows = await query.orderBy(asc(matches.date), asc(matches.time), asc(matches.id));
  return rows.map(({ match, club }) => {
    const [homeName, awayName] = match.isHomeGame ? [club.name, match.opponent] : [match.opponent, club.name];
    const clubEl = club.nameEl || club.name;
    const opponentEl = match.opponentEl || match.opponent;
    const [homeEl, awayEl] = match.isHomeGame ? [clubEl, opponentEl] : [opponentEl, clubEl];
    const [homeScore, awayScore] = match.isHomeGame ? [match.clubScore, match.opponentScore] : [match.opponentScore, match.clubScore];
    return {
      uid: `match-${match.id}@rugbyhellas.gr`,
      matchId: match.id,
      date: match.date,
      time: match.time,
      venue: match.venue,
      venueEl: match.venueEl,
      status: homeScore !== null && awayScore !== null ? "played" : "scheduled",
      round: null,
      home: homeName,
      away: awayName,
      homeEl,
      awayEl,
      homeScore,
      awayScore,
      homeTries: null,
      awayTries: null,
      resultState: null,
      disputedEntries: null,
      competition: { slug: null, nameEn: match.competition, nameEl: say("el", match.competition) },
      code: competitionCode(match.competition),
      sequence: match.sequence,
      updatedAt: match.updatedAt,
    };
  });
}

const byKickOff = (a: OpenFixture, b: OpenFixture) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? "") || a.matchId - b.matchId;

/**
 * A club's fixtures and own matches: its public match list, or (`asTheClub`) the list the club
 * itself sees in its dashboard, where it counts as visible even before the federation approves it.
 */
export async function clubOpenFixtures(db: Db, clubId: number, { asTheClub = false } = {}) {
  const viewer = asTheClub ? clubId : undefined;
  const [inCompetitions, own] = await Promise.all([
    competitionFixtures(db, or(eq(home.clubId, clubId), eq(away.clubId, clubId)), viewer),
    ownMatches(db, eq(matches.clubId, clubId), viewer),
  ]);
  return [...inCompetitions, ...own].sort(byKickOff);
}

/** A competition's fixtures (byes left out). */
export const competitionOpenFixtures = (db: Db, competitionId: number) => competitionFixtures(db, eq(fixtures.competitionId, competitionId));

/** Every public fixture and club match of one code. */
export async function codeOpenFixtures(db: Db, code: RugbyType) {
  const [inCompetitions, own] = await Promise.all([competitionFixtures(db, eq(competitions.code, code)), ownMatches(db, playedAs(code))]);
  return [...inCompetitions, ...own].sort(byKickOff);
}

/** A public member club (approved, active, not the federation's own account), or undefined. */
export const publicMemberClub = (db: Db, id: number) =>
  db
    .select()
    .from(clubs)
    .where(and(eq(clubs.id, id), eq(clubs.isAdmin, false), isPublicClub))
    .get();
