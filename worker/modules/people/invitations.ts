/**
 * Invitations to a role (issue 23): a club admin invites to a club role (members.ts), a super
 * admin to a federation role (staff.ts); both are accepted through the one link the mail carries,
 * /invitations/{token}, whose calls are here (/api/invitations/{token}).
 *
 * The link works once and for 7 days; only its SHA-256 is stored. A new invitation to the same
 * address and role replaces an open one. Accepting spends the link and gives the role in one D1
 * batch, so a second accept (or two at once) changes nothing.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { Role } from "../../../domain/people/roles";
import { messages as m } from "../../../schema/messages";
import { peopleMessages as p } from "../../../schema/people-messages";
import { acceptInvitationSchema } from "../../../schema/people-requests";
import { auditLog } from "../../../schema/tables/back-office";
import { clubs, persons } from "../../../schema/tables";
import { invitations as invitationRows, personRoles, type Invitation } from "../../../schema/tables/people";
import { teams } from "../../../schema/tables/competitions";
import type { Actor } from "../../platform/audit/audit";
import { audit, auditValues } from "../../platform/audit/audit";
import { getDb, isUniqueViolation, type Db } from "../../platform/db";
import { selectAfterChange } from "../../platform/select-after-change";
import type { AppEnv } from "../../platform/env";
import { ApiError, badRequest, conflict } from "../../platform/errors/api-error";
import { requestLanguage } from "../../platform/http/language";
import { emptyBodyAsEmptyObject, validate } from "../../platform/http/validate";
import { deliverSoon, queuedIds, queueMail } from "../../platform/mail/outbox";
import { siteOrigin } from "../../platform/mail/site-links";
import { hashPassword } from "../../platform/sessions/password";
import { federationClub, fullName, rolesOf } from "../../platform/sessions/people";
import type { WithClub } from "../../platform/sessions/auth-guards";
import { loadClub, loadPerson } from "../../platform/sessions/session";
import { updateSession } from "../../platform/sessions/sessions";
import { looksLikeToken, randomToken, sha256Hex } from "../../platform/sessions/tokens";
import { clubSessionView, completeClubSignIn, signInClub } from "../accounts/club-sign-in";
import { INVITATION_DAYS, invitationLink, invitationMail } from "./invitation-mail";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A signed-in person accepts with no body at all. (This router's own instance: a handler shared with another router would count as that router's route.) */
const emptyBody = createMiddleware((c, next) => emptyBodyAsEmptyObject(c, next));

// ---- sending ---------------------------------------------------------------------------------

export type NewInvitation = {
  email: string;
  role: Role;
  /** The club invited to; null for a federation role. */
  club: { id: number; name: string; nameEl?: string | null } | null;
  team: { id: number; nameEn: string; nameEl: string | null } | null;
};

/** Open: not accepted, not revoked, not expired. */
const isOpen = () => and(isNull(invitationRows.acceptedAt), isNull(invitationRows.revokedAt), gt(invitationRows.expiresAt, new Date().toISOString()));
const samePlace = (clubId: number | null) => (clubId === null ? isNull(invitationRows.clubId) : eq(invitationRows.clubId, clubId));

/** Whether the address already holds the role there (a club's, or the federation's for a federation role). */
export async function alreadyHolds(db: Db, email: string, role: Role, clubId: number | null) {
  const row = await db
    .select({ id: personRoles.id })
    .from(personRoles)
    .innerJoin(persons, eq(persons.id, personRoles.personId))
    .where(and(eq(persons.email, email), eq(personRoles.role, role), clubId === null ? isNull(personRoles.clubId) : eq(personRoles.clubId, clubId)))
    .get();
  return !!row;
}

/**
 * Writes the invitation, replacing an open one to the same address and role there, with its mail
 * (in the inviter's language) and its audit record, in one batch. 409 when the address already
 * holds the role there.
 */
