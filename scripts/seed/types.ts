/** Shapes of the demo data in data.ts. Ids are fixed so seeding is idempotent (INSERT OR IGNORE). */
import type { clubs, matches, news, players, standings, users } from "../../schema/tables";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

/** A club with a plain password (hashed when seeded); `password: null` means it cannot sign in (unclaimed). */
export type SeedClub = Omit<Insert<typeof clubs>, "passwordHash" | "createdAt"> & { id: number; password: string | null };
export type SeedUser = Omit<Insert<typeof users>, "passwordHash" | "createdAt"> & { id: number; password: string };
/** `daysAgo` sets the publish date relative to the day the database is seeded. */
export type SeedNews = Omit<Insert<typeof news>, "publishDate"> & { id: number; daysAgo: number };
export type SeedPlayer = Insert<typeof players> & { id: number };
/** `dayOffset` sets the match date relative to the seeding day: negative is played, positive upcoming. */
export type SeedMatch = Omit<Insert<typeof matches>, "date"> & { id: number; dayOffset: number };
export type SeedStanding = Insert<typeof standings> & { id: number };
