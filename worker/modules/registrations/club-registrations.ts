/**
 * /api/clubs/registrations (issue 24): the acting club's registrations, for its secretary: the
 * list (with the players' personal details, for the secretary and team managers), approve and
 * decline; health cards (./health-cards.ts) and re-registering last season's players
 * (./re-registration.ts) are mounted here, behind the one door guard.
 *
 * Reading is `registrationsRead` (club admin, secretary, team managers); deciding is
 * `registrations` (club admin, secretary). Another club's registration is 404, as one that does
 * not exist; a registration no longer waiting for the club is 409. Each decision is mailed to the
 * applicant and recorded in the audit log, in the batch that makes it.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { apiMessages } from "../../../schema/messages";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { reasonSchema } from "../../../schema/registration-requests";
import { registrations } from "../../../schema/tables/registrations";
import { getDb } from "../../platform/db";
import type { AppEnv } from "../../platform/env";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { deliverSoon } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";
import { clubHealthCards } from "./health-cards";
import { reRegistration } from "./re-registration";
import { filtersWhere, idParam, registrationFilters } from "./registration-filters";
import { assertCanTake, decide, registrationIn } from "./registration-decisions";
import { registrationViews } from "./registration-views";

const clubQuery = v.object({ ...registrationFilters, teamId: idParam(apiMessages.invalidTeamId) });

const registrationId = (raw: string) => parseId(raw, r.registrationNotFound);

export const clubRegistrations = new Hono<AppEnv>()
  .use(requireClub)
  /** The acting club's registrations, newest first, with the players' dates of birth and health cards. */
  .get("/", clubMay("registrationsRead"), validate("query", clubQuery), async (c) => {
    const { teamId, ...filters } = c.req.valid("query");
    const where = and(eq(registrations.clubId, c.var.club.id), ...filtersWhere(filters), teamId ? eq(registrations.teamId, teamId) : undefined);
    return c.json(await registrationViews(getDb(c.env), where, { personal: true }), 200);
  })
  /** The club approves: the registration waits for the federation's registrar. */
  .post("/:id/approve", clubMay("registrations"), async (c) => {
    const db = getDb(c.env);
    const registration = await registrationIn(db, registrationId(c.req.param("id")), eq(registrations.clubId, c.var.club.id));
    assertCanTake(registration, "clubApprove");
    const now = new Date().toISOString();
    const { view, mails } = await decide(db, {
      registration,
      step: "clubApprove",
      set: { clubDecidedAt: now, clubDecidedBy: c.var.person.id },
      actor: c.var.actor,
      event: { step: "club-approved" },
      origin: siteOrigin(c.env, c.req.url),
      now,
    });
    c.executionCtx.waitUntil(deliverSoon(c.env, mails));
    return c.json(view, 200);
  })
  /** The club declines, with a reason the applicant is mailed. */
  .post("/:id/decline", clubMay("registrations"), validate("json", reasonSchema), async (c) => {
    const db = getDb(c.env);
    const registration = await registrationIn(db, registrationId(c.req.param("id")), eq(registrations.clubId, c.var.club.id));
    assertCanTake(registration, "clubDecline");
    const { reason } = c.req.valid("json");
    const now = new Date().toISOString();
    const { view, mails } = await decide(db, {
      registration,
      step: "clubDecline",
      set: { clubDecidedAt: now, clubDecidedBy: c.var.person.id, declineReason: reason, declinedBy: "club" },
      actor: c.var.actor,
      event: { step: "declined", by: "club", reason },
      origin: siteOrigin(c.env, c.req.url),
      now,
    });
    c.executionCtx.waitUntil(deliverSoon(c.env, mails));
    return c.json(view, 200);
  })
  .route("/", clubHealthCards)
  .route("/", reRegistration);
