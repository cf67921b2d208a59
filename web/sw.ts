/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, `injectManifest`): what lets a fan open the portal at a
 * ground with no signal.
 * - A first visit precaches the app shell and the visitor's language only (the build tags each file
 *   of the list it injects, web/pwa.config.ts); what that visit's page already downloaded is kept
 *   from the browser's HTTP cache, with no network. The rest (screens, islands, on-demand catalogs)
 *   is kept when first fetched, or fetched ahead when the device is idle on an unmetered connection.
 * - A public page the worker drew is kept as drawn, per language, and a repeat visit is answered
 *   with it at once (stale-while-revalidate): it paints from the device, online or offline.
 * - Public reads are answered stale-while-revalidate, bounded in age and count; when the network
 *   copy differs from the one just shown, the page is told to refetch.
 * - Images are cache-first, with a cap.
 * - Sessions, the admin API, a club's own data and every write go straight to the network.
 * - The app's own screens, and a public page never kept when offline, get the cached app shell.
 * - Queued public forms are sent on Background Sync.
 * It updates only when the user accepts the "New version available" prompt (SKIP_WAITING).
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";
import { DRAWN_PAGE_HEADER, LANGUAGE_COOKIE, type PageLocale } from "../schema/page-contract";
import { OUTBOX_SYNC_TAG, replayOutbox } from "./lib/outbox";
import {
  API_UPDATED_MESSAGE,
  drawnPageLanguage,
  installedGroups,
  isAppNavigation,
  isPublicPage,
  isPublicRead,
  isSiteImage,
  keptPageKey,
  laterGroups,
  EVERY_PAGE,
  MAIN_PUBLIC_PAGES,
  mayFetchAhead,
  precacheGroupOf,
  visitorLanguage,
  type Connection,
  type PrecacheGroup,
} from "./lib/sw-routes";

declare const self: ServiceWorkerGlobalScope;
/** An entry of the precache list the build injects, tagged with its group (web/pwa.config.ts). */
type ManifestEntry = { url: string; revision: string | null; group?: PrecacheGroup; islands?: string[] };

/** Differs on every build, so browsers see a new service worker and the update prompt appears. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? "dev";

const DAY = 24 * 60 * 60;

const MANIFEST = (self.__WB_MANIFEST as unknown as ManifestEntry[]).map((entry) => ({ ...entry, group: precacheGroupOf(entry) }));
const filesOf = (groups: readonly PrecacheGroup[]) => MANIFEST.filter((entry) => groups.includes(entry.group)).map((entry) => new URL(entry.url, self.location.origin).href);

// The shell alone: the language and the rest are fetched below (install, and ahead when welcome).
// No directory index: "/" is the home page, answered below as drawn, never as the precached shell.
precacheAndRoute(
  MANIFEST.filter((entry) => entry.group === "shell").map(({ url, revision }) => ({ url, revision })),
  { directoryIndex: "" },
);
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline without a reload. Later
// versions wait for the user (prompt mode): they only claim after SKIP_WAITING.
clientsClaim();

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
  // Which build is running (tests and support ask).
  if (event.data?.type === "GET_VERSION") event.ports[0]?.postMessage(BUILD_ID);
});

// ---- caches ----------------------------------------------------------------------------------

/**
 * Drawn pages, per build: a page names the build's hashed files, so a new version starts its own
 * (the old one goes when it activates, with the files it named).
 */
const PAGES_CACHE = `pages-${BUILD_ID}`;
const pagesExpiration = new CacheExpiration(PAGES_CACHE, { maxEntries: 100, maxAgeSeconds: 30 * DAY });
/** Hashed files not in the shell: screens, islands, catalogs (and an official's dashboard once opened). */
const CHUNKS_CACHE = "chunks";
const CHUNKS_LIMITS = { maxEntries: 400, maxAgeSeconds: 60 * DAY };
const chunksExpiration = new CacheExpiration(CHUNKS_CACHE, CHUNKS_LIMITS);
const IMAGES_CACHE = "images";
const IMAGES_LIMITS = { maxEntries: 120, maxAgeSeconds: 30 * DAY };
const imagesExpiration = new CacheExpiration(IMAGES_CACHE, IMAGES_LIMITS);

