/**
 * Route guards. Each loads its own session, so a router can use them wherever it is mounted.
 * After a guard, `c.var.club` / `c.var.user` is typed as present. A router puts one on each of
 * its routes, or one at its door (`.use`) when nothing else is mounted at or under its prefix: a
 * request must load the session once (worker/mounting.test.ts fails if one runs two).
 *
 * 401: no valid session of the required kind (a player cookie on a club endpoint is no session
 * there, and vice versa). 403: signed in, but not allowed.
 */
import { createMiddleware } from "hono/factory";
import { accountMessages, apiMessages } from "../../../schema/messages";
import type { Club, User } from "../../../schema/tables";
import type { AppEnv } from "../env";
import { forbidden, unauthorized } from "../errors/api-error";
import { auditImpersonatedRequest } from "./impersonation";
import { ADMIN_SESSION, CLUB_SESSION, documented, PLAYER_SESSION } from "../http/route-docs";
import { loadClub, loadUser, type SignedInClub } from "./session";

export type WithClub = AppEnv & { Variables: { club: Club; clubSessionId: string } };

/** Runs the request, and while an admin impersonates a club, writes it to the audit log. */
const runAudited = (c: Parameters<typeof auditImpersonatedRequest>[0], signedIn: SignedInClub, next: () => Promise<void>) =>
  signedIn.admin && signedIn.impersonation
    ? auditImpersonatedRequest(c, signedIn.admin, signedIn.club, signedIn.impersonation, next)
    : next();
type WithUser = AppEnv & { Variables: { user: User; userSessionId: string } };

const CLUB_LOGIN_REQUIRED = accountMessages.clubLoginRequired;
const USER_LOGIN_REQUIRED = accountMessages.userLoginRequired;
/** The SPEC's unauthorized-card text. */
const ADMIN_REQUIRED = apiMessages.adminRequired;

// Each guard carries its part of the API document (worker/modules/api-docs/openapi.ts): the cookie it needs and its refusals.
export const requireClub = documented(createMiddleware<WithClub>(async (c, next) => {
  const signedIn = await loadClub(c);
  if (!signedIn) throw unauthorized(CLUB_LOGIN_REQUIRED);
  c.set("club", signedIn.club);
  c.set("clubSessionId", signedIn.sessionId);
  c.set("impersonation", signedIn.impersonation);
  await runAudited(c, signedIn, next);
}), CLUB_SESSION);

/** The admin's own account, even while it impersonates a club (so Stop and the admin area keep working). */
export const requireAdmin = documented(createMiddleware<WithClub>(async (c, next) => {
  const signedIn = await loadClub(c);
  if (!signedIn) throw unauthorized(CLUB_LOGIN_REQUIRED);
  const admin = signedIn.admin ?? signedIn.club;
  if (!admin.isAdmin) throw forbidden(ADMIN_REQUIRED);
  c.set("club", admin);
  c.set("clubSessionId", signedIn.sessionId);
  await runAudited(c, signedIn, next);
}), ADMIN_SESSION);

export const requireUser = documented(createMiddleware<WithUser>(async (c, next) => {
  const signedIn = await loadUser(c);
  if (!signedIn) throw unauthorized(USER_LOGIN_REQUIRED);
  c.set("user", signedIn.user);
  c.set("userSessionId", signedIn.sessionId);
  await next();
}), PLAYER_SESSION);
