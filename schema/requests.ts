/**
 * The valibot schema of every request body. The worker validates with these and the forms
 * validate with the same objects, so a rule and its message exist once.
 */
import { bilingualMessages } from "./bilingual-messages";
import * as v from "valibot";
import { elot743 } from "./transliteration";
import { LIMITS, NEWS_CATEGORIES, ROSTER_POSITIONS, RUGBY_TYPES } from "./constants";
import { apiMessages, messages as m } from "./messages";
import { seasonSchema } from "./season";
import { wellFormedString } from "./text";
import { todayIso } from "./athens-time";
import { isCalendarDate, isMatchDateInWindow, optionalField, TIME_PATTERN, wholeNumber } from "./field-rules";

// ---- building blocks -------------------------------------------------------------------------

/** Every text field's type: a string that is well-formed Unicode, each failure with its message. */
const string = wellFormedString;
/**
 * An optional text: `null` means empty, as a GET answers it, so the body of a GET goes back
 * through a PATCH unchanged (schema/field-rules.ts, optionalField). Empty comes out as "" (the
 * routes store it as NULL).
 */
const emptyText = <T extends v.GenericSchema<unknown, string>>(schema: T) => optionalField(schema, { empty: "" });

const text = (min: number, message: string, max = 200) =>
  v.pipe(string(message), v.trim(), v.minLength(min, message), v.maxLength(max, m.tooLong));
const email = (message: string) =>
  v.pipe(string(message), v.trim(), v.toLowerCase(), v.email(message), v.maxLength(254, message));
const optionalText = (max = 2000) => emptyText(v.pipe(string(), v.trim(), v.maxLength(max, m.tooLong)));
const password = (message: string) => v.pipe(string(message), v.minLength(8, message), v.maxLength(200, m.tooLong));
/** A yes/no field that defaults to no when left out or null. */
const flag = (message: string) => optionalField(v.boolean(message), { empty: false, absent: false });
/** The `id` some clients repeat in the body of a PATCH; the path's id is the one used. */
const bodyId = optionalField(v.number(m.idInvalid));
const isoDate = (message: string) => v.pipe(string(message), v.isoDate(message), v.check(isCalendarDate, message));
const optionalPositive = (message: string) => optionalField(wholeNumber(message, 1, 1000), { empty: null });

