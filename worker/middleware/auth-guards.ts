/**
 * Route guards. Each loads its own session, so a router can use them wherever it is mounted.
 * After a guard, `c.var.club` / `c.var.user` is typed as present.
 *
 * 401: no valid session of the required kind (a player cookie on a club endpoint is no session
 * there, and vice versa). 403: signed in, but not allowed.
 */
import { createMiddleware } from "hono/factory";
import { accountMessages } from "../../schema/messages";
import type { Club, User } from "../../schema/tables";
import type { AppEnv } from "../env";
import { forbidden, unauthorized } from "../lib/errors";
import { loadClub, loadUser } from "./session";

type WithClub = AppEnv & { Variables: { club: Club; clubSessionId: string } };
type WithUser = AppEnv & { Variables: { user: User; userSessionId: string } };

const CLUB_LOGIN_REQUIRED = accountMessages.clubLoginRequired;
const USER_LOGIN_REQUIRED = accountMessages.userLoginRequired;
/** The SPEC's unauthorized-card text. */
export const ADMIN_REQUIRED = "You do not have admin privileges required to access this area.";

export const requireClub = createMiddleware<WithClub>(async (c, next) => {
  const signedIn = await loadClub(c);
  if (!signedIn) throw unauthorized(CLUB_LOGIN_REQUIRED);
  c.set("club", signedIn.club);
  c.set("clubSessionId", signedIn.sessionId);
  await next();
});

export const requireAdmin = createMiddleware<WithClub>(async (c, next) => {
  const signedIn = await loadClub(c);
  if (!signedIn) throw unauthorized(CLUB_LOGIN_REQUIRED);
  if (!signedIn.club.isAdmin) throw forbidden(ADMIN_REQUIRED);
  c.set("club", signedIn.club);
  c.set("clubSessionId", signedIn.sessionId);
  await next();
});

export const requireUser = createMiddleware<WithUser>(async (c, next) => {
  const signedIn = await loadUser(c);
  if (!signedIn) throw unauthorized(USER_LOGIN_REQUIRED);
  c.set("user", signedIn.user);
  c.set("userSessionId", signedIn.sessionId);
  await next();
});
