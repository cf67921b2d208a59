/**
 * Request bodies of player registration (issue 24). The worker validates with these and the forms
 * with the same objects, as schema/requests.ts. The pinned bodies are the API contract.
 */
import * as v from "valibot";
import { LICENCE_CODES } from "../domain/registrations/statuses";
import { isCalendarDate, wholeNumber } from "./field-rules";
import { registrationMessages as r } from "./registration-messages";
import { seasonSchema } from "./season";
import { wellFormedString as string } from "./text";

const anId = (message: string) => wholeNumber(message, 1, 999_999_999);
const calendarDate = (message: string) => v.pipe(string(message), v.isoDate(message), v.check(isCalendarDate, message));
const name = (message: string) => v.pipe(string(message), v.trim(), v.minLength(1, message), v.maxLength(100, message));
/** Every decline and objection needs a reason. */
export const reasonSchema = v.object({ reason: v.pipe(string(r.reasonRequired), v.trim(), v.minLength(5, r.reasonRequired), v.maxLength(1000, r.reasonRequired)) });
export const licenceCode = v.picklist(LICENCE_CODES, r.codeRequired);

/**
 * POST /api/me/children (pinned): `{ firstName, lastName, dateOfBirth, consent }`. Consent must be
 * true for a child under 15 (Greek law 4624/2019, art. 21); the worker checks it against the date of birth.
 */
export const childSchema = v.object({
  firstName: name(r.firstNameRequired),
  lastName: name(r.lastNameRequired),
  dateOfBirth: calendarDate(r.childBirthDateInvalid),
  consent: v.optional(v.boolean(r.consentRequired), false),
});
export type ChildInput = v.InferOutput<typeof childSchema>;

/** POST /api/registrations (pinned): `{ clubId, season, code, personId }`, and optionally the club's team. */
export const registrationSchema = v.object({
  clubId: anId(r.clubRequired),
  season: seasonSchema,
  code: licenceCode,
  personId: anId(r.personRequired),
  teamId: v.optional(v.nullable(anId(r.teamInvalid)), null),
});
export type RegistrationInput = v.InferOutput<typeof registrationSchema>;

/** PUT /api/clubs/registrations/{id}/health-card (pinned): `{ expiresOn }`, today to a year ahead (the worker checks against Athens' today). */
export const healthCardSchema = v.object({ expiresOn: calendarDate(r.healthCardDateInvalid) });

/** POST /api/transfers (pinned): `{ toClubId, code }`. */
export const transferSchema = v.object({ toClubId: anId(r.clubRequired), code: licenceCode });
