import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { dehydrate, MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { removeOldestQuery, type PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
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
 */
export const queryClient: QueryClient = new QueryClient({
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

/**
 * A 401 means the session ended on the server (expired, or signed out on another device) while
 * this tab still shows it: check the sessions again, so the guards send the user to sign in
 * instead of leaving a dashboard that can no longer save.
 */
function recheckSessionsOn(error: Error, queryKey?: readonly unknown[]) {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (queryKey && queryKey[0] === "session") return; // the session check itself: its answer is the news
  // Every 401 of a screen asks again, but never cancels a check already on its way: a dashboard
  // whose queries all fail at once would otherwise restart the check with each one, and keep
  // showing the dead dashboard while no check ever finishes.
  void queryClient.invalidateQueries({ queryKey: ["session"] }, { cancelRefetch: false });
}

/** The persisted copy of the query cache, in localStorage: a reopened app shows its last data at once. */
const PERSIST_KEY = "rugby-hellas-cache";

const persister = createSyncStoragePersister({
  storage: typeof window === "undefined" ? undefined : window.localStorage,
  key: PERSIST_KEY,
  throttleTime: 1000,
  // localStorage holds about 5 MB: when full, drop the oldest queries rather than save nothing.
  retry: removeOldestQuery,
});

const isSession = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === "session";

/**
 * Query roots never written to storage (private to an admin; a claim or password reset link's
 * secret, or an invitation link's; a person's list of their sessions). Sessions and dashboards are kept (officials read them offline).
 */
const NEVER_PERSISTED = new Set<unknown>(["admin", "claim-link", "reset-link", "invitation-link", "account-sessions"]);

/**
 * A signed-out session is never saved: restored, it would read as a definite "signed out" and send
 * a visitor who has just signed in (in another tab, or within the save delay) to the login page.
 * Without it, the session is simply checked again.
 */
const shouldSave = (query: { queryKey: readonly unknown[]; state: { status: string; data: unknown } }) =>
  query.state.status === "success" && !NEVER_PERSISTED.has(query.queryKey[0]) && !(isSession(query) && query.state.data === null);

export const persistOptions: Omit<PersistQueryClientOptions, "queryClient"> = {
  persister,
  maxAge: WEEK_MS,
  // A new shape of API data (see web/pwa.config.ts) drops the old copy instead of reviving it.
  buster: import.meta.env.VITE_CACHE_BUSTER ?? "dev",
  dehydrateOptions: {
    shouldDehydrateQuery: shouldSave,
  },
};

let restored = false;
/** PersistQueryClientProvider's `onSuccess`: from now on the cache in memory is the one to save. */
export const cacheRestored = () => {
  restored = true;
};

/**
 * Saves at once, without the persister's delay: a page closed or reloaded within a second of its
 * data arriving (or a phone putting the tab to sleep) must still find that data next time.
 */
function saveNow() {
  if (!restored) return; // never overwrite the saved copy with a cache that has not read it yet
  try {
    const clientState = dehydrate(queryClient, { shouldDehydrateQuery: shouldSave });
    window.localStorage.setItem(PERSIST_KEY, JSON.stringify({ buster: persistOptions.buster, timestamp: Date.now(), clientState }));
  } catch {
    // full or unavailable storage: the throttled save (which trims old queries) still runs
  }
}

export function saveCacheWhenLeaving() {
  window.addEventListener("pagehide", saveNow);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") saveNow();
  });
}

/** Sessions (by query hash) currently holding a signed-in account. */
const signedIn = new Set<string>();

/**
 * Signing out must not leave the account's data in storage until the next throttled save (or
 * forever, if the tab closes first). When a session ends, the stored copy is wiped at once; the
 * persister then writes the signed-out cache again.
 */
queryClient.getQueryCache().subscribe((event) => {
  if (!isSession(event.query)) return;
  const hash = event.query.queryHash;
  const data = event.type === "removed" ? null : event.query.state.data;
  if (data != null) {
    signedIn.add(hash);
  } else if (data === null && signedIn.delete(hash)) {
    try {
      window.localStorage.removeItem(PERSIST_KEY);
    } catch {
      // no storage: nothing was persisted
    }
  }
});

/** One refetch per address in this window, however often the server's answer changes. */
const FRESH_DATA_QUIET_MS = 30_000;

/**
 * The service worker answers public reads from its cache and refreshes them behind the scenes.
 * When the refreshed answer differs, it says so: refetch what is on screen (now from the fresh
 * cache), batching a burst of notes into one refetch. An answer that changes on every request
 * cannot loop: each address is followed up at most once per quiet window.
 */
export function refetchWhenServiceWorkerHasFreshData() {
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
      void queryClient.invalidateQueries({ predicate: (query) => !isSession(query), refetchType: "active" });
    }, 300);
  });
}
