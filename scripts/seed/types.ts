/** Shapes of the demo data in data.ts. Ids are fixed so seeding is idempotent (INSERT OR IGNORE). */
import type { clubs, news, players, persons } from "../../schema/tables";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

/** A club with a plain password (hashed when seeded); `password: null` means it cannot sign in (unclaimed). */
export type SeedClub = Omit<Insert<typeof clubs>, "createdAt"> & { id: number; password: string | null };
export type SeedUser = Omit<Insert<typeof persons>, "passwordHash" | "createdAt"> & { id: number; password: string };
/** `daysAgo` sets the publish date relative to the day the database is seeded. */
export type SeedNews = Omit<Insert<typeof news>, "publishDate"> & { id: number; daysAgo: number };
export type SeedPlayer = Insert<typeof players> & { id: number };
/**
 * A club's own game as the club entered it (SPEC section 7's fields), seeded as a fixture of its
 * team (own-fixtures.ts). `dayOffset` sets the date relative to the seeding day: negative is
 * played, positive upcoming.
 */
export type SeedMatch = {
  id: number;
  clubId: number;
  dayOffset: number;
  time: string;
  opponent: string;
  venue: string;
  competition: string;
  isHomeGame: boolean;
  clubScore: number | null;
  opponentScore: number | null;
};
/**
 * A row of a typed table (the SPEC's standings): seeded as an approved row of a manual
 * competition of its code and season (scripts/seed/typed-tables.ts).
 */
export type SeedTypedRow = {
  id: number;
  teamName: string;
  clubId: number | null;
  rugbyType: "union" | "league";
  season: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  points: number;
};
