/**
 * The roster as a view of the register (issue 24, point 4): a club's `players` rows, where an
 * entry linked to a registration shows the person's name and date of birth as they are now (never
 * typed twice), and only while that registration is licensed with the club (a lapsed or
 * transferred licence leaves the roster); entries typed before registration (unlinked) stay as
 * they are. The club's roster calls, the public roster, the CSV export and live scoring read it.
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { persons, players } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import type { Db } from "../../platform/db";

export type RosterFilter = { teamId?: number; season?: string };

/** Null when the person has no name on record (erased): the entry's own name stands in. */
const personName = sql<string | null>`nullif(trim(coalesce(${persons.firstName}, '') || ' ' || coalesce(${persons.lastName}, '')), '')`;

const viewColumns = {
  id: players.id,
  name: sql<string>`coalesce(${personName}, ${players.name})`,
  position: players.position,
  jerseyNumber: players.jerseyNumber,
  // A registered player's is the person's (who may have none on record); a typed entry's its own.
  dateOfBirth: sql<string | null>`case when ${players.registrationId} is null then ${players.dateOfBirth} else ${persons.dateOfBirth} end`,
  height: players.height,
  weight: players.weight,
  clubId: players.clubId,
  registrationId: players.registrationId,
  teamId: registrations.teamId,
  season: registrations.season,
  licenceNumber: registrations.licenceNumber,
  /** The person's opt-in to public pages (a minor's is a parent's to give): never answered. */
  publicProfile: sql<boolean>`coalesce(${persons.publicProfile}, 0) = 1 and ${persons.erasedAt} is null`.mapWith(Boolean),
};

export type RosterEntry = {
  id: number;
  name: string;
  position: string;
  jerseyNumber: number | null;
  dateOfBirth: string | null;
  height: number | null;
  weight: number | null;
  clubId: number;
  registrationId: number | null;
  teamId: number | null;
  season: string | null;
  licenceNumber: string | null;
  publicProfile: boolean;
};

/** Typed entries, and linked ones whose registration is licensed with the entry's club. */
const onTheRoster = or(isNull(players.registrationId), and(eq(registrations.status, "licensed"), eq(registrations.clubId, players.clubId)));

function viewWhere(db: Db, ...conditions: (SQL | undefined)[]) {
  return db
    .select(viewColumns)
    .from(players)
    .leftJoin(registrations, eq(registrations.id, players.registrationId))
    .leftJoin(persons, eq(persons.id, registrations.personId))
    .where(and(onTheRoster, ...conditions));
}

/** A club's roster by jersey number, those without a number yet last; a team's or a season's only registered players. */
export function rosterOf(db: Db, clubId: number, { teamId, season }: RosterFilter = {}): Promise<RosterEntry[]> {
  return viewWhere(
    db,
    eq(players.clubId, clubId),
    teamId === undefined ? undefined : eq(registrations.teamId, teamId),
    season === undefined ? undefined : eq(registrations.season, season),
  ).orderBy(sql`${players.jerseyNumber} is null`, asc(players.jerseyNumber), asc(players.id));
}

/** One entry of the club's roster, or undefined (another club's, or no longer on the roster). */
export const rosterEntry = (db: Db, clubId: number, id: number): Promise<RosterEntry | undefined> =>
  viewWhere(db, eq(players.clubId, clubId), eq(players.id, id)).get();

/** One entry of any of `clubIds` (live scoring: the fixture's two clubs). */
export const rosterEntryOfClubs = (db: Db, clubIds: number[], id: number): Promise<RosterEntry | undefined> =>
  viewWhere(db, inArray(players.clubId, clubIds), eq(players.id, id)).get();

/**
 * Issue 24, point 8: public pages show a registered player only with the person's consent
 * (persons.publicProfile: a minor's can be given only by a parent, worker/modules/families), and a
 * typed entry as the club published it.
 */
export const isPublicEntry = (entry: RosterEntry) => entry.registrationId === null || entry.publicProfile;
