/**
 * The messages of player registration (issue 24): licences, families, health cards, transfers and
 * eligibility, as schema/messages.ts words them: Lingui messages whose id is the English text
 * (the Greek is in locales/el/common.po). Add yours here, grouped by area.
 */
import type { IneligibilityReason } from "../domain/registrations/eligibility-reasons";

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
  /**
   * 409: followed by the name of the club holding the licence or the pending registration (the
   * API's messages are literal texts: the worker adds the name after the colon).
   */
  alreadyRegistered: m(/*i18n*/ { id: "Already registered for this code and season with the club:" }),
  notYourPerson: m(/*i18n*/ { id: "You can register yourself or your own children only" }),
  wrongStatus: m(/*i18n*/ { id: "This registration is no longer waiting for this decision" }),
  // Applications and decisions (worker/modules/registrations)
  clubNotMember: m(/*i18n*/ { id: "Choose one of the federation's member clubs" }),
  teamWrongCode: m(/*i18n*/ { id: "Choose a team of this club that plays this code" }),
  registrationStatusInvalid: m(/*i18n*/ { id: "Choose a status: pending-club, pending-federation, licensed, declined, withdrawn or lapsed" }),
  registrationSearchTooLong: m(/*i18n*/ { id: "Search with at most 100 characters" }),
  registrationPageInvalid: m(/*i18n*/ { id: "The page and page size must be whole numbers; a page holds at most 100" }),
  transferToOwnClub: m(/*i18n*/ { id: "You already play for this club" }),
  transferAlreadyOpen: m(/*i18n*/ { id: "You already have a transfer in progress" }),
  transferNoLicence: m(/*i18n*/ { id: "You hold no licence in this code this season to transfer" }),
  transferWrongStatus: m(/*i18n*/ { id: "This transfer is no longer open to this step" }),
  objectionWindowClosed: m(/*i18n*/ { id: "The 7 days to object have passed" }),
  // Transfers (worker/modules/transfers)
  transferNotYourPerson: m(/*i18n*/ { id: "You can ask for a transfer for yourself or your own children only" }),
  transferClubUnknown: m(/*i18n*/ { id: "Choose a club that plays in the federation" }),
  transferOnlyCurrentClub: m(/*i18n*/ { id: "Only the player's current club can object to a transfer" }),
  transferObjectionWindowOpen: m(/*i18n*/ { id: "The current club still has time to object: decide once the 7 days have passed" }),
  transferLicenceChanged: m(/*i18n*/ { id: "The licence this transfer moves is no longer held with the club it leaves" }),
  transferStatusInvalid: m(/*i18n*/ { id: "Choose a transfer status: open, objected, released, approved, declined or withdrawn" }),
  transferLicenceRequired: m(/*i18n*/ { id: "Choose the licence to move" }),
  historyNotYours: m(/*i18n*/ { id: "You can see your own club history or your children's only" }),
  // Families and personal data (worker/modules/families)
  childLoginTooYoung: m(/*i18n*/ { id: "A child can have their own login from the age of 15" }),
  childHasLogin: m(/*i18n*/ { id: "This child already has their own login" }),
  minorNotPublic: m(/*i18n*/ { id: "Only a parent can make a minor's profile public" }),
  erasureLastSuperAdmin: m(/*i18n*/ { id: "You are the last super admin: give the role to someone else before erasing your data" }),
  erasureLastClubAdmin: m(/*i18n*/ { id: "You are the last club admin of a club: give the role to someone else before erasing your data" }),
  academyNoConsent: m(/*i18n*/ { id: "This form was sent without the parent's consent: ask the parent to send it again" }),
  academyAlreadyEnrolled: m(/*i18n*/ { id: "The children of this form are already registered" }),
  academyChildrenRequired: m(/*i18n*/ { id: "Add at least one child" }),
  // The roster as the register (worker/modules/players)
  rosterEntryRegistered: m(/*i18n*/ { id: "This player is registered: they leave the roster when their registration ends or moves, not by deleting the entry" }),
  rosterEntryLinked: m(/*i18n*/ { id: "This entry is already linked to a registration" }),
  rosterRegistrationHasEntry: m(/*i18n*/ { id: "This registration already has its own entry on your roster" }),
  rosterRegistrationRequired: m(/*i18n*/ { id: "Choose one of your club's licensed registrations" }),
  // The registrar's licence import and re-registration (worker/modules/registrations)
  importHeader: m(/*i18n*/ { id: "The first line must be: licence_number,first_name,last_name,date_of_birth,email,club,season,code,team" }),
  importColumns: m(/*i18n*/ { id: "This line must have 9 values separated by commas" }),
  importDryRunInvalid: m(/*i18n*/ { id: "dryRun must be true or false" }),
  importLicenceNumberInvalid: m(/*i18n*/ { id: "Enter the licence number: letters, digits, dashes and slashes, up to 40" }),
  importLicenceNumberRepeated: m(/*i18n*/ { id: "This licence number is already on an earlier line of the file" }),
  importLicenceNumberTaken: m(/*i18n*/ { id: "This licence number is already in the register" }),
  importFirstNameRequired: m(/*i18n*/ { id: "Enter the first name" }),
  importLastNameRequired: m(/*i18n*/ { id: "Enter the last name" }),
  importBirthDateInvalid: m(/*i18n*/ { id: "Enter a real date of birth, YYYY-MM-DD, in the past" }),
  importEmailInvalid: m(/*i18n*/ { id: "Enter a valid email address, or leave it empty" }),
  importClubUnknown: m(/*i18n*/ { id: "No member club has this id or name" }),
  importTeamUnknown: m(/*i18n*/ { id: "The club has no team of this code with this name" }),
  /** A line of the import: `{club}` holds the other line's licence in the same code and season. */
  importRepeatedLicence: m(/*i18n*/ { id: "The same person has a licence for this code and season on an earlier line, with the club:" }),
  reRegisterNotEligible: m(/*i18n*/ { id: "No longer of age for the team's age group" }),
  reRegisterAlreadyRegistered: m(/*i18n*/ { id: "Already registered for this season" }),
  reRegisterNoBirthDate: m(/*i18n*/ { id: "No date of birth on record to check the age group" }),
  // Eligibility reasons (domain/registrations/eligibility-reasons.ts), by code
  reasonNoLicence: m(/*i18n*/ { id: "No licence with this club for the season" }),
  reasonHealthCardExpired: m(/*i18n*/ { id: "Health card expired or missing" }),
  reasonSuspended: m(/*i18n*/ { id: "Suspended" }),
  reasonAgeGroup: m(/*i18n*/ { id: "Age outside the team's age group" }),
  // The eligibility list (worker/modules/registrations/eligibility-routes.ts)
  eligibilityFixtureNotTheClubs: m(/*i18n*/ { id: "None of this club's teams plays in this fixture" }),
} as const;

/** Each reason a person may not play (domain/registrations/eligibility-reasons.ts) in words: the API's and the screens'. */
export const INELIGIBILITY_REASON_MESSAGES = {
  "no-licence": registrationMessages.reasonNoLicence,
  "health-card-expired": registrationMessages.reasonHealthCardExpired,
  suspended: registrationMessages.reasonSuspended,
  "age-group": registrationMessages.reasonAgeGroup,
} as const satisfies Record<IneligibilityReason, string>;
