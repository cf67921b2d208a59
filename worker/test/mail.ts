/**
 * Mail in worker tests (issue 20). Routes write mails to the outbox and the real queue consumer
 * delivers them through `env.MAIL` (which tests replace: the mail relay is the one thing mocked).
 * Delivery follows the answer, so a test that counts what was sent first waits for it.
 */
import { env } from "cloudflare:workers";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { vi } from "vitest";
import { mailOutbox } from "../../schema/tables/mail";
// Not ./helpers: the setup file imports this one, and must not load the worker before the tests do.
import { getDb } from "../platform/db";

/**
 * Waits until every mail queued so far has been through one delivery attempt at least (sent, or
 * failed and waiting for its retry): none is still untried or in its first send.
 */
export async function mailSettled(timeoutMs = 10_000) {
  for (let waited = 0; ; waited += 20) {
    const open = await getDb(env)
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), or(eq(mailOutbox.attempts, 0), and(gt(mailOutbox.attempts, 0), isNull(mailOutbox.lastError)))))
      .limit(1);
    if (!open.length) return;
    if (waited >= timeoutMs) throw new Error(`Mail still being delivered after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The relay refuses every mail, as a `send_email` binding whose destination is not allowed does. */
export function refuseMail() {
  return vi.spyOn(env.MAIL, "send").mockRejectedValue(new Error("destination address not verified"));
}
