/**
 * The valibot schemas of the API's answers (issue 11, point 6), beside those of its requests
 * (requests.ts): what the worker's serializers return (worker/modules/clubs/serialize.ts and friends), field
 * by field. They are the document's answer schemas (GET /api/openapi.json, worker/modules/api-docs/openapi.ts);
 * worker/modules/api-docs/api-docs.test.ts checks at compile time that each serializer's type fits its schema
 * and at run time that real answers validate against the served document, so neither can drift.
 *
 * One shape per entity (issue 22, point 5): an answer about a stored row is derived from its
 * drizzle table (drizzle-valibot's createSelectSchema), each column with its type and nullability,
 * less the columns that reader does not see, plus what is joined or computed. A column added to a
 * table so reaches the answer, its type (v.InferOutput, which the serializers return), the
 * document and its validation in one edit; a secret one goes in the answer's left-out list.
 * schema/responses.test.ts fails when an answer and its table disagree.
 *
 * Objects are strict (`additionalProperties: false` in the document): a field added to an answer
 * and not here fails that test. Nothing here transforms: a schema says what goes on the wire.
 */
import { createSelectSchema } from "drizzle-valibot";
import * as v from "valibot";
import { FIXTURE_STATUSES } from "../domain/fixtures/fixture-status";
import { RESULT_STATES } from "../domain/results/result-state";
import { ROLES } from "../domain/people/roles";
import { TEAM_AGE_GROUPS, TEAM_CODES, TEAM_KINDS } from "../domain/teams/team";
import { AGE_GROUPS } from "./back-office-requests";
import { COMPETITION_KINDS, competitionRulesSchema } from "./competitions";
import { RUGBY_TYPES } from "./constants";
import { SEARCH_TYPES } from "./search";
import { academyRegistrations, claimRequests, clubs, news, players, persons } from "./tables";
import { auditLog, impersonations } from "./tables/back-office";
import { clubNameProposals } from "./tables/club-names";
import { mailOutbox } from "./tables/mail";
import { teams } from "./tables/competitions";

// ---- building blocks -------------------------------------------------------------------------

const about = <S extends v.GenericSchema>(schema: S, description: string) => v.pipe(schema, v.description(description));

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const int = v.pipe(v.number(), v.integer());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.string();
const nullableText = v.nullable(v.string());
const nullableInt = v.nullable(int);
const nullableId = v.nullable(id);
const language = v.picklist(["en", "el"]);
const rugbyType = v.picklist(RUGBY_TYPES);
const MOMENT = "A moment in UTC, ISO 8601 (2026-11-24T18:30:00.000Z).";
const LOCAL_DATE = "A local date in Europe/Athens, YYYY-MM-DD.";
const timestamp = about(v.string(), MOMENT);
const nullableTimestamp = v.nullable(timestamp);
const localDate = about(v.string(), LOCAL_DATE);
const message = about(v.string(), "In the request's language (the `language` cookie, else Accept-Language).");
const liveClock = about(v.string(), "The match clock: first-half, half-time, second-half or full-time.");

// ---- answers from tables ---------------------------------------------------------------------

/**
 * Refinements of a column's schema, for createSelectSchema: they narrow what the column's type
 * allows and keep the type, so a column's type change still reaches the answer. (drizzle-valibot
 * applies them before it makes a nullable column nullable.)
 */
const anId = (schema: v.GenericSchema<number>) => v.pipe(schema, v.minValue(1));
const aCount = (schema: v.GenericSchema<number>) => v.pipe(schema, v.minValue(0));

/** The same entries, some described for the document (a description changes no type). */
function described<E extends v.ObjectEntries>(entries: E, descriptions: Partial<Record<keyof E, string>>): E {
  return Object.fromEntries(Object.entries(entries).map(([key, schema]) => [key, key in descriptions ? about(schema, descriptions[key]!) : schema])) as E;
}

/** A table's row as an answer: each column with its type and nullability (strict: nothing else). */
const rowOf = <E extends v.ObjectEntries>(entries: E, descriptions: Partial<Record<keyof E, string>> = {}) => v.strictObject(described(entries, descriptions));

/** An answer that leaves out some of a row's columns and adds (or reshapes) joined or computed fields. */
function answerFrom<E extends v.ObjectEntries, K extends keyof E, A extends v.ObjectEntries>(row: v.StrictObjectSchema<E, undefined>, leftOut: readonly K[], added: A) {
  const kept = Object.fromEntries(Object.entries(row.entries).filter(([key]) => !leftOut.includes(key as K)));
  return v.strictObject({ ...kept, ...added } as Omit<E, K | keyof A> & A);
}

