/**
 * A club's members (issue 23): one row per club role a person holds in the club, as
 * GET /api/clubs/members answers (pinned: `{ personId, name, email, role, since }`).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { CLUB_ROLES, type ClubRole } from "../../../domain/people/roles";
import { persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import type { Db } from "../../platform/db";

export type ClubMember = { personId: number; name: string; email: string; role: ClubRole; teamId: number | null; since: string };

/** The club's members: every club role held there, oldest first; `since` is when the role was given. */
export async function clubMembersOf(db: Db, clubId: number): Promise<ClubMember[]> {
  const rows = await db
    .select({ personId: persons.id, firstName: persons.firstName, lastName: persons.lastName, email: persons.email, role: personRoles.role, teamId: personRoles.teamId, since: personRoles.createdAt })
    .from(personRoles)
    .innerJoin(persons, eq(persons.id, personRoles.personId))
    .where(and(eq(personRoles.clubId, clubId), inArray(personRoles.role, CLUB_ROLES)))
    .orderBy(asc(personRoles.createdAt), asc(personRoles.id));
  return rows.map(({ firstName, lastName, role, ...row }) => ({ ...row, name: `${firstName} ${lastName}`.trim(), role: role as ClubRole }));
}
