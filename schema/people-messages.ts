/**
 * The messages of people, roles and account security (issue 23), as schema/messages.ts words
 * them: Lingui messages whose id is the English text (the Greek is in locales/el/common.po).
 */
const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const peopleMessages = {
  clubRoleRequired: m(/*i18n*/ { id: "Choose a role: club admin, secretary, team manager or scorer" }),
  staffRoleRequired: m(/*i18n*/ { id: "Choose a role: super admin, competitions manager, registrar or moderator" }),
  clubRequired: m(/*i18n*/ { id: "Choose a club" }),
  /** Support impersonation of a person (issue 23, point 7). */
  personRequired: m(/*i18n*/ { id: "Choose a person" }),
  personNotFound: m(/*i18n*/ { id: "Person not found" }),
  cannotImpersonateFederationPerson: m(/*i18n*/ { id: "A federation person cannot be impersonated" }),
  personHasNoRoleInClub: m(/*i18n*/ { id: "This person holds no role in this club" }),
  teamInvalid: m(/*i18n*/ { id: "Choose one of the club's teams" }),
  invitationSent: m(/*i18n*/ { id: "Invitation sent" }),
  alreadyHasRole: m(/*i18n*/ { id: "This person already holds this role" }),
  invitationInvalid: m(/*i18n*/ { id: "This invitation link is invalid or has expired. Ask for a new invitation." }),
  invitationUsed: m(/*i18n*/ { id: "This invitation has already been used." }),
  invitationOtherPerson: m(/*i18n*/ { id: "This invitation was sent to another e-mail address. Sign out and open the link again." }),
  newPersonDetailsRequired: m(/*i18n*/ { id: "Enter your first name, last name and a password to create your account, or sign in first." }),
  memberNotFound: m(/*i18n*/ { id: "Member not found" }),
  invitationSignInFirst: m(/*i18n*/ { id: "An account already uses this e-mail address. Sign in first, then open the invitation link again." }),
  invitationAccepted: m(/*i18n*/ { id: "Invitation accepted. Welcome!" }),
  invitationNotFound: m(/*i18n*/ { id: "Invitation not found" }),
  lastClubAdmin: m(/*i18n*/ { id: "A club must keep at least one club admin. Make someone else club admin first." }),
  lastSuperAdmin: m(/*i18n*/ { id: "The federation must keep at least one super admin." }),
  memberRemoved: m(/*i18n*/ { id: "Member removed" }),
  roleChanged: m(/*i18n*/ { id: "Role changed" }),
  passwordResetSent: m(/*i18n*/ { id: "If an account uses this address, we have sent it a link to choose a new password." }),
  resetTokenInvalid: m(/*i18n*/ { id: "This password reset link is invalid, used or expired. Ask for a new one." }),
  passwordChanged: m(/*i18n*/ { id: "Your password has been changed. Other sessions have been signed out." }),
  sessionNotFound: m(/*i18n*/ { id: "Session not found" }),
  sessionsEnded: m(/*i18n*/ { id: "Signed out of your other sessions" }),
  secondStepRequired: m(/*i18n*/ { id: "Enter the code from your authenticator app, use your passkey, or enter a recovery code." }),
  secondStepInvalid: m(/*i18n*/ { id: "That code is not right. Try again." }),
  secondStepNotStarted: m(/*i18n*/ { id: "Sign in with your password first." }),
  codeRequired: m(/*i18n*/ { id: "Enter the 6-digit code" }),
  passkeyFailed: m(/*i18n*/ { id: "The passkey could not be verified. Try again." }),
  passkeyNameRequired: m(/*i18n*/ { id: "Give the passkey a name, such as Laptop or Phone" }),
  recoveryCodeRequired: m(/*i18n*/ { id: "Enter one of your recovery codes" }),
  secondStepMethodRequired: m(/*i18n*/ { id: "Choose a passkey, the authenticator app or a recovery code" }),
  totpSetupExpired: m(/*i18n*/ { id: "The setup has expired. Start setting up the authenticator app again." }),
  passkeyNotFound: m(/*i18n*/ { id: "Passkey not found" }),
  secondStepFirst: m(/*i18n*/ { id: "Set up a passkey or the authenticator app first." }),
  authenticatorAppNotSetUp: m(/*i18n*/ { id: "The authenticator app is not set up." }),
  lastSecondStep: m(/*i18n*/ { id: "Your roles need a second step: add another passkey or the authenticator app before removing this one." }),
} as const;
