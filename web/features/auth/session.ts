/**
 * The two sessions (SPEC sections 4, 6, 7): a club session (GET /api/auth/me) and a player
 * session (GET /api/users/me). They are independent; each lives in the query cache under its own
 * key, `null` meaning signed out.
 */
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { LIMITS, SESSION_HINT_COOKIES } from "../../../schema/constants";
import { api, isStatus, OfflineError, unwrap } from "../../lib/api";

export type ClubSession = InferResponseType<typeof api.auth.me.$get, 200>;
export type UserSession = InferResponseType<typeof api.users.me.$get, 200>;

export const sessionKeys = {
  all: ["session"] as const,
  club: ["session", "club"] as const,
  user: ["session", "user"] as const,
};

/**
 * Cached data that belongs to one signed-in account. It is dropped on logout (and before another
 * account signs in on the same device), so nothing private outlives the session in the cache.
 */
const PRIVATE_CLUB_KEYS = [["dashboard"], ["admin"]] as const;
const PRIVATE_USER_KEYS = [["player"]] as const;

/** On the server (a drawn page) the visitor's cookies go with the call itself: just ask. */
const hasCookie = (name: string) => typeof document === "undefined" || document.cookie.split("; ").some((pair) => pair.startsWith(`${name}=`));

/**
 * 401 is the normal "signed out" answer. No connection is rethrown, so a session cached earlier
 * stays in place while offline. Anything else is the SPEC's 'Failed to fetch club data': the
 * query errors and, having no data, the app treats the visitor as signed out.
 */
async function fetchSession<T>(kind: keyof typeof SESSION_HINT_COOKIES, call: () => Promise<T>, failure: string): Promise<T | null> {
  // The server sets this hint with every session: without it the answer can only be 401, so the
  // request (and the console error a 401 logs) is skipped.
  if (!hasCookie(SESSION_HINT_COOKIES[kind])) return null;
  try {
    return await call();
  } catch (error) {
    if (isStatus(error, 401)) {
      // The session ended on the server (expired, revoked): drop the hint with it.
      if (typeof document !== "undefined") document.cookie = `${SESSION_HINT_COOKIES[kind]}=; Max-Age=0; Path=/; SameSite=Lax`;
      return null;
    }
    if (error instanceof OfflineError) throw error;
    console.error(failure, error);
    throw new Error(failure, { cause: error });
  }
}

/**
 * "Signed out" is never trusted from the cache: a sign-in may have happened since (a full page
 * load right after it, before the cache was saved; another tab). A signed-in session is checked
 * again after the usual 60 s.
 */
const sessionStaleTime = (query: { state: { data: unknown } }) => (query.state.data === null ? 0 : LIMITS.cacheMs);

export const clubSessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.club,
    queryFn: () => fetchSession("club", () => unwrap(api.auth.me.$get()), "Failed to fetch club data"),
    staleTime: sessionStaleTime,
  });

export const userSessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.user,
    queryFn: () => fetchSession("user", () => unwrap(api.users.me.$get()), "Failed to fetch user data"),
    staleTime: sessionStaleTime,
  });

/**
 * Whether a session answer can be acted on. A "signed out" restored from the stored cache is
 * checked again before anyone is sent to a login page: the visitor may have signed in since.
 */
export const isSessionSettled = (session: { isPending: boolean; isFetching: boolean; data: unknown }) =>
  !session.isPending && !(session.data === null && session.isFetching);

export const useClubSession = () => useQuery(clubSessionQuery());
export const useUserSession = () => useQuery(userSessionQuery());

/** After a club login: the previous account's private data goes, the new session is cached. */
export function startClubSession(queryClient: QueryClient, club: ClubSession) {
  for (const queryKey of PRIVATE_CLUB_KEYS) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(sessionKeys.club, club);
}

/**
 * After the person picks another club to act for (issue 23): the session is the new club's, and
 * every club query starts again (its data was the other club's), so each screen shows the new
 * club's at once. Public queries are checked again too: a club's own view may differ.
 */
export function switchClubSession(queryClient: QueryClient, club: ClubSession) {
  queryClient.setQueryData(sessionKeys.club, club);
  for (const queryKey of PRIVATE_CLUB_KEYS) void queryClient.resetQueries({ queryKey });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] && !PRIVATE_CLUB_KEYS.some(([key]) => query.queryKey[0] === key) });
}

export function endClubSession(queryClient: QueryClient) {
  for (const queryKey of PRIVATE_CLUB_KEYS) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(sessionKeys.club, null);
}

export function startUserSession(queryClient: QueryClient, user: UserSession) {
  for (const queryKey of PRIVATE_USER_KEYS) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(sessionKeys.user, user);
}

/** SPEC: a saved profile's answer replaces the cached current player. */
export function replaceUserSession(queryClient: QueryClient, user: UserSession) {
  queryClient.setQueryData(sessionKeys.user, user);
}

export function endUserSession(queryClient: QueryClient) {
  for (const queryKey of PRIVATE_USER_KEYS) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(sessionKeys.user, null);
}
