/**
 * Unique club names (issue 19, point 15). Each club's names (English and Greek) are held as keys
 * (schema/club-name-key.ts) in `club_name_keys`, whose primary key makes a name one club's only,
 * even for two writes at the same moment. SQL cannot compute a key, so triggers on `clubs` put a
 * club whose name was written by anything but the worker's own name writes (the seed, a script)
 * in `club_name_pending`, and the worker keys the pending clubs before it checks a name
 * (worker/modules/clubs/club-names.ts). A rename of an approved club waits in `club_name_proposals` for the
 * federation's approval; its names are checked when proposed and again when approved.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { clubs } from "../tables";

export const clubNameKeys = sqliteTable(
  "club_name_keys",
  {
    key: text("key").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
  },
  (t) => [index("club_name_keys_club_idx").on(t.clubId)],
);

export const clubNamePending = sqliteTable("club_name_pending", {
  clubId: integer("club_id").primaryKey(),
  /** Bumped by every write, so keying that read an older name leaves the newer one pending. */
  version: integer("version").notNull().default(0),
});

/** An approved club's new name, waiting for the federation (one at a time; a new one replaces it). */
export const clubNameProposals = sqliteTable("club_name_proposals", {
  clubId: integer("club_id")
    .primaryKey()
    .references(() => clubs.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  nameEl: text("name_el"),
  proposedAt: text("proposed_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

export type ClubNameProposal = typeof clubNameProposals.$inferSelect;