async function keep(cacheName: string, expiration: CacheExpiration, key: string, response: Response) {
  await (await caches.open(cacheName)).put(key, response);
  await expiration.updateTimestamp(key);
  await expiration.expireEntries();
}

// ---- the visitor's language ------------------------------------------------------------------

/**
 * The language the worker last drew a page in for this visitor (asked without `?lang`): kept on the
 * device, so a service worker started anew (a browser reopened) still knows it.
 */
const NOTES_CACHE = "notes";
const NOTED_LANGUAGE = new URL("/noted-language", self.location.origin).href;
let notedLanguage: Promise<PageLocale | undefined> = caches
  .match(NOTED_LANGUAGE, { cacheName: NOTES_CACHE })
  .then((kept) => kept?.text())
  .then((value) => (value === "el" || value === "en" ? value : undefined))
  .catch(() => undefined);

async function noteLanguage(language: PageLocale) {
  if ((await notedLanguage) === language) return;
  notedLanguage = Promise.resolve(language);
  await (await caches.open(NOTES_CACHE)).put(NOTED_LANGUAGE, new Response(language));
}

/** The `language` cookie, where the browser lets a service worker read cookies (`null` where it does not). */
async function languageCookie(): Promise<string | null | undefined> {
  if (!("cookieStore" in self)) return null;
  try {
    return (await self.cookieStore.get(LANGUAGE_COOKIE))?.value;
  } catch {
    return null;
  }
}

const currentLanguage = async (url?: URL) =>
  visitorLanguage({ asked: url?.searchParams.get("lang") ?? null, cookie: await languageCookie(), noted: await notedLanguage, languages: self.navigator.languages });

// ---- drawn public pages (issue 25, target 3) -------------------------------------------------

/** The islands a drawn page shows (web/islands/island.tsx marks each with its name). */
const islandsOnPage = (html: string) => new Set([...html.matchAll(/\sdata-island="([a-z-]+)"/g)].map((match) => match[1]!));

/**
 * The code of the islands a kept page shows, with what they load when touched (a dialog, its form,
 * its strings) in the page's language: a page kept for offline reading keeps working offline, its
 * Register button included. Small, and fetched once (web/pwa.config.ts lists each island's files).
 */
function keepIslandsOf(html: string, language: PageLocale): Promise<void> {
  const names = islandsOnPage(html).add(EVERY_PAGE);
  const groups = laterGroups(language);
  const files = MANIFEST.filter((entry) => groups.includes(entry.group) && entry.islands?.some((name) => names.has(name)));
  return keepFiles(files.map((entry) => new URL(entry.url, self.location.origin).href));
}

/** Keeps a drawn public page as the worker answered it, under its address in the language it was drawn in; its HTML if kept. */
async function keepPage(answer: Response, url: URL): Promise<string | undefined> {
  if (answer.status !== 200) return undefined;
  const html = await answer.text();
  const language = drawnPageLanguage(answer, html, url.pathname);
  if (!language) return undefined;
  if (!url.searchParams.has("lang")) await noteLanguage(language);
  const headers = new Headers(answer.headers);
  // The body is kept decoded.
  for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  await keep(PAGES_CACHE, pagesExpiration, keptPageKey(url, language), new Response(html, { status: 200, headers }));
  await keepIslandsOf(html, language).catch(() => undefined);
  return html;
}

async function keptPage(url: URL): Promise<Response | undefined> {
  const key = keptPageKey(url, await currentLanguage(url));
  const kept = await caches.match(key, { cacheName: PAGES_CACHE });
  if (kept) void pagesExpiration.updateTimestamp(key);
  return kept;
}

// ---- a writer reads their own write ------------------------------------------------------------

/** When a kept page was kept (ms), on the copy itself. */
const KEPT_AT_HEADER = "x-kept-at";
/** Where the instant of this device's last write is kept (the service worker's memory does not last). */
const WROTE_AT_KEY = new URL("/__sw/wrote-at", self.location.origin).href;
let wroteAt: Promise<number> = caches
  .match(WROTE_AT_KEY, { cacheName: PAGES_CACHE })
  .then(async (answer) => Number((await answer?.text()) ?? 0))
  .catch(() => 0);

