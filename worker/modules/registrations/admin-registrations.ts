/**
 * /api/admin/registrations (issue 24): the registrar's list of every registration (filtered and
 * paged), approvals (issuing the licence number) and declines; the CSV import of existing licences
 * (./licence-import.ts) is mounted here. Behind the admin door guard and `registrations`.
 *
 * The list stays fast at 10,000 rows and more (issue 24, point 7): its filters are on the
 * registrations' own columns, which the indexes of schema/tables/registrations.ts serve (status,
 * season and code, club), it is ordered by id (newest first) and read a page at a time, and the
 * count and the page are read in one batch. A search (`q`: a part of the name, or of the licence
 * number) narrows the rows through the person's id, never by joining every row first.
 *
 * The approval licenses the registration with its number (licenceNumberFor), enrols the player on
 * the club's roster and makes the club their club, in one batch with its audit record and mails.
 */
import { and, count, eq, like, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { licenceNumberFor } from "../../../domain/registrations/statuses";
import { apiMessages } from "../../../schema/messages";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { reasonSchema } from "../../../schema/registration-requests";
import { persons } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import { getDb } from "../../platform/db";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { deliverSoon } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import type { WithClub } from "../../platform/sessions/auth-guards";
import { filtersWhere, idParam, registrationFilters } from "./registration-filters";
import { licenceImport } from "./licence-import";
import { assertCanTake, decide, registrationIn } from "./registration-decisions";
import { asRegistrationViews, registrationViewQuery } from "./registration-views";
import { enrolOnRoster } from "./roster-entries";

export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const whole = (message: string, max: number) => v.optional(v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(1, message), v.maxValue(max, message)));

const adminQuery = v.object({
  ...registrationFilters,
  clubId: idParam(apiMessages.invalidClubId),
  q: v.optional(v.pipe(v.string(r.registrationSearchTooLong), v.trim(), v.maxLength(100, r.registrationSearchTooLong))),
  page: whole(r.registrationPageInvalid, 1_000_000),
  pageSize: whole(r.registrationPageInvalid, MAX_PAGE_SIZE),
});

/** SQL: a part of the person's name (first, last, or both in either order) or of the licence number; ASCII case ignored. */
function searchWhere(q: string): SQL {
  const part = `%${q.replace(/[%_\\]/g, "")}%`;
  const names = sql`select ${persons.id} from ${persons} where ${persons.firstName} like ${part} or ${persons.lastName} like ${part}
    or (${persons.firstName} || ' ' || ${persons.lastName}) like ${part} or (${persons.lastName} || ' ' || ${persons.firstName}) like ${part}`;
  return or(like(registrations.licenceNumber, part), sql`${registrations.personId} in (${names})`)!;
}

const registrationId = (raw: string) => parseId(raw, r.registrationNotFound);

export const adminRegistrations = new Hono<WithClub>()
  /** Every registration, newest first, filtered; a page at a time with the total. */
  .get("/", validate("query", adminQuery), async (c) => {
    const { clubId, q, page = 1, pageSize = PAGE_SIZE, ...filters } = c.req.valid("query");
    const db = getDb(c.env);
    const where = and(...filtersWhere(filters), clubId ? eq(registrations.clubId, clubId) : undefined, q ? searchWhere(q) : undefined);
    const [rows, [total]] = await db.batch([
      registrationViewQuery(db, where)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(registrations).where(where),
    ]);
    return c.json({ items: asRegistrationViews(rows, { personal: true }), total: total?.n ?? 0, page, pageSize }, 200);
  })
  /** The registrar approves: the licence is issued, the player is on the club's roster and the club is theirs. */
  .post("/:id/approve", async (c) => {
    const db = getDb(c.env);
    const registration = await registrationIn(db, registrationId(c.req.param("id")));
    assertCanTake(registration, "federationApprove");
    const now = new Date().toISOString();
    const licenceNumber = licenceNumberFor(registration.id, registration.season, registration.code);
    const licensed = sql`exists (select 1 from ${registrations} where ${registrations.id} = ${registration.id} and ${registrations.status} = 'licensed')`;
    const { view, mails } = await decide(db, {
      registration,
      step: "federationApprove",
      set: { licenceNumber, licensedAt: now, federationDecidedAt: now, federationDecidedBy: c.var.person.id },
      actor: c.var.actor,
      event: { step: "licensed", licenceNumber },
      origin: siteOrigin(c.env, c.req.url),
      now,
      // The player's club (the SPEC's player clubId) is the club of their newest licence: this one.
      extra: (batch) => [enrolOnRoster(batch, registration.id), batch.update(persons).set({ clubId: registration.clubId }).where(and(eq(persons.id, registration.personId), licensed))],
    });
    c.executionCtx.waitUntil(deliverSoon(c.env, mails));
    return c.json(view, 200);
  })
  /** The registrar declines, with a reason the applicant is mailed. */
  .post("/:id/decline", validate("json", reasonSchema), async (c) => {
    const db = getDb(c.env);
    const registration = await registrationIn(db, registrationId(c.req.param("id")));
    assertCanTake(registration, "federationDecline");
    const { reason } = c.req.valid("json");
    const now = new Date().toISOString();
    const { view, mails } = await decide(db, {
      registration,
      step: "federationDecline",
      set: { federationDecidedAt: now, federationDecidedBy: c.var.person.id, declineReason: reason, declinedBy: "federation" },
      actor: c.var.actor,
      event: { step: "declined", by: "federation", reason },
      origin: siteOrigin(c.env, c.req.url),
      now,
    });
    c.executionCtx.waitUntil(deliverSoon(c.env, mails));
    return c.json(view, 200);
  })
  .route("/", licenceImport);
