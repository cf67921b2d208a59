/**
 * Loads the signed-in club or player from the session cookie into `c.var`. Loading is on demand
 * (the guards and the session endpoints call it), so public reads never touch KV or D1 for a
 * session they do not need.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { clubs, users, type Club, type User } from "../../schema/tables";
import type { AppEnv } from "../env";
import { getDb } from "../lib/db";
import { credentialFingerprint, discardSession, readSession, type Session } from "../lib/sessions";

/** A session stays valid only while the account exists, may sign in and has the password it began with. */
async function stillValid(session: Session, account: { passwordHash: string } | undefined, active: boolean) {
  return !!account && active && session.record.credential === (await credentialFingerprint(account.passwordHash));
}

/** Any app context: guards with stricter `Variables` pass theirs (Hono's Context is invariant in its env). */
type SessionContext = Context;

export async function loadClub(c: SessionContext): Promise<{ club: Club; sessionId: string } | undefined> {
  const session = await readSession(c, "club");
  if (!session) return undefined;
  const club = await getDb(c.env as Env).query.clubs.findFirst({ where: eq(clubs.id, session.record.accountId) });
  if (!club || !(await stillValid(session, club, club.isClaimed))) {
    await discardSession(c, "club", session.id);
    return undefined;
  }
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

/** Optional sessions: sets `c.var.club` / `c.var.user` when signed in, never refuses. */
export const optionalClub = createMiddleware<AppEnv>(async (c, next) => {
  const signedIn = await loadClub(c);
  if (signedIn) {
    c.set("club", signedIn.club);
    c.set("clubSessionId", signedIn.sessionId);
  }
  await next();
});
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const signedIn = await loadUser(c);
  if (signedIn) {
    c.set("user", signedIn.user);
    c.set("userSessionId", signedIn.sessionId);
  }
  await next();
});
