/**
 * One step of a registration (issue 24, point 1), taken the one way for every side: the club's
 * approval or decline, the registrar's, the applicant's withdrawal. The step's change, its audit
 * record, its mails and what else it brings (the roster entry of a licence) go in ONE D1 batch,
 * and the change is conditional on the state the step starts from (domain/registrations/statuses.ts
 * REGISTRATION_STEPS), so two deciders at once cannot both take it: the second answers 409.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { REGISTRATION_STEPS, type RegistrationStep } from "../../../domain/registrations/statuses";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { clubs, persons } from "../../../schema/tables";
import { auditLog } from "../../../schema/tables/back-office";
import { teams } from "../../../schema/tables/competitions";
import { registrations, type Registration } from "../../../schema/tables/registrations";
import { auditValues, type Actor } from "../../platform/audit/audit";
import type { Db } from "../../platform/db";
import { ApiError, notFound } from "../../platform/errors/api-error";
import { queueMailsAfterChange, queuedIds } from "../../platform/mail/outbox";
import { selectWhen } from "../../platform/select-after-change";
import { applicantRecipients, registrationMails, type RegistrationEvent, type RegistrationFacts } from "./registration-mail";
import { asRegistrationView, registrationViewQuery, type RegistrationView } from "./registration-views";

/** 409: the registration is not in the state this step starts from (decided already, withdrawn ...). */
export const wrongStatus = () => new ApiError(409, "wrong_status", r.wrongStatus);

/** The registration `scope` allows (the acting club's, the applicant's ...), or 404: another's is as one that does not exist. */
export async function registrationIn(db: Db, id: number, scope?: SQL): Promise<Registration> {
  const row = await db.select().from(registrations).where(and(eq(registrations.id, id), scope)).get();
  if (!row) throw notFound(r.registrationNotFound);
  return row;
}

/** What the mails say about a registration: the player's name, the club's and team's names. */
export async function factsOf(db: Db, registration: Pick<Registration, "personId" | "clubId" | "teamId" | "season" | "code">, origin: string): Promise<RegistrationFacts> {
  const [person, club, team] = await Promise.all([
    db.select({ firstName: persons.firstName, lastName: persons.lastName }).from(persons).where(eq(persons.id, registration.personId)).get(),
    db.select({ name: clubs.name, nameEl: clubs.nameEl }).from(clubs).where(eq(clubs.id, registration.clubId)).get(),
    registration.teamId ? db.select({ name: teams.nameEn, nameEl: teams.nameEl }).from(teams).where(eq(teams.id, registration.teamId)).get() : undefined,
  ]);
  return {
    playerName: `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim(),
    club: club ?? { name: "" },
    team: team ?? null,
    season: registration.season,
    code: registration.code,
    origin,
  };
}

export type Decision = {
  registration: Registration;
  step: RegistrationStep;
  /** The columns the step sets besides its status and updatedAt. */
  set: Partial<typeof registrations.$inferInsert>;
  /** Who acts (the audit record names them); none for the applicant's own withdrawal, which the audit log does not keep. */
  actor: Actor | null;
  /** The mail the step sends the applicant, if any. */
  event: RegistrationEvent | null;
  origin: string;
  /** Statements that come with the change, after it in the batch (each guarded by the new state itself). */
  extra?: (db: Db) => BatchItem<"sqlite">[];
  now: string;
};

/**
 * Takes the step in one batch and answers the registration after it (with the personal details,
 * for the readers who decide: the club's staff, the registrar, the applicant) and the queued
 * mails' ids for deliverSoon. 409 when the state changed meanwhile.
 */
export async function decide(db: Db, decision: Decision): Promise<{ view: RegistrationView; mails: number[] }> {
  const { registration, step, set, actor, event, origin, now } = decision;
  const { from, to } = REGISTRATION_STEPS[step];
  const [recipients, facts] = event ? await Promise.all([applicantRecipients(db, registration.personId), factsOf(db, registration, origin)]) : [[], null];
  const change = db
    .update(registrations)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(registrations.id, registration.id), inArray(registrations.status, [...from])))
    .returning({ id: registrations.id });
  // The record and the mails are written only when the change was: each follows the statement before it.
  const record = actor
    ? [
        db.insert(auditLog).select(
          selectWhen(
            auditLog,
            auditValues(actor, {
              action: `registration.${step}`,
              targetType: "registration",
              targetId: registration.id,
              summary: `Registration ${registration.id} (${registration.code} ${registration.season}): ${registration.status} → ${to}`,
              before: { status: registration.status },
              after: { status: to, ...set },
            }),
            sql`changes() > 0`,
          ),
        ),
      ]
    : [];
  const mails = event && facts && recipients.length ? queueMailsAfterChange(db, () => registrationMails(recipients, event, facts)) : [];
  const view = registrationViewQuery(db, eq(registrations.id, registration.id));
  const [changed, ...rest] = await db.batch([change, ...record, ...mails, ...(decision.extra?.(db) ?? []), view]);
  if (changed.length === 0) throw wrongStatus();
  const [row] = rest.at(-1) as Awaited<typeof view>;
  return { view: asRegistrationView(row!, { personal: true }), mails: queuedIds(rest.slice(record.length, record.length + mails.length)) };
}

/** 409 unless the step may start from the registration's state (checked before the batch, which checks again). */
export function assertCanTake(registration: Registration, step: RegistrationStep) {
  if (!(REGISTRATION_STEPS[step].from as readonly string[]).includes(registration.status)) throw wrongStatus();
}
