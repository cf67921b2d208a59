import type { Context } from "hono";
import type { Club } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { recordSignIn } from "./credentials";
import { ownClub } from "../clubs/serialize";
import { startSession } from "../../platform/sessions/sessions";

/**
 * Starts the club's session; the answer is what GET /api/auth/me answers (no impersonation yet),
 * and whether this is its first sign-in. Used by the logins and by a claimant's link.
 */
export async function signInClub(c: Context<AppEnv>, club: Club) {
  await startSession(c, "club", club);
  const firstSignIn = await recordSignIn(c, "club", club);
  return { ...ownClub(club), impersonation: null, firstSignIn };
}