// ---- errors ----------------------------------------------------------------------------------

/** Every error answer. Not strict: the CSV imports' 400 carries its report beside these fields. */
export const errorAnswer = about(
  v.object({
    message,
    code: about(v.string(), "Stable: never translated, never reworded (e.g. invalid_input, unauthorized, not_found)."),
    fields: v.optional(about(v.record(v.string(), v.string()), "Each invalid field (dot path) with its message; present on every 400.")),
  }),
  "Every error. `message` is in the request's language (the `language` cookie, else Accept-Language); `code` never changes.",
);

/** `{ message }`: signing out, a password changed, a mail sent. */
export const messageAnswer = v.strictObject({ message });
/** A row removed, or a submission received: its id and what happened. */
export const idMessageAnswer = v.strictObject({ id, message });
/** The admin's deletes: the id of what is gone. */
export const idAnswer = v.strictObject({ id });

// ---- clubs -----------------------------------------------------------------------------------

/** A club's row, as the federation's admin sees it: every column but the secrets. */
const clubRow = rowOf(createSelectSchema(clubs, { id: anId }).entries, {
  name: "In Latin letters (for a Greek club its official transliteration).",
  nameEl: "The name in Greek (issue 13).",
  email: "The club's official e-mail; /login with it signs in the club's first club admin (issue 23).",
  logoUrl: "The logo's address (/api/clubs/{id}/logo?v=…), or null.",
  isVerified: "Whether the club's e-mail address is verified.",
  isAdmin: "The federation's own account; for a person acting for a club, whether they hold a federation role (issue 23).",
  contactPublic: "Whether the club shows its responsible person in public; when not, the three fields below are null.",
  status: "The federation's review: only an approved club is shown in public.",
  isActive: "A deactivated club is hidden from public lists and cannot sign in.",
  createdAt: MOMENT,
});

/** Never answered: the password's hash and the one-time e-mail token. */
const CLUB_SECRETS = ["verificationToken", "verificationTokenExpiry"] as const;

/** A club as the admin sees it (worker/modules/admin/admin-clubs.ts adminClub). */
export const adminClubAnswer = answerFrom(clubRow, CLUB_SECRETS, {});

/** The signed-in club's own view of itself (serialize.ts ownClub): not its activity, which is the federation's. */
export const ownClubAnswer = v.omit(adminClubAnswer, ["isActive"]);

/**
 * A member club as anyone sees it (worker/modules/clubs/serialize.ts publicClub): not its sign-in or review.
 * Its responsible person is a private individual: null unless the club shows them (contactPublic).
 */
export const clubAnswer = answerFrom(ownClubAnswer, ["email", "isVerified", "isAdmin", "status"], {
  responsiblePersonName: v.nullable(clubRow.entries.responsiblePersonName),
  responsiblePersonEmail: v.nullable(clubRow.entries.responsiblePersonEmail),
  responsiblePersonPhone: v.nullable(clubRow.entries.responsiblePersonPhone),
});

const impersonationBanner = v.strictObject({
  adminName: text,
  personName: about(text, "The person acted as (issue 23)."),
  clubName: text,
  clubNameEl: about(nullableText, "The club's name in Greek (issue 21)."),
  reason: text,
  expiresAt: timestamp,
});

/** A role as a person holds it (issue 23). */
export const heldRoleAnswer = v.strictObject({
  role: about(v.picklist(ROLES), "club-admin, secretary, team-manager, scorer (in a club); super-admin, competitions, registrar, moderator (the federation's); referee, player, parent."),
  clubId: about(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), "The club of a club role; null for the others."),
});

/** The person signed in (issue 23, pinned): who they are and every role they hold. */
export const personSummaryAnswer = v.strictObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  firstName: text,
  lastName: text,
  roles: v.array(heldRoleAnswer),
});

/** A club the person can act for, and their roles there (the header's switcher). */
const actingChoice = v.strictObject({ clubId: v.pipe(v.number(), v.integer(), v.minValue(1)), name: text, nameEl: nullableText, isFederation: v.boolean(), roles: v.array(v.picklist(ROLES)) });

const personParts = {
  person: about(personSummaryAnswer, "The person acting for this club (issue 23)."),
  clubRoles: about(v.array(v.picklist(ROLES)), "Their roles in this club: the dashboard shows what these allow."),
  actingFor: about(v.array(actingChoice), "Every club they can act for (POST /api/auth/acting-club switches)."),
  secondStep: about(
    v.strictObject({ required: v.boolean(), enrolled: v.boolean() }),
    "Whether their roles call for a second step at sign-in, and whether they have one set up.",
  ),
};

