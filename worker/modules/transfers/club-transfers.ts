/**
 * /api/clubs/transfers (issue 24, point 5): the transfers into and out of the club a person acts
 * for (its secretary, team managers and club admin read them), and the current club's objection,
 * with a reason, within its 7 days (its secretary or club admin). The objection is one conditional
 * update, so one that comes after the deadline, or after the automatic release, changes nothing.
 */
import { and, eq, gt, inArray, or } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { TRANSFER_STATUSES } from "../../../domain/registrations/statuses";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { reasonSchema } from "../../../schema/registration-requests";
import { transfers } from "../../../schema/tables/registrations";
import { getDb } from "../../platform/db";
import type { AppEnv } from "../../platform/env";
import { ApiError, conflict, forbidden, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds, queueMailsAfterChange } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";
import { clubStaffRecipients, playerRecipients, transferMails } from "./transfer-mail";
import { factsOf } from "./transfer-facts";
import { transferView, transferViews } from "./transfer-views";

const listQuery = v.object({ status: v.optional(v.picklist(TRANSFER_STATUSES, r.transferStatusInvalid)) });

export const clubTransfers = new Hono<AppEnv>()
  .use(requireClub)
  /** Into and out of the acting club, newest first; `?status=` one state only. */
  .get("/", clubMay("registrationsRead"), validate("query", listQuery), async (c) => {
    const clubId = c.var.club.id;
    const { status } = c.req.valid("query");
    const ours = or(eq(transfers.fromClubId, clubId), eq(transfers.toClubId, clubId));
    return c.json(await transferViews(getDb(c.env), status ? and(ours, eq(transfers.status, status)) : ours), 200);
  })
  /** The current club objects, with a reason, while the transfer is open and its 7 days last. */
  .post("/:id/object", clubMay("registrations"), validate("json", reasonSchema), async (c) => {
    const db = getDb(c.env);
    const id = parseId(c.req.param("id"), r.transferNotFound);
    const clubId = c.var.club.id;
    const { reason } = c.req.valid("json");
    const view = await transferView(db, id);
    if (!view || (view.fromClubId !== clubId && view.toClubId !== clubId)) throw notFound(r.transferNotFound);
    if (view.fromClubId !== clubId) throw forbidden(r.transferOnlyCurrentClub);
    const now = new Date().toISOString();
    if (view.status !== "open") throw conflict(r.transferWrongStatus);
    if (view.objectionDeadline <= now) throw new ApiError(409, "objection_window_closed", r.objectionWindowClosed);

    const [player, newClub] = await Promise.all([playerRecipients(db, view.personId), clubStaffRecipients(db, view.toClubId)]);
    const facts = factsOf(view, siteOrigin(c.env, c.req.url), reason);
    const [objected, ...queued] = await db.batch([
      db
        .update(transfers)
        .set({ status: "objected", objectionReason: reason, objectedAt: now, objectedBy: c.var.person.id })
        .where(and(eq(transfers.id, id), eq(transfers.fromClubId, clubId), inArray(transfers.status, ["open"]), gt(transfers.objectionDeadline, now)))
        .returning({ id: transfers.id }),
      ...queueMailsAfterChange(db, () => [...transferMails("objected", player, facts), ...transferMails("objected", newClub, facts)]),
    ]);
    // Released or objected meanwhile (the cron, or a second click): the same refusal as above.
    if (objected.length === 0) throw conflict(r.transferWrongStatus);
    c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds(queued)));
    return c.json((await transferView(db, id))!, 200);
  });
