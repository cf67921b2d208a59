/**
 * The words of the open data (issue 11): CSV column headers, calendar titles and notes, the feed's
 * title and the roster import's messages. Each is a Lingui message whose id is its English text,
 * as schema/messages.ts words them: the worker writes English, or the Greek of
 * locales/el/common.po (schema/generated/api-messages-el.ts) when the file is asked for in Greek.
 */
import type { Competition, NewsCategory } from "./constants";
import type { DescribedPage } from "./pages";

const m = <T extends { id: string }>(descriptor: T) => descriptor.id;

/** Column headers of the CSV files, by column key. */
export const csvHeaders = {
  // The roster (export and import: the same columns).
  name: m(/*i18n*/ { id: "Name" }),
  position: m(/*i18n*/ { id: "Position" }),
  jerseyNumber: m(/*i18n*/ { id: "Number" }),
  dateOfBirth: m(/*i18n*/ { id: "Date of birth" }),
  height: m(/*i18n*/ { id: "Height (cm)" }),
  weight: m(/*i18n*/ { id: "Weight (kg)" }),
  // A competition's table.
  rank: m(/*i18n*/ { id: "Rank" }),
  team: m(/*i18n*/ { id: "Team" }),
  played: m(/*i18n*/ { id: "Played" }),
  won: m(/*i18n*/ { id: "Won" }),
  drawn: m(/*i18n*/ { id: "Drawn" }),
  lost: m(/*i18n*/ { id: "Lost" }),
  pointsFor: m(/*i18n*/ { id: "Points for" }),
  pointsAgainst: m(/*i18n*/ { id: "Points against" }),
  pointsDifference: m(/*i18n*/ { id: "Points difference" }),
  triesFor: m(/*i18n*/ { id: "Tries for" }),
  triesAgainst: m(/*i18n*/ { id: "Tries against" }),
  tryBonus: m(/*i18n*/ { id: "Try bonus" }),
  losingBonus: m(/*i18n*/ { id: "Losing bonus" }),
  otherBonus: m(/*i18n*/ { id: "Other bonus" }),
  adjustment: m(/*i18n*/ { id: "Adjustment" }),
  points: m(/*i18n*/ { id: "Points" }),
  // Fixtures and results.
  date: m(/*i18n*/ { id: "Date" }),
  time: m(/*i18n*/ { id: "Time" }),
  competition: m(/*i18n*/ { id: "Competition" }),
  round: m(/*i18n*/ { id: "Round" }),
  home: m(/*i18n*/ { id: "Home team" }),
  away: m(/*i18n*/ { id: "Away team" }),
  venue: m(/*i18n*/ { id: "Venue" }),
  status: m(/*i18n*/ { id: "Status" }),
  homeScore: m(/*i18n*/ { id: "Home score" }),
  awayScore: m(/*i18n*/ { id: "Away score" }),
  homeTries: m(/*i18n*/ { id: "Home tries" }),
  awayTries: m(/*i18n*/ { id: "Away tries" }),
  link: m(/*i18n*/ { id: "Link" }),
  // The admin's lists.
  id: m(/*i18n*/ { id: "ID" }),
  received: m(/*i18n*/ { id: "Received" }),
  club: m(/*i18n*/ { id: "Club" }),
  fullName: m(/*i18n*/ { id: "Full name" }),
  email: m(/*i18n*/ { id: "Email" }),
  phone: m(/*i18n*/ { id: "Phone" }),
  message: m(/*i18n*/ { id: "Message" }),
  decisionReason: m(/*i18n*/ { id: "Reason for the decision" }),
  decidedAt: m(/*i18n*/ { id: "Decided" }),
  parent: m(/*i18n*/ { id: "Parent" }),
  children: m(/*i18n*/ { id: "Children" }),
  ageGroups: m(/*i18n*/ { id: "Age groups" }),
  notes: m(/*i18n*/ { id: "Notes" }),
  language: m(/*i18n*/ { id: "Language" }),
  consentGiven: m(/*i18n*/ { id: "Consent given" }),
  abbreviation: m(/*i18n*/ { id: "Abbreviation" }),
  location: m(/*i18n*/ { id: "Location" }),
  rugbyUnion: m(/*i18n*/ { id: "Rugby union" }),
  rugbyLeague: m(/*i18n*/ { id: "Rugby league" }),
  approval: m(/*i18n*/ { id: "Approval" }),
  active: m(/*i18n*/ { id: "Active" }),
  verified: m(/*i18n*/ { id: "Verified" }),
  claimed: m(/*i18n*/ { id: "Claimed" }),
  created: m(/*i18n*/ { id: "Created" }),
} as const;
export type CsvHeaderKey = keyof typeof csvHeaders;

/** Yes and no in a CSV cell. */
export const csvValues = {
  yes: m(/*i18n*/ { id: "Yes" }),
  no: m(/*i18n*/ { id: "No" }),
} as const;

