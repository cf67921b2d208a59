/**
 * Competitions (issue 10): a competition, its entrants, its fixtures and results, points
 * adjustments, and for a `manual` competition the typed table and the clubs' proposals to it.
 *
 * How today's data maps (migration 0002):
 * - `matches` stays what the SPEC calls a club's own match: one club's fixture against a
 *   free-text opponent (a friendly, a foreign or non-member side). Its contract is unchanged.
 *   Fixtures between entrants of a competition live in `fixtures`, once, and the SPEC's match
 *   lists show each such fixture in both member clubs' lists (worker/lib/club-fixtures.ts).
 *   A friendly has no competition, so it stays a club's own match.
 * - `standings` rows were typed by hand: each (code, season) of them becomes a featured `manual`
 *   competition, each row an entrant (linked to its club when it had one) with its figures as
 *   the approved manual row. The public tables read the same until the admin makes a computed
 *   competition the featured one. `standings` stays as the club's own rows (the SPEC's
 *   /api/clubs/standings): saving one proposes it to the manual table of its code and season
 *   (worker/lib/standing-proposals.ts); it never reaches a public table by itself.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { CompetitionRules } from "../../domain/standings/rules";
import { FIXTURE_STATUSES } from "../../domain/fixtures/fixture-status";
import { CLOCK_STATES } from "../../domain/live/state";
import { RESULT_STATES } from "../../domain/results/result-state";
import { clubs } from "../tables";

const id = () => integer("id").primaryKey({ autoIncrement: true });
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(now);
const updatedAt = () => text("updated_at").notNull().default(now);

export const competitions = sqliteTable(
  "competitions",
  {
    id: id(),
    slug: text("slug").notNull(),
    nameEn: text("name_en").notNull(),
    nameEl: text("name_el").notNull(),
    code: text("code", { enum: ["union", "league"] }).notNull(),
    /** `2026-27` or `2026`. */
    season: text("season").notNull(),
    kind: text("kind", { enum: ["computed", "manual"] }).notNull().default("computed"),
    /** The table shown for its code and season on the home and code pages and by /api/standings. */
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    /** The preset the rules started from (domain/standings/presets.ts). */
    preset: text("preset").notNull(),
    /** The whole rules (domain/standings/rules.ts), preset and overrides merged. */
    rules: text("rules", { mode: "json" }).$type<CompetitionRules>().notNull(),
    /** Bumped by every write that can change the table: the key of the cached table. */
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("competitions_slug_unique").on(t.slug), index("competitions_code_season_idx").on(t.code, t.season)],
);

/** A team in a competition: a member club (`clubId`), or a guest team with only a name. */
export const entrants = sqliteTable(
  "entrants",
  {
    id: id(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    /** The member club; null for a guest team. A deleted club leaves a guest under its last name. */
    clubId: integer("club_id").references(() => clubs.id, { onDelete: "set null" }),
    /** The guest's name, and a member club's name when it joined (shown if the club is deleted). */
    name: text("name").notNull(),
    /** Issue 21: a guest's name in Greek, where given (a member club's Greek name is the club's own). */
    nameEl: text("name_el"),
    abbreviation: text("abbreviation"),
    createdAt: createdAt(),
  },
  (t) => [index("entrants_competition_idx").on(t.competitionId), index("entrants_club_idx").on(t.clubId)],
);

/**
 * A fixture of a competition between two of its entrants (`awayEntrantId` null: a bye). Local
 * date and time in Europe/Athens, as the SPEC stores matches.
 */
export const fixtures = sqliteTable(
  "fixtures",
  {
    id: id(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    round: integer("round"),
    homeEntrantId: integer("home_entrant_id")
      .notNull()
      .references(() => entrants.id, { onDelete: "cascade" }),
    awayEntrantId: integer("away_entrant_id").references(() => entrants.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD, local. */
    date: text("date").notNull(),
    /** HH:MM, local; null when not known yet. */
    time: text("time"),
    venue: text("venue"),
    /** Issue 21: the venue in Greek, where given; either one of the two may be the only one. */
    venueEl: text("venue_el"),
    status: text("status", { enum: FIXTURE_STATUSES }).notNull().default("scheduled"),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    homeTries: integer("home_tries"),
    awayTries: integer("away_tries"),
    // Issue 14: how far the two clubs agree on the result (null: entered by the federation, or none yet),
    // and the running score of a live match as its Durable Object last wrote it, for the match lists.
    resultState: text("result_state", { enum: RESULT_STATES }),
    liveClock: text("live_clock", { enum: CLOCK_STATES }),
    liveHomeScore: integer("live_home_score"),
    liveAwayScore: integer("live_away_score"),
    liveUpdatedAt: text("live_updated_at"),
    /**
     * Issue 11: the calendar's SEQUENCE and LAST-MODIFIED. Triggers (migration 0006) raise the one and
     * set the other on a change of what a calendar shows (date, time, venue, sides, status, score,
     * tries, round), never on the live_* columns the live scoring writes.
     */
    sequence: integer("sequence").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("fixtures_competition_idx").on(t.competitionId, t.round, t.date),
    index("fixtures_date_idx").on(t.date, t.time),
    index("fixtures_home_idx").on(t.homeEntrantId),
    index("fixtures_away_idx").on(t.awayEntrantId),
  ],
);

/** Points given (+) or taken (−) by the organiser, with the reason in both languages. */
export const pointsAdjustments = sqliteTable(
  "points_adjustments",
  {
    id: id(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    entrantId: integer("entrant_id")
      .notNull()
      .references(() => entrants.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    reasonEn: text("reason_en").notNull(),
    reasonEl: text("reason_el").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("points_adjustments_competition_idx").on(t.competitionId)],
);

const figures = () => ({
  played: integer("played").notNull().default(0),
  won: integer("won").notNull().default(0),
  drawn: integer("drawn").notNull().default(0),
  lost: integer("lost").notNull().default(0),
  pointsFor: integer("points_for").notNull().default(0),
  pointsAgainst: integer("points_against").notNull().default(0),
  points: integer("points").notNull().default(0),
});

/** A `manual` competition's table as last approved: one row an entrant. */
export const manualRows = sqliteTable(
  "manual_rows",
  {
    id: id(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    entrantId: integer("entrant_id")
      .notNull()
      .references(() => entrants.id, { onDelete: "cascade" }),
    ...figures(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("manual_rows_entrant_unique").on(t.competitionId, t.entrantId)],
);

/** A club's edit of its own row in a `manual` table: public only once the admin approves it. */
export const standingProposals = sqliteTable(
  "standing_proposals",
  {
    id: id(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    entrantId: integer("entrant_id")
      .notNull()
      .references(() => entrants.id, { onDelete: "cascade" }),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    ...figures(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: text("decided_at"),
  },
  (t) => [index("standing_proposals_status_idx").on(t.status, t.createdAt), index("standing_proposals_club_idx").on(t.clubId)],
);

export type Competition = typeof competitions.$inferSelect;
export type EntrantRow = typeof entrants.$inferSelect;
export type FixtureRow = typeof fixtures.$inferSelect;
export type PointsAdjustmentRow = typeof pointsAdjustments.$inferSelect;
export type ManualRow = typeof manualRows.$inferSelect;
export type StandingProposal = typeof standingProposals.$inferSelect;
