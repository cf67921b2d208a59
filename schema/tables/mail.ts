/**
 * The mail outbox (issue 20): every mail the site sends is first a row here, written in the same
 * D1 batch as the change that causes it, so a stored change always has its mail and a refused one
 * never does. A queue consumer delivers the rows (worker/platform/mail); what still fails after
 * its retries stays here as `failed`, listed for the federation's admin, who can send it again.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** `pending` until delivered (`sent`), or until its last retry failed (`failed`, the dead letters). */
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    /** Delivery attempts so far (an admin's "send again" starts a new round from 0). */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: text("created_at").notNull().default(now),
    /**
     * When a pending mail may be tried next: its backoff after a failure, or a short lease while
     * one consumer sends it (so a second message carrying the same id does not send it too).
     */
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    sentAt: text("sent_at"),
  },
  (t) => [index("mail_outbox_status_due_idx").on(t.status, t.nextAttemptAt)],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
