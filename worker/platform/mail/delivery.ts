/**
 * Delivery of the mail outbox (issue 20): the queue consumer sends each row through the
 * `send_email` binding, and a sweep puts every pending row back on the queue when it is due.
 *
 * - A row is claimed before it is sent: one conditional update adds an attempt and leases the row
 *   for LEASE_SECONDS (its next attempt moves past the send). Of two messages carrying one id (a
 *   retry and the sweep's), only the one that claimed it sends; the other is acknowledged.
 * - Sent: the row is `sent`; its text is dropped (a mail may carry a one-time link, which the
 *   site otherwise keeps only hashed). Failed: the row waits BACKOFF (30 s, doubling, at most an
 *   hour) and its message is retried with that delay. The MAX_ATTEMPTS-th failure makes the row
 *   `failed`: the dead letters the admin lists and can send again (routes/admin-mail.ts).
 * - The sweep (the cron of wrangler.jsonc; locally scripts/start.ts calls it) queues every
 *   pending row due within the next minute, with the delay still to wait: so a message the queue
 *   lost, or a local queue emptied by a restart, never loses a mail. It also forgets sent rows
 *   after KEEP_SENT_DAYS.
 * A worker stopped between a send and its "sent" leaves the row leased; after the lease it is
 * sent again: delivery is at least once, and once whenever the worker lives through the send.
 */
import { and, asc, eq, lt, lte, sql } from "drizzle-orm";
import { mailOutbox, type OutboxMail } from "../../../schema/tables/mail";
import { getDb } from "../db";
import { deliverSoon, type MailMessage } from "./outbox";

export const MAX_ATTEMPTS = 8;
const FIRST_BACKOFF_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 3600;
/** Longer than any send through the binding takes. */
const LEASE_SECONDS = 60;
/** The cron runs every minute: it queues what falls due before the next run. */
const SWEEP_AHEAD_SECONDS = 60;
const SWEEP_LIMIT = 500;
const KEEP_SENT_DAYS = 30;

/** The wait after the `attempts`-th failure: 30 s, 1, 2, 4, 8, 16, 32 minutes, then at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(FIRST_BACKOFF_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);

const iso = (ms: number) => new Date(ms).toISOString();

type DeliveryEnv = Pick<Env, "DB" | "MAIL" | "MAIL_FROM" | "MAIL_QUEUE">;

/** The row, if it is pending and due now; it is then this caller's for LEASE_SECONDS. */
async function claim(env: DeliveryEnv, id: number, now: number): Promise<OutboxMail | undefined> {
  const [row] = await getDb(env)
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: iso(now + LEASE_SECONDS * 1000) })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, iso(now))))
    .returning();
  return row;
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/**
 * Sends one outbox row, if it is still to send. Answers the seconds to wait before its next
 * attempt when this one failed and another is left; otherwise nothing (sent, failed for good, or
 * not this caller's to send).
 */
export async function deliverOne(env: DeliveryEnv, id: number, now = Date.now()): Promise<{ retryInSeconds?: number }> {
  const mail = await claim(env, id, now);
  if (!mail) return {};
  const db = getDb(env);
  const mine = and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending"));
  try {
    await env.MAIL.send({ from: { name: "Rugby Hellas", email: env.MAIL_FROM }, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
  } catch (error) {
    const lastError = describe(error);
    console.error("Mail not sent", { id, attempt: mail.attempts, error: lastError });
    if (mail.attempts >= MAX_ATTEMPTS) {
      await db.update(mailOutbox).set({ status: "failed", lastError, nextAttemptAt: iso(Date.now()) }).where(mine);
      return {};
    }
    const retryInSeconds = backoffSeconds(mail.attempts);
    await db.update(mailOutbox).set({ lastError, nextAttemptAt: iso(Date.now() + retryInSeconds * 1000) }).where(mine);
    return { retryInSeconds };
  }
  await db.update(mailOutbox).set({ status: "sent", sentAt: iso(Date.now()), lastError: null, text: "", html: null }).where(mine);
  return {};
}

/** The queue consumer (worker/index.ts `queue`): each message is one outbox row. */
export async function deliverBatch(batch: MessageBatch<MailMessage>, env: DeliveryEnv): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        const { retryInSeconds } = await deliverOne(env, message.body.id);
        if (retryInSeconds) message.retry({ delaySeconds: retryInSeconds });
        else message.ack();
      } catch (error) {
        // D1 itself failed (not the mail relay): the row is untouched or leased; try again soon.
        console.error("Mail delivery interrupted", message.body.id, error);
        message.retry({ delaySeconds: FIRST_BACKOFF_SECONDS });
      }
    }),
  );
}

/**
 * Queues every pending row due before the next sweep, each with the delay it still has to wait,
 * and forgets sent rows older than KEEP_SENT_DAYS. Answers how many rows it queued.
 */
export async function sweepOutbox(env: DeliveryEnv, now = Date.now()): Promise<number> {
  const db = getDb(env);
  const due = await db
    .select({ id: mailOutbox.id, nextAttemptAt: mailOutbox.nextAttemptAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, iso(now + SWEEP_AHEAD_SECONDS * 1000))))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(SWEEP_LIMIT);
  const waits = new Map(due.map((row) => [row.id, Math.max(0, Math.ceil((Date.parse(row.nextAttemptAt) - now) / 1000))]));
  await deliverSoon(env, [...waits.keys()], (id) => waits.get(id) ?? 0);
  await db.delete(mailOutbox).where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, iso(now - KEEP_SENT_DAYS * 86_400_000))));
  return due.length;
}
