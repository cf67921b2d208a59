/**
 * The messages of player registration (issue 24): licences, families, health cards, transfers and
 * eligibility, as schema/messages.ts words them: Lingui messages whose id is the English text
 * (the Greek is in locales/el/common.po). Add yours here, grouped by area.
 */
const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const registrationMessages = {
  // Requests
  seasonRequired: m(/*i18n*/ { id: "Choose a season, such as 2026-27" }),
  codeRequired: m(/*i18n*/ { id: "Choose a code: union, league or sevens" }),
  clubRequired: m(/*i18n*/ { id: "Choose a club" }),
  personRequired: m(/*i18n*/ { id: "Choose yourself or one of your children" }),
  reasonRequired: m(/*i18n*/ { id: "Give a reason (at least 5 characters)" }),
  firstNameRequired: m(/*i18n*/ { id: "Enter the child's first name" }),
  lastNameRequired: m(/*i18n*/ { id: "Enter the child's last name" }),
  childBirthDateInvalid: m(/*i18n*/ { id: "Enter the child's date of birth: a child is under 18" }),
  consentRequired: m(/*i18n*/ { id: "A parent's consent is required to register a child under 15" }),
  healthCardDateInvalid: m(/*i18n*/ { id: "Enter the date the health card expires" }),
  healthCardInPast: m(/*i18n*/ { id: "The health card's expiry date cannot be in the past" }),
  healthCardTooFar: m(/*i18n*/ { id: "A health card is valid for one year: its expiry date cannot be more than a year ahead" }),
  teamInvalid: m(/*i18n*/ { id: "Choose one of the club's teams" }),
  // Answers
  registrationNotFound: m(/*i18n*/ { id: "Registration not found" }),
  transferNotFound: m(/*i18n*/ { id: "Transfer not found" }),
  childNotFound: m(/*i18n*/ { id: "Child not found" }),
  clubNotFound: m(/*i18n*/ { id: "Club not found" }),
  fixtureNotFound: m(/*i18n*/ { id: "Fixture not found" }),
  /** 409: `{club}` is the club holding the licence or the pending registration. */
  alreadyRegistered: m(/*i18n*/ { id: "Already registered for this code and season with {club}" }),
  notYourPerson: m(/*i18n*/ { id: "You can register yourself or your own children only" }),
  wrongStatus: m(/*i18n*/ { id: "This registration is no longer waiting for this decision" }),
  transferToOwnClub: m(/*i18n*/ { id: "You already play for this club" }),
  transferAlreadyOpen: m(/*i18n*/ { id: "You already have a transfer in progress" }),
  transferNoLicence: m(/*i18n*/ { id: "You hold no licence in this code this season to transfer" }),
  transferWrongStatus: m(/*i18n*/ { id: "This transfer is no longer open to this step" }),
  objectionWindowClosed: m(/*i18n*/ { id: "The 7 days to object have passed" }),
  // The roster as the register (worker/modules/players)
  rosterEntryRegistered: m(/*i18n*/ { id: "This player is registered: they leave the roster when their registration ends or moves, not by deleting the entry" }),
  rosterEntryLinked: m(/*i18n*/ { id: "This entry is already linked to a registration" }),
  rosterRegistrationHasEntry: m(/*i18n*/ { id: "This registration already has its own entry on your roster" }),
  rosterRegistrationRequired: m(/*i18n*/ { id: "Choose one of your club's licensed registrations" }),
  // Eligibility reasons (domain/registrations/eligibility-reasons.ts), by code
  reasonNoLicence: m(/*i18n*/ { id: "No licence with this club for the season" }),
  reasonHealthCardExpired: m(/*i18n*/ { id: "Health card expired or missing" }),
  reasonSuspended: m(/*i18n*/ { id: "Suspended" }),
  reasonAgeGroup: m(/*i18n*/ { id: "Age outside the team's age group" }),
} as const;