/** GET /api/auth/me: the club, the person acting for it (issue 23), and the admin acting as it, if one is. */
export const clubSessionAnswer = v.strictObject({
  ...ownClubAnswer.entries,
  ...personParts,
  impersonation: about(v.nullable(impersonationBanner), "While an admin acts as this club (support): who, why and until when."),
});

/** A club's sign-in (POST /api/auth/login, /api/auth/admin-login; a claimant's link). */
export const clubSignInAnswer = v.strictObject({
  ...ownClubAnswer.entries,
  ...personParts,
  impersonation: v.null(),
  firstSignIn: about(v.boolean(), "Whether this is the account's first sign-in (the app welcomes rather than welcomes back)."),
});

/** POST /api/auth/login when the person must still pass a second step (issue 23, pinned). */
export const secondStepAnswer = v.strictObject({
  secondStep: v.strictObject({
    required: v.literal(true),
    methods: about(v.array(v.picklist(["passkey", "totp", "recovery"])), "What they can use: a passkey, an authenticator app's code, or a recovery code."),
  }),
});

/** GET /api/admin/clubs/{id}: the club with its officials. */
export const adminClubDetailAnswer = v.strictObject({
  ...adminClubAnswer.entries,
  officials: v.array(
    v.strictObject({
      role: v.picklist(["account", "responsible", "claimant"]),
      name: text,
      email: text,
      phone: nullableText,
      lastLoginAt: nullableTimestamp,
    }),
  ),
});

// ---- teams (issue 22) ------------------------------------------------------------------------

/** A club's team (worker/modules/teams/teams.ts publicTeam): the pinned `{ id, nameEn, nameEl, kind, ageGroup, code, active }`. */
/** A club's team (issue 22), from its table: a club's teams always have a kind, an age group and a code (a guest team has a name only, and is never listed). */
const teamRow = rowOf(createSelectSchema(teams, { id: anId }).entries, {
  nameEn: "In English or Latin letters.",
  nameEl: "In Greek; null only for a team carried over from a club with no Greek name.",
  active: "False once the club no longer fields it (a team that has played is deactivated, never deleted).",
});
export const teamAnswer = answerFrom(teamRow, ["clubId", "abbreviation", "guestKey", "createdAt"], {
  kind: about(v.picklist(TEAM_KINDS), "Who plays in it."),
  ageGroup: about(v.picklist(TEAM_AGE_GROUPS), "Senior, or an under-N side."),
  code: about(v.picklist(TEAM_CODES), "Its game: fifteen-a-side union, thirteen-a-side league, or union sevens."),
});

// ---- players and player accounts -------------------------------------------------------------

const playerRow = rowOf(createSelectSchema(players, { id: anId, clubId: anId, registrationId: anId }).entries, {
  name: "A typed entry's name; a registered player's is the person's, as it is now.",
  position: "Empty for a registered player the club has not placed yet.",
  jerseyNumber: "Null for a registered player the club has not given a number yet.",
  height: "Centimetres; null for a registered player the club has not measured (and on the public roster).",
  weight: "Kilograms; null for a registered player the club has not weighed (and on the public roster).",
  registrationId: "The registration this entry is the roster's view of (issue 24); null for an entry typed before, until the club links it.",
});

/**
 * A roster entry (serialize.ts rosterEntryAnswer): the row, with a registered player's name and
 * date of birth read from the person and their registration's team, season and licence (issue 24).
 */
export const playerAnswer = answerFrom(playerRow, [], {
  dateOfBirth: about(v.nullable(localDate), "A typed entry's, or the registered person's; null on the public roster for a registered player (their consent shows only name, club, team, position and number)."),
  teamId: about(nullableId, "The registration's team; null for a typed entry."),
  season: about(nullableText, "The registration's season (2026-27); null for a typed entry."),
  licenceNumber: about(nullableText, "The licence; null for a typed entry and on the public roster."),
});

const userRow = rowOf(createSelectSchema(persons, { id: anId, clubId: anId }).entries, {
  isVerified: "Whether the e-mail address is verified (the mailed link).",
  lastLoginAt: MOMENT,
  createdAt: MOMENT,
});

/**
 * Never answered: the password's hash and the one-time e-mail token; and the last sign-in, which is
 * the federation's. Issue 24's columns have their own calls (the registrations, the privacy settings).
 */
const USER_LEFT_OUT = ["passwordHash", "verificationToken", "verificationTokenExpiry", "lastLoginAt", "isDemo", "totpSecret", "language", "hasLogin", "healthCardExpiresOn", "publicProfile", "erasedAt"] as const;

/** A player account as its owner sees it (serialize.ts ownUser). */
export const userAnswer = answerFrom(userRow, USER_LEFT_OUT, {});

