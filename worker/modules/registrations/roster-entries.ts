/**
 * The roster is the register (issue 24, point 4): a licensed registration has one roster entry
 * (`players`), linked by `registration_id`. Its name and date of birth are the person's (read
 * through the link, never typed twice); its position, jersey number, height and weight are the
 * club's to fill in. These statements keep the link; each is batchable with the change that calls for it.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { persons, players } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import type { Db } from "../../platform/db";

/**
 * The entry of a registration that has just been licensed, on its club's roster: named as the
 * person is, with their date of birth, and no number yet. Nothing when it already has one.
 * `registrationId` may be a subquery, for a registration inserted earlier in the same batch.
 * (Query builders, not `db.run(sql…)`: drizzle's D1 batch cannot bind a raw statement's values.)
 */
export const enrolOnRoster = (db: Db, registrationId: number | SQL) =>
  db
    .insert(players)
    .select(
      db
        .select({
          // Every column in the table's order (drizzle's insert-select asks it); a null id is a new one.
          id: sql<number>`null`.as("id"),
          name: sql<string>`trim(${persons.firstName} || ' ' || ${persons.lastName})`.as("name"),
          position: sql<string>`''`.as("position"),
          jerseyNumber: sql<number | null>`null`.as("jersey_number"),
          dateOfBirth: sql<string>`coalesce(${persons.dateOfBirth}, '')`.as("date_of_birth"),
          height: persons.height,
          weight: persons.weight,
          clubId: registrations.clubId,
          registrationId: registrations.id,
        })
        .from(registrations)
        .innerJoin(persons, eq(persons.id, registrations.personId))
        .where(and(eq(registrations.id, registrationId), eq(registrations.status, "licensed"))),
    )
    .onConflictDoNothing();

/** A transferred licence's entry moves to the registration's (new) club, without its old number. */
export const moveRosterEntry = (db: Db, registrationId: number) =>
  db
    .update(players)
    .set({ clubId: sql`(select club_id from registrations where id = ${registrationId})`, jerseyNumber: null })
    .where(eq(players.registrationId, registrationId));