/** Notes a write this device sent to the API (a result, an article, a roster): the pages kept before it may not show it. */
function noteWrite(event: FetchEvent) {
  const instant = Date.now();
  wroteAt = Promise.resolve(instant);
  event.waitUntil(
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.put(WROTE_AT_KEY, new Response(String(instant))))
      .catch(() => undefined),
  );
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith("/api/") && !["GET", "HEAD", "OPTIONS"].includes(event.request.method)) noteWrite(event);
});

/** A kept page this device wrote after: it may not show that write, so the network's copy comes first. */
const keptBeforeAWrite = async (kept: Response) => Number(kept.headers.get(KEPT_AT_HEADER) ?? 0) < (await wroteAt);

const appShell = async () => (await matchPrecache("index.html")) ?? Response.error();

/**
 * A public page: the copy kept in the visitor's language at once, the network's copy kept for next
 * time (stale-while-revalidate). Never kept: from the network, and kept if drawn; offline, the app
 * shell, which draws from the data saved on the device or says the page was not saved. A copy kept
 * before this device's last write waits for the network (the kept copy only if it fails), so an
 * official who just saved a result sees it on the public page.
 */
function answerPublicPage(event: FetchEvent, request: Request, url: URL): Promise<Response> {
  let keeping: Promise<unknown> = Promise.resolve();
  const network = fetch(request).then((answer) => {
    keeping = keepPage(answer.clone(), url).catch(() => undefined);
    return answer;
  });
  const response = (async () => {
    const kept = await keptPage(url).catch(() => undefined);
    if (kept && !(await keptBeforeAWrite(kept))) return kept;
    try {
      return await network;
    } catch {
      return kept ?? appShell();
    }
  })();
  event.waitUntil(
    response
      .then(() => network)
      .then(
        () => keeping,
        () => undefined,
      ),
  );
  return response;
}

registerRoute(
  ({ request, url }) => request.mode === "navigate" && isPublicPage(url.pathname),
  ({ event, request, url }) => {
    fetchAheadWhenIdle(event as ExtendableEvent);
    return answerPublicPage(event as FetchEvent, request, url);
  },
);

// The app's own screens (sign-in, the dashboard, search): the app shell, as always.
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
    cacheName: IMAGES_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...IMAGES_LIMITS, purgeOnQuotaError: true })],
  }),
);

// Hashed chunks that are not precached (screens, islands, catalogs; the dashboard, the editor):
// kept once fetched, so what was opened online opens offline.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === "GET" && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: CHUNKS_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...CHUNKS_LIMITS, purgeOnQuotaError: true })],
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

// ---- a first visit: the visitor's language, and what the page already has (issue 25, target 4) --

/**
 * Fetches files into a cache (the chunks', unless told); `onlyIfCached` takes only what the
 * browser's HTTP cache holds, with no network.
 */
async function keepFiles(urls: string[], { onlyIfCached = false, cacheName = CHUNKS_CACHE, expiration = chunksExpiration } = {}): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const answer = await fetch(url, onlyIfCached ? { cache: "only-if-cached", mode: "same-origin" } : {}).catch(() => undefined);
      if (answer?.ok) await keep(cacheName, expiration, url, answer);
    }),
  );
}

/** The site's own images a drawn page shows (the logo, club logos, news pictures). */
const pageImages = (html: string) =>
  [...html.matchAll(/<img\b[^>]*\bsrc="(\/[^"]*)"/g)].map((match) => new URL(match[1]!, self.location.origin)).filter((url) => isSiteImage("GET", url.pathname, "image")).map((url) => url.href);

/**
 * The open pages, as the browser's HTTP cache holds them, with the images they showed: the page
 * this first visit drew is kept with no second download, so the visitor's next visit paints from
 * the device.
 */