/** POST /api/users/login. */
export const userSignInAnswer = v.strictObject({ ...userAnswer.entries, firstSignIn: v.boolean() });

// ---- news ------------------------------------------------------------------------------------

const newsRow = rowOf(createSelectSchema(news, { id: anId, clubId: anId, translationOf: anId }).entries, {
  content: "Sanitized HTML.",
  language: "The language the article is written in.",
  publishDate: MOMENT,
  translationOf: "The original this article translates (issue 13), or null.",
  isPublished: "Unpublished by the federation's moderation: shown nowhere in public.",
  isFeatured: "The one article the home page features.",
});

/** The author club's names, joined to an article. */
const authorNames = { clubName: nullableText, clubNameEl: nullableText };

/** A news article as listed publicly (serialize.ts publicNews): published ones only, so not the moderation's flags. */
export const newsAnswer = answerFrom(newsRow, ["isPublished", "isFeatured"], {
  publish_date: about(timestamp, "The same as publishDate (the SPEC's client reads both spellings)."),
  ...authorNames,
  translation: about(v.nullable(v.strictObject({ id, slug: text, language })), "The same story in the other language, when there is one."),
});

/** GET /api/news/featured: the featured article, or null. */
export const featuredNewsAnswer = v.strictObject({ article: v.nullable(newsAnswer) });

/** An article as the federation's moderator sees it (worker/modules/news/admin-news.ts): a list, so not its text. */
export const moderatedNewsAnswer = answerFrom(newsRow, ["content", "imageUrl", "translationOf"], {
  ...authorNames,
  byFederation: about(v.boolean(), "Written by the federation's own account."),
});

// ---- matches ---------------------------------------------------------------------------------

const matchEntries = {
  id: about(id, "The fixture's id (issue 22: a club's own match is a friendly, a fixture in no competition)."),
  opponent: text,
  opponentEl: about(nullableText, "The opponent's name in Greek, where there is one (issue 21); `opponent` holds it too when it is the only one."),
  date: localDate,
  time: about(text, "Local kick-off in Europe/Athens, HH:MM (empty for a fixture whose time is not known yet)."),
  venue: text,
  venueEl: about(nullableText, "The venue in Greek, where given (issue 21); `venue` holds it too when it is the only one."),
  competition: text,
  isHomeGame: v.boolean(),
  clubId: id,
  club: v.strictObject({ id, name: text, abbreviation: text, logoUrl: nullableText, nameEl: nullableText }),
  clubScore: nullableInt,
  opponentScore: nullableInt,
  isCompleted: about(v.boolean(), "Kicked off by now (Athens time)."),
  rugbyType,
  // Issue 22: the teams that play it.
  teamId: about(id, "The club's team that plays it (a club fields several)."),
  teamName: about(text, "That team's name (a club's teams start named as the club)."),
  teamNameEl: about(nullableText, "That team's Greek name, where it has one."),
  opponentTeamId: about(nullableId, "The opponent's team when it is a member club's; null for a guest team (a side outside the federation)."),
  opponentClubId: about(nullableId, "The opponent's club when it is a member club; null for a guest team."),
  opponentClub: about(
    v.nullable(v.strictObject({ id, name: text, abbreviation: text, logoUrl: nullableText, nameEl: nullableText })),
    "The opponent's club, for its crest and page; null for a guest team.",
  ),
};

/** A club's own match (worker/modules/matches/club-fixtures.ts): a friendly, a fixture in no competition. */
export const clubMatchAnswer = v.strictObject(matchEntries);

/** What a match list says of a live match, from the club's side (worker/modules/matches/club-fixtures.ts). */
const matchLive = v.strictObject({
  clock: liveClock,
  isLive: about(v.boolean(), "The clock runs, on the match's day."),
  updatedAt: nullableTimestamp,
  clubScore: count,
  opponentScore: count,
});

/** One club's entry of a result: home–away figures, whichever club entered them. */
const resultEntryScore = v.strictObject({ homeScore: count, awayScore: count, homeTries: count, awayTries: count });
/** A disputed result's two entries (issue 19): shown instead of a final score until it is settled. */
const disputedEntries = about(
  v.nullable(v.strictObject({ home: resultEntryScore, away: resultEntryScore })),
  "While the result is disputed (the scores are null then): the home club's and the away club's entries, each as home–away figures; else null.",
);

