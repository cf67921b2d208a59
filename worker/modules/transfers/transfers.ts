/**
 * /api/transfers (issue 24, point 5): a player, or a parent for a child, asks to move a licence to
 * another club; their transfers, and withdrawing one; the history of a person's clubs.
 *
 * The request needs a licence in that code for the current season, held with another club than
 * the one asked for; one transfer at a time (the partial unique index `transfers_one_open`, so two
 * requests at once cannot both pass). The current club has 7 days to object (club-transfers.ts);
 * after them the release is automatic (release-due.ts), and the registrar decides (admin-transfers.ts).
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { federationCan } from "../../../domain/people/roles";
import { OBJECTION_DAYS, OPEN_TRANSFER_STATUSES } from "../../../domain/registrations/statuses";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { transferSchema } from "../../../schema/registration-requests";
import { currentSeason } from "../../../schema/season";
import { clubs } from "../../../schema/tables";
import { guardians, registrations, transfers as transferRows } from "../../../schema/tables/registrations";
import { getDb, isUniqueViolation, type Db } from "../../platform/db";
import type { AppEnv } from "../../platform/env";
import { ApiError, badRequest, conflict, forbidden, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds, queueMail } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import { requirePerson } from "../../platform/sessions/auth-guards";
import { clubHistory } from "./club-history";
import { clubStaffRecipients, playerRecipients, transferMails } from "./transfer-mail";
import { transferView, transferViews } from "./transfer-views";

const DAY_MS = 24 * 60 * 60 * 1000;

/** SQL: the persons this one acts for: themselves and their children. */
const ownOrChildren = (personId: number) =>
  or(eq(transferRows.personId, personId), inArray(transferRows.personId, sql`(select ${guardians.childId} from ${guardians} where ${guardians.parentId} = ${personId})`));

const isParentOf = async (db: Db, parentId: number, childId: number) =>
  !!(await db.select({ id: guardians.id }).from(guardians).where(and(eq(guardians.parentId, parentId), eq(guardians.childId, childId))).get());

const historyQuery = v.object({ personId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, r.personRequired), v.transform(Number), v.minValue(1, r.personRequired))) });

export const transfers = new Hono<AppEnv>()
  .use(requirePerson)
  /** The signed-in person's transfers and their children's, newest first. */
  .get("/", async (c) => c.json(await transferViews(getDb(c.env), ownOrChildren(c.var.person.id)), 200))
  /** The clubs a person played for: themselves, a parent for a child, or the registrar for anyone. */
  .get("/history", validate("query", historyQuery), async (c) => {
    const db = getDb(c.env);
    const me = c.var.person.id;
    const personId = c.req.valid("query").personId ?? me;
    const allowed = personId === me || federationCan(c.var.roles, "registrations") || (await isParentOf(db, me, personId));
    if (!allowed) throw forbidden(r.historyNotYours);
    return c.json(await clubHistory(db, personId), 200);
  })
  .post("/", validate("json", transferSchema), async (c) => {
    const db = getDb(c.env);
    const { toClubId, code, personId: asked } = c.req.valid("json");
    const me = c.var.person.id;
    const personId = asked ?? me;
    if (personId !== me && !(await isParentOf(db, me, personId))) throw forbidden(r.transferNotYourPerson);

    const season = currentSeason();
    const [toClub, licence] = await Promise.all([
      db.query.clubs.findFirst({ where: and(eq(clubs.id, toClubId), eq(clubs.isActive, true), eq(clubs.status, "approved"), eq(clubs.isAdmin, false)) }),
      db.query.registrations.findFirst({ where: and(eq(registrations.personId, personId), eq(registrations.season, season), eq(registrations.code, code), eq(registrations.status, "licensed")) }),
    ]);
    if (!toClub) throw badRequest(r.transferClubUnknown, { toClubId: r.transferClubUnknown });
    if (!licence) throw new ApiError(409, "transfer_no_licence", r.transferNoLicence, { code: r.transferNoLicence });
    if (licence.clubId === toClubId) throw badRequest(r.transferToOwnClub, { toClubId: r.transferToOwnClub });

    const now = new Date();
    const objectionDeadline = new Date(now.getTime() + OBJECTION_DAYS * DAY_MS).toISOString();
    const [person, fromClub, player, staff] = await Promise.all([
      db.query.persons.findFirst({ where: (p, { eq: is }) => is(p.id, personId) }),
      db.query.clubs.findFirst({ where: eq(clubs.id, licence.clubId) }),
      playerRecipients(db, personId),
      clubStaffRecipients(db, licence.clubId),
    ]);
    const facts = {
      playerName: `${person!.firstName} ${person!.lastName}`.trim(),
      code,
      season,
      from: fromClub ? { name: fromClub.name, nameEl: fromClub.nameEl } : null,
      to: { name: toClub.name, nameEl: toClub.nameEl },
      objectionDeadline,
      origin: siteOrigin(c.env, c.req.url),
    };
    const mails = [...transferMails("requested-club", staff, facts), ...transferMails("requested-player", player, facts)];
    try {
      const [[created], ...queued] = await db.batch([
        db
          .insert(transferRows)
          .values({ personId, registrationId: licence.id, code, season, fromClubId: licence.clubId, toClubId, status: "open", requestedBy: me, objectionDeadline, createdAt: now.toISOString() })
          .returning({ id: transferRows.id }),
        ...mails.map((mail) => queueMail(db, mail)),
      ]);
      c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds(queued)));
      return c.json((await transferView(db, created!.id))!, 201);
    } catch (error) {
      if (isUniqueViolation(error, "transfers")) throw new ApiError(409, "transfer_already_open", r.transferAlreadyOpen);
      throw error;
    }
  })
  /** The player (or parent) takes back a transfer that is not decided yet. */
  .post("/:id/withdraw", async (c) => {
    const db = getDb(c.env);
    const id = parseId(c.req.param("id"), r.transferNotFound);
    const mine = and(eq(transferRows.id, id), ownOrChildren(c.var.person.id));
    const [withdrawn] = await db
      .update(transferRows)
      .set({ status: "withdrawn" })
      .where(and(mine, inArray(transferRows.status, OPEN_TRANSFER_STATUSES)))
      .returning({ id: transferRows.id });
    if (!withdrawn) {
      const exists = await db.select({ id: transferRows.id }).from(transferRows).where(mine).get();
      if (!exists) throw notFound(r.transferNotFound);
      throw conflict(r.transferWrongStatus);
    }
    return c.json((await transferView(db, id))!, 200);
  });
