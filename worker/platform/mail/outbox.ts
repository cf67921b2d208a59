/**
 * The transactional mail outbox (issue 20). A route never sends a mail: it writes the mail as a
 * `mail_outbox` row in the SAME D1 batch as the change that causes it (one transaction), so a
 * stored change always has its mail and a refused or rolled-back one never does. After the batch
 * has committed, the new rows' ids go to the mail queue (`deliverSoon`); the consumer sends them
 * (delivery.ts). A lost enqueue is harmless: the sweep finds every pending row in D1 again.
 *
 * Three shapes, for the three kinds of batch:
 * - `queueMail`: the change always writes (an insert or update that either applies or throws);
 * - `queueMailsAfterChange`: the change is the batch's previous statement and may change nothing
 *   (a conditional update, an idempotent insert that does nothing on a replay): each mail is
 *   written only when the statement before it changed a row, and the first may name the id of
 *   the row that statement inserted (`rowId`), which is only known inside the batch;
 * - `queueMailStatement`: the same for the batches written in plain SQL on `env.DB`, with the
 *   condition that says "this batch made the change".
 */
import { sql } from "drizzle-orm";
import { mailOutbox } from "../../../schema/tables/mail";
import type { Db } from "../db";
import { selectAfterChange } from "../select-after-change";
import type { Mail } from "./mail";

/** What the queue carries: the id of one outbox row (the row holds the message). */
export type MailMessage = { id: number };

const columns = (mail: Mail) => ({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });

/** The mail's row, for a batch whose change always writes. */
export const queueMail = (db: Db, mail: Mail) => db.insert(mailOutbox).values(columns(mail)).returning({ id: mailOutbox.id });

/**
 * The mails' rows, each written only when the statement before it in the batch changed a row:
 * place them right after the change (SQLite's `changes()`, which triggers do not count). So an
 * update that matched nothing, or an insert that a replay's key made do nothing, has no mail.
 * `compose` gets a mark to put where the mails should show the new row's id (a claim's or a
 * registration's number): in the first mail it becomes `last_insert_rowid()`, the id of the row
 * the change inserted (later mails follow an outbox row, so only the first may name it).
 */
export function queueMailsAfterChange(db: Db, compose: (rowId: string) => Mail[]) {
  const mark = `[row ${crypto.randomUUID()}]`;
  return compose(mark).map((mail, index) => {
    const { recipient, subject, text, html } = columns(mail);
    const named = (value: string | null) => (index === 0 && value !== null ? sql`replace(${value}, ${mark}, last_insert_rowid())` : value);
    return db
      .insert(mailOutbox)
      .select(selectAfterChange(mailOutbox, { recipient, subject: named(subject), text: named(text), html: named(html) }))
      .returning({ id: mailOutbox.id });
  });
}

/**
 * The mail's row for a batch written in SQL on `env.DB`, written only when `when` holds as it runs
 * (e.g. `EXISTS (… the row this batch approved)`), with that condition's own parameters (`?1`…
 * or `?`: the condition comes first in the statement, so both number as written).
 */
export function queueMailStatement(d1: D1Database, mail: Mail, when: { sql: string; params: unknown[] }) {
  const values = Object.values(columns(mail));
  const first = when.params.length + 1;
  const placeholders = values.map((_, index) => `?${first + index}`).join(", ");
  return d1
    .prepare(`WITH due AS (SELECT 1 WHERE ${when.sql}) INSERT INTO mail_outbox (recipient, subject, text, html) SELECT ${placeholders} FROM due RETURNING id`)
    .bind(...when.params, ...values);
}

/** The ids of the rows a batch queued: its results for the statements above (drizzle's rows or a D1 result). */
export function queuedIds(results: readonly unknown[]): number[] {
  return results.flatMap((result) => {
    const rows = Array.isArray(result) ? result : ((result as D1Result<MailMessage> | undefined)?.results ?? []);
    return (rows as MailMessage[]).map((row) => row.id);
  });
}

/**
 * After the batch has committed: the queued rows go to the mail queue (in `waitUntil`, or awaited
 * where no request waits). Never throws: a row whose enqueue failed stays pending in D1, and the
 * sweep (delivery.ts) sends it to the queue again.
 */
export async function deliverSoon(env: Pick<Env, "MAIL_QUEUE">, ids: readonly number[], delaySeconds?: (id: number) => number): Promise<void> {
  if (!ids.length) return;
  try {
    // A queue batch holds at most 100 messages.
    for (let start = 0; start < ids.length; start += 100) {
      const slice = ids.slice(start, start + 100);
      await env.MAIL_QUEUE.sendBatch(slice.map((id) => ({ body: { id } satisfies MailMessage, delaySeconds: delaySeconds?.(id) })));
    }
  } catch (error) {
    console.error("Mail not queued (the sweep will queue it again)", ids, error);
  }
}