/** http(s) URL, or a path on this site (seeded images are local assets). */
const isWebUrl = (value: string) => {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const webUrl = (message: string) => v.pipe(string(message), v.trim(), v.check(isWebUrl, message), v.maxLength(2000, message));
const optionalWebUrl = (message: string) =>
  emptyText(v.pipe(string(message), v.trim(), v.check((value) => value === "" || isWebUrl(value), message), v.maxLength(2000, message)));

/** Dates people enter are checked against today in Athens (schema/athens-time.ts), read on every call. */
const isNotFutureYear = (year: number) => year <= Number(todayIso().slice(0, 4));

// ---- sessions --------------------------------------------------------------------------------

export const loginSchema = v.object({
  email: email(m.invalidEmail),
  password: v.pipe(string(m.passwordRequired), v.minLength(1, m.passwordRequired), v.maxLength(200, m.tooLong)),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** Admin login: credentials, or no body at all in DEMO_MODE. */
export const adminLoginSchema = v.optional(v.object({ email: optionalField(loginSchema.entries.email), password: optionalField(loginSchema.entries.password) }));

// ---- club registration -----------------------------------------------------------------------

/** A Greek text beside the SPEC's (issue 13): optional; empty or null clears it, left out keeps it. */
const optionalGreekText = (max: number) =>
  optionalField(
    v.pipe(
      string(m.tooLong),
      v.trim(),
      v.maxLength(max, m.tooLong),
      v.transform((value) => value || null),
    ),
    { empty: null },
  );

const clubDetailsEntries = {
  // The Latin name (issue 13): may be left empty when the Greek one is given (see withLatinName).
  name: optionalField(v.pipe(string(m.clubNameMin), v.trim(), v.maxLength(200, m.clubNameMin)), { empty: "", absent: "" }),
  nameEl: optionalGreekText(200),
  locationEl: optionalGreekText(200),
  descriptionEl: optionalGreekText(2000),
  venue: optionalGreekText(150),
  venueEl: optionalGreekText(150),
  abbreviation: v.pipe(string(m.abbreviationLength), v.trim(), v.minLength(2, m.abbreviationLength), v.maxLength(5, m.abbreviationLength)),
  location: text(3, m.locationRequired),
  description: optionalText(),
  // SPEC section 3: both flags default to false when left out.
  rugbyUnion: flag(m.rugbyTypeRequired),
  rugbyLeague: flag(m.rugbyTypeRequired),
  responsiblePersonName: text(2, m.responsibleNameRequired),
  responsiblePersonEmail: email(m.responsibleEmailRequired),
  responsiblePersonPhone: text(10, m.phoneRequired, 30),
};

/**
 * A club's Latin name, when left empty, is its Greek name by ELOT 743 (issue 13), and can be
 * edited after; with neither, the SPEC's message under `name`.
 */
const latinName = (input: { name: string; nameEl?: string | null }) => input.name || elot743(input.nameEl ?? "").trim();

/** SPEC: at least one rugby type, with the message shown under the group (keyed on rugbyUnion). */
const rugbyTypeChosen = (input: { rugbyUnion: boolean; rugbyLeague: boolean }) => input.rugbyUnion || input.rugbyLeague;

/** A club's sign-in e-mail and password: set at registration, and by a claimant's link (issue 12). */
const clubCredentialsEntries = { email: email(m.invalidEmail), password: password(m.passwordMin) };

/** POST /api/clubs/register */
export const clubRegistrationSchema = v.pipe(
  v.object({ ...clubDetailsEntries, ...clubCredentialsEntries }),
  v.forward(v.partialCheck([["rugbyUnion"], ["rugbyLeague"]], rugbyTypeChosen, m.rugbyTypeRequired), ["rugbyUnion"]),
  v.forward(v.partialCheck([["name"], ["nameEl"]], (input) => latinName(input).length >= 3, m.clubNameMin), ["name"]),
  v.transform((input) => ({ ...input, name: latinName(input) })),
);
export type ClubRegistrationInput = v.InferOutput<typeof clubRegistrationSchema>;

/**
 * The club registration form: the request plus a confirmation. The confirmation is checked before
 * the name's transform, which a pipe does not pass while any field is wrong: "Passwords do not
 * match" shows whatever the other fields hold (issue 19).
 */
export const clubRegistrationFormSchema = v.pipe(
  v.object({ ...clubDetailsEntries, ...clubCredentialsEntries, confirmPassword: string() }),
  v.forward(v.partialCheck([["rugbyUnion"], ["rugbyLeague"]], rugbyTypeChosen, m.rugbyTypeRequired), ["rugbyUnion"]),
  v.forward(v.partialCheck([["name"], ["nameEl"]], (input) => latinName(input).length >= 3, m.clubNameMin), ["name"]),
  v.forward(
    v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, m.passwordsMismatch),
    ["confirmPassword"],
  ),
  v.transform((input) => ({ ...input, name: latinName(input) })),
);

/**
 * POST /api/claims/{token} and its form: the approved claimant sets the club's sign-in e-mail and
 * password, by club registration's rules and messages. The confirmation is checked on both sides.
 */
export const clubCredentialsSchema = v.pipe(
  v.object({ ...clubCredentialsEntries, confirmPassword: string(m.passwordsMismatch) }),
  v.forward(
    v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, m.passwordsMismatch),
    ["confirmPassword"],
  ),
);
export type ClubCredentialsInput = v.InferOutput<typeof clubCredentialsSchema>;

// ---- player accounts -------------------------------------------------------------------------

const profileEntries = {
  firstName: text(2, m.firstNameMin, 100),
  lastName: text(2, m.lastNameMin, 100),
  phoneNumber: optionalText(30),
  // A player's own birth date: a real day, not in the future.
  dateOfBirth: emptyText(
    v.union([v.literal(""), v.pipe(isoDate(m.invalidDate), v.check((date) => date >= "1900-01-01" && date <= todayIso(), m.invalidDate))], m.invalidDate),
  ),
  position: optionalText(50),
  height: optionalPositive(m.heightPositive),
  weight: optionalPositive(m.weightPositive),
  bio: optionalText(2000),
};

/** POST /api/users/register */
export const userRegistrationSchema = v.object({
  ...profileEntries,
  email: email(m.invalidEmail),
  password: password(m.passwordMin),
  clubId: optionalField(v.pipe(v.number(m.clubInvalid), v.integer(m.clubInvalid)), { empty: null }),
});
export type UserRegistrationInput = v.InferOutput<typeof userRegistrationSchema>;

export const userRegistrationFormSchema = v.pipe(
  v.object({ ...userRegistrationSchema.entries, confirmPassword: string() }),
  v.forward(
    v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, m.passwordsMismatch),
    ["confirmPassword"],
  ),
);

/** PATCH /api/users/profile (the e-mail is shown but never changed). */
export const profileSchema = v.object({
  ...profileEntries,
  email: optionalField(email(m.invalidEmail)),
  profilePicture: optionalWebUrl(m.urlInvalid),
});
export type ProfileInput = v.InferOutput<typeof profileSchema>;

