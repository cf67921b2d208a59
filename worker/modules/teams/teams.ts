/**
 * Teams (issue 22): the club's teams, and guest teams for sides outside the federation.
 * One home for the rules that find or make the team a write needs.
 */
import { and, asc, eq, isNull, notExists, or, sql } from "drizzle-orm";
import { competitionCodeOf, guestKey, TEAM_AGE_GROUPS, TEAM_CODES, TEAM_KINDS, type TeamCode } from "../../../domain/teams/team";
import { clubs } from "../../../schema/tables";
import { entrants, fixtures, teams, type TeamRow } from "../../../schema/tables/competitions";
import type { ClubNames } from "../clubs/club-names";
import type { Db } from "../../platform/db";

/** The guest-team key rule is the domain's (domain/teams/team.ts); the writes below use it. */
export { guestKey };


/** The statements that make sure a guest team of this name exists (none is created twice). */
export const ensureGuestTeam = (db: Db, name: string, nameEl: string | null = null) =>
  db
    .insert(teams)
    .values({ clubId: null, nameEn: name.trim(), nameEl, guestKey: guestKey(name) })
    .onConflictDoNothing({ target: teams.guestKey });

/** The guest team's id in SQL, for a write batched after ensureGuestTeam. */
export const guestTeamId = (name: string) => sql<number>`(select ${teams.id} from ${teams} where ${teams.guestKey} = ${guestKey(name)})`;

/**
 * The club's team for a competition code when a write names none (the SPEC's own matches have no
 * team field): its first active senior men's team of that code, else its first team of that code.
 */
export const defaultTeamFor = (db: Db, clubId: number, code: "union" | "league") =>
  db
    .select()
    .from(teams)
    .where(and(eq(teams.clubId, clubId), sql`${teams.code} in (${sql.join(codesOf(code), sql`, `)})`))
    .orderBy(sql`${teams.active} desc`, sql`${teams.ageGroup} = 'senior' desc`, sql`${teams.kind} = 'men' desc`, sql`${teams.code} = ${code} desc`, asc(teams.id))
    .get();

/** The team codes that play in a competition code: union's are union and sevens. */
const codesOf = (code: "union" | "league"): TeamCode[] => (["union", "league", "sevens"] as const).filter((team) => competitionCodeOf(team) === code);

// ---- a club's own teams ----------------------------------------------------------------------

/** A club's team as every answer gives it (the pinned `GET /api/clubs/{id}/teams`). */
export const publicTeam = (team: TeamRow) => ({
  id: team.id,
  nameEn: team.nameEn,
  // A team carried over from a club with no Greek name has none either.
  nameEl: team.nameEl,
  kind: team.kind!,
  ageGroup: team.ageGroup!,
  code: team.code!,
  active: team.active,
});
export type PublicTeam = ReturnType<typeof publicTeam>;

const rankOf = <T>(list: readonly T[], value: T | null) => (value === null ? list.length : list.indexOf(value));

/** The teams a club plays now first; then by game, seniors first, then by age, men, women, mixed. */
const byListing = (a: TeamRow, b: TeamRow) =>
  Number(b.active) - Number(a.active) ||
  rankOf(TEAM_CODES, a.code) - rankOf(TEAM_CODES, b.code) ||
  rankOf(TEAM_AGE_GROUPS, a.ageGroup) - rankOf(TEAM_AGE_GROUPS, b.ageGroup) ||
  rankOf(TEAM_KINDS, a.kind) - rankOf(TEAM_KINDS, b.kind) ||
  a.id - b.id;

/** A club's teams, in the order the club page and the dashboard list them. */
export async function clubTeams(db: Db, clubId: number) {
  const rows = await db.select().from(teams).where(eq(teams.clubId, clubId));
  return rows.sort(byListing);
}

/**
 * The condition, on `teams`, of a team with no game (played or to come) and no place in a
 * competition: only such a team may be deleted; one that has played is kept and deactivated.
 * (One statement with the delete, so a game added meanwhile cannot slip between check and write.)
 */
export const hasNoGames = (db: Db) =>
  and(
    notExists(db.select({ id: fixtures.id }).from(fixtures).where(or(eq(fixtures.homeTeamId, teams.id), eq(fixtures.awayTeamId, teams.id)))),
    notExists(db.select({ id: entrants.id }).from(entrants).where(eq(entrants.teamId, teams.id))),
  );

/**
 * The statements that give a new club its teams: a senior men's team for each code it plays,
 * named as the club. For the batch that inserts the club, which is named by its e-mail there.
 */
export function newClubTeams(db: Db, club: { email: string }, names: ClubNames, plays: { rugbyUnion: boolean; rugbyLeague: boolean }) {
  const clubId = sql<number>`(select ${clubs.id} from ${clubs} where ${clubs.email} = ${club.email})`;
  const codes = [...(plays.rugbyUnion ? (["union"] as const) : []), ...(plays.rugbyLeague ? (["league"] as const) : [])];
  return codes.map((code) => db.insert(teams).values({ clubId, nameEn: names.name, nameEl: names.nameEl ?? null, kind: "men", ageGroup: "senior", code }));
}

/**
 * The statement that renames the club's teams named as the club when the club's names change
 * (its other teams, "Owls Women", keep theirs): for the batch that renames the club.
 */
export function renameClubTeams(db: Db, clubId: number, before: ClubNames, after: ClubNames) {
  const oldEl = before.nameEl ?? null;
  const newEl = after.nameEl === undefined ? oldEl : after.nameEl;
  const namedAsClub = and(eq(teams.nameEn, before.name), oldEl === null ? isNull(teams.nameEl) : eq(teams.nameEl, oldEl));
  return db.update(teams).set({ nameEn: after.name, nameEl: newEl }).where(and(eq(teams.clubId, clubId), namedAsClub));
}

/**
 * The club's team for a code, for a write that needs one: its default team, or (a club with no
 * team of that code yet) the writes that make its senior men's team, named as the club, and that
 * team's id in SQL, for the statements batched after them.
 */
export async function clubTeamForWrite(db: Db, club: { id: number; name: string; nameEl: string | null }, code: "union" | "league") {
  const team = await defaultTeamFor(db, club.id, code);
  if (team) return { teamId: sql<number>`${team.id}`, writes: [] };
  return {
    teamId: sql<number>`(select max(${teams.id}) from ${teams} where ${teams.clubId} = ${club.id} and ${teams.code} = ${code})`,
    writes: [db.insert(teams).values({ clubId: club.id, nameEn: club.name, nameEl: club.nameEl, kind: "men", ageGroup: "senior", code })],
  };
}
