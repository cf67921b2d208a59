/**
 * Examples for the API document, by "METHOD /path" as it lists them: a body for every request
 * that has one, and the main answers. Each answer example is typed by its schema
 * (schema/responses.ts); worker/modules/api-docs/openapi.node.test.ts checks every example against its schema
 * in the document (and so against the valibot schema it is made from), and that each key names a
 * route. The answers about a stored row are made by the serializers from an example row (typed by
 * its drizzle table), so they show what the API makes of a row, and a new column asks for its
 * example value here, at compile time.
 */
import type * as v from "valibot";
import { PRESET_RULES, rulesInWords } from "../../../domain/standings";
import type * as r from "../../../schema/responses";
import type * as pr from "../../../schema/people-responses";
import type { Club, News } from "../../../schema/tables";
import { ownClub as ownClubOf, ownUser, publicClub, publicNews, publicPlayer } from "../clubs/serialize";

type Answer<S extends v.GenericSchema> = v.InferOutput<S>;

const AT = "2026-11-24T18:30:00.000Z";

// ---- requests --------------------------------------------------------------------------------

const player = { name: "Giorgos Papadopoulos", position: "Loosehead Prop", jerseyNumber: 1, dateOfBirth: "1998-04-12", height: 183, weight: 112 };
const team = { nameEn: "Athens Owls Women", nameEl: "Κουκουβάγιες Αθήνας Γυναίκες", kind: "women", ageGroup: "senior", code: "union" } as const;
const match = {
  opponent: "Piraeus Mariners",
  opponentEl: "Ναυτικοί Πειραιά",
  date: "2026-12-05",
  time: "15:00",
  venue: "Helliniko Olympic Complex",
  venueEl: "Ολυμπιακό Κέντρο Ελληνικού",
  competition: "Rugby Union - Greek Championship",
  isHomeGame: true,
};
const clubDetails = {
  name: "Athens Owls Rugby Club",
  nameEl: "Αθηναϊκές Κουκουβάγιες",
  abbreviation: "AOR",
  location: "Athens",
  locationEl: "Αθήνα",
  description: "Rugby union and league in the heart of Athens since 2004.",
  venue: "Helliniko Olympic Complex",
  rugbyUnion: true,
  rugbyLeague: false,
  responsiblePersonName: "Maria Ioannou",
  responsiblePersonEmail: "maria.ioannou@example.com",
  responsiblePersonPhone: "+30 694 123 4567",
};
const clubProfile = {
  ...clubDetails,
  foundedYear: 2004,
  website: "https://athensowls.example.com",
  facebookUrl: "",
  instagramUrl: "https://instagram.com/athensowls",
  xUrl: "",
  contactPublic: true,
};
const article = {
  title: "Owls win the Athens derby",
  content: "<p>The Owls beat the Mariners 24-17 in front of a full stand at Helliniko.</p>",
  category: "Club News",
  imageUrl: "/images/news/derby.jpg",
};
const standing = { rugbyType: "union", season: "2026-27", played: 6, won: 4, drawn: 1, lost: 1, pointsFor: 152, pointsAgainst: 98, points: 21 };
const result = { homeScore: 24, awayScore: 17, homeTries: 3, awayTries: 2 };