/** POST /api/users/change-password, and the club's own password change. */
export const passwordChangeSchema = v.object({
  currentPassword: v.pipe(string(m.currentPasswordRequired), v.minLength(1, m.currentPasswordRequired), v.maxLength(200, m.tooLong)),
  newPassword: password(m.newPasswordMin),
});
/** POST /api/users/resend-verification: for the signed-in player, or for an address (the answer never says whether it exists). */
export const resendVerificationSchema = v.object({ email: optionalField(email(m.invalidEmail)) });

export const passwordChangeFormSchema = v.pipe(
  v.object({ ...passwordChangeSchema.entries, confirmPassword: string() }),
  v.forward(
    v.partialCheck([["newPassword"], ["confirmPassword"]], (input) => input.newPassword === input.confirmPassword, m.passwordsMismatch),
    ["confirmPassword"],
  ),
);

// ---- club data -------------------------------------------------------------------------------

/** POST /api/clubs/news and PATCH /api/clubs/news/{id} */
export const newsSchema = v.object({
  id: bodyId,
  title: text(3, m.titleMin, 200),
  content: v.pipe(string(m.contentMin), v.trim(), v.minLength(10, m.contentMin), v.maxLength(50_000, m.tooLong)),
  category: v.picklist(NEWS_CATEGORIES, m.categoryRequired),
  imageUrl: webUrl(m.imageUrlInvalid),
  slug: emptyText(v.pipe(string(m.slugInvalid), v.trim(), v.maxLength(LIMITS.slugMax, m.slugInvalid))),
  /** Issue 13: the club's own article this one translates (written in the other language). */
  translationOf: optionalField(
    v.pipe(v.number(bilingualMessages.translationOfInvalid), v.integer(bilingualMessages.translationOfInvalid), v.minValue(1, bilingualMessages.translationOfInvalid)),
    { empty: null },
  ),
});
export type NewsInput = v.InferOutput<typeof newsSchema>;

const birthDateInRange = (value: string) => value >= LIMITS.earliestBirthDate && value <= todayIso();

/** POST /api/clubs/players and PATCH /api/clubs/players/{id} */
export const rosterPlayerSchema = v.object({
  id: bodyId,
  name: text(2, m.nameMin, 100),
  position: v.picklist(ROSTER_POSITIONS, m.positionRequired),
  jerseyNumber: wholeNumber(m.jerseyInvalid, LIMITS.jersey.min, LIMITS.jersey.max),
  dateOfBirth: v.pipe(isoDate(m.dateOfBirthRequired), v.check(birthDateInRange, m.dateOfBirthRange)),
  height: wholeNumber(m.heightInvalid, LIMITS.height.min, LIMITS.height.max),
  weight: wholeNumber(m.weightInvalid, LIMITS.weight.min, LIMITS.weight.max),
});
export type RosterPlayerInput = v.InferOutput<typeof rosterPlayerSchema>;

const score = optionalField(wholeNumber(m.numberNotNegative, 0, 500), { empty: null });

/**
 * A text typed in two languages (issue 21): the SPEC's field (English or Latin) may be left empty
 * when the Greek one is given; each given one is at least `min` characters.
 */
const eitherLanguage = (min: number, message: string, max: number) =>
  optionalField(
    v.pipe(string(message), v.trim(), v.maxLength(max, m.tooLong), v.check((value) => value === "" || value.length >= min, message)),
    { empty: "", absent: "" },
  );
const greekOf = (min: number, message: string, max: number) =>
  optionalField(
    v.pipe(
      string(message),
      v.trim(),
      v.maxLength(max, m.tooLong),
      v.check((value) => value === "" || value.length >= min, message),
      v.transform((value) => value || null),
    ),
    { empty: null },
  );

/**
 * POST /api/clubs/matches and PATCH /api/clubs/matches/{id}. The SPEC's `opponent` and `venue`
 * and, where given, their Greek versions (issue 21): one language is enough, and the SPEC's field
 * then holds the Greek text, so every answer still has it.
 */
