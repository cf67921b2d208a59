/**
 * Loads the signed-in club or player from the session cookie into `c.var`. Loading is on demand
 * (the guards and the session endpoints call it), so public reads never touch KV or D1 for a
 * session they do not need.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { clubs, users, type Club, type User } from "../../../schema/tables";
import { getDb } from "../db";
import { actingAs, type Impersonation } from "./impersonation";
import { credentialFingerprint, discardSession, readSession, type Session } from "./sessions";

/** A session stays valid only while the account exists, may sign in and has the password it began with. */
async function stillValid(session: Session, account: { passwordHash: string } | undefined, active: boolean) {
  return !!account && active && session.record.credential === (await credentialFingerprint(account.passwordHash));
}

/** Any app context: guards with stricter `Variables` pass theirs (Hono's Context is invariant in its env). */
type SessionContext = Context;

/**
 * The signed-in club. While its admin is impersonating a club (issue 12), `club` is that club and
 * `admin` the admin's own account, with the `impersonation` it runs.
 */
export type SignedInClub = { club: Club; sessionId: string; admin?: Club; impersonation?: Impersonation };

export async function loadClub(c: SessionContext): Promise<SignedInClub | undefined> {
  const session = await readSession(c, "club");
  if (!session) return undefined;
  const db = getDb(c.env as Env);
  const club = await db.query.clubs.findFirst({ where: eq(clubs.id, session.record.accountId) });
  // A deactivated club can no longer sign in: its sessions end with it.
  if (!club || !(await stillValid(session, club, club.isClaimed && club.isActive))) {
    await discardSession(c, "club", session.id);
    return undefined;
  }
  const acting = club.isAdmin ? await actingAs(db, club, session.id) : undefined;
  if (acting) return { club: acting.club, sessionId: session.id, admin: club, impersonation: acting.impersonation };
  return { club, sessionId: session.id };
}

export async function loadUser(c: SessionContext): Promise<{ user: User; sessionId: string } | undefined> {
  const session = await readSession(c, "user");
  if (!session) return undefined;
  const user = await getDb(c.env as Env).query.users.findFirst({ where: eq(users.id, session.record.accountId) });
  if (!user || !(await stillValid(session, user, user.isActive))) {
    await discardSession(c, "user", session.id);
    return undefined;
  }
  return { user, sessionId: session.id };
}