/** A competition fixture in a match list, from one member club's side (worker/modules/matches/club-fixtures.ts). */
export const fixtureMatchAnswer = v.strictObject({
  ...matchEntries,
  fixtureId: about(id, "The same as `id`."),
  competitionSlug: text,
  competitionNameEl: text,
  opponentNameEl: text,
  status: v.picklist(FIXTURE_STATUSES),
  clubTries: nullableInt,
  opponentTries: nullableInt,
  resultState: about(v.nullable(v.picklist(RESULT_STATES)), "How far the two clubs agree on the result (issue 14); null: entered by the federation."),
  live: about(v.nullable(matchLive), "The running score while the match is scored live, else null."),
  disputedEntries,
});

/** A match in a list: a club's own match or a competition fixture (the latter has `fixtureId`). */
export const matchAnswer = v.union([clubMatchAnswer, fixtureMatchAnswer]);

const entrantTeamId = about(nullableId, "The member club's team (issue 22); null for a guest team, which has a name only.");

// ---- standings -------------------------------------------------------------------------------

const standingEntries = {
  id,
  teamName: text,
  rugbyType,
  season: about(text, "2026-27, or 2026."),
  played: count,
  won: count,
  drawn: count,
  lost: count,
  pointsFor: count,
  pointsAgainst: count,
  pointsDifference: int,
  points: int,
  clubId: nullableId,
};

/** GET /api/clubs/standings: a club's row in the typed table of its code and season (worker/modules/standings/own-standings.ts). */
export const ownStandingAnswer = v.strictObject({
  ...standingEntries,
  id: about(id, "The club team's entry in the typed table."),
  teamNameEl: nullableText,
  teamId: id,
  competitionId: id,
  competitionSlug: text,
  featured: about(v.boolean(), "Its table is the one the public sees for its code and season."),
  status: about(
    v.picklist(["approved", "pending", "rejected"]),
    "approved: these figures are the table's; pending or rejected: the federation's decision on the club's latest figures.",
  ),
});
/** POST and PATCH /api/clubs/standings: the row as the club now sees it. */
export const standingAnswer = ownStandingAnswer;

const formLetters = about(v.array(v.picklist(["W", "D", "L"])), "The last five results, oldest first.");

/** A row of /api/standings: the SPEC's fields, then the computed table's (worker/modules/standings/featured-standings.ts). */
export const standingRowAnswer = v.strictObject({
  id: about(id, "The entrant's id in its competition."),
  teamName: text,
  rugbyType,
  season: text,
  played: count,
  won: count,
  drawn: count,
  lost: count,
  pointsFor: count,
  pointsAgainst: count,
  points: int,
  position: id,
  pointsDifference: int,
  triesFor: count,
  triesAgainst: count,
  tryBonus: count,
  losingBonus: count,
  otherBonus: count,
  adjustment: int,
  form: formLetters,
  clubId: nullableId,
  teamId: entrantTeamId,
  competitionSlug: text,
  teamNameEl: text,
});

// ---- competitions ----------------------------------------------------------------------------

const competitionSummaryEntries = {
  id,
  slug: text,
  nameEn: text,
  nameEl: text,
  code: rugbyType,
  season: text,
  kind: about(v.picklist(COMPETITION_KINDS), "computed from the results, or manual: a table typed in and approved."),
  featured: about(v.boolean(), "The table shown for its code and season (home page, /api/standings)."),
};

/** A competition in a list (worker/modules/competitions/competitions.ts competitionSummary). */
export const competitionAnswer = v.strictObject(competitionSummaryEntries);

const competitionDetailEntries = {
  ...competitionSummaryEntries,
  preset: about(text, "The preset the rules started from: world-rugby, six-nations, lnr, sanzaar or rugby-league."),
  rules: competitionRulesSchema,
  rulesInWords: v.strictObject({ en: v.array(text), el: v.array(text) }),
  ageCutOff: about(text, "Issue 24: the day under-N age groups count from, MM-DD (01-01: an under-18 of 2026-27 was born on or after 1 January 2009)."),
  updatedAt: timestamp,
};

/** A competition with its rules (competitions.ts competitionDetail): the admin's writes answer it. */
export const competitionDetailAnswer = v.strictObject(competitionDetailEntries);

/** Issue 22: entrants and fixture sides are teams. */

const entrant = v.strictObject({
  id,
  teamId: entrantTeamId,
  name: text,
  nameEl: about(nullableText, "The team's name in Greek, where there is one (issue 21): a member club's own, or a guest's as entered."),
  clubId: nullableId,
  abbreviation: nullableText,
});

/** An entrant: a member club's team (`teamId`, `clubId`) or a guest team. */
export const entrantAnswer = entrant;

/** GET /api/competitions/{slug} and the admin's GET /api/admin/competitions/{id}: with its teams. */
export const competitionWithEntrantsAnswer = v.strictObject({ ...competitionDetailEntries, entrants: v.array(entrant) });

