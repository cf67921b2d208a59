/**
 * An academy form turned into child registrations with one action (issue 24, point 2): the
 * federation confirms the children read from the form's free text, and in one D1 batch the parent
 * is found by the form's address (or made, without a password: they are mailed a link to choose
 * one), gets the `parent` role, each child is made with the form's consent and its time, each gets
 * a registration waiting for the club (source `academy`), and the form becomes `enrolled`.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { and, eq } from "drizzle-orm";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { registrationMessages as r } from "../../../schema/registration-messages";
import type { AcademyChildrenInput } from "../../../schema/registration-requests";
import { academyRegistrations, clubs, persons } from "../../../schema/tables";
import { teams } from "../../../schema/tables/competitions";
import { registrations } from "../../../schema/tables/registrations";
import type { Actor } from "../../platform/audit/audit";
import { audit } from "../../platform/audit/audit";
import type { Db } from "../../platform/db";
import { badRequest, conflict, notFound } from "../../platform/errors/api-error";
import { UNUSABLE_PASSWORD } from "../../platform/sessions/password";
import { passwordLinkStatements } from "../people/password-reset";
import { checkChildAge, newChildStatements, parentRoleStatement, personIdByEmail } from "./family-records";
import { LOGIN_LINK_MS, loginMail } from "./login-mail";

/** "Eleni Papadopoulou" → first name "Eleni", last name "Papadopoulou" (the parent may correct it later). */
export function splitName(full: string) {
  const words = full.trim().split(/\s+/);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

export type Conversion = { parentId: number; parentCreated: boolean; children: { personId: number; registrationId: number }[]; queued: unknown[] };

export async function convertAcademyForm(db: Db, actor: Actor, formId: number, input: AcademyChildrenInput, origin: string): Promise<Conversion> {
  const form = await db.select().from(academyRegistrations).where(eq(academyRegistrations.id, formId)).get();
  if (!form) throw notFound(b.registrationNotFound);
  if (!form.consentAt) throw badRequest(r.academyNoConsent, { consent: r.academyNoConsent });
  if (form.status === "enrolled") throw conflict(r.academyAlreadyEnrolled);
  const club = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, input.clubId)).get();
  if (!club) throw notFound(r.clubNotFound);
  if (input.teamId !== null) {
    const team = await db.select({ id: teams.id }).from(teams).where(and(eq(teams.id, input.teamId), eq(teams.clubId, club.id))).get();
    if (!team) throw badRequest(r.teamInvalid, { teamId: r.teamInvalid });
  }
  input.children.forEach((child, index) => {
    try {
      checkChildAge(child.dateOfBirth, true);
    } catch {
      throw badRequest(r.childBirthDateInvalid, { [`children.${index}.dateOfBirth`]: r.childBirthDateInvalid });
    }
  });

  const email = form.email.trim().toLowerCase();
  const existing = await db.select({ id: persons.id }).from(persons).where(eq(persons.email, email)).get();
  const parentId = existing?.id ?? personIdByEmail(email);
  const parentName = splitName(form.parentName);
  const writes: BatchItem<"sqlite">[] = [];
  if (!existing) {
    writes.push(db.insert(persons).values({ email, passwordHash: UNUSABLE_PASSWORD, ...parentName, phoneNumber: form.phone, language: form.language, isVerified: true }));
  }
  writes.push(parentRoleStatement(db, parentId));
  const childAt: number[] = [];
  const registrationAt: number[] = [];
  for (const child of input.children) {
    const made = newChildStatements(db, parentId, child, form.consentAt, form.language);
    childAt.push(writes.length);
    writes.push(...made.statements);
    registrationAt.push(writes.length);
    writes.push(
      db
        .insert(registrations)
        .values({ personId: personIdByEmail(made.email), clubId: club.id, teamId: input.teamId, season: input.season, code: input.code, source: "academy", appliedBy: parentId })
        .returning({ id: registrations.id }),
    );
  }
  writes.push(db.update(academyRegistrations).set({ status: "enrolled" }).where(eq(academyRegistrations.id, form.id)));
  writes.push(
    audit(db, actor, {
      action: "academy.enrol",
      targetType: "academy",
      targetId: form.id,
      summary: `Academy registration of ${form.parentName}: ${input.children.length} children registered`,
      before: { status: form.status },
      after: { status: "enrolled", clubId: club.id, teamId: input.teamId, season: input.season, code: input.code, children: input.children.length },
    }),
  );
  const mailAt = writes.length;
  if (!existing) writes.push(...(await passwordLinkStatements(db, parentId, origin, (link) => loginMail(email, parentName.firstName, form.language, "academy-parent", link), LOGIN_LINK_MS)));

  const results = (await db.batch(writes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as unknown[];
  const idOf = (at: number) => (results[at] as { id: number }[])[0]!.id;
  const parent = existing ?? (await db.select({ id: persons.id }).from(persons).where(eq(persons.email, email)).get())!;
  return {
    parentId: parent.id,
    parentCreated: !existing,
    children: input.children.map((_, index) => ({ personId: idOf(childAt[index]!), registrationId: idOf(registrationAt[index]!) })),
    queued: existing ? [] : [results[mailAt + 1]],
  };
}
