/**
 * Results entered by the clubs (issue 14). Each club of a fixture (or the admin for it) keeps one
 * entry per side; the fixture's `result_state` and scores follow from the entries
 * (domain/results). Every change of a fixture's result is kept in `result_history`: who, when,
 * before and after, and the admin's reason when the admin settled it.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ResultScore, ResultState } from "../../domain/results/result-state";
import { clubs } from "../tables";
import { fixtures } from "./competitions";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const resultEntries = sqliteTable(
  "result_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fixtureId: integer("fixture_id")
      .notNull()
      .references(() => fixtures.id, { onDelete: "cascade" }),
    /** Whose entry: the home club's or the away club's. */
    side: text("side", { enum: ["home", "away"] }).notNull(),
    /** Who typed it: the side's official, or the admin on its behalf. */
    enteredByClubId: integer("entered_by_club_id").references(() => clubs.id, { onDelete: "set null" }),
    enteredByName: text("entered_by_name").notNull(),
    /** `form`: typed as a final result; `live`: written at full-time by live scoring. */
    source: text("source", { enum: ["form", "live"] }).notNull(),
    homeScore: integer("home_score").notNull(),
    awayScore: integer("away_score").notNull(),
    homeTries: integer("home_tries").notNull(),
    awayTries: integer("away_tries").notNull(),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("result_entries_fixture_side_unique").on(t.fixtureId, t.side)],
);

export type ResultSnapshot = { state: ResultState | null; result: ResultScore | null };

export const resultHistory = sqliteTable(
  "result_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fixtureId: integer("fixture_id")
      .notNull()
      .references(() => fixtures.id, { onDelete: "cascade" }),
    actorClubId: integer("actor_club_id").references(() => clubs.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** `entry`: a club's entry (side names whose); `settle`: the admin settled the result. */
    action: text("action", { enum: ["entry", "settle"] }).notNull(),
    side: text("side", { enum: ["home", "away"] }),
    /** The entry as typed (for `entry`), the result set (for `settle`). */
    entered: text("entered", { mode: "json" }).$type<ResultScore>().notNull(),
    before: text("before", { mode: "json" }).$type<ResultSnapshot>().notNull(),
    after: text("after", { mode: "json" }).$type<ResultSnapshot>().notNull(),
    reason: text("reason"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("result_history_fixture_idx").on(t.fixtureId, t.id)],
);

export type ResultEntryRow = typeof resultEntries.$inferSelect;
export type ResultHistoryRow = typeof resultHistory.$inferSelect;