/** A row of a competition's table (domain/standings TableRow, and the team's abbreviation and Greek name). */
export const tableRowAnswer = v.strictObject({
  position: id,
  entrantId: id,
  teamId: entrantTeamId,
  teamName: text,
  teamNameEl: text,
  clubId: nullableId,
  abbreviation: nullableText,
  played: count,
  won: count,
  drawn: count,
  lost: count,
  byes: about(count, "Rounds without a match that earned the bye points (not in `played`)."),
  pointsFor: count,
  pointsAgainst: count,
  pointsDifference: int,
  triesFor: count,
  triesAgainst: count,
  matchPoints: about(int, "Points for results and byes, before bonuses and adjustments."),
  tryBonus: count,
  losingBonus: count,
  otherBonus: about(count, "The all-wins bonus (Grand Slam)."),
  adjustment: int,
  points: int,
  form: formLetters,
  provisional: about(count, "How many of the results counted are provisional (entered by one club only)."),
});

/** Points given or taken by the organiser. */
export const adjustmentAnswer = v.strictObject({
  id,
  entrantId: id,
  teamName: text,
  teamNameEl: about(nullableText, "The team's name in Greek, where there is one (issue 21)."),
  points: int,
  reasonEn: text,
  reasonEl: text,
});

/** GET /api/competitions/{slug}/table (and the admin's). */
export const competitionTableAnswer = v.strictObject({
  competition: competitionAnswer,
  rows: v.array(tableRowAnswer),
  adjustments: v.array(adjustmentAnswer),
});

const fixtureSide = v.strictObject({
  entrantId: id,
  teamId: entrantTeamId,
  name: text,
  nameEl: about(text, "The name for a reader of Greek: a club's or a guest's Greek name, else `name`."),
  clubId: nullableId,
  abbreviation: nullableText,
});

/** A fixture as a competition's page shows it (competitions.ts fixtureView). */
export const fixtureAnswer = v.strictObject({
  id,
  competitionId: id,
  round: nullableInt,
  date: localDate,
  time: about(nullableText, "Local kick-off, HH:MM, or null when not known yet."),
  venue: about(nullableText, "The venue in English, where given."),
  venueEl: about(nullableText, "The venue in Greek, where given (issue 21). Either may be the only one: a reader falls back to the other."),
  status: v.picklist(FIXTURE_STATUSES),
  home: fixtureSide,
  away: about(v.nullable(fixtureSide), "Null: a bye."),
  homeScore: nullableInt,
  awayScore: nullableInt,
  homeTries: nullableInt,
  awayTries: nullableInt,
  updatedAt: timestamp,
  resultState: v.nullable(v.picklist(RESULT_STATES)),
  live: about(
    v.nullable(v.strictObject({ clock: liveClock, homeScore: count, awayScore: count, isLive: v.boolean(), updatedAt: nullableTimestamp })),
    "The running score while the match is scored live, else null.",
  ),
  disputedEntries,
});

/** GET /api/competitions/{slug}/fixtures (and the admin's): the fixtures by round. */
export const competitionFixturesAnswer = v.strictObject({
  competition: competitionAnswer,
  currentRound: about(nullableInt, "The round to show first: the first with a match still to play, else the last."),
  rounds: v.array(v.strictObject({ round: nullableInt, fixtures: v.array(fixtureAnswer) })),
});

// ---- search ----------------------------------------------------------------------------------

const highlight = about(v.array(v.strictObject({ text, match: v.boolean() })), "The text in pieces; `match` marks the words the query found.");

/** GET /api/search (issue 13). */
export const searchAnswer = v.strictObject({
  query: text,
  page: id,
  pageSize: id,
  hasMore: about(v.boolean(), "Whether another page follows."),
  results: v.array(
    v.strictObject({
      type: v.picklist(SEARCH_TYPES),
      id,
      slug: about(nullableText, "An article's or competition's slug (its page's address); null for a club or a player."),
      clubId: about(nullableId, "The club a player plays for."),
      language: about(v.nullable(language), "The language an article is written in."),
      title: highlight,
      detail: highlight,
    }),
  ),
});

// ---- the club's own data and files -----------------------------------------------------------

const lineError = v.strictObject({ line: id, column: nullableText, message: text });

/** POST /api/clubs/players/import: what the import did (or, with ?dryRun=true, would do). */
export const rosterImportAnswer = v.strictObject({
  message,
  code: v.optional(text),
  fields: v.optional(v.record(v.string(), v.string())),
  dryRun: v.boolean(),
  created: count,
  updated: count,
  unchanged: count,
  errors: v.array(lineError),
});

