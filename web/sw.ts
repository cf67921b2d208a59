/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, `injectManifest`): what lets a fan open the portal at a
 * ground with no signal.
 * - The app shell and the public routes' chunks are precached (the build injects the list).
 * - Public reads are answered stale-while-revalidate, bounded in age and count; when the network
 *   copy differs from the one just shown, the page is told to refetch.
 * - Images are cache-first, with a cap.
 * - Sessions, the admin API, a club's own data and every write go straight to the network.
 * - Any page of the SPA falls back to the cached shell.
 * - Queued public forms are sent on Background Sync.
 * It updates only when the user accepts the "New version available" prompt (SKIP_WAITING).
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";
import { OUTBOX_SYNC_TAG, replayOutbox } from "./lib/outbox";
import { API_UPDATED_MESSAGE, isAppNavigation, isPublicRead, isSiteImage } from "./lib/sw-routes";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** Differs on every build, so browsers see a new service worker and the update prompt appears. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? "dev";

const DAY = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline without a reload. Later
// versions wait for the user (prompt mode): they only claim after SKIP_WAITING.
clientsClaim();

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
  // Which build is running (tests and support ask).
  if (event.data?.type === "GET_VERSION") event.ports[0]?.postMessage(BUILD_ID);
});

// ---- pages -----------------------------------------------------------------------------------

registerRoute(({ request, url }) => request.mode === "navigate" && isAppNavigation(url.pathname), createHandlerBoundToURL("index.html"));

// ---- public API reads ------------------------------------------------------------------------

/** After a background refresh brings a different answer, ask open pages to refetch it. */
const announceFreshData: WorkboxPlugin = {
  async cacheDidUpdate({ oldResponse, newResponse, request }) {
    if (!oldResponse || !newResponse) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.text()]);
    if (before === after) return;
    const windows = await self.clients.matchAll({ type: "window" });
    for (const client of windows) client.postMessage({ type: API_UPDATED_MESSAGE, url: request.url });
  },
};

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isPublicRead(request.method, url.pathname),
  new StaleWhileRevalidate({
    cacheName: "api-public",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
      announceFreshData,
    ],
  }),
);

// ---- images and lazily loaded chunks ---------------------------------------------------------

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isSiteImage(request.method, url.pathname, request.destination),
  new CacheFirst({
    cacheName: "images",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Hashed chunks that are not precached (the dashboard, the editor): kept once an official has
// opened them online, so the dashboard still opens offline.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === "GET" && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "chunks",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Everything else (sessions, private data, writes) has no route: the browser sends it as usual.

/**
 * An image never seen online cannot be shown offline: a quiet placeholder (the page's own alt text
 * still describes it) rather than the browser's broken-image icon.
 */
const IMAGE_PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">' +
  '<rect width="160" height="90" fill="#e8f0fa"/>' +
  '<ellipse cx="80" cy="45" rx="16" ry="10" transform="rotate(-35 80 45)" fill="none" stroke="#9fb6d3" stroke-width="2.5"/></svg>';

setCatchHandler(async ({ request }) => {
  if (request.destination === "image") return new Response(IMAGE_PLACEHOLDER, { headers: { "Content-Type": "image/svg+xml" } });
  return Response.error();
});

// ---- queued forms ----------------------------------------------------------------------------

type SyncEvent = ExtendableEvent & { tag: string };

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    replayOutbox().then((waiting) => {
      // Rejecting asks the browser to try again later, with its own back-off.
      if (waiting > 0) throw new Error(`${waiting} submission(s) still waiting for the network`);
    }),
  );
});
