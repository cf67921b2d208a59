/**
 * The signed-in person's own account (issue 23, point 6): /api/me, by either cookie (a federation
 * person's own, even while impersonating). Their live sessions, of both kinds, which they can end
 * one by one or all but this browser's own. (The second step's enrolment is /api/me/second-step,
 * its own router.)
 */
import { Hono } from "hono";
import { peopleMessages as p } from "../../../schema/people-messages";
import type { AppEnv } from "../../platform/env";
import { notFound } from "../../platform/errors/api-error";
import { requirePerson, type WithPerson } from "../../platform/sessions/auth-guards";
import { endOtherSessions, endSessionById, listSessions, sessionPublicId } from "../../platform/sessions/sessions";
import type { Context } from "hono";

/** The public ids of this browser's own sessions (the cookies it sent). */
const ownPublicIds = (c: Context<WithPerson>) => Promise.all(c.var.personSessionIds.map(sessionPublicId));

export const me = new Hono<AppEnv>()
  .get("/", requirePerson, (c) => {
    const { id, firstName, lastName, email } = c.var.person;
    return c.json({ id, firstName, lastName, email, roles: c.var.roles.map(({ role, clubId }) => ({ role, clubId })) }, 200);
  })
  .get("/sessions", requirePerson, async (c) => c.json(await listSessions(c, c.var.person.id, await ownPublicIds(c)), 200))
  /** Signs out everywhere else: every session of the person but this browser's own. */
  .delete("/sessions", requirePerson, async (c) => {
    await endOtherSessions(c, c.var.person.id, await ownPublicIds(c));
    return c.body(null, 204);
  })
  /** 404 for an id that is not one of the person's live sessions, so no one learns of another's. */
  .delete("/sessions/:id", requirePerson, async (c) => {
    if (!(await endSessionById(c, c.var.person.id, c.req.param("id")))) throw notFound(p.sessionNotFound);
    return c.body(null, 204);
  });