/** POST /api/admin/competitions/{id}/import. */
export const fixtureImportAnswer = v.strictObject({
  dryRun: v.boolean(),
  created: count,
  updated: count,
  unchanged: count,
  teamsCreated: about(v.array(text), "Guest teams the import added (with ?createTeams=true)."),
  errors: v.array(lineError),
});

/** POST /api/clubs/logo. */
export const logoAnswer = v.strictObject({ logoUrl: text });

// ---- claims and forms ------------------------------------------------------------------------

/** GET /api/claims/{token}: the club an approved claimant's link is for. */
export const claimLinkAnswer = v.strictObject({ clubId: id, clubName: text, clubNameEl: about(nullableText, "The club's name in Greek (issue 21)."), expiresAt: timestamp });

/** POST /api/claims/{token}: the club's sign-in set, and the claimant signed in (null: the club is deactivated). */
export const claimCompletedAnswer = v.strictObject({ clubId: id, clubName: text, email: text, message, session: v.nullable(clubSignInAnswer) });

const nameProposalRow = rowOf(createSelectSchema(clubNameProposals, { clubId: anId }).entries, { proposedAt: MOMENT });

/** GET /api/clubs/profile/name-change: an approved club's new name waiting for the federation, or null. */
export const nameChangeAnswer = v.nullable(v.omit(nameProposalRow, ["clubId"]));

// ---- the admin -------------------------------------------------------------------------------

/** GET /api/admin/clubs/name-changes: clubs' new names waiting for the federation, each with the club's current names. */
export const adminNameChangeAnswer = v.strictObject({ clubId: nameProposalRow.entries.clubId, currentName: text, currentNameEl: nullableText, ...v.omit(nameProposalRow, ["clubId"]).entries });

/** GET /api/admin/stats. */
export const adminStatsAnswer = v.strictObject({ clubs: count, matches: count, articles: count, rugbyTypes: about(count, "Rugby codes in use (0 to 2).") });

/** GET /api/admin/notifications: the tab badges. */
export const adminNotificationsAnswer = v.strictObject({ claims: count, academy: count, pendingClubs: count, failedMail: about(count, "Mails still refused after every retry (the Mail tab).") });

const outboxRow = rowOf(createSelectSchema(mailOutbox, { id: anId, attempts: aCount }).entries, {
  status: "`pending` until delivered (retried with backoff), `sent`, or `failed` after its last retry.",
  lastError: "What the mail relay answered the last failed attempt.",
  createdAt: MOMENT,
  sentAt: MOMENT,
});

/** A mail of the outbox as the admin sees it (issue 20; worker/modules/admin/admin-mail.ts): never its text, which may hold a one-time link. */
export const outboxMailAnswer = v.omit(outboxRow, ["text", "html", "nextAttemptAt"]);

/** POST /api/admin/mail/{id}/retry: the mail, pending again. */
export const outboxRetryAnswer = v.strictObject({ ...outboxMailAnswer.entries, message });

/** A claim request in the admin's inbox (worker/modules/claims/admin-claims.ts): not the client's replay key; the club's state joined. */
export const claimRequestAnswer = answerFrom(
  rowOf(createSelectSchema(claimRequests, { id: anId, clubId: anId }).entries, { decidedAt: MOMENT, createdAt: MOMENT }),
  ["idempotencyKey"],
  {
    clubNameEl: about(nullableText, "The club's name in Greek (issue 21)."),
    clubIsClaimed: v.nullable(v.boolean()),
    clubAwaitsSignIn: about(v.boolean(), "Claimed, but nobody has set the club's sign-in through a link yet: the federation can send a new link."),
  },
);

/** The admin's decision on a claim. */
export const claimDecisionAnswer = v.strictObject({ id, status: v.picklist(["approved", "rejected"]), message });

/** An academy registration in the admin's inbox (worker/modules/forms/admin-academy.ts): not the client's replay key. */
export const academyRegistrationAnswer = answerFrom(
  rowOf(createSelectSchema(academyRegistrations, { id: anId }).entries, { consentAt: MOMENT, createdAt: MOMENT }),
  ["idempotencyKey"],
  { ageGroups: about(v.array(v.picklist(AGE_GROUPS)), "Read from the children's details.") },
);

/** An impersonation the admin runs (worker/modules/admin/admin-impersonation.ts): the club acted as, why and until when. */
export const impersonationAnswer = v.omit(rowOf(createSelectSchema(impersonations, { id: anId, clubId: anId }).entries, { startedAt: MOMENT, expiresAt: MOMENT }), [
  "adminClubId",
  "adminName",
  "sessionKey",
  "endedAt",
]);

