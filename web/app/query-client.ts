import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { removeOldestQuery, type PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { CACHE_KEPT_MS, createQueryClient } from "./query-defaults";

/** The SPA's one query cache (defaults in web/app/query-defaults.ts), saved on the device below. */
export const queryClient: QueryClient = createQueryClient();

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
  maxAge: CACHE_KEPT_MS,
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
