/**
 * A team's names in SQL (issues 13, 21, 22), one rule for every read that joins a fixture's or an
 * entrant's team: the competition pages, the match lists, the open-data files. A member club's
 * team shows the team's own names (a club's teams start named as the club); a guest its own.
 */
import { sql, type Column } from "drizzle-orm";

type TeamColumns = { nameEn: Column; nameEl: Column };
/** The name in Latin letters (a guest known only by its Greek name has that one here). */
export const teamName = (team: TeamColumns) => sql<string>`${team.nameEn}`;
/** A team's Greek name (issue 21); null when there is none. */
export const greekTeamName = (team: TeamColumns) => sql<string | null>`${team.nameEl}`;
/** The name a reader of Greek sees: the Greek one, else the Latin one. */
export const teamNameEl = (team: TeamColumns) => sql<string>`coalesce(${team.nameEl}, ${team.nameEn})`;