/** POST /api/admin/impersonation/stop. */
export const impersonationStopAnswer = v.strictObject({ stopped: count, message });

/** The audit log's row as answers describe it (issue 23: the person, the role they acted in, the club). */
const auditRow = rowOf(createSelectSchema(auditLog, { id: anId, adminClubId: anId, impersonatedClubId: anId, personId: anId, actingClubId: anId }).entries, {
  at: MOMENT,
  action: "e.g. club.approve, news.unpublish, impersonation.request; a club's write is its area and method (news.post).",
  personId: "The person who acted (null on records from before people).",
  personName: "Their name when they acted.",
  actingRole: "The role they acted in: a club role (club-admin, secretary, team-manager, scorer) or a federation role.",
  actingClubId: "The club they acted for (the federation's row for a federation role).",
});

/** A record of the audit log (worker/modules/admin/admin-audit.ts): the whole row, its before and after as the JSON they hold, and the club's names. */
const auditRecord = answerFrom(auditRow, ["before", "after"], {
  before: about(v.unknown(), "The record before (JSON), or null."),
  after: about(v.unknown(), "The record after (JSON), or null."),
  clubName: about(nullableText, "The club the record is about: acted as while impersonating, otherwise acted for."),
  clubNameEl: about(nullableText, "That club's Greek name, if any."),
});

/** GET /api/admin/audit: a page of the audit log, newest first. */
export const auditPageAnswer = v.strictObject({ page: id, pageSize: id, total: count, items: v.array(auditRecord) });

/** A record of a club's own log (worker/modules/people/club-audit.ts): who, in which role, did what, when; not the records' contents. */
export const clubAuditRecordAnswer = answerFrom(v.strictObject(v.pick(auditRow, ["id", "at", "personId", "personName", "actingRole", "action", "targetType", "targetId", "summary", "reason"]).entries), [], {
  bySupport: about(v.boolean(), "Done by the federation's support while it acted as the club (its reason is `reason`)."),
});

/** GET /api/clubs/audit: a page of the acting club's log, newest first. */
export const clubAuditPageAnswer = v.strictObject({ page: id, pageSize: id, total: count, items: v.array(clubAuditRecordAnswer) });

/** POST /api/admin/competitions/{id}/generate. */
export const generatedAnswer = v.strictObject({ created: count, rounds: count });

const proposalEntries = {
  id,
  competitionId: id,
  entrantId: id,
  clubId: id,
  played: count,
  won: count,
  drawn: count,
  lost: count,
  pointsFor: count,
  pointsAgainst: count,
  points: int,
  status: v.picklist(["pending", "approved", "rejected"]),
  createdAt: timestamp,
  decidedAt: nullableTimestamp,
};

/** A club's proposed row for a manual table (worker/modules/competitions/admin-competitions.ts proposalView). */
export const standingProposalAnswer = v.strictObject(proposalEntries);

/** GET /api/admin/standing-proposals: each with its club and competition. */
export const pendingProposalAnswer = v.strictObject({
  ...proposalEntries,
  clubName: text,
  clubNameEl: about(nullableText, "The club's name in Greek (issue 21)."),
  competition: v.strictObject({ id, slug: text, nameEn: text, nameEl: text }),
});

/**
 * The answers the document names (components/schemas): a schema used inside another is written
 * once and referred to. The name is the one a reader sees.
 */
export const NAMED_ANSWERS = {
  Error: errorAnswer,
  Club: clubAnswer,
  OwnClub: ownClubAnswer,
  ClubSession: clubSessionAnswer,
  ClubSignIn: clubSignInAnswer,
  AdminClub: adminClubAnswer,
  Player: playerAnswer,
  Team: teamAnswer,
  Person: userAnswer,
  News: newsAnswer,
  ModeratedNews: moderatedNewsAnswer,
  ClubMatch: clubMatchAnswer,
  FixtureMatch: fixtureMatchAnswer,
  Match: matchAnswer,
  Standing: standingAnswer,
  StandingRow: standingRowAnswer,
  Competition: competitionAnswer,
  CompetitionDetail: competitionDetailAnswer,
  CompetitionRules: competitionRulesSchema,
  Entrant: entrantAnswer,
  TableRow: tableRowAnswer,
  Adjustment: adjustmentAnswer,
  Fixture: fixtureAnswer,
  AdminClubDetail: adminClubDetailAnswer,
  AcademyRegistration: academyRegistrationAnswer,
  ClaimRequest: claimRequestAnswer,
  OutboxMail: outboxMailAnswer,
  Impersonation: impersonationAnswer,
  StandingProposal: standingProposalAnswer,
  Message: messageAnswer,
} as const;
