/**
 * Route guards. Each loads its own session, so a router can use them wherever it is mounted.
 * After a guard, `c.var.club` / `c.var.user` is typed as present. A router puts one on each of
 * its routes, or one at its door (`.use`) when nothing else is mounted at or under its prefix: a
 * request must load the session once (worker/mounting.test.ts fails if one runs two).
 *
 * Issue 23: behind every session is a person. `requireClub` admits a person acting for a club
 * (any club role there), `requireClubCan` one whose roles there allow a capability, and
 * `requireAdmin` / `requireFederation` a person with a federation role (domain/people/roles.ts
 * says which role allows what). Each sets `c.var.actor`, whom the audit log names.
 *
 * 401: no valid session of the required kind (a player cookie on a club endpoint is no session
 * there, and vice versa). 403: signed in, but not allowed.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { clubCan, clubCanForTeams, federationCan, federationRolesOf, needsSecondStep, type ClubCapability, type ClubRole, type FederationCapability, type HeldRole } from "../../../domain/people/roles";
import { accountMessages, apiMessages } from "../../../schema/messages";
import type { Club, Person } from "../../../schema/tables";
import type { Actor } from "../audit/audit";
import { recordClubWrite } from "../audit/audit-writes";
import { getDb } from "../db";
import { isDemoMode, type AppEnv } from "../env";
import { ApiError, forbidden, unauthorized } from "../errors/api-error";
import { CLUB_SESSION, clubCapabilitySession, documented, federationCapabilitySession, PLAYER_SESSION } from "../http/route-docs";
import { auditImpersonatedRequest } from "./impersonation";
import { federationClub, fullName, hasSecondStep } from "./people";
import { loadClub, loadPerson, loadUser, type SignedInClub } from "./session";

export type WithClub = AppEnv & {
  Variables: { club: Club; clubSessionId: string; person: Person; roles: HeldRole[]; clubRoles: ClubRole[]; actor: Actor };
};
type WithUser = AppEnv & { Variables: { user: Person; userSessionId: string } };
export type WithPerson = AppEnv & { Variables: { person: Person; roles: HeldRole[]; personSessionIds: string[] } };

const CLUB_LOGIN_REQUIRED = accountMessages.clubLoginRequired;
const USER_LOGIN_REQUIRED = accountMessages.userLoginRequired;
/** The SPEC's unauthorized-card text. */
const ADMIN_REQUIRED = apiMessages.adminRequired;

/**
 * Runs the request, and while a federation person impersonates someone, writes it to the audit log.
 * Behind a club guard (`clubWrites`), any other successful write is recorded too, naming the
 * person, role and club (issue 23: audit-writes.ts); an impersonated one keeps its one record.
 */
const runAudited = (c: Context, signedIn: SignedInClub, next: () => Promise<void>, clubWrites = false) =>
  signedIn.admin && signedIn.impersonation
    ? auditImpersonatedRequest(c, actorOf(signedIn.admin, signedIn.admin.club), signedIn.club, signedIn.impersonation, next)
    : clubWrites
      ? recordClubWrite(c, next)
      : next();

/** The role a person acts in, for the audit log: their strongest in the club, or their federation role. */
const actingRole = (clubRoles: readonly string[], roles: readonly HeldRole[], club: Club) =>
  (club.isAdmin ? federationRolesOf(roles)[0] : undefined) ?? clubRoles[0] ?? federationRolesOf(roles)[0] ?? null;

/** Whom the audit log names: the account (club) the SPEC's log named, and the person, role and club. */
export const actorOf = (acting: { person: Person; roles: HeldRole[]; clubRoles: readonly string[] }, club: Club): Actor => ({
  id: club.id,
  name: club.name,
  personId: acting.person.id,
  personName: fullName(acting.person),
  role: actingRole(acting.clubRoles, acting.roles, club),
  clubId: club.id,
});

function setClub(c: Context<WithClub>, signedIn: SignedInClub) {
  c.set("club", signedIn.club);
  c.set("clubSessionId", signedIn.sessionId);
  c.set("impersonation", signedIn.impersonation);
  c.set("person", signedIn.person);
  c.set("roles", signedIn.roles);
  c.set("clubRoles", signedIn.clubRoles);
  // While the federation impersonates someone, what the request does is the federation person's
  // doing: a handler's own audit record names them (in their federation role), not the person acted as.
  c.set("actor", signedIn.admin ? actorOf({ ...signedIn.admin, clubRoles: [] }, signedIn.club) : actorOf(signedIn, signedIn.club));
}

async function clubOrRefuse(c: Context<WithClub>) {
  const signedIn = await loadClub(c);
  if (!signedIn) throw unauthorized(CLUB_LOGIN_REQUIRED);
  setClub(c, signedIn);
  return signedIn;
}

// Each guard carries its part of the API document (worker/modules/api-docs/openapi.ts): the cookie it needs and its refusals.

