/**
 * The mail outbox and its delivery (issue 20, point 2), through the real routes, the real queue
 * consumer and D1: only the mail relay (`env.MAIL.send`) is replaced.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { asc, eq, gt, max } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../../schema/tables/mail";
import worker from "../../index";
import { auditOf, signedInAdmin, spyOnMail, type SentMail } from "../../test/back-office";
import { call, callJson, db } from "../../test/helpers";
import { mailSettled, refuseMail } from "../../test/mail";
import { backoffSeconds, MAX_ATTEMPTS } from "./delivery";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const academy = (email: string) => ({ parentName: "Eleni Test", email, phone: "+30 694 123 4567", childrenDetails: "Maria, 9", consent: true });

/** The outbox rows written after `since` (the highest id before the test), oldest first. */
const rowsAfter = (since: number) => db().select().from(mailOutbox).where(gt(mailOutbox.id, since)).orderBy(asc(mailOutbox.id));
const lastRowId = async () => (await db().select({ id: max(mailOutbox.id) }).from(mailOutbox))[0]?.id ?? 0;

/** The clock of this isolate (the queue consumer's too) moved on by `seconds`. */
function later(seconds: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now + seconds * 1000);
}

/**
 * Hands `ids` to the queue handler as one batch, as the queue would; answers what it acked and
 * retried, and the delay each retry asked for (the test batch does not record it).
 */
async function deliverThroughQueue(ids: number[]) {
  const batch = createMessageBatch(
    "rugby-hellas-mail",
    ids.map((id, index) => ({ id: `message-${id}-${index}-${Math.random()}`, timestamp: new Date(), attempts: 1, body: { id } })),
  ) as MessageBatch<{ id: number }>;
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  await worker.queue(batch, env);
  const result = await getQueueResult(batch, createExecutionContext());
  return { ...result, delays: retries.flatMap((retry) => retry.mock.calls.map(([options]) => options?.delaySeconds)) };
}

/** What runs at start and every minute (the cron): the sweep of the outbox. */
const sweep = () => worker.scheduled(createScheduledController(), env);

