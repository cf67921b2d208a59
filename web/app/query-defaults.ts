/**
 * How the app asks the API, for both ways a page runs: the SPA (web/app/query-client.ts, whose cache
 * is also saved on the device) and the islands of a drawn public page (web/islands/page-data.tsx).
 */
import { MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { LIMITS } from "../../schema/constants";
import { ApiError, OfflineError } from "../lib/api";
import { API_UPDATED_MESSAGE } from "../lib/sw-routes";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// TanStack Query starts out assuming a network; a reopened app without signal must know at once.
// (A worker drawing a page on the server has a `navigator` without `onLine`: it is online.)
if (typeof navigator !== "undefined" && typeof navigator.onLine === "boolean") onlineManager.setOnline(navigator.onLine);

/**
 * SPEC section 7: no retry, no refetch on focus or interval. Data is treated as fresh for the
 * SPEC's 60 s cache, then refreshed on the next visit (a fan's tables must not stay stale forever).
 *
 * Offline (issue "Match day offline"):
 * - `offlineFirst`: a query still runs once without signal, so the service worker can answer it
 *   from its cache.
 * - A request that never reached the server is not an answer: instead of an error, the query
 *   pauses, keeps the data it has, and continues when the connection is back. (This is not the
 *   retry the SPEC rules out: nothing is sent again to a server that answered.)
 * - Offline, data already on screen is not refetched, so its "Last updated" time stays true.
 * - Mutations always run, so a write without signal fails at once with "you are offline" rather
 *   than waiting forever behind a "Saving..." button.
 *
 * A 401 means the session ended on the server (expired, or signed out on another device) while
 * this tab still shows it: the sessions are checked again, so the guards send the user to sign in
 * instead of leaving a dashboard that can no longer save.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => recheckSessionsOn(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => recheckSessionsOn(error) }),
    defaultOptions: {
      queries: {
        networkMode: "offlineFirst",
        retry: (failureCount, error) => error instanceof OfflineError && failureCount < 3,
        staleTime: LIMITS.cacheMs,
        gcTime: WEEK_MS,
        refetchOnMount: (query) => query.state.data === undefined || onlineManager.isOnline(),
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
  function recheckSessionsOn(error: Error, queryKey?: readonly unknown[]) {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (queryKey && queryKey[0] === "session") return; // the session check itself: its answer is the news
    // Every 401 of a screen asks again, but never cancels a check already on its way: a dashboard
    // whose queries all fail at once would otherwise restart the check with each one, and keep
    // showing the dead dashboard while no check ever finishes.
    void client.invalidateQueries({ queryKey: ["session"] }, { cancelRefetch: false });
  }
  return client;
}

export const CACHE_KEPT_MS = WEEK_MS;

/** One refetch per address in this window, however often the server's answer changes. */
const FRESH_DATA_QUIET_MS = 30_000;

/**
 * The service worker answers public reads from its cache and refreshes them behind the scenes.
 * When the refreshed answer differs, it says so: refetch what is on screen (now from the fresh
 * cache), batching a burst of notes into one refetch. An answer that changes on every request
 * cannot loop: each address is followed up at most once per quiet window.
 */
export function refetchWhenServiceWorkerHasFreshData(client: QueryClient) {
  if (!("serviceWorker" in navigator)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lastFollowedUp = new Map<string, number>();
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type !== API_UPDATED_MESSAGE) return;
    const url = event.data.url ?? "";
    const now = Date.now();
    if (now - (lastFollowedUp.get(url) ?? 0) < FRESH_DATA_QUIET_MS) return;
    lastFollowedUp.set(url, now);
    clearTimeout(timer);
    timer = setTimeout(() => {
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "session", refetchType: "active" });
    }, 300);
  });
}
