/**
 * Signing a person in at the club door, and what GET /api/auth/me answers (issue 23): the SPEC's
 * club object for the club they act for, plus who they are and what they may do there.
 */
import { inArray } from "drizzle-orm";
import type { Context } from "hono";
import { clubsActedFor, clubRolesIn, federationRolesOf, needsSecondStep, type HeldRole } from "../../../domain/people/roles";
import { accountMessages } from "../../../schema/messages";
import { clubs, type Club, type Person } from "../../../schema/tables";
import { getDb, type Db } from "../../platform/db";
import { isDemoMode, type AppEnv } from "../../platform/env";
import { ApiError } from "../../platform/errors/api-error";
import { federationClub, hasSecondStep, rolesOf } from "../../platform/sessions/people";
import { actingFor, type SignedInClub } from "../../platform/sessions/session";
import { startSession } from "../../platform/sessions/sessions";
import { ownClub } from "../clubs/serialize";
import { invalidCredentials, recordSignIn } from "./credentials";
import { secondStepMethods } from "./second-step-methods";

/** Whether this person must pass a second step to sign in: their roles call for one, unless they are a demo account while the demo is on. */
export const secondStepRequired = (env: Env, person: Person, roles: readonly HeldRole[]) => needsSecondStep(roles) && !(isDemoMode(env) && person.isDemo);

/** Every club the person can act for, with their roles there (the header's switcher). */
async function actingChoices(db: Db, roles: HeldRole[]) {
  const federation = federationRolesOf(roles).length > 0 ? await federationClub(db) : undefined;
  const ids = [...clubsActedFor(roles), ...(federation ? [federation.id] : [])];
  const rows = ids.length ? await db.select({ id: clubs.id, name: clubs.name, nameEl: clubs.nameEl, isAdmin: clubs.isAdmin, isActive: clubs.isActive }).from(clubs).where(inArray(clubs.id, ids)) : [];
  return ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row): row is NonNullable<typeof row> => !!row && row.isActive)
    .map((row) => ({ clubId: row.id, name: row.name, nameEl: row.nameEl, isFederation: row.isAdmin, roles: clubRolesIn(roles, row.id, row.isAdmin) }));
}

/**
 * The SPEC's club object for the club acted for, with the person: `isAdmin` is true for a person
 * with a federation role (while impersonating, the person acted as, who has none).
 */
export async function clubSessionView(c: Context, acting: Pick<SignedInClub, "person" | "roles" | "club" | "clubRoles">) {
  const db = getDb(c.env as Env);
  const { person, roles, club, clubRoles } = acting;
  return {
    ...ownClub(club as Club),
    isAdmin: federationRolesOf(roles).length > 0,
    person: { id: person.id, firstName: person.firstName, lastName: person.lastName, roles: roles.map(({ role, clubId }) => ({ role, clubId })) },
    clubRoles,
    actingFor: await actingChoices(db, roles),
    secondStep: { required: secondStepRequired(c.env as Env, person, roles), enrolled: await hasSecondStep(db, person) },
  };
}

const noClubRole = () => new ApiError(403, "no_club_role", accountMessages.noClubRole);

/**
 * Signs a person in at the club door, acting for `viaClub` when they used a club's own address
 * (else their first club, else the federation). A person whose roles call for a second step and
 * who has one set up gets a session good only for that step, and the pinned `{ secondStep }`
 * answer. (Limits and known-device cookies are keyed by the person's own address, whichever they
 * typed: worker/modules/accounts/credentials.ts.)
 */
export async function signInClub(c: Context<AppEnv>, person: Person, viaClub?: Club) {
  const db = getDb(c.env);
  const roles = await rolesOf(db, person.id);
  const acting = await actingFor(db, person, roles, viaClub?.id);
  // A deactivated club's own address signs no one in (SPEC: it cannot sign in), answering as a
  // wrong password does, unless its admin can act for another club; any other person with no
  // club to act for is told so.
  if (!acting) throw viaClub && !viaClub.isActive ? invalidCredentials() : noClubRole();
  if (secondStepRequired(c.env, person, roles)) {
    const methods = await secondStepMethods(db, person);
    if (methods.length > 0) {
      await startSession(c, "club", person, { actingClubId: acting.club.id, secondStep: "pending" });
      return { secondStep: { required: true as const, methods } };
    }
  }
  return completeClubSignIn(c, person, roles, acting.club.id);
}

/** Starts the full club session (after the password, and the second step when one is needed) and answers as /me does, with `firstSignIn`. */
export async function completeClubSignIn(c: Context<AppEnv>, person: Person, roles: HeldRole[], actingClubId: number) {
  const db = getDb(c.env);
  const acting = await actingFor(db, person, roles, actingClubId);
  if (!acting) throw noClubRole();
  await startSession(c, "club", person, { actingClubId: acting.club.id });
  const firstSignIn = await recordSignIn(c, "club", person);
  return { ...(await clubSessionView(c, acting)), impersonation: null, firstSignIn };
}
