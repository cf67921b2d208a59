/**
 * A family's rows (issue 24, point 2): one home for the age rules of a child and for the
 * statements that create one, shared by a parent's own /api/me/children and the federation's
 * academy conversion (worker/modules/forms/admin-academy.ts).
 */
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { ADULT_AGE, ageOn, DIGITAL_CONSENT_AGE } from "../../../domain/registrations/seasons";
import { todayIso } from "../../../schema/athens-time";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import { guardians } from "../../../schema/tables/registrations";
import type { Db } from "../../platform/db";
import { badRequest, notFound } from "../../platform/errors/api-error";
import { UNUSABLE_PASSWORD } from "../../platform/sessions/password";
import { noLoginEmail } from "./no-login";

/** A person's id by their (unique) address: for a row inserted earlier in the same batch. */
export const personIdByEmail = (email: string): SQL => sql`(select id from persons where email = ${email})`;

/**
 * 400 unless the date of birth is a child's on Athens' today: not in the future, and under 18.
 * Under the age of digital consent (15) the parent's consent is required too.
 */
export function checkChildAge(dateOfBirth: string, consent: boolean, today = todayIso()) {
  if (dateOfBirth > today || ageOn(dateOfBirth, today) >= ADULT_AGE) throw badRequest(r.childBirthDateInvalid, { dateOfBirth: r.childBirthDateInvalid });
  if (!consent && ageOn(dateOfBirth, today) < DIGITAL_CONSENT_AGE) throw badRequest(r.consentRequired, { consent: r.consentRequired });
}

/** 400 unless the child has reached the age of digital consent (15) on Athens' today. */
export function checkLoginAge(dateOfBirth: string | null, today = todayIso()) {
  if (!dateOfBirth || ageOn(dateOfBirth, today) < DIGITAL_CONSENT_AGE) throw badRequest(r.childLoginTooYoung, { email: r.childLoginTooYoung });
}

export type NewChild = { firstName: string; lastName: string; dateOfBirth: string };

/**
 * The statements that make a child of `parentId` (a number, or a subquery for a parent inserted
 * in the same batch): a person without a login (a placeholder address, no usable password), the
 * player role, the guardians row with the consent's time, and the parent's `parent` role if they
 * lack it. `email` finds the child's row afterwards.
 */
export function newChildStatements(db: Db, parentId: number | SQL, child: NewChild, consentAt: string, language: "en" | "el") {
  const email = noLoginEmail(crypto.randomUUID());
  const childId = personIdByEmail(email);
  return {
    email,
    statements: [
      db.insert(persons).values({ email, passwordHash: UNUSABLE_PASSWORD, ...child, hasLogin: false, isVerified: false, language }).returning({ id: persons.id }),
      db.insert(personRoles).values({ personId: childId, role: "player", clubId: null }).onConflictDoNothing(),
      db.insert(guardians).values({ parentId, childId, consentAt }),
      parentRoleStatement(db, parentId),
    ] as const,
  };
}

/** The `parent` role, once. */
export const parentRoleStatement = (db: Db, parentId: number | SQL) => db.insert(personRoles).values({ personId: parentId, role: "parent", clubId: null }).onConflictDoNothing();

/** A child of the parent's (not erased), with the consent's time; 404 for anyone else's, so no one learns of another's child. */
export async function ownChild(db: Db, parentId: number, childId: number) {
  const row = await db
    .select({ person: persons, consentAt: guardians.consentAt })
    .from(guardians)
    .innerJoin(persons, eq(persons.id, guardians.childId))
    .where(and(eq(guardians.parentId, parentId), eq(guardians.childId, childId), isNull(persons.erasedAt)))
    .get();
  if (!row) throw notFound(r.childNotFound);
  return row;
}

/** The parent's children, oldest first, with the consent's time. */
export const childrenOf = (db: Db, parentId: number) =>
  db
    .select({ person: persons, consentAt: guardians.consentAt })
    .from(guardians)
    .innerJoin(persons, eq(persons.id, guardians.childId))
    .where(and(eq(guardians.parentId, parentId), isNull(persons.erasedAt)))
    .orderBy(persons.dateOfBirth, persons.id)
    .all();
