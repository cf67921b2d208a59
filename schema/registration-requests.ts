/**
 * Request bodies of player registration (issue 24). The worker validates with these and the forms
 * with the same objects, as schema/requests.ts. The pinned bodies are the API contract.
 */
import * as v from "valibot";
import { LICENCE_CODES } from "../domain/registrations/statuses";
import { isCalendarDate, optionalField, wholeNumber } from "./field-rules";
import { LIMITS, ROSTER_POSITIONS } from "./constants";
import { apiMessages, messages as m } from "./messages";
import { rosterPlayerSchema } from "./requests";
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
  consent: optionalField(v.boolean(r.consentRequired), { empty: false, absent: false }),
});
export type ChildInput = v.InferOutput<typeof childSchema>;

/** PATCH /api/me/children/{id}: a correction of the child's name or date of birth (what GET answers may be sent back: the rest is ignored). */
export const childUpdateSchema = v.object({
  firstName: optionalField(name(r.firstNameRequired)),
  lastName: optionalField(name(r.lastNameRequired)),
  dateOfBirth: optionalField(calendarDate(r.childBirthDateInvalid)),
});
export type ChildUpdate = v.InferOutput<typeof childUpdateSchema>;

/** POST /api/me/children/{id}/login: the address of a child of 15 or more, whose own login the parent approves. */
export const childLoginSchema = v.object({ email: v.pipe(string(m.invalidEmail), v.trim(), v.toLowerCase(), v.email(m.invalidEmail), v.maxLength(254, m.invalidEmail)) });

/** PUT /api/me/data/visibility: whether a person (the signed-in one, or one of their children) shows on public pages. */
export const visibilitySchema = v.object({ personId: anId(r.personRequired), publicProfile: v.boolean(r.personRequired) });

/** POST /api/me/data/erasure: a parent may erase their children's data with their own. */
export const erasureSchema = v.object({ includeChildren: optionalField(v.boolean(), { empty: false, absent: false }) });

/** POST /api/admin/academy-registrations/{id}/children: the children of an academy form, each registered with the club. */
export const academyChildrenSchema = v.object({
  clubId: anId(r.clubRequired),
  teamId: v.optional(v.nullable(anId(r.teamInvalid)), null),
  season: seasonSchema,
  code: licenceCode,
  children: v.pipe(
    v.array(v.object({ firstName: name(r.firstNameRequired), lastName: name(r.lastNameRequired), dateOfBirth: calendarDate(r.childBirthDateInvalid) }), r.academyChildrenRequired),
    v.minLength(1, r.academyChildrenRequired),
    v.maxLength(10, r.academyChildrenRequired),
  ),
});
export type AcademyChildrenInput = v.InferOutput<typeof academyChildrenSchema>;

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

/** POST /api/transfers (pinned): `{ toClubId, code }`; a parent names their child with `personId` (the signed-in person without it). */
export const transferSchema = v.object({ toClubId: anId(r.clubRequired), code: licenceCode, personId: optionalField(anId(r.personRequired)) });
export type TransferInput = v.InferOutput<typeof transferSchema>;

/**
 * PATCH /api/clubs/players/{id} for a registered player's entry (issue 24): the club's fields only.
 * What GET answers may be sent back: the name and date of birth are the person's and are ignored;
 * the number, height and weight may be null (not given yet).
 */
export const registeredPlayerSchema = v.object({
  position: v.picklist(ROSTER_POSITIONS, m.positionRequired),
  jerseyNumber: optionalField(wholeNumber(m.jerseyInvalid, LIMITS.jersey.min, LIMITS.jersey.max), { empty: null, absent: null }),
  height: optionalField(wholeNumber(m.heightInvalid, LIMITS.height.min, LIMITS.height.max), { empty: null, absent: null }),
  weight: optionalField(wholeNumber(m.weightInvalid, LIMITS.weight.min, LIMITS.weight.max), { empty: null, absent: null }),
});
export type RegisteredPlayerInput = v.InferOutput<typeof registeredPlayerSchema>;

/**
 * PATCH /api/clubs/players/{id}'s body, either entry's: a registered player's fields as above, and
 * a name and date of birth, which a typed entry's must have as the SPEC's form says (the worker
 * checks a typed entry's body with rosterPlayerSchema too) and a registered player's ignores.
 */
export const rosterPatchSchema = v.object({
  id: rosterPlayerSchema.entries.id,
  name: v.optional(v.nullable(string(m.nameMin))),
  dateOfBirth: v.optional(v.nullable(string(m.dateOfBirthRequired))),
  ...registeredPlayerSchema.entries,
});

/** POST /api/clubs/players/{id}/link: the club's licensed registration a typed entry is. */
export const rosterLinkSchema = v.object({ registrationId: anId(r.rosterRegistrationRequired) });

/** GET /api/clubs/players?teamId=&season=: one team's or one season's registered players. */
export const rosterQuerySchema = v.object({
  teamId: optionalField(v.pipe(string(apiMessages.invalidTeamId), v.regex(/^\d{1,9}$/, apiMessages.invalidTeamId), v.transform(Number), v.minValue(1, apiMessages.invalidTeamId))),
  season: optionalField(seasonSchema),
});

/** POST /api/clubs/registrations/re-register: `{ season?, code? }` (the current season, and every code, when left out). */
export const reRegisterSchema = v.object({ season: optionalField(seasonSchema), code: optionalField(licenceCode) });
