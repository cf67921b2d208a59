import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { auditLog } from "../../../schema/tables/back-office";
import { outboxMailAnswer } from "../../../schema/responses";
import { MAIL_STATUSES, mailOutbox } from "../../../schema/tables/mail";
import type { AppEnv } from "../../platform/env";
import { columnsFor } from "../../platform/answers";
import { auditValues } from "../../platform/audit/audit";
import { getDb } from "../../platform/db";
import { conflict, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { selectAfterChange } from "../../platform/select-after-change";
import { validate } from "../../platform/http/validate";
import { deliverSoon } from "../../platform/mail/outbox";

const statusQuery = v.object({ status: v.optional(v.picklist(MAIL_STATUSES, b.mailStatusInvalid), "failed") });

/**
 * What the admin sees of a mail: to whom, about what, how delivery went. Never its text, which may
 * hold a one-time link (a claim, a verification).
 */
const listed = columnsFor(mailOutbox, outboxMailAnswer);

/**
 * The mail outbox for the federation (issue 20): /api/admin/mail, behind the admin guard of
 * /api/admin. `failed` lists the dead letters, mails still refused after every retry
 * (worker/platform/mail/delivery.ts); "send again" puts one back on the queue, audited.
 */
export const adminMail = new Hono<AppEnv>()
  /** Mails by status (failed by default), newest first, at most 200. */
  .get("/", validate("query", statusQuery), async (c) => {
    const { status } = c.req.valid("query");
    const rows = await getDb(c.env).select(listed).from(mailOutbox).where(eq(mailOutbox.status, status)).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(200);
    return c.json(rows, 200);
  })
  /** A failed mail sent again: pending, its attempts from 0, delivered by the queue; 409 for any other mail. */
  .post("/:id/retry", async (c) => {
    const id = parseId(c.req.param("id"), b.mailNotFound);
    const db = getDb(c.env);
    const mail = await db.select(listed).from(mailOutbox).where(eq(mailOutbox.id, id)).get();
    if (!mail) throw notFound(b.mailNotFound);
    if (mail.status !== "failed") throw conflict(b.mailNotFailed);
    const audit = auditValues(c.var.actor!, {
      action: "mail.retry",
      targetType: "mail",
      targetId: id,
      summary: `Sent again: ${mail.subject} to ${mail.recipient}`,
      before: { status: mail.status, attempts: mail.attempts, lastError: mail.lastError },
      after: { status: "pending", attempts: 0 },
    });
    const [[after]] = await db.batch([
      db
        .update(mailOutbox)
        .set({ status: "pending", attempts: 0, lastError: null, nextAttemptAt: new Date().toISOString() })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
        .returning(listed),
      // Recorded only when this request sent it again (of two at once, one does).
      db.insert(auditLog).select(selectAfterChange(auditLog, audit)),
    ]);
    if (!after) throw conflict(b.mailNotFailed);
    c.executionCtx.waitUntil(deliverSoon(c.env, [id]));
    return c.json({ ...after, message: b.mailSentAgain }, 200);
  });