export async function sendInvitation(c: Context<WithClub>, invitation: NewInvitation) {
  const db = getDb(c.env);
  const { email, role, club, team } = invitation;
  const clubId = club?.id ?? null;
  if (await alreadyHolds(db, email, role, clubId)) throw conflict(p.alreadyHasRole, { email: p.alreadyHasRole });

  const token = randomToken(32);
  const language = requestLanguage(c);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();
  const mail = invitationMail({
    to: email,
    club: club && { name: club.name, nameEl: club.nameEl },
    team: team && { name: team.nameEn, nameEl: team.nameEl },
    role,
    inviterName: fullName(c.var.person),
    language,
    link: invitationLink(siteOrigin(c.env, c.req.url), token),
  });
  const [, [created], queued] = await db.batch([
    db
      .update(invitationRows)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(invitationRows.email, email), eq(invitationRows.role, role), samePlace(clubId), isOpen())),
    db
      .insert(invitationRows)
      .values({ tokenHash: await sha256Hex(token), email, role, clubId, teamId: team?.id ?? null, invitedBy: c.var.person.id, language, expiresAt })
      .returning({ id: invitationRows.id, expiresAt: invitationRows.expiresAt }),
    queueMail(db, mail),
    audit(db, c.var.actor, { action: "invitation.send", targetType: "invitation", summary: `Invited ${email} as ${role}`, after: { email, role, clubId, teamId: team?.id ?? null } }),
  ]);
  c.executionCtx.waitUntil(deliverSoon(c.env, queuedIds([queued])));
  return created!;
}

/** The club's own team (active or not), or a 400: an invitation names only the club's teams. */
export async function ownTeamOr400(db: Db, clubId: number, teamId: number | null | undefined) {
  if (teamId === null || teamId === undefined) return null;
  const team = await db.select({ id: teams.id, nameEn: teams.nameEn, nameEl: teams.nameEl }).from(teams).where(and(eq(teams.id, teamId), eq(teams.clubId, clubId))).get();
  if (!team) throw badRequest(p.teamInvalid, { teamId: p.teamInvalid });
  return team;
}

/** A club's (or the federation's) open invitations, newest first. */
export async function openInvitations(db: Db, clubId: number | null) {
  return db
    .select({ id: invitationRows.id, email: invitationRows.email, role: invitationRows.role, teamId: invitationRows.teamId, expiresAt: invitationRows.expiresAt, createdAt: invitationRows.createdAt })
    .from(invitationRows)
    .where(and(samePlace(clubId), isOpen()))
    .orderBy(sql`${invitationRows.createdAt} desc`, sql`${invitationRows.id} desc`);
}

/** Revokes an open invitation of the club (or of the federation); false when there is none with that id. */
export async function revokeInvitation(db: Db, actor: Actor, id: number, clubId: number | null) {
  const [revoked] = await db
    .update(invitationRows)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(invitationRows.id, id), samePlace(clubId), isOpen()))
    .returning({ id: invitationRows.id, email: invitationRows.email, role: invitationRows.role });
  if (!revoked) return false;
  await audit(db, actor, { action: "invitation.revoke", targetType: "invitation", targetId: id, summary: `Revoked the invitation of ${revoked.email} as ${revoked.role}` });
  return true;
}

// ---- the link --------------------------------------------------------------------------------

/** Unknown: 404; expired or revoked: 410; used: 410 with its own words. Nothing changes. */
const linkUnknown = () => new ApiError(404, "invitation_invalid", p.invitationInvalid);
const linkExpired = () => new ApiError(410, "invitation_invalid", p.invitationInvalid);
const linkUsed = () => new ApiError(410, "invitation_used", p.invitationUsed);

/** The invitation the token stands for, when it can still be accepted; otherwise the error to answer. */
async function liveInvitation(db: Db, token: string): Promise<Invitation> {
  if (!looksLikeToken(token)) throw linkUnknown();
  const row = await db.query.invitations.findFirst({ where: eq(invitationRows.tokenHash, await sha256Hex(token)) });
  if (!row) throw linkUnknown();
  if (row.acceptedAt) throw linkUsed();
  if (row.revokedAt || row.expiresAt <= new Date().toISOString()) throw linkExpired();
  return row;
}

/** The club an invitation is for (null for the federation's roles). */
const clubOf = (db: Db, invitation: Invitation) => (invitation.clubId === null ? Promise.resolve(undefined) : db.query.clubs.findFirst({ where: eq(clubs.id, invitation.clubId) }));

const personByEmail = (db: Db, email: string) => db.query.persons.findFirst({ where: eq(persons.email, email) });

/**
 * /api/invitations/{token}: GET says what the link is for; POST …/accept gives the role, to the
 * signed-in person whose address it is, or to a new person who sets their name and password.
 */
