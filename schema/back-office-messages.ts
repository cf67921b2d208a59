/**
 * The messages of the federation's back office (issue 12), as schema/messages.ts words them:
 * each is a Lingui message whose id is its English text, so the worker answers in English and the
 * web shows the Greek from locales/el/common.po (`i18n._(message)`).
 */
const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const backOfficeMessages = {
  reasonRequired: m(/*i18n*/ { id: "Please give a reason (at least 3 characters)" }),
  claimNotFound: m(/*i18n*/ { id: "Claim request not found" }),
  claimAlreadyDecided: m(/*i18n*/ { id: "This claim request has already been decided" }),
  claimLinkInvalid: m(/*i18n*/ { id: "This link is not valid. It may have expired (links work for 72 hours), been replaced by a newer one or been used already." }),
  claimNotApproved: m(/*i18n*/ { id: "Only an approved claim gets a link" }),
  claimSignInAlreadySet: m(/*i18n*/ { id: "The club has already set its sign-in details: it needs no new link" }),
  claimNewLinkSent: m(/*i18n*/ { id: "A new link is on its way to the claimant; the old one no longer works." }),
  claimNewLinkRequested: m(/*i18n*/ { id: "If this link can be renewed, a new one is on its way to the e-mail address the claim was made with." }),
  claimCompleted: m(/*i18n*/ { id: "The club's sign-in details are set. You can now log in." }),
  registrationNotFound: m(/*i18n*/ { id: "Registration not found" }),
  academyStatusInvalid: m(/*i18n*/ { id: "Status must be new, contacted, enrolled or declined" }),
  clubStatusInvalid: m(/*i18n*/ { id: "Status must be pending, approved or declined" }),
  ageGroupInvalid: m(/*i18n*/ { id: "Age group must be U10, U12, U14 or U16" }),
  clubNotPending: m(/*i18n*/ { id: "This club is not waiting for approval" }),
  adminClubProtected: m(/*i18n*/ { id: "The federation's own account cannot be changed here" }),
  cannotImpersonateAdmin: m(/*i18n*/ { id: "An administrator cannot be impersonated" }),
  clubInactive: m(/*i18n*/ { id: "This club is deactivated" }),
  impersonationMinutes: m(/*i18n*/ { id: "Minutes must be a whole number from 1 to 30" }),
  notImpersonating: m(/*i18n*/ { id: "You are not acting as a club" }),
  pageInvalid: m(/*i18n*/ { id: "Page must be a whole number from 1" }),
  done: m(/*i18n*/ { id: "Done" }),
  mailNotFound: m(/*i18n*/ { id: "Mail not found" }),
  mailStatusInvalid: m(/*i18n*/ { id: "Status must be pending, sent or failed" }),
  mailNotFailed: m(/*i18n*/ { id: "Only a mail that failed can be sent again" }),
  mailSentAgain: m(/*i18n*/ { id: "The mail is on its way again." }),
} as const;
