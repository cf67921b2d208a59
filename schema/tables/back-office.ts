/**
 * The federation's back office (issue 12): one-time claim links, support impersonations and the
 * append-only audit log. None of these has a foreign key to `clubs`: a record must outlive what
 * it talks about, so names are copied in alongside ids.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The link an approved claimant gets to set the club's sign-in e-mail and password. Only the
 * SHA-256 of the token is stored; it works once (`usedAt`) and until `expiresAt` (72 hours).
 */
export const claimTokens = sqliteTable(
  "claim_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull(),
    claimRequestId: integer("claim_request_id").notNull(),
    clubId: integer("club_id").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("claim_tokens_hash_unique").on(t.tokenHash), uniqueIndex("claim_tokens_request_unique").on(t.claimRequestId)],
);

/** An admin acting as a club for support: a typed reason, at most 30 minutes, ended by Stop or sign-out. */
export const impersonations = sqliteTable(
  "impersonations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminClubId: integer("admin_club_id").notNull(),
    adminName: text("admin_name").notNull(),
    /** Issue 23: the federation person who acts, and the person acted as (the club's admin). */
    adminPersonId: integer("admin_person_id"),
    personId: integer("person_id"),
    clubId: integer("club_id").notNull(),
    clubName: text("club_name").notNull(),
    reason: text("reason").notNull(),
    /** SHA-256 of the admin's session id: the impersonation applies to that signed-in browser only. */
    sessionKey: text("session_key").notNull(),
    startedAt: text("started_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    endedAt: text("ended_at"),
  },
  (t) => [index("impersonations_session_idx").on(t.sessionKey, t.endedAt)],
);

/**
 * Every admin action (who, when, what, before and after) and every request made while
 * impersonating. Append-only: no route changes a row, and triggers in the migration refuse
 * UPDATE and DELETE.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull().default(now),
    adminClubId: integer("admin_club_id").notNull(),
    adminName: text("admin_name").notNull(),
    /** e.g. "claim.approve", "club.deactivate", "news.unpublish", "impersonation.start", "impersonation.request". */
    action: text("action").notNull(),
    /** What the action was about: "club", "claim", "academy", "news", "request". */
    targetType: text("target_type").notNull(),
    targetId: integer("target_id"),
    /** A short human description: the club's name, the article's title, the request's method and path. */
    summary: text("summary").notNull(),
    /** JSON of the record before and after the action (null when there was none). */
    before: text("before"),
    after: text("after"),
    /** Set on every record made while impersonating: the club acted as, and the typed reason. */
    impersonatedClubId: integer("impersonated_club_id"),
    reason: text("reason"),
    /**
     * Issue 23: the person who acted, in which role, for which club (`adminClubId` keeps the
     * account the SPEC's log named: the acting club's id). Null on records from before persons.
     */
    personId: integer("person_id"),
    personName: text("person_name"),
    actingRole: text("acting_role"),
    actingClubId: integer("acting_club_id"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_admin_idx").on(t.adminClubId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_club_idx").on(t.actingClubId, t.at),
  ],
);

export type AuditRecord = typeof auditLog.$inferSelect;
