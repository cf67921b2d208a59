/**
 * Request bodies of people, roles and account security (issue 23). The worker validates with
 * these and the forms with the same objects, as schema/requests.ts.
 */
import * as v from "valibot";
import { CLUB_ROLES, FEDERATION_ROLES } from "../domain/people/roles";
import { optionalField, wholeNumber } from "./field-rules";
import { messages as m } from "./messages";
import { peopleMessages as p } from "./people-messages";
import { wellFormedString as string } from "./text";

const email = v.pipe(string(m.invalidEmail), v.trim(), v.toLowerCase(), v.email(m.invalidEmail), v.maxLength(254, m.invalidEmail));
/** The SPEC's password rule and message. */
export const newPassword = v.pipe(string(m.passwordMin), v.minLength(8, m.passwordMin), v.maxLength(200, m.tooLong));
const name = (message: string) => v.pipe(string(message), v.trim(), v.minLength(2, message), v.maxLength(100, m.tooLong));
/** A link's token: what the mail carried (base64url). */
const token = v.pipe(string(p.invitationInvalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, p.invitationInvalid));

/** POST /api/auth/acting-club: the club the person acts for. */
export const actingClubSchema = v.object({ clubId: wholeNumber(p.clubRequired, 1, 999_999_999) });

/** POST /api/clubs/members/invitations (pinned): `{ email, role }`, and a team for a team manager or scorer. */
export const clubInvitationSchema = v.object({
  email,
  role: v.picklist(CLUB_ROLES, p.clubRoleRequired),
  teamId: optionalField(wholeNumber(p.teamInvalid, 1, 999_999_999), { empty: null }),
});
export type ClubInvitationInput = v.InferOutput<typeof clubInvitationSchema>;

/** PATCH /api/clubs/members/{personId}: a member's new role. */
export const memberRoleSchema = v.object({
  role: v.picklist(CLUB_ROLES, p.clubRoleRequired),
  teamId: optionalField(wholeNumber(p.teamInvalid, 1, 999_999_999), { empty: null }),
});

/** POST /api/admin/staff/invitations (pinned). */
export const staffInvitationSchema = v.object({ email, role: v.picklist(FEDERATION_ROLES, p.staffRoleRequired) });
/** PATCH /api/admin/staff/{personId}: a federation person's new role. */
export const staffRoleSchema = v.object({ role: v.picklist(FEDERATION_ROLES, p.staffRoleRequired) });

/** POST /api/invitations/{token}/accept (pinned): a new person's details, or nothing for one signed in. */
export const acceptInvitationSchema = v.object({
  firstName: optionalField(name(m.firstNameMin)),
  lastName: optionalField(name(m.lastNameMin)),
  password: optionalField(newPassword),
});

/** POST /api/auth/password-reset (pinned). */
export const passwordResetSchema = v.object({ email });
/** POST /api/auth/password-reset/confirm (pinned). */
export const passwordResetConfirmSchema = v.object({ token: v.pipe(string(p.resetTokenInvalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, p.resetTokenInvalid)), password: newPassword });

/** A 6-digit code of an authenticator app (spaces a person types between the digits are dropped). */
const totpCode = v.pipe(string(p.codeRequired), v.transform((code) => code.replace(/\s/g, "")), v.regex(/^\d{6}$/, p.codeRequired));
const recoveryCode = v.pipe(string(p.recoveryCodeRequired), v.trim(), v.minLength(1, p.recoveryCodeRequired), v.maxLength(40, p.recoveryCodeRequired));
/** A browser's WebAuthn answer (@simplewebauthn/browser's JSON): the server library checks its parts. */
const webAuthnResponse = v.looseObject({ id: v.pipe(string(p.passkeyFailed), v.maxLength(1024, p.passkeyFailed)), type: v.literal("public-key", p.passkeyFailed) }, p.passkeyFailed);

/** POST /api/auth/second-step: the second step of a sign-in, by one of the three methods. */
export const secondStepSchema = v.variant(
  "method",
  [
    v.object({ method: v.literal("totp"), code: totpCode }),
    v.object({ method: v.literal("recovery"), code: recoveryCode }),
    v.object({ method: v.literal("passkey"), response: webAuthnResponse }),
  ],
  p.secondStepMethodRequired,
);
export type SecondStepInput = v.InferOutput<typeof secondStepSchema>;

/** POST /api/me/second-step/totp: the first code of the app being set up confirms it. */
export const totpConfirmSchema = v.object({ code: totpCode });
/** The sign-in form's recovery-code field. */
export const recoveryCodeSchema = v.object({ code: recoveryCode });

/** POST /api/me/second-step/passkeys: the new passkey's name and the browser's registration answer. */
export const passkeyRegistrationSchema = v.object({
  name: v.pipe(string(p.passkeyNameRequired), v.trim(), v.minLength(1, p.passkeyNameRequired), v.maxLength(60, m.tooLong)),
  response: webAuthnResponse,
});

export { token as linkToken };

/** The invitation page's form for a new person: names and password required, and the password typed twice. */
export const acceptInvitationFormSchema = v.pipe(
  v.object({ firstName: name(m.firstNameMin), lastName: name(m.lastNameMin), password: newPassword, confirmPassword: string(m.passwordsMismatch) }),
  v.forward(
    v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, m.passwordsMismatch),
    ["confirmPassword"],
  ),
);
