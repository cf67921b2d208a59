/** Business constants of SPEC sections 3 and 9, shared by the worker and the web. */

export const NEWS_CATEGORIES = ["National Team", "Youth Development", "Infrastructure", "Tournament", "Club News"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const COMPETITIONS = [
  "Rugby Union - Greek Championship",
  "Rugby League - Hellenic Cup",
  "Rugby Union - Cup",
  "Rugby League - Regional",
  "Friendly",
] as const;
export type Competition = (typeof COMPETITIONS)[number];

export const FORWARD_POSITIONS = [
  "Loosehead Prop",
  "Hooker",
  "Tighthead Prop",
  "Second Row",
  "Blindside Flanker",
  "Openside Flanker",
  "Number 8",
] as const;
export const BACK_POSITIONS = [
  "Scrum Half",
  "Fly Half",
  "Inside Centre",
  "Outside Centre",
  "Left Wing",
  "Right Wing",
  "Full Back",
] as const;
export const ROSTER_POSITIONS = [...FORWARD_POSITIONS, ...BACK_POSITIONS] as const;

export const USER_POSITIONS = [
  "Prop",
  "Hooker",
  "Lock",
  "Flanker",
  "Number 8",
  "Scrum-half",
  "Fly-half",
  "Center",
  "Wing",
  "Fullback",
] as const;

export const RUGBY_TYPES = ["union", "league"] as const;
export type RugbyType = (typeof RUGBY_TYPES)[number];

export const LIMITS = {
  homeMatches: 2,
  homeNews: 3,
  homeClubs: 5,
  overviewNews: 3,
  overviewMatches: 3,
  overviewPositions: 5,
  newsPageSize: 12,
  newsPageMax: 50,
  slugMax: 100,
  jersey: { min: 1, max: 99 },
  height: { min: 120, max: 250 },
  weight: { min: 40, max: 160 },
  earliestBirthDate: "1950-01-01",
  /** Match dates: from this day to this many years after today (schema/athens-time.ts). */
  earliestMatchDate: "1950-01-01",
  matchYearsAhead: 10,
  defaultMatchTime: "15:00",
  logoMaxBytes: 5 * 1024 * 1024,
  bodyMaxBytes: 64 * 1024,
  cacheMs: 60_000,
  newsDialogCloseMs: 1000,
  verifyRedirectMs: 3000,
} as const;

/** Matches are stored as local times at the federation's home. */
export const TIME_ZONE = "Europe/Athens";

/** The federation's inbox for claim and academy notices. */
export const FEDERATION_EMAIL = "info@rugbyhellas.gr";

/**
 * Cookies that only say "this browser has a session of this kind" (no secret: the session itself
 * is in an HttpOnly cookie). The web app skips the session check when its hint is absent, so a
 * visitor who never signed in does not get a 401 (a console error) on every page load.
 */
export const SESSION_HINT_COOKIES = { club: "rh_club_signed_in", user: "rh_user_signed_in" } as const;

/** Device cookies (worker/platform/sessions/device-cookies.ts): this prefix and a code for the account, one per account a browser signed in to. */
export const DEVICE_COOKIE_PREFIX = "rh_device_";
