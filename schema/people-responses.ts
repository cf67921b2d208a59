/**
 * Answers of people, roles and account security (issue 23), as schema/responses.ts writes them:
 * valibot schemas of what goes on the wire, for the API document and the tests.
 */
import * as v from "valibot";
import { ROLES } from "../domain/people/roles";

const about = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description));
const timestamp = v.string();

// ---- the second step (worker/modules/people/second-step.ts) ----------------------------------

/** WebAuthn options as @simplewebauthn/server writes them (the browser library reads them whole). */
const webAuthnOptions = about(v.looseObject({ challenge: v.string() }), "WebAuthn options for the browser (@simplewebauthn/browser's startRegistration / startAuthentication).");

/** POST /api/auth/second-step/passkey-options and POST /api/me/second-step/passkeys/options. */
export const passkeyOptionsAnswer = webAuthnOptions;

const recoveryCodesList = about(v.array(v.string()), "Ten single-use recovery codes, shown this once (only their hashes are kept).");

/** GET /api/me/second-step: what the person has set up. */
export const secondStepSetupAnswer = v.strictObject({
  required: about(v.boolean(), "Whether the person's roles call for a second step at sign-in."),
  totp: about(v.boolean(), "Whether an authenticator app is set up."),
  passkeys: v.array(v.strictObject({ id: v.number(), name: v.string(), createdAt: timestamp, lastUsedAt: v.nullable(timestamp) })),
  recoveryCodesLeft: about(v.number(), "Unused recovery codes."),
});

/** POST /api/me/second-step/totp/setup: a new secret, shown once. */
export const totpSetupAnswer = v.strictObject({
  secret: about(v.string(), "The shared secret (base32), for typing into the app by hand."),
  uri: about(v.string(), "The otpauth:// link the QR code holds."),
  qrSvg: about(v.string(), "The link as a QR code (an SVG document)."),
});

/** A second-step method just set up; the first also brings the recovery codes. */
export const secondStepEnrolledAnswer = v.strictObject({
  setup: secondStepSetupAnswer,
  recoveryCodes: v.optional(recoveryCodesList),
});

/** POST /api/me/second-step/recovery-codes: a new set, replacing the old. */
export const recoveryCodesAnswer = v.strictObject({ recoveryCodes: recoveryCodesList });

// ---- password reset and the person's own account (password-reset.ts, me.ts) -------------------

/** GET /api/auth/password-reset/{token}: the link still works. */
export const resetLinkAnswer = v.strictObject({ expiresAt: about(timestamp, "When the link stops working (1 hour after it was mailed).") });

/** One of the person's live sessions (GET /api/me/sessions). */
export const sessionAnswer = v.strictObject({
  id: about(v.string(), "The session's public id (a hash; never the cookie): DELETE /api/me/sessions/{id} ends it."),
  kind: about(v.picklist(["club", "user"]), "club: acting for a club (/login); user: the person's own account (/user-login)."),
  createdAt: about(timestamp, "When it was signed in."),
  lastSeenAt: about(timestamp, "When it was last used (kept to the hour)."),
  userAgent: about(v.nullable(v.string()), "The browser, as it named itself."),
  current: about(v.boolean(), "Whether it is one of this browser's own sessions."),
});

/** GET /api/me: the signed-in person. */
export const ownPersonAnswer = v.strictObject({
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  roles: v.array(v.strictObject({ role: v.picklist(ROLES), clubId: v.nullable(v.number()) })),
});

// ---- members, invitations and staff (worker/modules/people/members.ts, invitations.ts, staff.ts) ----

const clubRole = v.picklist(["club-admin", "secretary", "team-manager", "scorer"]);
const federationRole = v.picklist(["super-admin", "competitions", "registrar", "moderator"]);

/** GET /api/clubs/members (pinned fields, plus the team a team manager or scorer is kept to): one row per club role held. */
export const clubMemberAnswer = v.strictObject({
  personId: v.number(),
  name: about(v.string(), "First and last name."),
  email: v.string(),
  role: clubRole,
  teamId: about(v.nullable(v.number()), "The club's team a team manager or scorer is kept to; null for the whole club."),
  since: about(timestamp, "When the role was given."),
});

/** POST /api/clubs/members/invitations and POST /api/admin/staff/invitations (pinned). */
export const invitationCreatedAnswer = v.strictObject({ id: v.number(), expiresAt: about(timestamp, "7 days from now: the link stops working then.") });

/** An open invitation (not accepted, revoked or expired). */
export const openInvitationAnswer = v.strictObject({
  id: v.number(),
  email: v.string(),
  role: v.union([clubRole, federationRole]),
  teamId: v.nullable(v.number()),
  expiresAt: timestamp,
  createdAt: timestamp,
});

/** PATCH /api/clubs/members/{personId}: the member's rows after the change. */
export const memberRoleChangedAnswer = v.strictObject({ message: v.string(), members: v.array(clubMemberAnswer) });

/** GET /api/invitations/{token}: what the link's page shows. */
export const invitationLinkAnswer = v.strictObject({
  role: v.union([clubRole, federationRole]),
  email: v.string(),
  expiresAt: timestamp,
  club: about(v.nullable(v.strictObject({ id: v.number(), name: v.string(), nameEl: v.nullable(v.string()) })), "The inviting club; null for a federation role."),
  team: v.nullable(v.strictObject({ id: v.number(), nameEn: v.string(), nameEl: v.nullable(v.string()) })),
  personExists: about(v.boolean(), "Whether an account already uses the address (then its owner signs in to accept)."),
  signedInEmail: about(v.nullable(v.string()), "The address of the person signed in in this browser, if any."),
});

/** POST /api/invitations/{token}/accept: the person is a member; `session` is what GET /api/auth/me answers when the link signed them in at the club door (a new person, or one signed in), `{ secondStep }` when their roles call for one first, else null. */
export const invitationAcceptedAnswer = v.strictObject({ message: v.string(), session: v.nullable(v.looseObject({})) });

/** GET /api/admin/staff: one row per federation role held. */
export const staffMemberAnswer = v.strictObject({ personId: v.number(), name: v.string(), email: v.string(), role: federationRole, since: timestamp });
export const staffRoleChangedAnswer = v.strictObject({ message: v.string(), staff: v.array(staffMemberAnswer) });