async function keepOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const window of windows) {
    const url = new URL(window.url);
    if (url.origin !== self.location.origin || !isPublicPage(url.pathname)) continue;
    const answer = await fetch(url, { cache: "only-if-cached", mode: "same-origin" }).catch(() => undefined);
    const html = answer && (await keepPage(answer, url));
    if (html) await keepFiles(pageImages(html), { onlyIfCached: true, cacheName: IMAGES_CACHE, expiration: imagesExpiration });
  }
}

async function installExtras(): Promise<void> {
  // Only the first install: an update's open pages were drawn with the old build's files.
  if (!self.registration.active) await keepOpenPages().catch(() => undefined);
  const language = await currentLanguage();
  // The shared catalog of the visitor's language (the shell is the workbox precache's).
  await keepFiles(filesOf(installedGroups(language).filter((group) => group !== "shell")));
  await keepLoadedFiles(language);
}

/** Screens, islands and catalogs the open pages already loaded: kept from the HTTP cache, at no network cost. */
const keepLoadedFiles = async (language?: PageLocale) => keepFiles(filesOf(laterGroups(language ?? (await currentLanguage()))), { onlyIfCached: true });

self.addEventListener("install", (event) => event.waitUntil(installExtras().catch(() => undefined)));

self.addEventListener("activate", (event) => {
  const oldPages = caches.keys().then((names) => names.filter((name) => name.startsWith("pages-") && name !== PAGES_CACHE));
  // The pages the previous version kept named its files; what loaded since the install is kept too.
  event.waitUntil(
    Promise.all([oldPages.then((names) => Promise.all(names.map((name) => new CacheExpiration(name, { maxEntries: 1 }).delete()))), keepLoadedFiles().catch(() => undefined)]),
  );
  fetchAheadWhenIdle(event);
});

// ---- fetching ahead when idle on an unmetered connection (issue 25, target 4) -----------------

/** How long without a request before the device counts as idle. */
const IDLE_MS = 3000;
let lastRequestAt = Date.now();
self.addEventListener("fetch", () => void (lastRequestAt = Date.now()));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const connection = () => (self.navigator as WorkerNavigator & { connection?: Connection }).connection;

/** Waits until no request has come for IDLE_MS; false if fetching ahead stopped being welcome meanwhile. */
async function idle(): Promise<boolean> {
  for (;;) {
    if (!mayFetchAhead(connection())) return false;
    const quietFor = Date.now() - lastRequestAt;
    if (quietFor >= IDLE_MS) return true;
    await sleep(IDLE_MS - quietFor);
  }
}

/** Fetches one file or page ahead, if still idle on an unmetered connection: false to stop. */
async function ahead(url: string, init: RequestInit, store: (answer: Response) => Promise<unknown>): Promise<boolean> {
  if (!(await idle())) return false;
  const answer = await fetch(url, { ...init, priority: "low" }).catch(() => undefined);
  if (answer?.ok) await store(answer);
  return true;
}

/** The screens' and islands' code and the main public pages, in the visitor's language. */
async function fetchAhead(): Promise<boolean> {
  const language = await currentLanguage();
  const chunks = await caches.open(CHUNKS_CACHE);
  for (const file of filesOf(laterGroups(language))) {
    if (await chunks.match(file)) continue;
    if (!(await ahead(file, {}, (answer) => keep(CHUNKS_CACHE, chunksExpiration, file, answer)))) return false;
  }
  const pages = await caches.open(PAGES_CACHE);
  for (const path of MAIN_PUBLIC_PAGES) {
    const url = new URL(path, self.location.origin);
    if (await pages.match(keptPageKey(url, language))) continue;
    url.searchParams.set("lang", language);
    if (!(await ahead(url.href, { headers: { [DRAWN_PAGE_HEADER]: "1" } }, (answer) => keepPage(answer, url)))) return false;
  }
  return true;
}

let fetchingAhead: Promise<void> | undefined;
let fetchedAhead = false;

/** Once per start of the service worker, when the device is idle and the connection unmetered. */
function fetchAheadWhenIdle(event: ExtendableEvent) {
  if (fetchedAhead) return;
  fetchingAhead ??= fetchAhead()
    .then((done) => void (fetchedAhead = done))
    .catch(() => undefined)
    .finally(() => (fetchingAhead = undefined));
  event.waitUntil(fetchingAhead);
}

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
