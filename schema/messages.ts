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
  clubRequired: m(/*i18n*/ { id: "Club is required" }),
  numberNotNegative: m(/*i18n*/ { id: "Must be a whole number, zero or more" }),
  seasonRequired: m(/*i18n*/ { id: "Season is required" }),
  rugbyTypeInvalid: m(/*i18n*/ { id: "Rugby type must be union or league" }),
  foundedYearInvalid: m(/*i18n*/ { id: "Founded year must be a valid year" }),
  urlInvalid: m(/*i18n*/ { id: "Please enter a valid URL" }),
  tooLong: m(/*i18n*/ { id: "This text is too long" }),
  invalidInput: m(/*i18n*/ { id: "Please check the form for errors" }),
  playedMismatch: m(/*i18n*/ { id: "Played must equal won + drawn + lost" }),
  teamNameTaken: m(/*i18n*/ { id: "Another team in the standings already has this name" }),
  standingExists: m(/*i18n*/ { id: "Your club already has a row for this rugby type and season" }),
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
  userLoginRequired: m(/*i18n*/ { id: "Please log in to your player account" }),
  verificationSent: m(/*i18n*/ { id: "If the account needs verification, a new link has been sent to its email." }),
  registeredCheckEmail: m(/*i18n*/ { id: "Your account has been registered. Please check your email for verification." }),
} as const;
