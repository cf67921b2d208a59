/**
 * Validation messages, exactly as the SPEC words them. Each is a Lingui message whose id is its
 * English text (the `i18n` comment marks it for extraction), so the worker answers with the SPEC's
 * English and the web shows the same message translated: `i18n._(issueMessage)`.
 */
const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

export const messages = {
  passwordRequired: m(/*i18n*/ { id: "Password is required" }),
  invalidEmail: m(/*i18n*/ { id: "Invalid email address" }),
  clubNameMin: m(/*i18n*/ { id: "Club name must be at least 3 characters" }),
  passwordMin: m(/*i18n*/ { id: "Password must be at least 8 characters" }),
  passwordsMismatch: m(/*i18n*/ { id: "Passwords do not match" }),
  abbreviationLength: m(/*i18n*/ { id: "Abbreviation must be 2-5 characters" }),
  locationRequired: m(/*i18n*/ { id: "Location is required" }),
  rugbyTypeRequired: m(/*i18n*/ { id: "Please select at least one rugby type" }),
  responsibleNameRequired: m(/*i18n*/ { id: "Responsible person name is required" }),
  responsibleEmailRequired: m(/*i18n*/ { id: "Valid responsible person email is required" }),
  phoneRequired: m(/*i18n*/ { id: "Valid phone number is required" }),
  firstNameMin: m(/*i18n*/ { id: "First name must be at least 2 characters" }),
  lastNameMin: m(/*i18n*/ { id: "Last name must be at least 2 characters" }),
  heightPositive: m(/*i18n*/ { id: "Height must be a positive number" }),
  weightPositive: m(/*i18n*/ { id: "Weight must be a positive number" }),
  invalidDate: m(/*i18n*/ { id: "Please enter a valid date" }),
  currentPasswordRequired: m(/*i18n*/ { id: "Current password is required" }),
  newPasswordMin: m(/*i18n*/ { id: "New password must be at least 8 characters" }),
  titleMin: m(/*i18n*/ { id: "Title must be at least 3 characters" }),
  contentMin: m(/*i18n*/ { id: "Content must be at least 10 characters" }),
  categoryRequired: m(/*i18n*/ { id: "Category is required" }),
  imageUrlInvalid: m(/*i18n*/ { id: "Valid image URL is required" }),
  slugInvalid: m(/*i18n*/ { id: "Slug must be at most 100 characters" }),
  nameMin: m(/*i18n*/ { id: "Name must be at least 2 characters" }),
  positionRequired: m(/*i18n*/ { id: "Position is required" }),
  jerseyInvalid: m(/*i18n*/ { id: "Jersey number must be a valid number" }),
  dateOfBirthRequired: m(/*i18n*/ { id: "Date of birth is required" }),
  dateOfBirthRange: m(/*i18n*/ { id: "Date of birth must be between 1950-01-01 and today" }),
  heightInvalid: m(/*i18n*/ { id: "Height must be a valid number" }),
  weightInvalid: m(/*i18n*/ { id: "Weight must be a valid number" }),
  opponentMin: m(/*i18n*/ { id: "Opponent name must be at least 2 characters" }),
  dateRequired: m(/*i18n*/ { id: "Date is required" }),
  // Issue 22: a club's own match is played by one of its teams.
  teamNotYours: m(/*i18n*/ { id: "Pick one of your club's teams" }),
  timeFormat: m(/*i18n*/ { id: "Time must be in the format HH:MM" }),
  venueMin: m(/*i18n*/ { id: "Venue must be at least 2 characters" }),
  competitionRequired: m(/*i18n*/ { id: "Competition is required" }),
  fullNameRequired: m(/*i18n*/ { id: "Full name is required" }),
  validEmailRequired: m(/*i18n*/ { id: "Valid email is required" }),
  phoneNumberRequired: m(/*i18n*/ { id: "Phone number is required" }),
  parentNameRequired: m(/*i18n*/ { id: "Parent name is required and must be at least 2 characters." }),
  academyEmailInvalid: m(/*i18n*/ { id: "Please enter a valid email address." }),
  academyPhoneInvalid: m(/*i18n*/ { id: "Please enter a valid phone number." }),
  childrenDetailsRequired: m(/*i18n*/ { id: "Please provide information about your children (names and ages)." }),
  academyConsentRequired: m(/*i18n*/ { id: "Please consent to the processing of your children's data to register them." }),
  contactPublicInvalid: m(/*i18n*/ { id: "Choose whether the responsible person's contact is public" }),
  clubRequired: m(/*i18n*/ { id: "Club is required" }),
  numberNotNegative: m(/*i18n*/ { id: "Must be a whole number, zero or more" }),
  seasonFormat: m(/*i18n*/ { id: "Season must be a year (2026) or two years in a row (2026-27)" }),
  rugbyTypeInvalid: m(/*i18n*/ { id: "Rugby type must be union or league" }),
  foundedYearInvalid: m(/*i18n*/ { id: "Founded year must be a valid year" }),
  urlInvalid: m(/*i18n*/ { id: "Please enter a valid URL" }),
  tooLong: m(/*i18n*/ { id: "This text is too long" }),
  invalidInput: m(/*i18n*/ { id: "Please check the form for errors" }),
  playedMismatch: m(/*i18n*/ { id: "Played must equal won + drawn + lost" }),
  teamNameTaken: m(/*i18n*/ { id: "Another team in the standings already has this name" }),
  standingExists: m(/*i18n*/ { id: "Your club already has a row for this rugby type and season" }),
  standingTableFixed: m(/*i18n*/ { id: "A row stays in its own rugby type and season: add a new row for another one" }),
  standingApproved: m(/*i18n*/ { id: "The federation has approved this row, so it is part of the table: ask the federation to remove it" }),
  textMalformed: m(/*i18n*/ { id: "This text contains a broken character. Please type it again." }),
  textInvalid: m(/*i18n*/ { id: "This field must be text" }),
  matchDateRange: m(/*i18n*/ { id: "Date must be between 1950-01-01 and ten years from today" }),
  homeGameInvalid: m(/*i18n*/ { id: "Please choose whether this is a home game" }),
  clubInvalid: m(/*i18n*/ { id: "Please choose a club from the list" }),
  idInvalid: m(/*i18n*/ { id: "The id must be a whole number" }),
} as const;

