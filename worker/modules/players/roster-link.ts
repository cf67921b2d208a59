/**
 * Linking a typed roster entry to a registration (issue 24, point 4): the secretary says which of
 * the club's licensed registrations an entry typed before registration is, so the register and the
 * roster are one list and nobody is typed twice.
 */
import { and, eq, isNull } from "drizzle-orm";
import { apiMessages } from "../../../schema/messages";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { players } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import { type Db, isUniqueViolation } from "../../platform/db";
import { badRequest, conflict, notFound } from "../../platform/errors/api-error";

/**
 * The licensing made the registration an empty entry (roster-entries.ts enrolOnRoster: no
 * position yet); the typed entry takes its place, keeping its own position, number, height and
 * weight. An entry the club has already filled in is the registration's own: 409.
 */
const isEmptyAutoEntry = (entry: { position: string }) => entry.position === "";

export async function linkToRegistration(db: Db, clubId: number, entryId: number, registrationId: number) {
  const [entry, registration, existing] = await Promise.all([
    db.select().from(players).where(and(eq(players.id, entryId), eq(players.clubId, clubId))).get(),
    db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.id, registrationId), eq(registrations.clubId, clubId), eq(registrations.status, "licensed")))
      .get(),
    db.select().from(players).where(eq(players.registrationId, registrationId)).get(),
  ]);
  if (!entry) throw notFound(apiMessages.playerNotFound);
  if (entry.registrationId !== null) throw conflict(r.rosterEntryLinked);
  if (!registration) throw badRequest(r.rosterRegistrationRequired, { registrationId: r.rosterRegistrationRequired });
  if (existing && !isEmptyAutoEntry(existing)) throw conflict(r.rosterRegistrationHasEntry);
  try {
    await db.batch([
      db.delete(players).where(and(eq(players.registrationId, registrationId), eq(players.position, ""))),
      db
        .update(players)
        .set({ registrationId })
        .where(and(eq(players.id, entryId), eq(players.clubId, clubId), isNull(players.registrationId))),
    ]);
  } catch (error) {
    // The club filled in the registration's own entry, or linked another, meanwhile.
    if (isUniqueViolation(error, "players")) throw conflict(r.rosterRegistrationHasEntry);
    throw error;
  }
}
