/**
 * Fixtures and results as the open data shows them (calendars and CSV files): every fixture of the
 * one model (issue 22), a competition's and the clubs' friendlies (their own matches) alike, home
 * side first. Only what the public sees: a fixture with a member club the federation has not
 * approved (or has deactivated) is left out, as are byes.
 */
import { aliasedTable, and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { RugbyType } from "../../../schema/constants";
import { clubs } from "../../../schema/tables";
import { competitions, fixtures, teams } from "../../../schema/tables/competitions";
import type { FixtureStatus } from "../../../domain/fixtures/fixture-status";
import type { DisputedEntries, ResultState } from "../../../domain/results";
import { competitionCode } from "../../../schema/competition-code";
import type { Db } from "../../platform/db";
import { playedAs } from "../matches/club-fixtures";
import { disputedEntriesColumn } from "../competitions/disputed-entries";
import { isPublicClub, isPublicClubAs } from "../clubs/public-clubs";
import { teamName, teamNameEl } from "../teams/team-names";
import { say } from "../../platform/http/language";

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

const home = aliasedTable(teams, "open_home");
const away = aliasedTable(teams, "open_away");
// Joined only when public: a side whose club is not public then has no club row.
const homeClub = aliasedTable(clubs, "open_home_club");
const awayClub = aliasedTable(clubs, "open_away_club");

/** The venue a reader of `language` reads: theirs when there is one, else the other (issue 21). */
export const venueIn = (fixture: Pick<OpenFixture, "venue" | "venueEl">, language: "en" | "el") =>
  (language === "el" ? fixture.venueEl || fixture.venue : fixture.venue || fixture.venueEl) || null;

/** Each side is a guest team or a visible club. */
const bothSidesVisible = and(or(isNull(home.clubId), sql`${homeClub.id} is not null`), or(isNull(away.clubId), sql`${awayClub.id} is not null`))!;

/** Fixtures in kick-off order; `viewerClubId`, the signed-in club, also sees itself (its own export, before approval). */
async function openFixtures(db: Db, where: SQL | undefined, viewerClubId?: number): Promise<OpenFixture[]> {
  const rows = await db
    .select({
      fixture: fixtures,
      competition: { slug: competitions.slug, nameEn: competitions.nameEn, nameEl: competitions.nameEl, code: competitions.code },
      home: teamName(home),
      away: teamName(away),
      homeEl: teamNameEl(home),
      awayEl: teamNameEl(away),
      disputedEntries: disputedEntriesColumn(),
    })
    .from(fixtures)
    .leftJoin(competitions, eq(competitions.id, fixtures.competitionId))
    .innerJoin(home, eq(home.id, fixtures.homeTeamId))
    .innerJoin(away, eq(away.id, fixtures.awayTeamId))
    .leftJoin(homeClub, and(eq(homeClub.id, home.clubId), isPublicClubAs(homeClub, viewerClubId)))
    .leftJoin(awayClub, and(eq(awayClub.id, away.clubId), isPublicClubAs(awayClub, viewerClubId)))
    .where(and(bothSidesVisible, where))
    .orderBy(asc(fixtures.date), asc(fixtures.time), asc(fixtures.id));
  return rows.map(({ fixture, competition, home, away, homeEl, awayEl, disputedEntries }) => {
    // A friendly names its competition by the text the club typed (the SPEC's names in Greek too).
    const label = fixture.competitionLabel ?? "";
    return {
      uid: `fixture-${fixture.id}@rugbyhellas.gr`,
      matchId: fixture.id,
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
      competition: competition ? { slug: competition.slug, nameEn: competition.nameEn, nameEl: competition.nameEl } : { slug: null, nameEn: label, nameEl: say("el", label) },
      code: competition?.code ?? competitionCode(label),
      sequence: fixture.sequence,
      updatedAt: fixture.updatedAt,
    };
  });
}

/**
 * A club's fixtures (its teams', friendlies included): its public match list, or (`asTheClub`) the
 * list the club itself sees in its dashboard, where it counts as visible even before the
 * federation approves it.
 */
export const clubOpenFixtures = (db: Db, clubId: number, { asTheClub = false } = {}) =>
  openFixtures(db, or(eq(home.clubId, clubId), eq(away.clubId, clubId)), asTheClub ? clubId : undefined);

/** A competition's fixtures (byes left out). */
export const competitionOpenFixtures = (db: Db, competitionId: number) => openFixtures(db, eq(fixtures.competitionId, competitionId));

/** Every public fixture of one code, friendlies by their competition text's. */
export const codeOpenFixtures = (db: Db, code: RugbyType) => openFixtures(db, playedAs(code));

/** A public member club (approved, active, not the federation's own account), or undefined. */
export const publicMemberClub = (db: Db, id: number) =>
  db
    .select()
    .from(clubs)
    .where(and(eq(clubs.id, id), eq(clubs.isAdmin, false), isPublicClub))
    .get();