export const REQUEST_EXAMPLES: Record<string, unknown> = {
  // Made-up accounts (example.com is reserved for examples): the document is public, whether or not
  // DEMO_MODE is on, so it never shows the demo's sign-ins (worker/modules/api-docs/api-docs.test.ts checks the seed's).
  "POST /api/auth/login": { email: "owls@example.com", password: "Owls-Athens-2026" },
  "POST /api/auth/acting-club": { clubId: 3 },
  "POST /api/auth/admin-login": { email: "federation-admin@example.com", password: "Made-up-Admin-Password-1" },
  "POST /api/auth/second-step": { method: "totp", code: "492039" },
  "POST /api/me/second-step/totp": { code: "492039" },
  "POST /api/me/second-step/passkeys": {
    name: "Laptop",
    response: { id: "pYr2b9pJ1c0wXh8t", rawId: "pYr2b9pJ1c0wXh8t", type: "public-key", response: { clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0", attestationObject: "o2NmbXRkbm9uZQ" }, clientExtensionResults: {} },
  },
  "POST /api/clubs/register": { ...clubDetails, email: "owls@example.com", password: "Owls-Athens-2026" },
  "POST /api/claims/{token}": { email: "owls@example.com", password: "Owls-Athens-2026", confirmPassword: "Owls-Athens-2026" },
  "POST /api/clubs/members/invitations": { email: "eleni@example.com", role: "scorer", teamId: 12 },
  "PATCH /api/clubs/members/{personId}": { role: "team-manager", teamId: 12 },
  "POST /api/invitations/{token}/accept": { firstName: "Eleni", lastName: "Papadaki", password: "Lineout-2026" },
  "POST /api/admin/staff/invitations": { email: "registrar@example.com", role: "registrar" },
  "PATCH /api/admin/staff/{personId}": { role: "moderator" },
  "POST /api/users/register": { firstName: "Nikos", lastName: "Alexiou", email: "nikos@example.com", password: "Scrum-half-2026", position: "Scrum-half", clubId: 3 },
  "POST /api/users/login": { email: "nikos@example.com", password: "Scrum-half-2026" },
  "POST /api/auth/password-reset": { email: "nikos@example.com" },
  "POST /api/auth/password-reset/confirm": { token: "q3Vd8bJ2kR5xWm9tYz1nLp4sHc7fGa0eUo6iTr2yXwE", password: "Fly-half-2027" },
  "PATCH /api/users/profile": {
    firstName: "Nikos",
    lastName: "Alexiou",
    phoneNumber: "+30 697 555 0101",
    dateOfBirth: "2001-06-30",
    position: "Scrum-half",
    height: 172,
    weight: 74,
    bio: "Scrum-half, Athens Owls.",
    profilePicture: "",
  },
  "POST /api/users/change-password": { currentPassword: "Scrum-half-2026", newPassword: "Fly-half-2027" },
  "POST /api/users/resend-verification": { email: "nikos@example.com" },
  "PATCH /api/clubs/profile": clubProfile,
  "POST /api/clubs/password": { currentPassword: "Owls-Athens-2026", newPassword: "Owls-Athens-2027" },
  "POST /api/clubs/news": article,
  "PATCH /api/clubs/news/{id}": { ...article, slug: "owls-win-the-athens-derby" },
  "POST /api/clubs/players": player,
  "PATCH /api/clubs/players/{id}": { ...player, jerseyNumber: 3, weight: 114 },
  "POST /api/clubs/players/{id}/link": { registrationId: 42 },
  "POST /api/clubs/teams": team,
  "PATCH /api/clubs/teams/{id}": { active: false },
  "POST /api/clubs/players/import": "Name,Position,Number,Date of birth,Height (cm),Weight (kg)\nGiorgos Papadopoulos,Loosehead Prop,1,1998-04-12,183,112\n",
  "POST /api/clubs/matches": match,
  "PATCH /api/clubs/matches/{id}": { ...match, clubScore: 24, opponentScore: 17 },
  "POST /api/clubs/standings": standing,
  "PATCH /api/clubs/standings/{id}": { ...standing, played: 7, won: 5, pointsFor: 176, pointsAgainst: 110, points: 25 },
  "POST /api/clubs/claim": { clubId: 3, clubName: "Kalamata Falcons", fullName: "Eleni Georgiou", email: "eleni@example.com", phoneNumber: "+30 694 123 4567", message: "I am the club's secretary." },
  "POST /api/academy-registration": {
    parentName: "Maria Nikolaou",
    email: "maria@example.com",
    phone: "+30 694 765 4321",
    childrenDetails: "Nikos, 12 years old",
    consent: true,
    language: "el",
  },
  "PATCH /api/admin/clubs/{id}": clubProfile,
  "POST /api/admin/clubs/{id}/approve": { reason: "" },
  "POST /api/admin/clubs/{id}/decline": { reason: "We could not confirm the club's registration with the federation." },
  "POST /api/admin/clubs/{id}/name-change/approve": { reason: "" },
  "POST /api/admin/clubs/{id}/name-change/reject": { reason: "The new name is not the one registered with the federation." },
  "POST /api/admin/claims/{id}/approve": { reason: "Confirmed by phone with the club's president." },
  "POST /api/admin/claims/{id}/reject": { reason: "The club is already run by its registered officials." },
  "PATCH /api/admin/academy-registrations/{id}": { status: "contacted", notes: "Called on 24 November; trial session on Saturday." },
  "POST /api/admin/academy-registrations/{id}/children": {
    clubId: 4,
    teamId: 12,
    season: "2026-27",
    code: "union",
    children: [
      { firstName: "Nikos", lastName: "Papadopoulos", dateOfBirth: "2017-01-01" },
      { firstName: "Maria", lastName: "Papadopoulou", dateOfBirth: "2014-01-01" },
    ],
  },
  "POST /api/me/children": { firstName: "Maria", lastName: "Papadopoulou", dateOfBirth: "2016-04-12", consent: true },
  "PATCH /api/me/children/{id}": { firstName: "Maria", dateOfBirth: "2016-04-21" },
  "POST /api/me/children/{id}/login": { email: "nikos.papadopoulos@example.com" },
  "PUT /api/me/data/visibility": { personId: 300, publicProfile: true },
  "POST /api/me/data/erasure": { includeChildren: true },
  "POST /api/admin/impersonation": { personId: 41, clubId: 3, reason: "The club cannot see its new fixtures (support ticket 142).", minutes: 15 },
  "POST /api/admin/competitions": {
    nameEn: "Greek Championship",
    nameEl: "Πανελλήνιο Πρωτάθλημα",
    code: "union",
    season: "2026-27",
    kind: "computed",
    featured: true,
    preset: "world-rugby",
    rules: { losingBonus: { maxMargin: 5 } },
    ageCutOff: "01-01",
  },
  "PATCH /api/admin/competitions/{id}": { featured: true, rules: { bye: 0, tieBreaks: ["points", "wins", "pointsDifference", "headToHead", "name"] } },
  "POST /api/admin/competitions/{id}/entrants": { name: "Thessaloniki Lions", nameEl: "Λιοντάρια Θεσσαλονίκης", abbreviation: "THL" },
  "POST /api/admin/competitions/{id}/generate": { rounds: "double", startDate: "2026-10-03", weekday: 6, time: "15:00", daysBetweenRounds: 7, venue: null, venueEl: null, replace: false },
  "POST /api/admin/competitions/{id}/fixtures": { round: 1, date: "2026-10-03", time: "15:00", venue: "Helliniko Olympic Complex", venueEl: "Ολυμπιακό Κέντρο Ελληνικού", homeEntrantId: 11, awayEntrantId: 12 },
  "PATCH /api/admin/fixtures/{id}": { ...result, status: "played" },
  "POST /api/admin/competitions/{id}/adjustments": { entrantId: 12, points: -2, reasonEn: "Fielded an ineligible player", reasonEl: "Χρησιμοποίησε μη δικαιούχο παίκτη" },
  "POST /api/admin/competitions/{id}/import":
    "round,date,time,home,away,venue,home_score,away_score,home_tries,away_tries,status\n1,2026-10-03,15:00,Athens Owls Rugby Club,Thessaloniki Lions,Helliniko Olympic Complex,24,17,3,2,played\n",
  "POST /api/admin/standing-proposals/{id}": { decision: "approve" },
  "POST /api/admin/fixtures/{id}/settle": { ...result, reason: "Both referees' reports give 24-17." },
  "POST /api/fixtures/{id}/result": { ...result, side: "home" },
  "POST /api/fixtures/{id}/live/events": { deviceId: "phone-3f9c2a71", seq: 12, at: 1_795_000_000_000, minute: 23, type: "try", team: "home", playerId: null },
  "POST /api/transfers": { toClubId: 1, code: "union" },
  "PUT /api/clubs/registrations/{id}/health-card": { expiresOn: "2027-06-30" },
  "POST /api/clubs/registrations/re-register": { season: "2026-27", code: "union" },
  "POST /api/admin/registrations/import":
    "licence_number,first_name,last_name,date_of_birth,email,club,season,code,team\nHRF-2019-0042,Giorgos,Papadopoulos,1998-04-12,giorgos@example.com,Athens Owls Rugby Club,2026-27,union,\n",
  "POST /api/clubs/transfers/{id}/object": { reason: "The club's kit has not been returned." },
  "POST /api/admin/transfers/{id}/decline": { reason: "The new club's registration is not complete." },
  "POST /api/registrations": { clubId: 3, season: "2026-27", code: "union", personId: 300, teamId: 7 },
  "POST /api/clubs/registrations/{id}/decline": { reason: "The U14 squad is full this season." },
  "POST /api/admin/registrations/{id}/decline": { reason: "The health card's copy is missing." },
};

// ---- answers ---------------------------------------------------------------------------------

/** A club's row; the secrets are never shown (the serializers leave them out). */
const clubRow: Club = {
  ...clubDetails,
  id: 3,
  email: "owls@example.com",
  descriptionEl: null,
  venueEl: "Ολυμπιακό Κέντρο Ελληνικού",
  logoUrl: "/api/clubs/3/logo?v=m3x9k2",
  foundedYear: 2004,
  website: "https://athensowls.example.com",
  facebookUrl: null,
  instagramUrl: "https://instagram.com/athensowls",
  xUrl: null,
  isVerified: true,
  verificationToken: null,
  verificationTokenExpiry: null,
  isAdmin: false,
  isClaimed: true,
  // So the public example shows the responsible person as null.
  contactPublic: false,
  status: "approved",
  isActive: true,
  createdAt: AT,
};
const club = publicClub(clubRow);
const ownClub = ownClubOf(clubRow);

const user = ownUser({
  id: 41,
  email: "nikos@example.com",
  passwordHash: "(never shown)",
  firstName: "Nikos",
  lastName: "Alexiou",
  phoneNumber: null,
  dateOfBirth: "2001-06-30",
  profilePicture: null,
  position: "Scrum-half",
  height: 172,
  weight: 74,
  bio: null,
  isVerified: true,
  verificationToken: null,
  verificationTokenExpiry: null,
  clubId: 3,
  isActive: true,
  lastLoginAt: AT,
  language: "en",
  isDemo: false,
  totpSecret: null,
  hasLogin: true,
  healthCardExpiresOn: null,
  publicProfile: false,
  erasedAt: null,
  createdAt: AT,
});

/** The person acting for the club (issue 23). */
const acting = {
  person: { id: 41, firstName: "Eleni", lastName: "Georgiou", roles: [{ role: "club-admin" as const, clubId: 3 }] },
  clubRoles: ["club-admin" as const],
  actingFor: [{ clubId: 3, name: "Athens Owls", nameEl: "Αθηναϊκές Κουκουβάγιες", isFederation: false, roles: ["club-admin" as const] }],
  secondStep: { required: true, enrolled: true },
};

const rosterPlayer = publicPlayer({ id: 57, ...player, clubId: 3, registrationId: null, teamId: null, season: null, licenceNumber: null });

const newsRow: News = {
  ...article,
  id: 88,
  slug: "owls-win-the-athens-derby",
  language: "en",
  publishDate: AT,
  clubId: 3,
  isPublished: true,
  isFeatured: false,
  translationOf: null,
};
const news = publicNews(newsRow, "Athens Owls Rugby Club", {
  clubNameEl: "Αθηναϊκές Κουκουβάγιες",
  translation: { id: 89, slug: "oi-koukouvagies-kerdizoun-to-ntermpi", language: "el" },
});

const matchClub = { id: 3, name: "Athens Owls Rugby Club", abbreviation: "AOR", logoUrl: "/api/clubs/3/logo?v=m3x9k2", nameEl: "Αθηναϊκές Κουκουβάγιες" };

const ownMatch = {
  id: 214,
  ...match,
  date: "2026-12-05",
  clubId: 3,
  club: matchClub,
  clubScore: null,
  opponentScore: null,
  isCompleted: false,
  rugbyType: "union",
  teamId: 7,
  teamName: "Athens Owls Rugby Club",
  teamNameEl: "Αθηναϊκές Κουκουβάγιες",
  opponentTeamId: null,
  opponentClubId: null,
  opponentClub: null,
} satisfies Answer<typeof r.clubMatchAnswer>;

const fixtureMatch = {
  id: 31,
  opponent: "Thessaloniki Lions",
  opponentEl: "Λιοντάρια Θεσσαλονίκης",
  date: "2026-10-03",
  time: "15:00",
  venue: "Helliniko Olympic Complex",
  venueEl: "Ολυμπιακό Κέντρο Ελληνικού",
  competition: "Greek Championship",
  isHomeGame: true,
  clubId: 3,
  club: matchClub,
  clubScore: 24,
  opponentScore: 17,
  isCompleted: true,
  rugbyType: "union",
  teamId: 7,
  teamName: "Athens Owls Rugby Club",
  teamNameEl: "Αθηναϊκές Κουκουβάγιες",
  opponentTeamId: 12,
  opponentClubId: 5,
  opponentClub: { id: 5, name: "Thessaloniki Lions", abbreviation: "THL", logoUrl: null, nameEl: "Λιοντάρια Θεσσαλονίκης" },
  fixtureId: 31,
  competitionSlug: "greek-championship-2026-27",
  competitionNameEl: "Πανελλήνιο Πρωτάθλημα",
  opponentNameEl: "Λιοντάρια Θεσσαλονίκης",
  status: "played",
  clubTries: 3,
  opponentTries: 2,
  resultState: "confirmed",
  live: null,
  disputedEntries: null,
} satisfies Answer<typeof r.fixtureMatchAnswer>;

const standingRow = {
  id: 11,
  teamName: "Athens Owls Rugby Club",
  rugbyType: "union",
  season: "2026-27",
  played: 6,
  won: 4,
  drawn: 1,
  lost: 1,
  pointsFor: 152,
  pointsAgainst: 98,
  points: 21,
  position: 1,
  pointsDifference: 54,
  triesFor: 19,
  triesAgainst: 11,
  tryBonus: 2,
  losingBonus: 1,
  otherBonus: 0,
  adjustment: 0,
  form: ["W", "W", "D", "L", "W"],
  clubId: 3,
  teamId: 5,
  competitionSlug: "greek-championship-2026-27",
  teamNameEl: "Αθηναϊκές Κουκουβάγιες",
} satisfies Answer<typeof r.standingRowAnswer>;

const competition = {
  id: 4,
  slug: "greek-championship-2026-27",
  nameEn: "Greek Championship",
  nameEl: "Πανελλήνιο Πρωτάθλημα",
  code: "union",
  season: "2026-27",
  kind: "computed",
  featured: true,
} satisfies Answer<typeof r.competitionAnswer>;

const rules = PRESET_RULES["world-rugby"];
const competitionDetail = {
  ...competition,
  preset: "world-rugby",
  rules: { ...rules, tieBreaks: [...rules.tieBreaks] },
  rulesInWords: { en: rulesInWords(rules, "en"), el: rulesInWords(rules, "el") },
  ageCutOff: "01-01",
  updatedAt: AT,
} satisfies Answer<typeof r.competitionDetailAnswer>;

const tableRow = {
  position: 1,
  entrantId: 11,
  teamId: 7,
  teamName: "Athens Owls Rugby Club",
  teamNameEl: "Αθηναϊκές Κουκουβάγιες",
  clubId: 3,
  abbreviation: "AOR",
  played: 6,
  won: 4,
  drawn: 1,
  lost: 1,
  byes: 0,
  pointsFor: 152,
  pointsAgainst: 98,
  pointsDifference: 54,
  triesFor: 19,
  triesAgainst: 11,
  matchPoints: 18,
  tryBonus: 2,
  losingBonus: 1,
  otherBonus: 0,
  adjustment: 0,
  points: 21,
  form: ["W", "W", "D", "L", "W"],
  provisional: 0,
} satisfies Answer<typeof r.tableRowAnswer>;

const fixture = {
  id: 31,
  competitionId: 4,
  round: 1,
  date: "2026-10-03",
  time: "15:00",
  venue: "Helliniko Olympic Complex",
  venueEl: "Ολυμπιακό Κέντρο Ελληνικού",
  status: "played",
  home: { entrantId: 11, teamId: 7, name: "Athens Owls Rugby Club", nameEl: "Αθηναϊκές Κουκουβάγιες", clubId: 3, abbreviation: "AOR" },
  away: { entrantId: 12, teamId: null, name: "Thessaloniki Lions", nameEl: "Λιοντάρια Θεσσαλονίκης", clubId: null, abbreviation: "THL" },
  homeScore: 24,
  awayScore: 17,
  homeTries: 3,
  awayTries: 2,
  updatedAt: AT,
  resultState: "confirmed",
  live: null,
  disputedEntries: null,
} satisfies Answer<typeof r.fixtureAnswer>;

const adjustment = {
  id: 2,
  entrantId: 12,
  teamName: "Thessaloniki Lions",
  teamNameEl: "Λιοντάρια Θεσσαλονίκης",
  points: -2,
  reasonEn: "Fielded an ineligible player",
  reasonEl: "Χρησιμοποίησε μη δικαιούχο παίκτη",
} satisfies Answer<typeof r.adjustmentAnswer>;

export const ANSWER_EXAMPLES: Record<string, unknown> = {
  "GET /api/clubs": [club] satisfies Answer<typeof r.clubAnswer>[],
  "GET /api/clubs/{id}": club,
  "GET /api/clubs/{id}/players": [rosterPlayer],
  "GET /api/clubs/{id}/teams": [{ id: 12, ...team, active: true }] satisfies Answer<typeof r.teamAnswer>[],
  "GET /api/clubs/{id}/matches": [fixtureMatch, ownMatch] satisfies Answer<typeof r.matchAnswer>[],
  "GET /api/news/latest": [news],
  "GET /api/news/slug/{slug}": news,
  "GET /api/news/{id}": news,
  "GET /api/news/featured": { article: { ...news, translation: null, clubNameEl: null } } satisfies Answer<typeof r.featuredNewsAnswer>,
  "GET /api/matches/upcoming": [ownMatch],
  "GET /api/matches/results": [fixtureMatch],
  "GET /api/matches/{id}": fixtureMatch,
  "GET /api/standings": [standingRow],
  "GET /api/standings/{type}": [standingRow],
  "GET /api/competitions": [competition],
  "GET /api/competitions/{slug}": {
    ...competitionDetail,
    entrants: [
      { id: 11, teamId: 7, name: "Athens Owls Rugby Club", nameEl: "Κουκουβάγιες Αθήνας Ρ.Σ.", clubId: 3, abbreviation: "AOR" },
      { id: 12, teamId: null, name: "Thessaloniki Lions", nameEl: null, clubId: null, abbreviation: "THL" },
    ],
  } satisfies Answer<typeof r.competitionWithEntrantsAnswer>,
  "GET /api/competitions/{slug}/table": { competition, rows: [tableRow], adjustments: [adjustment] } satisfies Answer<typeof r.competitionTableAnswer>,
  "GET /api/competitions/{slug}/fixtures": { competition, currentRound: 2, rounds: [{ round: 1, fixtures: [fixture] }] } satisfies Answer<typeof r.competitionFixturesAnswer>,
  "GET /api/search": {
    query: "owls",
    page: 1,
    pageSize: 20,
    hasMore: false,
    results: [
      {
        type: "club",
        id: 3,
        slug: null,
        clubId: null,
        language: null,
        title: [
          { text: "Athens ", match: false },
          { text: "Owls", match: true },
          { text: " Rugby Club", match: false },
        ],
        detail: [{ text: "Αθηναϊκές Κουκουβάγιες · Athens · Αθήνα", match: false }],
      },
    ],
  } satisfies Answer<typeof r.searchAnswer>,
  "POST /api/clubs/claim": { id: 17, message: "Claim request received" } satisfies Answer<typeof r.idMessageAnswer>,
  "POST /api/academy-registration": { id: 52, message: "Academy registration received" } satisfies Answer<typeof r.idMessageAnswer>,
  "POST /api/auth/login": { ...ownClub, ...acting, impersonation: null, firstSignIn: false } satisfies Answer<typeof r.clubSignInAnswer>,
  "GET /api/auth/me": {
    ...ownClub,
    ...acting,
    impersonation: { adminName: "Hellenic Rugby Federation", personName: "Maria Papadopoulou", clubName: ownClub.name, clubNameEl: ownClub.nameEl, reason: "Support ticket 142", expiresAt: AT },
  } satisfies Answer<typeof r.clubSessionAnswer>,
  "POST /api/auth/acting-club": { ...ownClub, ...acting, impersonation: null } satisfies Answer<typeof r.clubSessionAnswer>,
  "POST /api/auth/logout": { message: "Logged out" } satisfies Answer<typeof r.messageAnswer>,
  "POST /api/users/login": { ...user, firstSignIn: true } satisfies Answer<typeof r.userSignInAnswer>,
  "GET /api/users/me": user,
  "PATCH /api/users/profile": user,
  "GET /api/me/sessions": [
    { id: "9f2c4e0b7a1d3f5e8c6b4a2d0e9f7c5b3a1d8e6f4c2b0a9e7d5c3b1a0f8e6d4c", kind: "club", createdAt: AT, lastSeenAt: AT, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)", current: true },
    { id: "1a3c5e7f9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a", kind: "user", createdAt: AT, lastSeenAt: AT, userAgent: null, current: false },
  ] satisfies Answer<typeof pr.sessionAnswer>[],
  "GET /api/clubs/profile": ownClub,
  "POST /api/clubs/players": rosterPlayer,
  "POST /api/clubs/matches": ownMatch,
  "POST /api/clubs/news": news,
  "POST /api/admin/competitions": competitionDetail,
  "POST /api/admin/competitions/{id}/fixtures": fixture,
  "POST /api/admin/competitions/{id}/adjustments": adjustment,
};
