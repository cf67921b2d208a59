/**
 * Loads the signed-in person from a session cookie into `c.var` (issue 23: every session is a
 * person's). Loading is on demand (the guards and the session endpoints call it), so public reads
 * never touch KV or D1 for a session they do not need.
 *
 * - The club cookie (`rh_club`) is a person acting for a club: the club they picked, where they
 *   hold a club role, or the federation's own row for a federation person.
 * - The player cookie (`rh_user`) is a person in their own account.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { clubRolesIn, clubsActedFor, federationRolesOf, type HeldRole } from "../../../domain/people/roles";
import { clubs, persons, type Person } from "../../../schema/tables";
import { getDb, type Db } from "../db";
import { federationClub, firstAdminOf, rolesOf, type Acting } from "./people";
import { actingAs, type Impersonation } from "./impersonation";
import { credentialFingerprint, discardSession, readSession, updateSession, type Session, type SessionKind } from "./sessions";

/** A session stays valid only while the person exists, is active and has the password it began with. */
async function stillValid(session: Session, person: Person | undefined) {
  return !!person && person.isActive && session.record.credential === (await credentialFingerprint(person.passwordHash));
}

/** Any app context: guards with stricter `Variables` pass theirs (Hono's Context is invariant in its env). */
type SessionContext = Context;

/**
 * The club this person acts for: the one asked for when they still hold a role there, otherwise
 * their first club, otherwise the federation's row for a federation person. Undefined when they
 * can act for none (every role removed, or every club deactivated).
 */
export async function actingFor(db: Db, person: Person, roles: HeldRole[], wanted: number | null | undefined): Promise<Acting | undefined> {
  const federation = federationRolesOf(roles).length > 0 ? await federationClub(db) : undefined;
  const candidates = [...(wanted ? [wanted] : []), ...clubsActedFor(roles), ...(federation ? [federation.id] : [])];
  for (const clubId of new Set(candidates)) {
    const club = clubId === federation?.id ? federation : await db.query.clubs.findFirst({ where: eq(clubs.id, clubId) });
    if (!club || !club.isActive) continue;
    const clubRoles = clubRolesIn(roles, club.id, club.isAdmin);
    if (clubRoles.length > 0) return { person, roles, club, clubRoles };
  }
  return undefined;
}

/**
 * The signed-in person acting for a club. While a federation person impersonates someone (issue
 * 12, of a person since issue 23), `person`, `roles` and `club` are the person acted as, and
 * `admin` the federation person's own, with the `impersonation` it runs.
 */
export type SignedInClub = Acting & { sessionId: string; session: Session; admin?: Acting; impersonation?: Impersonation };

/** Loads the session's person and roles, ending the session when it is no longer valid. */
async function personOf(c: SessionContext, kind: SessionKind, session: Session): Promise<{ person: Person; roles: HeldRole[]; session: Session } | undefined> {
  const db = getDb(c.env as Env);
  let current = session;
  if (session.record.v !== 2 && kind === "club") {
    // A club session from before people: its account was a club; its person is that club's first admin.
    const club = await db.query.clubs.findFirst({ where: eq(clubs.id, session.record.accountId) });
    const person = club ? await firstAdminOf(db, club) : undefined;
    if (!club || !person || !(await stillValid(session, person))) {
      await discardSession(c, kind, session.id);
      return undefined;
    }
    current = await updateSession(c, session, { v: 2, accountId: person.id, actingClubId: club.id });
  }
  // A player session from before people needs no carrying over: players kept their ids as persons
  // (migration 0013), so its `accountId` is already the person's.
  const [person, roles] = await Promise.all([db.query.persons.findFirst({ where: eq(persons.id, current.record.accountId) }), rolesOf(db, current.record.accountId)]);
  if (!(await stillValid(current, person))) {
    await discardSession(c, kind, current.id);
    return undefined;
  }
  // Once it proves valid, a player session from before people is marked current, so the person's list shows it.
  if (current.record.v !== 2) current = await updateSession(c, current, { v: 2 });
  return { person: person!, roles, session: current };
}

/** The club cookie's person, acting for a club; undefined when signed out, mid-way through the second step, or with no club to act for. */
export async function loadClub(c: SessionContext): Promise<SignedInClub | undefined> {
  const session = await readSession(c, "club");
  if (!session || session.record.secondStep === "pending") return undefined;
  const loaded = await personOf(c, "club", session);
  if (!loaded) return undefined;
  const db = getDb(c.env as Env);
  const own = await actingFor(db, loaded.person, loaded.roles, loaded.session.record.actingClubId);
  if (!own) {
    // No club left to act for (every role removed, every club deactivated): the session ends, as a
    // deactivated club's did, so the browser is told it is signed out instead of keeping a dead cookie.
    await discardSession(c, "club", loaded.session.id);
    return undefined;
  }
  const signedIn = { ...own, sessionId: loaded.session.id, session: loaded.session };
  if (!own.club.isAdmin && federationRolesOf(own.roles).length === 0) return signedIn;
  const acting = federationRolesOf(own.roles).length > 0 ? await actingAs(db, own, loaded.session.id) : undefined;
  return acting ? { ...acting.acting, sessionId: loaded.session.id, session: loaded.session, admin: own, impersonation: acting.impersonation } : signedIn;
}

/** The player cookie's person (any person, in their own account). */
export async function loadUser(c: SessionContext): Promise<{ user: Person; roles: HeldRole[]; sessionId: string } | undefined> {
  const session = await readSession(c, "user");
  if (!session || session.record.secondStep === "pending") return undefined;
  const loaded = await personOf(c, "user", session);
  return loaded && { user: loaded.person, roles: loaded.roles, sessionId: loaded.session.id };
}

/**
 * The person behind either cookie, for their own account's calls (/api/me/*): the club
 * cookie's own person (a federation person's own, even while impersonating), else the player cookie's.
 */
export async function loadPerson(c: SessionContext): Promise<{ person: Person; roles: HeldRole[]; sessionIds: string[] } | undefined> {
  const club = await loadClub(c);
  const user = await loadUser(c);
  const own = club ? (club.admin ?? club) : undefined;
  const person = own?.person ?? user?.user;
  if (!person) return undefined;
  const sessionIds = [...(club ? [club.sessionId] : []), ...(user && user.user.id === person.id ? [user.sessionId] : [])];
  return { person, roles: own?.roles ?? user!.roles, sessionIds };
}
