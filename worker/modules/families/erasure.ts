/**
 * Erasure at the person's request (GDPR art. 17; issue 24, point 8). Personal details go: the
 * name becomes "Erased person", the address a placeholder no one receives mail at, the phone,
 * date of birth, bio, picture, sizes and health card date are cleared, and the person can no
 * longer sign in. A minimal licence history stays for the federation's register: each
 * registration's season, code, club and licence number (a pending one lapses), and the roster
 * entries linked to them, renamed. Roles go, except the `player` role that history belongs to.
 */
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { HOLDING_STATUSES, OPEN_TRANSFER_STATUSES } from "../../../domain/registrations/statuses";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { persons, players } from "../../../schema/tables";
import { passkeys, passwordResets, personRoles, recoveryCodes } from "../../../schema/tables/people";
import { healthCardReminders, registrations, transfers } from "../../../schema/tables/registrations";
import type { Db } from "../../platform/db";
import { conflict } from "../../platform/errors/api-error";
import { UNUSABLE_PASSWORD } from "../../platform/sessions/password";
import { erasedEmail } from "./no-login";

export const ERASED_NAME = "Erased person";
/** The roles that stay with an erased person: the licence history is a player's. */
const HISTORIC_ROLES = ["player"] as const;
const PENDING = HOLDING_STATUSES.filter((status) => status !== "licensed");

/**
 * 409 when erasing the person would leave the federation without a super admin or a club without
 * a club admin: they must give the role to someone else first.
 */
export async function checkNotLastAdmin(db: Db, personId: number) {
  const held = await db.select().from(personRoles).where(eq(personRoles.personId, personId)).all();
  const others = (role: "super-admin" | "club-admin", clubId: number | null) =>
    db
      .select({ id: personRoles.id })
      .from(personRoles)
      .innerJoin(persons, eq(persons.id, personRoles.personId))
      .where(and(eq(personRoles.role, role), clubId === null ? isNull(personRoles.clubId) : eq(personRoles.clubId, clubId), ne(personRoles.personId, personId), isNull(persons.erasedAt), eq(persons.isActive, true)))
      .get();
  if (held.some((row) => row.role === "super-admin") && !(await others("super-admin", null))) throw conflict(r.erasureLastSuperAdmin);
  for (const row of held.filter((held) => held.role === "club-admin")) {
    if (!(await others("club-admin", row.clubId))) throw conflict(r.erasureLastClubAdmin);
  }
}

/** The statements that erase one person, for one batch with the others'. */
export function erasureStatements(db: Db, personId: number, now: string) {
  const ownRegistrations = db.select({ id: registrations.id }).from(registrations).where(eq(registrations.personId, personId));
  return [
    db
      .update(persons)
      .set({
        firstName: ERASED_NAME,
        lastName: "",
        email: erasedEmail(personId),
        passwordHash: UNUSABLE_PASSWORD,
        phoneNumber: null,
        dateOfBirth: null,
        profilePicture: null,
        position: null,
        height: null,
        weight: null,
        bio: null,
        healthCardExpiresOn: null,
        verificationToken: null,
        verificationTokenExpiry: null,
        totpSecret: null,
        publicProfile: false,
        hasLogin: false,
        isActive: false,
        clubId: null,
        erasedAt: now,
      })
      .where(eq(persons.id, personId)),
    db.delete(personRoles).where(and(eq(personRoles.personId, personId), sql`${personRoles.role} not in ${HISTORIC_ROLES}`)),
    db.delete(passkeys).where(eq(passkeys.personId, personId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId)),
    db.delete(passwordResets).where(eq(passwordResets.personId, personId)),
    db.delete(healthCardReminders).where(eq(healthCardReminders.personId, personId)),
    db.update(registrations).set({ status: "lapsed", updatedAt: now }).where(and(eq(registrations.personId, personId), inArray(registrations.status, PENDING))),
    db.update(transfers).set({ status: "withdrawn", decidedAt: now }).where(and(eq(transfers.personId, personId), inArray(transfers.status, [...OPEN_TRANSFER_STATUSES]))),
    db.update(players).set({ name: ERASED_NAME, dateOfBirth: "", height: null, weight: null }).where(inArray(players.registrationId, ownRegistrations)),
  ] as const;
}
