/**
 * Teams (issue 22): the club's teams, and guest teams for sides outside the federation.
 * One home for the rules that find or make the team a write needs.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { competitionCodeOf, type TeamCode } from "../../domain/teams/team";
import { teams } from "../../schema/tables/competitions";
import type { Db } from "./db";

/**
 * A guest team's key: its name trimmed, with ASCII letters in lower case: SQLite's lower(trim())
 * as migration 0012 made the keys, so "Red Star" and "red star " are one guest.
 */
export const guestKey = (name: string) => name.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());

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
