/**
 * The valibot schema of every request body. The worker validates with these and the forms
 * validate with the same objects, so a rule and its message exist once.
 */
import * as v from "valibot";
import { COMPETITIONS, LIMITS, NEWS_CATEGORIES, ROSTER_POSITIONS, RUGBY_TYPES } from "./constants";
import { messages as m } from "./messages";

// ---- building blocks -------------------------------------------------------------------------

const text = (min: number, message: string, max = 200) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, m.tooLong));
const email = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.email(message), v.maxLength(254, message));
const optionalText = (max = 2000) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, m.tooLong)));
const password = (message: string) => v.pipe(v.string(message), v.minLength(8, message), v.maxLength(200, m.tooLong));
/** A YYYY-MM-DD date that exists on the calendar (v.isoDate alone lets 2027-02-30 through). */
const isCalendarDate = (value: string) => {
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const isoDate = (message: string) => v.pipe(v.string(message), v.isoDate(message), v.check(isCalendarDate, message));
const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const optionalPositive = (message: string) =>
  v.optional(v.nullable(v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(1000, message))));

/** http(s) URL, or a path on this site (seeded images are local assets). */
const isWebUrl = (value: string) => {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const webUrl = (message: string) => v.pipe(v.string(message), v.trim(), v.check(isWebUrl, message), v.maxLength(2000, message));
const optionalWebUrl = (message: string) =>
  v.optional(v.union([v.literal(""), webUrl(message)], message));

/** Where the calendar is furthest ahead (Kiribati, UTC+14): no one's own "today" is in its future. */
const FURTHEST_AHEAD_MS = 14 * 60 * 60 * 1000;

/**
 * Today as an upper bound for dates people enter: the latest date that is today anywhere, so a
 * parent in Athens just after midnight is not told their child's birthday is in the future.
 * Read on every call: a worker's module-level clock reads 1970 until a request arrives.
 */
export const todayIso = () => new Date(Date.now() + FURTHEST_AHEAD_MS).toISOString().slice(0, 10);
const isNotFutureYear = (year: number) => year <= Number(todayIso().slice(0, 4));

// ---- sessions --------------------------------------------------------------------------------

export const loginSchema = v.object({
  email: email(m.invalidEmail),
  password: v.pipe(v.string(m.passwordRequired), v.minLength(1, m.passwordRequired), v.maxLength(200, m.tooLong)),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** Admin login: credentials, or no body at all in DEMO_MODE. */
export const adminLoginSchema = v.optional(v.partial(loginSchema));

// ---- club registration -----------------------------------------------------------------------

const clubDetailsEntries = {
  name: text(3, m.clubNameMin),
  abbreviation: v.pipe(v.string(m.abbreviationLength), v.trim(), v.minLength(2, m.abbreviationLength), v.maxLength(5, m.abbreviationLength)),
  location: text(3, m.locationRequired),
  description: optionalText(),
  // SPEC section 3: both flags default to false when left out.
  rugbyUnion: v.optional(v.boolean(), false),
  rugbyLeague: v.optional(v.boolean(), false),
  responsiblePersonName: text(2, m.responsibleNameRequired),
  responsiblePersonEmail: email(m.responsibleEmailRequired),
  responsiblePersonPhone: text(10, m.phoneRequired, 30),
};

/** SPEC: at least one rugby type, with the message shown under the group (keyed on rugbyUnion). */
const rugbyTypeChosen = (input: { rugbyUnion: boolean; rugbyLeague: boolean }) => input.rugbyUnion || input.rugbyLeague;

/** POST /api/clubs/register */
export const clubRegistrationSchema = v.pipe(
  v.object({ ...clubDetailsEntries, email: email(m.invalidEmail), password: password(m.passwordMin) }),
  v.forward(v.partialCheck([["rugbyUnion"], ["rugbyLeague"]], rugbyTypeChosen, m.rugbyTypeRequired), ["rugbyUnion"]),
);
export type ClubRegistrationInput = v.InferOutput<typeof clubRegistrationSchema>;

/** The club registration form: the request plus a confirmation. */
export const clubRegistrationFormSchema = v.pipe(
  v.object({
    ...clubDetailsEntries,
    email: email(m.invalidEmail),
    password: password(m.passwordMin),
    confirmPassword: v.string(),
  }),
  v.forward(v.partialCheck([["rugbyUnion"], ["rugbyLeague"]], rugbyTypeChosen, m.rugbyTypeRequired), ["rugbyUnion"]),
  v.forward(
    v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, m.passwordsMismatch),
    ["confirmPassword"],
  ),
);

// ---- player accounts -------------------------------------------------------------------------

const profileEntries = {
  firstName: text(2, m.firstNameMin, 100),
  lastName: text(2, m.lastNameMin, 100),
  phoneNumber: optionalText(30),
  // A player's own birth date: a real day, not in the future.
  dateOfBirth: v.optional(
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
  clubId: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
});
export type UserRegistrationInput = v.InferOutput<typeof userRegistrationSchema>;

export const userRegistrationFormSchema = v.pipe(
  v.object({ ...userRegistrationSchema.entries, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, m.passwordsMismatch),
    ["confirmPassword"],
  ),
);

/** PATCH /api/users/profile (the e-mail is shown but never changed). */
export const profileSchema = v.object({
  ...profileEntries,
  email: v.optional(email(m.invalidEmail)),
  profilePicture: v.optional(v.nullable(v.union([v.literal(""), webUrl(m.urlInvalid)]))),
});
export type ProfileInput = v.InferOutput<typeof profileSchema>;

/** POST /api/users/change-password, and the club's own password change. */
export const passwordChangeSchema = v.object({
  currentPassword: v.pipe(v.string(m.currentPasswordRequired), v.minLength(1, m.currentPasswordRequired), v.maxLength(200, m.tooLong)),
  newPassword: password(m.newPasswordMin),
});
/** POST /api/users/resend-verification: for the signed-in player, or for an address (the answer never says whether it exists). */
export const resendVerificationSchema = v.object({ email: v.optional(email(m.invalidEmail)) });

export const passwordChangeFormSchema = v.pipe(
  v.object({ ...passwordChangeSchema.entries, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck([["newPassword"], ["confirmPassword"]], (input) => input.newPassword === input.confirmPassword, m.passwordsMismatch),
    ["confirmPassword"],
  ),
);

// ---- club data -------------------------------------------------------------------------------

/** POST /api/clubs/news and PATCH /api/clubs/news/{id} */
export const newsSchema = v.object({
  id: v.optional(v.number()),
  title: text(3, m.titleMin, 200),
  content: v.pipe(v.string(m.contentMin), v.trim(), v.minLength(10, m.contentMin), v.maxLength(50_000, m.tooLong)),
  category: v.picklist(NEWS_CATEGORIES, m.categoryRequired),
  imageUrl: webUrl(m.imageUrlInvalid),
  slug: v.optional(v.pipe(v.string(m.slugInvalid), v.trim(), v.maxLength(LIMITS.slugMax, m.slugInvalid))),
});
export type NewsInput = v.InferOutput<typeof newsSchema>;

const birthDateInRange = (value: string) => value >= LIMITS.earliestBirthDate && value <= todayIso();

/** POST /api/clubs/players and PATCH /api/clubs/players/{id} */
export const rosterPlayerSchema = v.object({
  id: v.optional(v.number()),
  name: text(2, m.nameMin, 100),
  position: v.picklist(ROSTER_POSITIONS, m.positionRequired),
  jerseyNumber: wholeNumber(m.jerseyInvalid, LIMITS.jersey.min, LIMITS.jersey.max),
  dateOfBirth: v.pipe(isoDate(m.dateOfBirthRequired), v.check(birthDateInRange, m.dateOfBirthRange)),
  height: wholeNumber(m.heightInvalid, LIMITS.height.min, LIMITS.height.max),
  weight: wholeNumber(m.weightInvalid, LIMITS.weight.min, LIMITS.weight.max),
});
export type RosterPlayerInput = v.InferOutput<typeof rosterPlayerSchema>;

const score = v.optional(v.nullable(wholeNumber(m.numberNotNegative, 0, 500)));

/** POST /api/clubs/matches and PATCH /api/clubs/matches/{id} */
export const matchSchema = v.object({
  id: v.optional(v.number()),
  opponent: text(2, m.opponentMin, 100),
  date: isoDate(m.dateRequired),
  time: v.pipe(v.string(m.timeFormat), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeFormat)),
  venue: text(2, m.venueMin, 150),
  competition: v.picklist(COMPETITIONS, m.competitionRequired),
  isHomeGame: v.boolean(),
  clubScore: score,
  opponentScore: score,
});
export type MatchInput = v.InferOutput<typeof matchSchema>;

const tableCount = wholeNumber(m.numberNotNegative, 0, 10_000);

/** The club's own standing row (dashboard standings). */
export const standingSchema = v.object({
  id: v.optional(v.number()),
  rugbyType: v.picklist(RUGBY_TYPES, m.rugbyTypeInvalid),
  season: v.pipe(v.string(m.seasonRequired), v.trim(), v.regex(/^\d{4}(-\d{2}|\/\d{2,4})?$/, m.seasonRequired)),
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
    foundedYear: v.optional(v.nullable(v.pipe(wholeNumber(m.foundedYearInvalid, 1850, 9999), v.check(isNotFutureYear, m.foundedYearInvalid)))),
    website: optionalWebUrl(m.urlInvalid),
    facebookUrl: optionalWebUrl(m.urlInvalid),
    instagramUrl: optionalWebUrl(m.urlInvalid),
    xUrl: optionalWebUrl(m.urlInvalid),
  }),
  v.forward(v.partialCheck([["rugbyUnion"], ["rugbyLeague"]], rugbyTypeChosen, m.rugbyTypeRequired), ["rugbyUnion"]),
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
    v.union([v.number(m.clubRequired), v.pipe(v.string(m.clubRequired), v.regex(/^\d{1,9}$/, m.clubRequired), v.transform(Number))], m.clubRequired),
    v.integer(m.clubRequired),
    v.minValue(1, m.clubRequired),
  ),
  clubName: v.pipe(v.string(m.clubRequired), v.trim(), v.minLength(1, m.clubRequired), v.maxLength(200, m.tooLong)),
});
export type ClaimInput = v.InferOutput<typeof claimSchema>;

/** POST /api/academy-registration (the SPEC's client also sends a recipient and a subject; both are ignored). */
export const academySchema = v.object({
  parentName: text(2, m.parentNameRequired, 100),
  email: email(m.academyEmailInvalid),
  phone: text(10, m.academyPhoneInvalid, 30),
  childrenDetails: text(5, m.childrenDetailsRequired, 2000),
  to: v.optional(v.string()),
  subject: v.optional(v.string()),
});
export type AcademyInput = v.InferOutput<typeof academySchema>;
