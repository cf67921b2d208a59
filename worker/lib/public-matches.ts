/**
 * The public fixture queries, shared by /api/matches/* and /api/clubs/{id}/matches.
 * Kick-off conditions compare the row value (date, time) with the Athens wall clock, a form
 * SQLite answers with a range scan of `matches_date_idx` (date, time) instead of a full scan.
 */
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { UNION_MARKER } from "../../schema/competition-code";
import type { RugbyType } from "../../schema/constants";
import { clubs, matches } from "../../schema/tables";
import type { LocalDateTime } from "../../schema/athens-time";
import type { Db } from "./db";
import { isPublicClub } from "./public-clubs";
import { publicMatch } from "./serialize";

/** Matches with the few club fields a fixture shows. */
export const selectMatchesWithClub = (db: Db) =>
  db
    .select({
      match: matches,
      club: { id: clubs.id, name: clubs.name, nameEl: clubs.nameEl, abbreviation: clubs.abbreviation, logoUrl: clubs.logoUrl },
    })
    .from(matches)
    // Only clubs the public sees (approved and active): the others' fixtures are not listed.
    .innerJoin(clubs, and(eq(clubs.id, matches.clubId), isPublicClub));

/** Kicked off at or before `now` (minute precision, as `hasKickedOff`). */
export const kickedOffBy = (now: LocalDateTime): SQL => sql`(${matches.date}, ${matches.time}) <= (${now.date}, ${now.time})`;

/** Not kicked off yet at `now`. */
export const notKickedOffBy = (now: LocalDateTime): SQL => sql`(${matches.date}, ${matches.time}) > (${now.date}, ${now.time})`;

/** competitionCode (schema/competition-code.ts) in SQL: union when the competition mentions UNION_MARKER in any case. */
export const playedAs = (code: RugbyType): SQL =>
  code === "union"
    ? sql`instr(lower(${matches.competition}), ${UNION_MARKER}) > 0`
    : sql`instr(lower(${matches.competition}), ${UNION_MARKER}) = 0`;

type ListOptions = { limit: number; code?: RugbyType };

/** Not kicked off yet at `now`, soonest first (ties in creation order). */
export const upcomingMatches = (db: Db, now: LocalDateTime, { limit, code }: ListOptions) =>
  selectMatchesWithClub(db)
    .where(and(notKickedOffBy(now), code ? playedAs(code) : undefined))
    .orderBy(asc(matches.date), asc(matches.time), asc(matches.id))
    .limit(limit);

/** Kicked off by `now`, most recent first. */
export const recentResults = (db: Db, now: LocalDateTime, { limit, code }: ListOptions) =>
  selectMatchesWithClub(db)
    .where(and(kickedOffBy(now), code ? playedAs(code) : undefined))
    .orderBy(desc(matches.date), desc(matches.time), desc(matches.id))
    .limit(limit);

type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatchesWithClub>["all"]>>[number];

export const toPublicMatches = (rows: MatchRow[], now: LocalDateTime) => rows.map((row) => publicMatch(row.match, row.club, now));
