/**
 * GET /api/users/verify-email (SPEC sections 4 and 7). The worker answers a good token with a
 * redirect to the login page, so success is read from the final address after redirects. This
 * one call uses `fetch` on the typed client's URL because the typed call hides that address.
 */
import { queryOptions } from "@tanstack/react-query";
import { api, MESSAGE_IDS } from "../../lib/api";
import { paths } from "../../../schema/pages";

/** Where a verified player signs in: the player tab, with the success alert. */
export const VERIFIED_LOGIN = `${paths.login}?tab=user&verified=true`;

/** The SPEC's redirect page for a success: it shows the success toast and goes on to VERIFIED_LOGIN. */
export const VERIFIED_REDIRECT = `${paths.verified}?verified=true`;

export type VerifyResult = { ok: true } | { ok: false; message?: string };

async function verifyEmail(token: string): Promise<VerifyResult> {
  const url = api.users["verify-email"].$url({ query: { token } });
  const response = await fetch(url, { credentials: "include", redirect: "follow", headers: MESSAGE_IDS });
  const finalPath = new URL(response.url).pathname;
  if (finalPath.includes("/user-login") || finalPath.includes("/login")) return { ok: true };
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return { ok: false, message: typeof body?.message === "string" ? body.message : undefined };
}

export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ["verify-email", token],
    queryFn: () => verifyEmail(token),
    // A token works once: never call again for the same one, not even on a remount.
    staleTime: Infinity,
    gcTime: 0,
  });
