/**
 * Players registered to clubs (issue 24): registrations for a season and a code (the licence,
 * once the registrar approves), families (a parent and their children), transfers, and the
 * health card reminders sent. The roster (`players`, schema/tables.ts) is the register's view: a
 * licensed registration has its roster entry; rows typed before this issue are unlinked entries.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LICENCE_CODES, REGISTRATION_SOURCES, REGISTRATION_STATUSES, TRANSFER_STATUSES } from "../../domain/registrations/statuses";
import { clubs, persons } from "../tables";
import { teams } from "./competitions";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const id = () => integer("id").primaryKey({ autoIncrement: true });
const createdAt = () => text("created_at").notNull().default(now);
const personRef = (name: string) => integer(name).references(() => persons.id, { onDelete: "set null" });

/**
 * A person's registration with a club for a season and a code. The person holds at most one
 * registration per code and season while it is pending or licensed (the partial unique index):
 * they may play union for one club and league for another.
 */
export const registrations = sqliteTable(
  "registrations",
  {
    id: id(),
    /** The player: the applicant, or one of their children. */
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** The club that holds the registration (a transfer's approval moves it to the new club). */
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    /** The club's team it is for, where chosen; the roster groups by it. */
    teamId: integer("team_id").references(() => teams.id, { onDelete: "set null" }),
    /** `2026-27` or `2026` (schema/season.ts). */
    season: text("season").notNull(),
    code: text("code", { enum: LICENCE_CODES }).notNull(),
    status: text("status", { enum: REGISTRATION_STATUSES }).notNull().default("pending-club"),
    /** Issued by the registrar's approval (domain/registrations/statuses.ts licenceNumberFor), or kept from an import. */
    licenceNumber: text("licence_number"),
    source: text("source", { enum: REGISTRATION_SOURCES }).notNull().default("application"),
    /** Who applied: the player, or the parent for a child; null once that person is erased. */
    appliedBy: personRef("applied_by"),
    /** The reason given with a decline (mailed to the applicant), and which side declined. */
    declineReason: text("decline_reason"),
    declinedBy: text("declined_by", { enum: ["club", "federation"] }),
    clubDecidedAt: text("club_decided_at"),
    clubDecidedBy: personRef("club_decided_by"),
    federationDecidedAt: text("federation_decided_at"),
    federationDecidedBy: personRef("federation_decided_by"),
    /** When the licence was issued (the registrar's approval, or the import). */
    licensedAt: text("licensed_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("registrations_one_per_code_season")
      .on(t.personId, t.season, t.code)
      .where(sql`status in ('pending-club', 'pending-federation', 'licensed')`),
    uniqueIndex("registrations_licence_number_unique").on(t.licenceNumber),
    index("registrations_club_idx").on(t.clubId, t.status, t.season),
    /** The registrar's list: filtered by status, season and code, newest first, paged by id. */
    index("registrations_status_idx").on(t.status, t.id),
    index("registrations_season_idx").on(t.season, t.code, t.status, t.id),
    index("registrations_person_idx").on(t.personId, t.season),
  ],
);

/**
 * A parent and their child (a child may have two parents). Under the age of digital consent the
 * parent's consent is recorded here with its date (Greek law 4624/2019, art. 21).
 */
export const guardians = sqliteTable(
  "guardians",
  {
    id: id(),
    parentId: integer("parent_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    childId: integer("child_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** When the parent consented to the processing of the child's data. */
    consentAt: text("consent_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("guardians_unique").on(t.parentId, t.childId), index("guardians_child_idx").on(t.childId)],
);

/** A licensed player's move to another club, in one code (domain/registrations/statuses.ts TRANSFER_STATUSES). */
export const transfers = sqliteTable(
  "transfers",
  {
    id: id(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** The licence that moves. */
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    code: text("code", { enum: LICENCE_CODES }).notNull(),
    season: text("season").notNull(),
    fromClubId: integer("from_club_id").references(() => clubs.id, { onDelete: "set null" }),
    toClubId: integer("to_club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    status: text("status", { enum: TRANSFER_STATUSES }).notNull().default("open"),
    requestedBy: personRef("requested_by"),
    /** The end of the current club's window to object (the request's time + 7 days, an instant). */
    objectionDeadline: text("objection_deadline").notNull(),
    objectionReason: text("objection_reason"),
    objectedAt: text("objected_at"),
    objectedBy: personRef("objected_by"),
    releasedAt: text("released_at"),
    decidedAt: text("decided_at"),
    decidedBy: personRef("decided_by"),
    declineReason: text("decline_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("transfers_one_open").on(t.personId).where(sql`status in ('open', 'objected', 'released')`),
    index("transfers_status_idx").on(t.status, t.objectionDeadline),
    index("transfers_from_idx").on(t.fromClubId, t.status),
    index("transfers_to_idx").on(t.toClubId, t.status),
  ],
);

/** A health card reminder mailed (30 days before the card expires, and on the day): each once per card. */
export const healthCardReminders = sqliteTable(
  "health_card_reminders",
  {
    id: id(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    expiresOn: text("expires_on").notNull(),
    kind: text("kind", { enum: ["30-days", "expired"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("health_card_reminders_unique").on(t.personId, t.expiresOn, t.kind)],
);

export type Registration = typeof registrations.$inferSelect;
export type Guardian = typeof guardians.$inferSelect;
export type Transfer = typeof transfers.$inferSelect;