/** The club logo upload's answers (SPEC section 8 words the first two). */
export const uploadMessages = {
  noFile: m(/*i18n*/ { id: "No file uploaded" }),
  notAnImage: m(/*i18n*/ { id: "Please select an image file (PNG, JPG, etc.)" }),
  tooLarge: m(/*i18n*/ { id: "The logo must be at most 5MB." }),
} as const;

/**
 * The worker's answers about accounts and sessions, also Lingui ids so the web can show them in
 * Greek (`i18n._(error.serverMessage)`).
 */
export const accountMessages = {
  emailTaken: m(/*i18n*/ { id: "An account with this email already exists" }),
  invalidCredentials: m(/*i18n*/ { id: "Invalid email or password" }),
  tooManyAttempts: m(/*i18n*/ { id: "Too many login attempts. Please wait a few minutes and try again." }),
  tooManyMails: m(/*i18n*/ { id: "Too many emails requested. Please try again later." }),
  currentPasswordIncorrect: m(/*i18n*/ { id: "Current password is incorrect" }),
  // The verify-email screen shows the server's message: the SPEC's failure text, word for word.
  invalidVerificationToken: m(/*i18n*/ { id: "We couldn't verify your email. The verification link may have expired or is invalid." }),
  notAdmin: m(/*i18n*/ { id: "This account does not have admin privileges" }),
  demoLoginDisabled: m(/*i18n*/ { id: "Demo admin login is disabled. Please sign in with an admin email and password." }),
  clubLoginRequired: m(/*i18n*/ { id: "Please log in to your club account" }),
  /** Issue 23: a person's role in the club does not include this. */
  roleForbidden: m(/*i18n*/ { id: "Your role in this club does not allow this." }),
  /** Issue 23: a federation person who has not yet set up a passkey or an authenticator app. */
  secondStepEnrolmentRequired: m(/*i18n*/ { id: "Set up two-step sign-in (a passkey or an authenticator app) before using the federation's tools." }),
  /** Issue 23: correct password at /login, but the person acts for no club and holds no federation role. */
  noClubRole: m(/*i18n*/ { id: "This account holds no club or federation role. Players sign in on the player login page." }),
  /** Issue 23: a person asks to act for a club where they hold no role. */
  notAMember: m(/*i18n*/ { id: "You hold no role in this club." }),
  userLoginRequired: m(/*i18n*/ { id: "Please log in to your player account" }),
  verificationSent: m(/*i18n*/ { id: "If the account needs verification, a new link has been sent to its email." }),
  registeredCheckEmail: m(/*i18n*/ { id: "Your account has been registered. Please check your email for verification." }),
} as const;

