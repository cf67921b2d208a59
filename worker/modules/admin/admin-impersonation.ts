import { eq, inArray } from "drizzle-orm";
import { clubRolesIn, clubsActedFor, federationRolesOf } from "../../../domain/people/roles";
import { Hono } from "hono";
import { backOfficeMessages as b } from "../../../schema/back-office-messages";
import { impersonationSchema } from "../../../schema/back-office-requests";
import { apiMessages } from "../../../schema/messages";
import { peopleMessages as p } from "../../../schema/people-messages";
import { impersonationAnswer } from "../../../schema/responses";
import { clubs, persons, type Club, type Person } from "../../../schema/tables";
import { impersonations } from "../../../schema/tables/back-office";
import type { AppEnv } from "../../platform/env";
import { asAnswer } from "../../platform/answers";
import { audit } from "../../platform/audit/audit";
import { getDb, type Db } from "../../platform/db";
import { conflict, forbidden, notFound } from "../../platform/errors/api-error";
import { currentImpersonation, endImpersonations, endingWrites, impersonationSessionKey } from "../../platform/sessions/impersonation";
import { validate } from "../../platform/http/validate";
import { firstAdminOf, fullName, rolesOf } from "../../platform/sessions/people";

/**
 * Whom support acts as, and for which club (issue 23, point 7): the person named, for the club
 * named or else their first active club; with a club alone, that club's first club admin (issue
 * 12's contract). Never a federation person (403), never for the federation's own row (403) or an
 * inactive club (409), and only for a club where the person holds a role (409).
 */
async function impersonationTarget(db: Db, whom: { personId?: number; clubId?: number }): Promise<{ person: Person; club: Club }> {
  const named = whom.clubId === undefined ? undefined : await db.query.clubs.findFirst({ where: eq(clubs.id, whom.clubId) });
  if (whom.clubId !== undefined && !named) throw notFound(apiMessages.clubNotFound);
  if (named?.isAdmin) throw forbidden(b.cannotImpersonateAdmin);
  const person = whom.personId !== undefined ? await db.query.persons.findFirst({ where: eq(persons.id, whom.personId) }) : await firstAdminOf(db, named!);
  if (!person) throw whom.personId !== undefined ? notFound(p.personNotFound) : conflict(p.personHasNoRoleInClub);
  const roles = await rolesOf(db, person.id);
  if (federationRolesOf(roles).length > 0) throw forbidden(p.cannotImpersonateFederationPerson);
  const club = named ?? (await firstActiveClub(db, clubsActedFor(roles)));
  if (!club) throw conflict(p.personHasNoRoleInClub);
  if (!club.isActive) throw conflict(b.clubInactive);
  if (club.isAdmin || clubRolesIn(roles, club.id).length === 0) throw conflict(p.personHasNoRoleInClub);
  return { person, club };
}

/** The first of these clubs that is active and a member club (the order the roles were given). */
async function firstActiveClub(db: Db, ids: number[]) {
  if (ids.length === 0) return undefined;
  const rows = await db.select().from(clubs).where(inArray(clubs.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)).find((row) => row && row.isActive && !row.isAdmin);
}

/** The club acted as, why and until when (not the admin's own session key). */
const view = (row: typeof impersonations.$inferSelect) => asAnswer(impersonationAnswer, row);

/**
 * Acting as a person of a club for support: /api/admin/impersonation (behind the admin guard of
 * /api/admin, which keeps the admin's own account while it impersonates). Start needs a typed
 * reason and lasts at most 30 minutes; never another federation person. Stop (and signing out)
 * ends it at once.
 */
export const adminImpersonation = new Hono<AppEnv>()
  .get("/", async (c) => {
    const current = await currentImpersonation(getDb(c.env), c.var.club!.id, c.var.clubSessionId!);
    return c.json(current ? view(current) : null, 200);
  })
  .post("/", validate("json", impersonationSchema), async (c) => {
    const { reason, minutes, ...whom } = c.req.valid("json");
    const admin = c.var.club!;
    const db = getDb(c.env);
    const { person, club } = await impersonationTarget(db, whom);
    const personName = fullName(person);
    const sessionId = c.var.clubSessionId!;
    const startedAt = new Date();
    const values = {
      adminClubId: admin.id,
      adminName: admin.name,
      // Issue 23: the federation person who acts, so the ending's record names them too.
      adminPersonId: c.var.actor!.personId ?? null,
      personId: person.id,
      clubId: club.id,
      clubName: club.name,
      reason,
      sessionKey: await impersonationSessionKey(sessionId),
      startedAt: startedAt.toISOString(),
      expiresAt: new Date(startedAt.getTime() + minutes * 60_000).toISOString(),
    };
    // One at a time: a new start ends the previous one, in the same batch.
    const { writes: endPrevious } = await endingWrites(db, sessionId);
    const start = db.insert(impersonations).values(values).returning();
    const [first, ...rest] = [
      ...endPrevious,
      start,
      audit(db, c.var.actor!, {
        action: "impersonation.start",
        targetType: "club",
        targetId: club.id,
        summary: `Acting as ${personName} for ${club.name} for ${minutes} minutes`,
        after: { personId: person.id, personName, clubId: club.id, clubName: club.name, expiresAt: values.expiresAt },
        impersonatedClubId: club.id,
        reason,
      }),
    ];
    const written: unknown[] = await db.batch([first!, ...rest]);
    const [row] = written[endPrevious.length] as Awaited<typeof start>;
    return c.json(view(row!), 201);
  })
  .post("/stop", async (c) => {
    const ended = await endImpersonations(getDb(c.env), c.var.clubSessionId!);
    return c.json({ stopped: ended.length, message: ended.length ? b.done : b.notImpersonating }, 200);
  });
