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
  firstName: v.optional(name(m.firstNameMin)),
  lastName: v.optional(name(m.lastNameMin)),
  password: v.optional(newPassword),
});

/** POST /api/auth/password-reset (pinned). */
export const passwordResetSchema = v.object({ email });
/** POST /api/auth/password-reset/confirm (pinned). */
export const passwordResetConfirmSchema = v.object({ token: v.pipe(string(p.resetTokenInvalid), v.regex(/^[A-Za-z0-9_-]{20,100}$/, p.resetTokenInvalid)), password: newPassword });

export { token as linkToken };
