/**
 * A club's first club admin (issue 23): the person who registers a club, or whose claim to it is
 * approved, signs in for it with the club's address.
 */
import { and, eq, sql } from "drizzle-orm";
import { splitName } from "../../../domain/people/names";
import { clubs, persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import type { Db } from "../../platform/db";

type NewAdmin = { email: string; passwordHash: string; name: string; language?: "en" | "el" };

const clubIdOf = (club: { id: number } | { email: string }) => ("id" in club ? sql<number>`${club.id}` : sql<number>`(select ${clubs.id} from ${clubs} where ${clubs.email} = ${club.email})`);

/**
 * For the batch that makes the club: the person (made when no one has the address yet) and their
 * club-admin role, which a repeat does not duplicate.
 */
export function clubAdminWrites(db: Db, club: { id: number } | { email: string }, admin: NewAdmin) {
  const { firstName, lastName } = splitName(admin.name);
  const personId = sql<number>`(select ${persons.id} from ${persons} where ${persons.email} = ${admin.email})`;
  return [
    db.insert(persons).values({ email: admin.email, passwordHash: admin.passwordHash, firstName, lastName, language: admin.language ?? "en" }).onConflictDoNothing(),
    db.insert(personRoles).values({ personId, role: "club-admin", clubId: clubIdOf(club) }).onConflictDoNothing(),
  ] as const;
}

/** Whether the person holds the club-admin role in the club. */
export const isClubAdmin = async (db: Db, personId: number, clubId: number) =>
  !!(await db.select({ id: personRoles.id }).from(personRoles).where(and(eq(personRoles.personId, personId), eq(personRoles.role, "club-admin"), eq(personRoles.clubId, clubId))).get());
