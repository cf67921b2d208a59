/**
 * What a club's team is (issue 22): a club fields several, each in its own competitions. The
 * words are stable codes; the screens and the API document say them in both languages.
 */

/** Who plays in it. */
export const TEAM_KINDS = ["men", "women", "mixed"] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

/** Senior, or an age-grade side (under-N: born on or after 1 January of the season's first year minus N-1). */
export const TEAM_AGE_GROUPS = ["senior", "u20", "u18", "u16", "u14", "u12", "u10"] as const;
export type TeamAgeGroup = (typeof TEAM_AGE_GROUPS)[number];

/** The game it plays: fifteen-a-side union, thirteen-a-side league, or union sevens. */
export const TEAM_CODES = ["union", "league", "sevens"] as const;
export type TeamCode = (typeof TEAM_CODES)[number];

/** The competition code (union or league) a team's code plays in: sevens is union's. */
export const competitionCodeOf = (code: TeamCode): "union" | "league" => (code === "league" ? "league" : "union");

/**
 * A guest team's key: its name trimmed, with ASCII letters in lower case: SQLite's lower(trim())
 * as migration 0012 made the keys, so "Red Star" and "red star " are one guest.
 */
export const guestKey = (name: string) => name.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