/** Calendar titles and notes (literal texts: the worker puts names and numbers beside them). */
export const calendarWords = {
  clubCalendar: m(/*i18n*/ { id: "Fixtures and results" }),
  unionCalendar: m(/*i18n*/ { id: "Rugby union in Greece: fixtures and results" }),
  leagueCalendar: m(/*i18n*/ { id: "Rugby league in Greece: fixtures and results" }),
  friendly: m(/*i18n*/ { id: "Friendly" }),
  cancelled: m(/*i18n*/ { id: "Cancelled" }),
  postponed: m(/*i18n*/ { id: "Postponed" }),
  abandoned: m(/*i18n*/ { id: "Abandoned" }),
  forfeited: m(/*i18n*/ { id: "Forfeited" }),
  disputed: m(/*i18n*/ { id: "Disputed result" }),
  homeEntry: m(/*i18n*/ { id: "Home club's entry" }),
  awayEntry: m(/*i18n*/ { id: "Away club's entry" }),
  postponedNote: m(/*i18n*/ { id: "Postponed: the new date will be announced. This entry moves when it is set." }),
  cancelledNote: m(/*i18n*/ { id: "This match has been cancelled." }),
  round: m(/*i18n*/ { id: "Round" }),
  matchPage: m(/*i18n*/ { id: "Match page" }),
} as const;

/** The news feed's title and subtitle. */
export const feedWords = {
  title: m(/*i18n*/ { id: "Rugby Hellas: news" }),
  subtitle: m(/*i18n*/ { id: "News of the Hellenic Rugby Federation and its clubs" }),
} as const;

/** The news categories (NEWS_CATEGORIES) as the feed labels them; the category itself is the term. */
export const newsCategoryWords: Record<NewsCategory, string> = {
  "National Team": m(/*i18n*/ { id: "National Team" }),
  "Youth Development": m(/*i18n*/ { id: "Youth Development" }),
  Infrastructure: m(/*i18n*/ { id: "Infrastructure" }),
  Tournament: m(/*i18n*/ { id: "Tournament" }),
  "Club News": m(/*i18n*/ { id: "Club News" }),
};

/** The roster import's messages (the player form's own messages say what is wrong with a value). */
export const rosterImportMessages = {
  header: m(/*i18n*/ { id: "The first line must be the column names: Name, Position, Number, Date of birth, Height (cm), Weight (kg)" }),
  columns: m(/*i18n*/ { id: "This line must have 6 values separated by commas" }),
  duplicateNumber: m(/*i18n*/ { id: "This number is already on an earlier line of the file" }),
  tooLarge: m(/*i18n*/ { id: "The file is too large: at most 200 players" }),
  dryRunInvalid: m(/*i18n*/ { id: "dryRun must be true or false" }),
  imported: m(/*i18n*/ { id: "Roster imported" }),
  checked: m(/*i18n*/ { id: "The file is correct: nothing has been saved yet" }),
  failed: m(/*i18n*/ { id: "Nothing was imported: correct the lines listed and try again" }),
} as const;

/** Each described page's own description (meta description, Open Graph, Twitter card), by its name in the page registry (schema/pages.ts). */
export const pageDescriptions: Record<DescribedPage, string> = {
  home: m(/*i18n*/ { id: "The Hellenic Rugby Federation: rugby union and rugby league clubs, fixtures, tables, news and the U16 academy in Greece." }),
  academy: m(/*i18n*/ { id: "The federation's U16 rugby academy: training for boys and girls, the weekly schedule and registration." }),
  rugbyUnion: m(/*i18n*/ { id: "Rugby union in Greece: the rules, the positions and this season's table." }),
  rugbyLeague: m(/*i18n*/ { id: "Rugby league in Greece: the rules, the positions and this season's table." }),
  clubs: m(/*i18n*/ { id: "Every member club of the Hellenic Rugby Federation, with its players and matches." }),
  leagueClubs: m(/*i18n*/ { id: "The rugby league clubs of Greece." }),
  news: m(/*i18n*/ { id: "News of the Hellenic Rugby Federation and its clubs" }),
  fixtures: m(/*i18n*/ { id: "Upcoming rugby matches and recent results in Greece, Greek time." }),
  competitions: m(/*i18n*/ { id: "Rugby competitions in Greece: tables, fixtures and results by season." }),
  about: m(/*i18n*/ { id: "About the Hellenic Rugby Federation: its mission, history, structure and contact details." }),
  privacy: m(/*i18n*/ { id: "How Rugby Hellas handles personal data." }),
  terms: m(/*i18n*/ { id: "The terms of use of Rugby Hellas." }),
  cookies: m(/*i18n*/ { id: "The cookies Rugby Hellas uses and why." }),
};

/** Words of the pages' descriptions and structured data. */
export const pageWords = {
  federation: m(/*i18n*/ { id: "Hellenic Rugby Federation" }),
  rugbyClub: m(/*i18n*/ { id: "Rugby club" }),
  competitionPage: m(/*i18n*/ { id: "Table, fixtures and results" }),
} as const;

/** The competitions a club's own match names (the SPEC's five), as calendars and CSV files word them. */
export const competitionNames: Record<Competition, string> = {
  "Rugby Union - Greek Championship": m(/*i18n*/ { id: "Rugby Union - Greek Championship" }),
  "Rugby League - Hellenic Cup": m(/*i18n*/ { id: "Rugby League - Hellenic Cup" }),
  "Rugby Union - Cup": m(/*i18n*/ { id: "Rugby Union - Cup" }),
  "Rugby League - Regional": m(/*i18n*/ { id: "Rugby League - Regional" }),
  Friendly: m(/*i18n*/ { id: "Friendly" }),
};