async function waitForMails(sent: SentMail[], count: number) {
  for (let waited = 0; sent.length < count && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("the mail outbox", () => {
  it("loses no mail while the relay refuses: after a restart with a working relay all 10 are delivered, once each", async () => {
    const since = await lastRowId();
    const tag = crypto.randomUUID().slice(0, 8);
    const refused = refuseMail();
    const parents = Array.from({ length: 5 }, (_, index) => `parent-${index}-${tag}@example.com`);
    // 5 registrations: 10 mails (the federation's notice and the parent's acknowledgement of each).
    for (const email of parents) expect((await call("/api/academy-registration", { json: academy(email) })).status).toBe(201);
    await mailSettled();

    const refusedRows = await rowsAfter(since);
    expect(refusedRows).toHaveLength(10);
    for (const row of refusedRows) expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("destination address not verified") });
    expect(refused).toHaveBeenCalledTimes(10);

    // The server restarts with a working relay after the first backoff: the queue's retries, kept
    // in memory, are gone; the sweep that runs at start finds every pending mail in D1.
    vi.restoreAllMocks();
    const sent = spyOnMail();
    later(backoffSeconds(1) + 1);
    await sweep();
    await waitForMails(sent, 10);

    // The same mails carried again (a retry the queue kept, the next sweep): none is sent twice.
    const ids = refusedRows.map((row) => row.id);
    const again = await deliverThroughQueue([...ids, ...ids]);
    expect(again.retryMessages).toEqual([]);
    await sweep();
    await mailSettled();

    expect(sent).toHaveLength(10);
    expect(new Set(sent.map((mail) => `${mail.to}\n${mail.text}`)).size).toBe(10);
    expect(sent.filter((mail) => mail.to === env.FEDERATION_EMAIL)).toHaveLength(5);
    for (const email of parents) expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
    for (const row of await rowsAfter(since)) expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null, sentAt: expect.any(String) });
  });

  it("retries with a growing backoff, then lists what still fails for the federation, whose admin sends it again", async () => {
    const since = await lastRowId();
    refuseMail();
    const email = `parent-dead-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await call("/api/academy-registration", { json: academy(email) });
    await mailSettled();
    const row = (await rowsAfter(since)).find((item) => item.recipient === email)!;

    // Attempts 2 to 8, each once its wait is over; the queue is asked to retry after that wait.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      later(backoffSeconds(attempt - 1) + 1);
      const result = await deliverThroughQueue([row.id]);
      expect(result.delays).toEqual(attempt < MAX_ATTEMPTS ? [backoffSeconds(attempt)] : []);
      expect(result.retryMessages).toHaveLength(attempt < MAX_ATTEMPTS ? 1 : 0);
    }
    expect((await rowsAfter(since)).find((item) => item.id === row.id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    vi.useRealTimers();

    const { admin, cookie } = await signedInAdmin();
    // The admin's Mail tab counts it in its badge, and lists it.
    expect((await callJson("/api/admin/notifications", { cookie })).body.failedMail).toBe(1);
    const failed = await callJson("/api/admin/mail?status=failed", { cookie });
    expect(failed.status).toBe(200);
    const listed = failed.body.find((item: { id: number }) => item.id === row.id);
    expect(listed).toEqual({
      id: row.id,
      recipient: email,
      subject: "We received your academy registration",
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringContaining("destination address not verified"),
      createdAt: row.createdAt,
      sentAt: null,
    });

    vi.restoreAllMocks();
    const sent = spyOnMail();
    const retried = await callJson(`/api/admin/mail/${row.id}/retry`, { method: "POST", cookie, json: {} });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: row.id, status: "pending", attempts: 0 });
    await mailSettled();
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
    expect((await auditOf(admin.id))[0]).toMatchObject({ action: "mail.retry", targetType: "mail", targetId: row.id });

    // Sent now: it is no longer on the failed list, and cannot be sent again from there.
    expect((await callJson("/api/admin/mail?status=failed", { cookie })).body.some((item: { id: number }) => item.id === row.id)).toBe(false);
    expect((await callJson(`/api/admin/mail/${row.id}/retry`, { method: "POST", cookie, json: {} })).status).toBe(409);
    expect((await callJson("/api/admin/mail/999999/retry", { method: "POST", cookie, json: {} })).status).toBe(404);
    // A delivered mail's text (a link may be in it) is not kept.
    expect((await rowsAfter(since)).find((item) => item.id === row.id)).toMatchObject({ status: "sent", text: "", html: null });
  });

  it("writes a mail with its change only: a replay makes no second mail, a write refused in its batch none", async () => {
    const since = await lastRowId();
    const sent = spyOnMail();
    const email = `replay-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const key = crypto.randomUUID();
    const first = await callJson("/api/academy-registration", { json: academy(email), headers: { "Idempotency-Key": key } });
    const replays = await Promise.all([1, 2, 3].map(() => callJson("/api/academy-registration", { json: academy(email), headers: { "Idempotency-Key": key } })));
    for (const replay of replays) expect(replay.body.id).toBe(first.body.id);
    // Two clubs registering one name at once: both pass the check, the database refuses the second
    // one's batch at the name's key, after its club and its mails: none of them is kept.
    const name = `Twice Named ${crypto.randomUUID().slice(0, 8)}`;
    const clubs = ["one", "two"].map((which) => ({
      name,
      abbreviation: "TWN",
      email: `${which}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: "Str0ng-pass",
      location: "Volos",
      rugbyUnion: true,
      rugbyLeague: false,
      responsiblePersonName: "Eleni Papadopoulou",
      responsiblePersonEmail: "eleni@example.com",
      responsiblePersonPhone: "+30 210 000 0000",
    }));
    const answers = await Promise.all(clubs.map((club) => callJson("/api/clubs/register", { json: club })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const stored = answers.find((answer) => answer.status === 201)!.body;
    await mailSettled();

    const rows = await rowsAfter(since);
    expect(rows.map((row) => row.recipient).sort()).toEqual([email, env.FEDERATION_EMAIL, env.FEDERATION_EMAIL, stored.email].sort());
    expect(sent).toHaveLength(4);
    // Each notice names the row its batch stored.
    expect(sent.find((mail) => mail.subject === "New Academy Registration")!.text).toContain(`Registration ID: ${first.body.id}`);
    expect(sent.find((mail) => mail.subject.startsWith("New club waiting"))!.text).toContain(`Club ID: ${stored.id}`);
  });

  it("sends a mail whose enqueue failed: the sweep queues it again", async () => {
    const since = await lastRowId();
    const sent = spyOnMail();
    vi.spyOn(env.MAIL_QUEUE, "sendBatch").mockRejectedValueOnce(new Error("queue unavailable"));
    const email = `unqueued-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await call("/api/academy-registration", { json: academy(email) })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([]);
    expect((await rowsAfter(since)).map((row) => row.status)).toEqual(["pending", "pending"]);

    await sweep();
    await mailSettled();
    expect(sent.map((mail) => mail.to).sort()).toEqual([email, env.FEDERATION_EMAIL].sort());
  });

  it("forgets sent mails after 30 days", async () => {
    const since = await lastRowId();
    const [old] = await db()
      .insert(mailOutbox)
      .values({ recipient: "old@example.com", subject: "Old", text: "", status: "sent", sentAt: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .returning();
    await sweep();
    expect((await rowsAfter(since)).map((row) => row.id)).not.toContain(old!.id);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.id, old!.id))).toEqual([]);
  });
});
