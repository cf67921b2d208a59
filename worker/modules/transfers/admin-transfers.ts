/**
 * /api/admin/transfers (issue 24, point 5): the registrar's list of transfers, and the decision.
 * Behind the admin door and `registrations` (worker/modules/admin/admin.ts).
 *
 * Approval takes a released transfer, or an objected one (the registrar decides over the
 * objection); an open one only once its 7 days have passed (the cron may not have released it yet).
 * The licence moves in one batch: the registration's club becomes the new club (its team is the
 * new club's to choose), its roster entry moves with it, and the person's club is their newest
 * licence's. Each step is conditional on the transfer's approval in that same batch, so a second
 * approval (or two at once) moves nothing twice.
 */
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { OPEN_TRANSFER_STATUSES, TRANSFER_STATUSES } from "../../../domain/registrations/statuses";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { reasonSchema } from "../../../schema/registration-requests";
import { persons } from "../../../schema/tables";
import { auditLog } from "../../../schema/tables/back-office";
import { registrations, transfers } from "../../../schema/tables/registrations";
import { auditValues } from "../../platform/audit/audit";
import { getDb, type Db } from "../../platform/db";
import type { WithClub } from "../../platform/sessions/auth-guards";
import { ApiError, conflict, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds, queueMailsAfterChange } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import { selectWhen } from "../../platform/select-after-change";
import { moveRosterEntry } from "../registrations/roster-entries";
import { newestLicenceClub } from "../registrations/player-club";
import { clubStaffRecipients, playerRecipients, transferMails, type TransferEvent } from "./transfer-mail";
import { factsOf } from "./transfer-facts";
import { transferView, transferViews, type TransferView } from "./transfer-views";

const listQuery = v.object({ status: v.optional(v.picklist(TRANSFER_STATUSES, r.transferStatusInvalid)) });

/** The transfer, or 404. */
async function transferOr404(db: Db, raw: string) {
  const id = parseId(raw, r.transferNotFound);
  const view = await transferView(db, id);
  if (!view) throw notFound(r.transferNotFound);
  return view;
}

/** Everyone who hears of the decision: the player (or parents) and both clubs. */
async function decisionMails(db: Db, event: TransferEvent, view: TransferView, origin: string, reason?: string) {
  const [player, from, to] = await Promise.all([playerRecipients(db, view.personId), clubStaffRecipients(db, view.fromClubId), clubStaffRecipients(db, view.toClubId)]);
  const facts = factsOf(view, origin, reason);
  return [...transferMails(event, player, facts), ...transferMails(event, from, facts), ...transferMails(event, to, facts)];
}

export const adminTransfers = new Hono<WithClub>()
  /** Every transfer, newest first; `?status=` one state only (`released` and `objected` wait for the registrar). */
  .get("/", validate("query", listQuery), async (c) => {
    const { status } = c.req.valid("query");
    return c.json(await transferViews(getDb(c.env), status ? eq(transfers.status, status) : undefined), 200);
  })
  .post("/:id/approve", async (c) => {
    const db = getDb(c.env);
    const view = await transferOr404(db, c.req.param("id"));
    const now = new Date().toISOString();
    if (view.status === "open" && view.objectionDeadline > now) throw new ApiError(409, "objection_window_open", r.transferObjectionWindowOpen);
    if (!(OPEN_TRANSFER_STATUSES as readonly string[]).includes(view.status)) throw conflict(r.transferWrongStatus);
    const transfer = (await db.query.transfers.findFirst({ where: eq(transfers.id, view.id) }))!;
    const licence = await db.query.registrations.findFirst({ where: eq(registrations.id, transfer.registrationId) });
    if (!licence || licence.status !== "licensed" || licence.clubId !== transfer.fromClubId) throw conflict(r.transferLicenceChanged);

    const decidable = and(
      eq(transfers.id, view.id),
      or(inArray(transfers.status, ["objected", "released"]), and(eq(transfers.status, "open"), lte(transfers.objectionDeadline, now))),
    );
    // Every later statement holds only when this batch's own approval did.
    const approvedNow = sql`exists (select 1 from ${transfers} where ${transfers.id} = ${view.id} and ${transfers.status} = 'approved' and ${transfers.decidedAt} = ${now} and ${transfers.decidedBy} = ${c.var.person.id})`;
    const mails = await decisionMails(db, "approved", { ...view, status: "approved" }, siteOrigin(c.env, c.req.url));
    const [approved, , , , , ...queued] = await db.batch([
      db
        .update(transfers)
        .set({ status: "approved", decidedAt: now, decidedBy: c.var.person.id, releasedAt: sql`coalesce(${transfers.releasedAt}, case when ${transfers.status} = 'objected' then null else ${now} end)` })
        .where(decidable)
        .returning({ id: transfers.id }),
      db
        .update(registrations)
        .set({ clubId: transfer.toClubId, teamId: null, updatedAt: now })
        .where(and(eq(registrations.id, licence.id), eq(registrations.status, "licensed"), approvedNow)),
      moveRosterEntry(db, licence.id),
      db.update(persons).set({ clubId: newestLicenceClub(transfer.personId) }).where(eq(persons.id, transfer.personId)),
      db.insert(auditLog).select(
        selectWhen(
          auditLog,
          auditValues(c.var.actor, {
            action: "transfer.approve",
            targetType: "transfer",
            targetId: view.id,
            summary: `Approved the transfer of ${view.firstName} ${view.lastName} (${view.code}) from ${view.fromClubName ?? "?"} to ${view.toClubName}`,
            before: { clubId: transfer.fromClubId, status: view.status },
            after: { clubId: transfer.toClubId, status: "approved" },
          }),
          approvedNow,
        ),
      ),
      ...queueMailsAfterChange(db, () => mails),
    ]);
    if (approved.length === 0) throw conflict(r.transferWrongStatus);
    c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds(queued)));
    return c.json((await transferView(db, view.id))!, 200);
  })
  .post("/:id/decline", validate("json", reasonSchema), async (c) => {
    const db = getDb(c.env);
    const view = await transferOr404(db, c.req.param("id"));
    const { reason } = c.req.valid("json");
    if (!(OPEN_TRANSFER_STATUSES as readonly string[]).includes(view.status)) throw conflict(r.transferWrongStatus);
    const now = new Date().toISOString();
    const mails = await decisionMails(db, "declined", view, siteOrigin(c.env, c.req.url), reason);
    const [declined, , ...queued] = await db.batch([
      db
        .update(transfers)
        .set({ status: "declined", declineReason: reason, decidedAt: now, decidedBy: c.var.person.id })
        .where(and(eq(transfers.id, view.id), inArray(transfers.status, OPEN_TRANSFER_STATUSES)))
        .returning({ id: transfers.id }),
      db.insert(auditLog).select(
        selectWhen(
          auditLog,
          auditValues(c.var.actor, { action: "transfer.decline", targetType: "transfer", targetId: view.id, summary: `Declined the transfer of ${view.firstName} ${view.lastName} (${view.code}) to ${view.toClubName}`, reason }),
          sql`changes() = 1`,
        ),
      ),
      ...queueMailsAfterChange(db, () => mails),
    ]);
    if (declined.length === 0) throw conflict(r.transferWrongStatus);
    c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds(queued)));
    return c.json((await transferView(db, view.id))!, 200);
  });