/**
 * The worker's other answers: requests it cannot take, things that are not there, and what it
 * did. Lingui ids like the rest, so a Greek client shows every one of them in Greek.
 */
export const apiMessages = {
  adminRequired: m(/*i18n*/ { id: "You do not have admin privileges required to access this area." }),
  noAdminAccount: m(/*i18n*/ { id: "No admin account exists yet" }),
  clubAlreadyClaimed: m(/*i18n*/ { id: "This club has already been claimed" }),
  clubNotFound: m(/*i18n*/ { id: "Club not found" }),
  newsNotFound: m(/*i18n*/ { id: "News not found" }),
  matchNotFound: m(/*i18n*/ { id: "Match not found" }),
  playerNotFound: m(/*i18n*/ { id: "Player not found" }),
  standingNotFound: m(/*i18n*/ { id: "Standing not found" }),
  logoNotFound: m(/*i18n*/ { id: "Logo not found" }),
  notFound: m(/*i18n*/ { id: "Not found" }),
  noSuchRoute: m(/*i18n*/ { id: "There is no such API address" }),
  // The address's id is not a number (the club page's SPEC text, and the same for the others).
  invalidClubId: m(/*i18n*/ { id: "Invalid club ID" }),
  invalidMatchId: m(/*i18n*/ { id: "Invalid match ID" }),
  invalidTeamId: m(/*i18n*/ { id: "Invalid team ID" }),
  invalidNewsId: m(/*i18n*/ { id: "Invalid news ID" }),
  invalidPlayerId: m(/*i18n*/ { id: "Invalid player ID" }),
  invalidStandingId: m(/*i18n*/ { id: "Invalid standing ID" }),
  invalidCursor: m(/*i18n*/ { id: "This page of the list cannot be found. Please reload the list." }),
  languageInvalid: m(/*i18n*/ { id: "Language must be en or el" }),
  idempotencyKeyInvalid: m(/*i18n*/ { id: "Idempotency-Key must be 8 to 100 letters, digits or hyphens" }),
  notSignedIn: m(/*i18n*/ { id: "Please log in" }),
  forbidden: m(/*i18n*/ { id: "You are not allowed to do this" }),
  crossSite: m(/*i18n*/ { id: "Requests from other sites are refused" }),
  jsonRequired: m(/*i18n*/ { id: "Requests must be sent as application/json" }),
  malformedJson: m(/*i18n*/ { id: "The request could not be read. Please try again." }),
  bodyNotObject: m(/*i18n*/ { id: "The request body must be a JSON object" }),
  bodyTooLarge: m(/*i18n*/ { id: "Request body is too large" }),
  requestFailed: m(/*i18n*/ { id: "The request failed. Please try again." }),
  serverError: m(/*i18n*/ { id: "Something went wrong on our side. Please try again." }),
  // A storage fault (503): the request may be sent again as it is.
  storageUnavailable: m(/*i18n*/ { id: "Our data storage is unavailable for a moment. Please try again in a few seconds." }),
  healthDeepInvalid: m(/*i18n*/ { id: "deep must be 1 (check every storage) or 0" }),
  loggedOut: m(/*i18n*/ { id: "Logged out" }),
  passwordUpdated: m(/*i18n*/ { id: "Password updated" }),
  newsDeleted: m(/*i18n*/ { id: "News deleted" }),
  matchRemoved: m(/*i18n*/ { id: "Match removed" }),
  playerRemoved: m(/*i18n*/ { id: "Player removed" }),
  standingDeleted: m(/*i18n*/ { id: "Standing deleted" }),
  claimReceived: m(/*i18n*/ { id: "Claim request received" }),
  academyReceived: m(/*i18n*/ { id: "Academy registration received" }),
} as const;
