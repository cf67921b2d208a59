/**
 * The club's members (issue 23): /api/clubs/members, for the club admins of the club a person
 * acts for. Members, their roles, invitations and their revocation. A club always keeps one club
 * admin: removing or demoting the last one answers 409. Every query is scoped to the acting club,
 * so another club's member or invitation is simply not found.
 *
 * A removed person's open session loses access on its next request: the guards load the person's
 * roles on every request (worker/platform/sessions/session.ts).
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { CLUB_ROLES, type ClubRole } from "../../../domain/people/roles";
import { peopleMessages as p } from "../../../schema/people-messages";
import { clubInvitationSchema, memberRoleSchema } from "../../../schema/people-requests";
import { personRoles } from "../../../schema/tables/people";
import { auditValues } from "../../platform/audit/audit";
import { selectWhen } from "../../platform/select-after-change";
import { auditLog } from "../../../schema/tables/back-office";
import { getDb, type Db } from "../../platform/db";
import type { AppEnv } from "../../platform/env";
import { conflict, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";
import { openInvitations, ownTeamOr400, revokeInvitation, sendInvitation } from "./invitations";
import { clubMembersOf } from "./members-queries";

const personIdOf = (raw: string) => parseId(raw, p.memberNotFound);
/** Only team managers and scorers are kept to one team. */
const takesTeam = (role: ClubRole) => role === "team-manager" || role === "scorer";

const clubRolesOf = (db: Db, personId: number, clubId: number) =>
  db.select({ role: personRoles.role }).from(personRoles).where(and(eq(personRoles.personId, personId), eq(personRoles.clubId, clubId), inArray(personRoles.role, CLUB_ROLES)));

/** SQL: the club has a club admin other than this person. */
const anotherClubAdmin = (clubId: number, personId: number) =>
  sql`exists (select 1 from ${personRoles} other where other.club_id = ${clubId} and other.role = 'club-admin' and other.person_id <> ${personId})`;

export const clubMembers = new Hono<AppEnv>()
  // One door: a club session, then the members capability (club admins) in the club acted for.
  .use(requireClub, clubMay("members"))
  .get("/", async (c) => c.json(await clubMembersOf(getDb(c.env), c.var.club.id), 200))
  .get("/invitations", async (c) => c.json(await openInvitations(getDb(c.env), c.var.club.id), 200))
  .post("/invitations", validate("json", clubInvitationSchema), async (c) => {
    const { email, role, teamId } = c.req.valid("json");
    const db = getDb(c.env);
    const team = takesTeam(role) ? await ownTeamOr400(db, c.var.club.id, teamId) : null;
    const created = await sendInvitation(c, { email, role, club: c.var.club, team });
    return c.json(created, 201);
  })
  .delete("/invitations/:id", async (c) => {
    const id = parseId(c.req.param("id"), p.invitationNotFound);
    if (!(await revokeInvitation(getDb(c.env), c.var.actor, id, c.var.club.id))) throw notFound(p.invitationNotFound);
    return c.body(null, 204);
  })
  /** The member's role in this club becomes this one (their other club roles here end; the role keeps its date when they held it already). */
  .patch("/:personId", validate("json", memberRoleSchema), async (c) => {
    const personId = personIdOf(c.req.param("personId"));
    const { role, teamId } = c.req.valid("json");
    const clubId = c.var.club.id;
    const db = getDb(c.env);
    const held = (await clubRolesOf(db, personId, clubId)).map((row) => row.role);
    if (held.length === 0) throw notFound(p.memberNotFound);
    const team = takesTeam(role) ? await ownTeamOr400(db, clubId, teamId) : null;
    const demotesAdmin = held.includes("club-admin") && role !== "club-admin";
    const mine = and(eq(personRoles.personId, personId), eq(personRoles.clubId, clubId));
    // The last-admin rule is in each statement, so two admins demoting each other at once cannot both succeed.
    const keepsAnAdmin = demotesAdmin ? anotherClubAdmin(clubId, personId) : sql`1`;
    const alreadyHeld = sql`exists (select 1 from ${personRoles} same where same.person_id = ${personId} and same.club_id = ${clubId} and same.role = ${role})`;
    const [ended] = await db.batch([
      db.delete(personRoles).where(and(mine, inArray(personRoles.role, CLUB_ROLES), ne(personRoles.role, role), keepsAnAdmin)).returning({ id: personRoles.id }),
      db.update(personRoles).set({ teamId: team?.id ?? null }).where(and(mine, eq(personRoles.role, role), keepsAnAdmin)),
      db.insert(personRoles).select(selectWhen(personRoles, { personId, role, clubId, teamId: team?.id ?? null }, sql`${keepsAnAdmin} and not ${alreadyHeld}`)),
      db.insert(auditLog).select(
        selectWhen(auditLog, auditValues(c.var.actor, { action: "member.role", targetType: "person", targetId: personId, summary: `Role changed to ${role}`, before: { roles: held }, after: { role, teamId: team?.id ?? null } }), keepsAnAdmin),
      ),
    ]);
    if (demotesAdmin && ended.length === 0) throw conflict(p.lastClubAdmin);
    const rows = (await clubMembersOf(db, clubId)).filter((row) => row.personId === personId);
    return c.json({ message: p.roleChanged, members: rows }, 200);
  })
  /** Ends every club role the person holds in this club. */
  .delete("/:personId", async (c) => {
    const personId = personIdOf(c.req.param("personId"));
    const clubId = c.var.club.id;
    const db = getDb(c.env);
    const held = (await clubRolesOf(db, personId, clubId)).map((row) => row.role);
    if (held.length === 0) throw notFound(p.memberNotFound);
    const keepsAnAdmin = held.includes("club-admin") ? anotherClubAdmin(clubId, personId) : sql`1`;
    const [removed] = await db.batch([
      db
        .delete(personRoles)
        .where(and(eq(personRoles.personId, personId), eq(personRoles.clubId, clubId), inArray(personRoles.role, CLUB_ROLES), keepsAnAdmin))
        .returning({ id: personRoles.id }),
      db.insert(auditLog).select(selectWhen(auditLog, auditValues(c.var.actor, { action: "member.remove", targetType: "person", targetId: personId, summary: "Member removed", before: { roles: held } }), sql`changes() > 0`)),
    ]);
    if (removed.length === 0) throw conflict(p.lastClubAdmin);
    return c.body(null, 204);
  });
