/**
 * The federation's people (issue 23): /api/admin/staff, behind the admin door (worker/modules/admin/admin.ts),
 * for super admins only. Federation roles are granted by invitation, as club roles are, and
 * accepted through the same /invitations/{token} link. The federation always keeps one super
 * admin: removing or demoting the last one answers 409.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { FEDERATION_ROLES, type FederationRole } from "../../../domain/people/roles";
import { peopleMessages as p } from "../../../schema/people-messages";
import { staffInvitationSchema, staffRoleSchema } from "../../../schema/people-requests";
import { persons } from "../../../schema/tables";
import { auditLog } from "../../../schema/tables/back-office";
import { personRoles } from "../../../schema/tables/people";
import { auditValues } from "../../platform/audit/audit";
import { getDb, type Db } from "../../platform/db";
import { conflict, notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { validate } from "../../platform/http/validate";
import { selectWhen } from "../../platform/select-after-change";
import { federationMay, type WithClub } from "../../platform/sessions/auth-guards";
import { openInvitations, revokeInvitation, sendInvitation } from "./invitations";

export type StaffMember = { personId: number; name: string; email: string; role: FederationRole; since: string };

/** The federation's people: one row per federation role held, oldest first. */
export async function staffOf(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ personId: persons.id, firstName: persons.firstName, lastName: persons.lastName, email: persons.email, role: personRoles.role, since: personRoles.createdAt })
    .from(personRoles)
    .innerJoin(persons, eq(persons.id, personRoles.personId))
    .where(inArray(personRoles.role, FEDERATION_ROLES))
    .orderBy(asc(personRoles.createdAt), asc(personRoles.id));
  return rows.map(({ firstName, lastName, role, ...row }) => ({ ...row, name: `${firstName} ${lastName}`.trim(), role: role as FederationRole }));
}

const personIdOf = (raw: string) => parseId(raw, p.memberNotFound);
const federationRolesHeld = async (db: Db, personId: number) =>
  (await db.select({ role: personRoles.role }).from(personRoles).where(and(eq(personRoles.personId, personId), inArray(personRoles.role, FEDERATION_ROLES)))).map((row) => row.role);
const anotherSuperAdmin = (personId: number) => sql`exists (select 1 from ${personRoles} other where other.role = 'super-admin' and other.person_id <> ${personId})`;
const mine = (personId: number) => and(eq(personRoles.personId, personId), inArray(personRoles.role, FEDERATION_ROLES));

export const adminStaff = new Hono<WithClub>()
  .use(federationMay("staff"))
  .get("/", async (c) => c.json(await staffOf(getDb(c.env)), 200))
  .get("/invitations", async (c) => c.json(await openInvitations(getDb(c.env), null), 200))
  .post("/invitations", validate("json", staffInvitationSchema), async (c) => {
    const { email, role } = c.req.valid("json");
    return c.json(await sendInvitation(c, { email, role, club: null, team: null }), 201);
  })
  .delete("/invitations/:id", async (c) => {
    const id = parseId(c.req.param("id"), p.invitationNotFound);
    if (!(await revokeInvitation(getDb(c.env), c.var.actor, id, null))) throw notFound(p.invitationNotFound);
    return c.body(null, 204);
  })
  /** The person's federation role becomes this one (their other federation roles end). */
  .patch("/:personId", validate("json", staffRoleSchema), async (c) => {
    const personId = personIdOf(c.req.param("personId"));
    const { role } = c.req.valid("json");
    const db = getDb(c.env);
    const held = await federationRolesHeld(db, personId);
    if (held.length === 0) throw notFound(p.memberNotFound);
    const demotes = held.includes("super-admin") && role !== "super-admin";
    const keepsOne = demotes ? anotherSuperAdmin(personId) : sql`1`;
    const alreadyHeld = sql`exists (select 1 from ${personRoles} same where same.person_id = ${personId} and same.role = ${role})`;
    const [ended] = await db.batch([
      db.delete(personRoles).where(and(mine(personId), ne(personRoles.role, role), keepsOne)).returning({ id: personRoles.id }),
      db.insert(personRoles).select(selectWhen(personRoles, { personId, role, clubId: null, teamId: null }, sql`${keepsOne} and not ${alreadyHeld}`)),
      db.insert(auditLog).select(selectWhen(auditLog, auditValues(c.var.actor, { action: "staff.role", targetType: "person", targetId: personId, summary: `Federation role changed to ${role}`, before: { roles: held }, after: { role } }), keepsOne)),
    ]);
    if (demotes && ended.length === 0) throw conflict(p.lastSuperAdmin);
    return c.json({ message: p.roleChanged, staff: (await staffOf(db)).filter((row) => row.personId === personId) }, 200);
  })
  /** Ends every federation role the person holds. */
  .delete("/:personId", async (c) => {
    const personId = personIdOf(c.req.param("personId"));
    const db = getDb(c.env);
    const held = await federationRolesHeld(db, personId);
    if (held.length === 0) throw notFound(p.memberNotFound);
    const keepsOne = held.includes("super-admin") ? anotherSuperAdmin(personId) : sql`1`;
    const [removed] = await db.batch([
      db.delete(personRoles).where(and(mine(personId), keepsOne)).returning({ id: personRoles.id }),
      db.insert(auditLog).select(selectWhen(auditLog, auditValues(c.var.actor, { action: "staff.remove", targetType: "person", targetId: personId, summary: "Federation roles removed", before: { roles: held } }), sql`changes() > 0`)),
    ]);
    if (removed.length === 0) throw conflict(p.lastSuperAdmin);
    return c.body(null, 204);
  });
