/**
 * Who a person is, for the sessions: their roles, and the person a club's own address signs in
 * (issue 23).
 */
import { and, asc, eq } from "drizzle-orm";
import type { ClubRole, HeldRole } from "../../../domain/people/roles";
import { clubs, persons, type Club, type Person } from "../../../schema/tables";
import { passkeys, personRoles } from "../../../schema/tables/people";
import type { Db } from "../db";

export const rolesOf = async (db: Db, personId: number): Promise<HeldRole[]> =>
  db.select({ role: personRoles.role, clubId: personRoles.clubId, teamId: personRoles.teamId }).from(personRoles).where(eq(personRoles.personId, personId)).orderBy(asc(personRoles.id));

/** The federation's own row, which federation people act for. */
export const federationClub = (db: Db) => db.query.clubs.findFirst({ where: eq(clubs.isAdmin, true), orderBy: asc(clubs.id) });

/**
 * The person who signs in for a club by the club's address (the SPEC's /login with a club's
 * e-mail): the holder of its first club-admin role, or for the federation's row, its first super admin.
 */
export async function firstAdminOf(db: Db, club: Pick<Club, "id" | "isAdmin">): Promise<Person | undefined> {
  const where = club.isAdmin ? eq(personRoles.role, "super-admin") : and(eq(personRoles.role, "club-admin"), eq(personRoles.clubId, club.id));
  const row = await db.select({ person: persons }).from(personRoles).innerJoin(persons, eq(persons.id, personRoles.personId)).where(where).orderBy(asc(personRoles.id)).limit(1).get();
  return row?.person;
}

/** A person acting for a club: who, with which roles, for which club, and in which roles there. */
export type Acting = { person: Person; roles: HeldRole[]; club: Club; clubRoles: ClubRole[] };


/** Whether the person has a second step set up: an authenticator app, or at least one passkey. */
export async function hasSecondStep(db: Db, person: Pick<Person, "id" | "totpSecret">) {
  if (person.totpSecret) return true;
  const row = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.personId, person.id)).limit(1).get();
  return !!row;
}

export const fullName = (person: Pick<Person, "firstName" | "lastName">) => `${person.firstName} ${person.lastName}`.trim();