export const matchSchema = v.pipe(
  v.object({
    id: bodyId,
    opponent: eitherLanguage(2, m.opponentMin, 100),
    opponentEl: greekOf(2, m.opponentMin, 100),
    date: v.pipe(isoDate(m.dateRequired), v.check(isMatchDateInWindow, m.matchDateRange)),
    time: v.pipe(string(m.timeFormat), v.regex(TIME_PATTERN, m.timeFormat)),
    venue: eitherLanguage(2, m.venueMin, 150),
    venueEl: greekOf(2, m.venueMin, 150),
    // One of the competitions in the database (the worker checks: worker/modules/matches/match-competition.ts).
    competition: text(1, m.competitionRequired, 120),
    isHomeGame: v.boolean(m.homeGameInvalid),
    clubScore: score,
    opponentScore: score,
    // Issue 22: which of the club's teams plays (the dashboard may leave it out: the club's team of the competition's code).
    teamId: optionalField(wholeNumber(m.teamNotYours, 1, 999_999_999)),
  }),
  // One of the two is enough: with neither, the SPEC's message under the SPEC's field.
  v.forward(v.partialCheck([["opponent"], ["opponentEl"]], (input) => Boolean(input.opponent || input.opponentEl), m.opponentMin), ["opponent"]),
  v.forward(v.partialCheck([["venue"], ["venueEl"]], (input) => Boolean(input.venue || input.venueEl), m.venueMin), ["venue"]),
  v.transform((input) => ({ ...input, opponent: input.opponent || input.opponentEl!, venue: input.venue || input.venueEl! })),
);
export type MatchInput = v.InferOutput<typeof matchSchema>;

const tableCount = wholeNumber(m.numberNotNegative, 0, 10_000);

/** The club's own standing row (dashboard standings). */
export const standingSchema = v.object({
  id: bodyId,
  rugbyType: v.picklist(RUGBY_TYPES, m.rugbyTypeInvalid),
  season: seasonSchema,
  played: tableCount,
  won: tableCount,
  drawn: tableCount,
  lost: tableCount,
  pointsFor: tableCount,
  pointsAgainst: tableCount,
  points: wholeNumber(m.numberNotNegative, -100, 10_000),
});
export type StandingInput = v.InferOutput<typeof standingSchema>;

/** The club's own profile (dashboard profile). */
export const clubProfileSchema = v.pipe(
  v.object({
    ...clubDetailsEntries,
    foundedYear: optionalField(v.pipe(wholeNumber(m.foundedYearInvalid, 1850, 9999), v.check(isNotFutureYear, m.foundedYearInvalid)), { empty: null }),
    website: optionalWebUrl(m.urlInvalid),
    facebookUrl: optionalWebUrl(m.urlInvalid),
    instagramUrl: optionalWebUrl(m.urlInvalid),
    xUrl: optionalWebUrl(m.urlInvalid),
    /** Whether the public club page shows the responsible person's contact; left out (or null), it stays as it is. */
    contactPublic: optionalField(v.boolean(m.contactPublicInvalid)),
  }),
  v.forward(v.partialCheck([["rugbyUnion"], ["rugbyLeague"]], rugbyTypeChosen, m.rugbyTypeRequired), ["rugbyUnion"]),
  v.forward(v.partialCheck([["name"], ["nameEl"]], (input) => latinName(input).length >= 3, m.clubNameMin), ["name"]),
  v.transform((input) => ({ ...input, name: latinName(input) })),
);
export type ClubProfileInput = v.InferOutput<typeof clubProfileSchema>;

// ---- public forms ----------------------------------------------------------------------------

/** POST /api/clubs/claim */
export const claimSchema = v.object({
  fullName: text(2, m.fullNameRequired, 100),
  email: email(m.validEmailRequired),
  phoneNumber: text(6, m.phoneNumberRequired, 30),
  message: optionalText(2000),
  // A number; the digits of one are taken too (a club id read from a URL or a form field).
  clubId: v.pipe(
    v.union([v.number(m.clubRequired), v.pipe(string(m.clubRequired), v.regex(/^\d{1,9}$/, m.clubRequired), v.transform(Number))], m.clubRequired),
    v.integer(m.clubRequired),
    v.minValue(1, m.clubRequired),
  ),
  clubName: v.pipe(string(m.clubRequired), v.trim(), v.minLength(1, m.clubRequired), v.maxLength(200, m.tooLong)),
});
export type ClaimInput = v.InferOutput<typeof claimSchema>;

/** POST /api/academy-registration (the SPEC's client also sends a recipient and a subject; both are ignored). */
export const academySchema = v.object({
  parentName: text(2, m.parentNameRequired, 100),
  email: email(m.academyEmailInvalid),
  phone: text(10, m.academyPhoneInvalid, 30),
  childrenDetails: text(5, m.childrenDetailsRequired, 2000),
  /** The parent's consent to the processing of the children's data (GDPR art. 6(1)(a) and 8): must be given. */
  consent: v.literal(true, m.academyConsentRequired),
  /** The language of the form: the parent's acknowledgement mail is written in it (English when left out or null). */
  language: optionalField(v.picklist(["en", "el"], apiMessages.languageInvalid), { empty: "en", absent: "en" }),
  to: optionalText(254),
  subject: optionalText(200),
});
export type AcademyInput = v.InferOutput<typeof academySchema>;
