/**
 * A competition team's names in SQL (issues 13, 21), one rule for every read that joins an
 * entrant to its club: the competition pages, the match lists, the open-data files.
 */
import { sql, type Column } from "drizzle-orm";

type TeamColumns = { name: Column; nameEl: Column };
/**
 * A team's Greek name (issue 21): a member club's own (its current names win over the ones the
 * entrant kept from when it joined), else a guest's; null when there is none.
 */
export const greekTeamName = (club: TeamColumns, entrant: TeamColumns) =>
  sql<string | null>`case when ${club.name} is not null then ${club.nameEl} else ${entrant.nameEl} end`;
/** The name a reader of Greek sees: the Greek one, else the Latin one. */
export const teamNameEl = (club: TeamColumns, entrant: TeamColumns) =>
  sql<string>`coalesce(${greekTeamName(club, entrant)}, ${club.name}, ${entrant.name})`;
