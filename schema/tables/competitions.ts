/**
 * Teams, competitions and fixtures: the one model of every game (issue 22).
 *
 * - A club fields teams (`teams`: a men's XV, a women's XV, an U18, a league 13 ...). A guest team
 *   (a foreign or non-member side, an opponent typed as free text) is a team with no club: a name
 *   only. A deleted club's teams stay as guests under their last names.
 * - A competition's entrants are teams. A fixture is a game between two teams, in a competition or,
 *   when it has none, a friendly (`competition_id` null; `competition_label` keeps what the club
 *   typed as its competition, the SPEC's free-text `competition`).
 * - A club's own match (the SPEC's /api/clubs/matches) is a view of its teams' fixtures, from its
 *   side; a game between two member clubs is one fixture, seen by each from its own side.
 * - Every table belongs to a competition: a `manual` competition's rows are typed (the clubs
 *   propose their own row, the federation approves it), a `computed` one's follow the results.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { CompetitionRules } from "../../domain/standings/rules";
import { FIXTURE_STATUSES } from "../../domain/fixtures/fixture-status";
import { CLOCK_STATES } from "../../domain/live/state";
import { RESULT_STATES } from "../../domain/results/result-state";
import { TEAM_AGE_GROUPS, TEAM_CODES, TEAM_KINDS } from "../../domain/teams/team";
import { clubs } from "../tables";

const id = () => integer("id").primaryKey({ autoIncrement: true });
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(now);
const updatedAt = () => text("updated_at").notNull().default(now);

/** A club's team, or a guest team (no club: a name only, for a side outside the federation). */
export const teams = sqliteTable(
  "teams",
  {
    id: id(),
    /** The club that fields it; null for a guest team (and for a deleted club's teams, kept as guests). */
    clubId: integer("club_id").references(() => clubs.id, { onDelete: "set null" }),
    /** Its name in English or Latin letters (a guest's may be the Greek one when only that was given). */
    nameEn: text("name_en").notNull(),
    /** Its name in Greek; null for a guest known only by its Latin name. */
    nameEl: text("name_el"),
    /** A guest's short name where given (a club's teams use the club's abbreviation). */
    abbreviation: text("abbreviation"),
    /** Null for a guest team: it has a name only. */
    kind: text("kind", { enum: TEAM_KINDS }),
    ageGroup: text("age_group", { enum: TEAM_AGE_GROUPS }),
    code: text("code", { enum: TEAM_CODES }),
    /** A team that no longer plays is deactivated, never deleted once it has played: its games stay. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** lower(trim(name_en)) of a guest team, so free text reuses the same guest ("Red Star", "red star "). */
    guestKey: text("guest_key"),
    createdAt: createdAt(),
  },
  (t) => [index("teams_club_idx").on(t.clubId), uniqueIndex("teams_guest_unique").on(t.guestKey)],
);

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
    /**
     * Issue 24: the age-grade cut-off day, `MM-DD`. Under-N means born on or after this day of the
     * season's first year minus (N − 1): with the default `01-01`, an under-18 player of 2026-27 was
     * born on or after 1 January 2009.
     */
    ageCutOff: text("age_cut_off").notNull().default("01-01"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("competitions_slug_unique").on(t.slug), index("competitions_code_season_idx").on(t.code, t.season)],
);

/** A team in a competition: a member club's team, or a guest team. */
export const entrants = sqliteTable(
  "entrants",
  {
    id: id(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("entrants_team_unique").on(t.competitionId, t.teamId), index("entrants_team_idx").on(t.teamId)],
);

/**
 * A game between two teams (`awayTeamId` null: a bye), in a competition or a friendly. Local date
 * and time in Europe/Athens, as the SPEC stores matches.
 */
export const fixtures = sqliteTable(
  "fixtures",
  {
    id: id(),
    /** Null for a friendly (a game in no competition of the federation's). */
    competitionId: integer("competition_id").references(() => competitions.id, { onDelete: "cascade" }),
    /** A friendly's competition as the club typed it ("Friendly", "Balkan Cup"); null in a competition. */
    competitionLabel: text("competition_label"),
    round: integer("round"),
    homeTeamId: integer("home_team_id")
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer("away_team_id").references(() => teams.id),
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
    index("fixtures_home_idx").on(t.homeTeamId, t.date, t.time),
    index("fixtures_away_idx").on(t.awayTeamId, t.date, t.time),
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

export type TeamRow = typeof teams.$inferSelect;
export type Competition = typeof competitions.$inferSelect;
export type EntrantRow = typeof entrants.$inferSelect;
export type FixtureRow = typeof fixtures.$inferSelect;
export type PointsAdjustmentRow = typeof pointsAdjustments.$inferSelect;
export type ManualRow = typeof manualRows.$inferSelect;
export type StandingProposal = typeof standingProposals.$inferSelect;
