/**
 * Both clubs' entries of a disputed result (issue 19, point 2), read with the fixture in the same
 * query: a disputed fixture has no score of its own, so every public view of it (the match, the
 * lists, the competition's rounds, calendars and CSV) shows these two instead; null otherwise.
 */
import { sql } from "drizzle-orm";
import type { DisputedEntries, ResultScore, Side } from "../../../domain/results";
import { resultEntries } from "../../../schema/tables/results";

type StoredEntries = Partial<Record<Side, ResultScore>>;

/** The column to select beside a fixture (from `fixtures`, not an alias of it; named in full, since drizzle leaves a lone table's columns unqualified). */
export const disputedEntriesColumn = () =>
  sql<string | null>`case when "fixtures"."result_state" = 'disputed' then (
    select json_group_object(entry.side, json_object('homeScore', entry.home_score, 'awayScore', entry.away_score, 'homeTries', entry.home_tries, 'awayTries', entry.away_tries))
    from ${resultEntries} entry where entry.fixture_id = "fixtures"."id") end`.mapWith((raw: string | null): DisputedEntries | null => {
    const entries = (typeof raw === "string" ? JSON.parse(raw) : null) as StoredEntries | null;
    return entries?.home && entries.away ? { home: entries.home, away: entries.away } : null;
  });