/** A person acting for a club, in any club role there. */
export const requireClub = documented(createMiddleware<WithClub>(async (c, next) => {
  await runAudited(c, await clubOrRefuse(c), next, true);
}), CLUB_SESSION);

/** A person acting for a club whose roles there allow `capability` (403 otherwise). */
export const requireClubCan = (capability: ClubCapability) =>
  documented(createMiddleware<WithClub>(async (c, next) => {
    const signedIn = await clubOrRefuse(c);
    if (!clubCan(signedIn.clubRoles, capability)) throw forbidden(accountMessages.roleForbidden);
    await runAudited(c, signedIn, next, true);
  }), clubCapabilitySession(capability));

/** 403 with its own code: the app sends the person to set up a second step. */
const secondStepMissing = () => new ApiError(403, "second_step_enrolment_required", accountMessages.secondStepEnrolmentRequired);

/**
 * A federation person's own account, even while impersonating (so Stop and the back office keep
 * working), with a federation role that allows `capability` (any federation role when none is
 * named). `c.var.club` is the federation's row, as the SPEC's admin account was. A federation
 * person must have a second step set up before their first federation action (issue 23); only
 * the demo accounts, while the demo is on, are let through without.
 */
export const requireFederation = (capability: FederationCapability = "dashboard") =>
  documented(createMiddleware<WithClub>(async (c, next) => {
    const signedIn = await loadClub(c);
    if (!signedIn) throw unauthorized(CLUB_LOGIN_REQUIRED);
    const own = signedIn.admin ?? signedIn;
    if (federationRolesOf(own.roles).length === 0) throw forbidden(ADMIN_REQUIRED);
    const db = getDb(c.env);
    // Before the capability: whatever a federation person tries first, the answer sends them to set up their second step.
    if (needsSecondStep(own.roles) && !(isDemoMode(c.env) && own.person.isDemo) && !(await hasSecondStep(db, own.person))) throw secondStepMissing();
    if (!federationCan(own.roles, capability)) throw forbidden(accountMessages.roleForbidden);
    const club = own.club.isAdmin ? own.club : ((await federationClub(db)) ?? own.club);
    c.set("club", club);
    c.set("clubSessionId", signedIn.sessionId);
    c.set("person", own.person);
    c.set("roles", own.roles);
    c.set("clubRoles", own.clubRoles);
    c.set("actor", actorOf(own, club));
    await runAudited(c, signedIn, next);
  }), federationCapabilitySession(capability));

/** Any federation role (the SPEC's admin): the back office's door. */
export const requireAdmin = requireFederation();

export const requireUser = documented(createMiddleware<WithUser>(async (c, next) => {
  const signedIn = await loadUser(c);
  if (!signedIn) throw unauthorized(USER_LOGIN_REQUIRED);
  c.set("user", signedIn.user);
  c.set("userSessionId", signedIn.sessionId);
  await next();
}), PLAYER_SESSION);

/** Any signed-in person, by either cookie: their own account's calls (/api/me/*). */
export const requirePerson = documented(createMiddleware<WithPerson>(async (c, next) => {
  const signedIn = await loadPerson(c);
  if (!signedIn) throw unauthorized(USER_LOGIN_REQUIRED);
  c.set("person", signedIn.person);
  c.set("roles", signedIn.roles);
  c.set("personSessionIds", signedIn.sessionIds);
  await next();
}), { security: [{ clubSession: [] }, { playerSession: [] }], responses: CLUB_SESSION.responses });

/**
 * Behind a router's door guard (which loaded the session once): 403 unless the person's roles in
 * the club they act for allow `capability`. Loads nothing.
 */
export const clubMay = (capability: ClubCapability) =>
  documented(createMiddleware<WithClub>(async (c, next) => {
    if (!clubCan(c.var.clubRoles, capability)) throw forbidden(accountMessages.roleForbidden);
    await next();
  }), clubCapabilitySession(capability));

/** Behind requireAdmin / requireFederation: 403 unless the person's federation roles allow `capability`. Loads nothing. */
export const federationMay = (capability: FederationCapability) =>
  documented(createMiddleware<WithClub>(async (c, next) => {
    if (!federationCan(c.var.roles, capability)) throw forbidden(accountMessages.roleForbidden);
    await next();
  }), federationCapabilitySession(capability));

/**
 * Team scope (issue 23), behind clubMay(capability): 403 unless the person's roles in the club
 * they act for allow `capability` for a fixture of these teams. A role named for one team allows
 * that team's fixtures only (domain/people/roles.ts, clubCanForTeams); `fixtureTeams` is read only
 * for a person who holds no club-wide role that allows it.
 */
export async function assertTeamScope(c: Context<WithClub>, capability: ClubCapability, fixtureTeams: () => Promise<readonly (number | null)[]>) {
  const { roles, club } = c.var;
  if (clubCanForTeams(roles, club.id, capability, [], club.isAdmin)) return;
  if (!clubCanForTeams(roles, club.id, capability, await fixtureTeams(), club.isAdmin)) throw forbidden(accountMessages.roleForbidden);
}