export const invitations = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const db = getDb(c.env);
    const invitation = await liveInvitation(db, c.req.param("token"));
    const [club, team, person, signedIn] = await Promise.all([
      clubOf(db, invitation),
      invitation.teamId === null ? undefined : db.query.teams.findFirst({ where: eq(teams.id, invitation.teamId) }),
      personByEmail(db, invitation.email),
      loadPerson(c),
    ]);
    return c.json(
      {
        role: invitation.role,
        email: invitation.email,
        expiresAt: invitation.expiresAt,
        club: club ? { id: club.id, name: club.name, nameEl: club.nameEl } : null,
        team: team ? { id: team.id, nameEn: team.nameEn, nameEl: team.nameEl } : null,
        personExists: !!person,
        signedInEmail: signedIn?.person.email ?? null,
      },
      200,
    );
  })
  .post("/:token/accept", emptyBody, validate("json", acceptInvitationSchema), async (c) => {
    const db = getDb(c.env);
    const invitation = await liveInvitation(db, c.req.param("token"));
    const body = c.req.valid("json");
    const signedIn = await loadPerson(c);
    if (signedIn && signedIn.person.email !== invitation.email) throw new ApiError(403, "invitation_other_person", p.invitationOtherPerson);
    const existing = signedIn?.person ?? (await personByEmail(db, invitation.email));
    if (!signedIn && existing) throw new ApiError(401, "sign_in_first", p.invitationSignInFirst);

    let newPerson: typeof persons.$inferInsert | undefined;
    if (!existing) {
      const fields: Record<string, string> = {};
      if (!body.firstName) fields.firstName = m.firstNameMin;
      if (!body.lastName) fields.lastName = m.lastNameMin;
      if (!body.password) fields.password = m.passwordMin;
      if (Object.keys(fields).length) throw badRequest(p.newPersonDetailsRequired, fields);
      // The link came to this address, so it is verified.
      newPerson = { email: invitation.email, passwordHash: await hashPassword(body.password!), firstName: body.firstName!, lastName: body.lastName!, isVerified: true, language: invitation.language };
    }

    const club = (await clubOf(db, invitation)) ?? (await federationClub(db));
    const personName = existing ? fullName(existing) : `${newPerson!.firstName} ${newPerson!.lastName}`;
    const actor: Actor = { id: club?.id ?? 0, name: club?.name ?? "", personId: existing?.id ?? null, personName, role: invitation.role, clubId: invitation.clubId };
    const acceptedAt = new Date().toISOString();
    const personId = sql<number>`(select ${persons.id} from ${persons} where ${persons.email} = ${invitation.email})`;
    try {
      // Spending the link, its audit record, the new person and the role are one transaction; each
      // write after the first happens only when the one before it wrote (so only for the batch that spent the link).
      const [spent] = await db.batch([
        db
          .update(invitationRows)
          .set({ acceptedAt, acceptedBy: existing?.id ?? null })
          .where(and(eq(invitationRows.id, invitation.id), isNull(invitationRows.acceptedAt), isNull(invitationRows.revokedAt), gt(invitationRows.expiresAt, acceptedAt)))
          .returning({ id: invitationRows.id }),
        db.insert(auditLog).select(selectAfterChange(auditLog, auditValues(actor, { action: "invitation.accept", targetType: "invitation", targetId: invitation.id, summary: `${personName} accepted the invitation as ${invitation.role}`, after: { role: invitation.role, clubId: invitation.clubId, teamId: invitation.teamId } }))),
        ...(newPerson ? [db.insert(persons).select(selectAfterChange(persons, newPerson))] : []),
        db
          .insert(personRoles)
          .select(selectAfterChange(personRoles, { personId, role: invitation.role, clubId: invitation.clubId, teamId: invitation.teamId, createdAt: acceptedAt }))
          .onConflictDoNothing(),
      ]);
      if (spent.length === 0) throw linkUsed();
    } catch (error) {
      if (isUniqueViolation(error, "persons")) throw new ApiError(401, "sign_in_first", p.invitationSignInFirst);
      throw error;
    }

    const person = (await personByEmail(db, invitation.email))!;
    if (newPerson) await db.update(invitationRows).set({ acceptedBy: person.id }).where(eq(invitationRows.id, invitation.id));
    const roles = await rolesOf(db, person.id);
    const actingClubId = club?.id;
    let session: unknown = null;
    if (actingClubId && club.isActive) {
      const clubSession = signedIn ? await loadClub(c) : undefined;
      if (clubSession && (clubSession.admin ?? clubSession).person.id === person.id && !clubSession.impersonation) {
        // Already signed in at the club door: they now act for the club that invited them.
        await updateSession(c, clubSession.session, { actingClubId });
        const view = await clubSessionView(c, { person, roles, club, clubRoles: (await loadClub(c))?.clubRoles ?? [] });
        session = { ...view, impersonation: null };
      } else if (newPerson) {
        // The link proved the address: the new person lands signed in, acting for the club.
        session = await completeClubSignIn(c, person, roles, actingClubId);
      } else {
        // Signed in with the player cookie: the club door, with its second step when their roles need one.
        session = await signInClub(c, person, club);
      }
    }
    return c.json({ message: p.invitationAccepted, session }, 200);
  });
