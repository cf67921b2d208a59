/**
 * The public routes, written once (issue 15, item 5). Everything else derives from this list or
 * is checked against it by schema/public-routes.test.ts:
 * - the SPA's route table (web/routes.tsx) maps each public page to its screen;
 * - the service worker (web/lib/sw-routes.ts) caches exactly the public API reads, less those
 *   of PUBLIC_API_READS_NOT_KEPT;
 * - wrangler.jsonc's `run_worker_first` (JSON, it cannot import) lists the API and every page
 *   the worker draws, as `publicPagesForWrangler()` spells them;
 * - the Hono app mounts a GET for every public API read (checked in worker/public-routes.test.ts).
 * Pure data and functions: shared by the web and the worker, importing neither.
 */

/** The public pages (SPEC section 2): drawn on the server with their data, readable offline once visited. */
export const PUBLIC_PAGES = [
  "/",
  "/home",
  "/academy",
  "/rugby-union",
  "/rugby-league",
  "/clubs",
  "/clubs/:id",
  "/rugby-league-clubs",
  "/news",
  "/news/:slug",
  "/fixtures",
  "/matches/:id",
  "/competitions",
  "/competitions/:slug",
  "/about",
  "/privacy",
  "/terms",
  "/cookies",
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/**
 * The public API reads: answers that are the same for everyone, whoever asks and with whatever
 * cookie, which the service worker keeps so the public pages work without signal (all but
 * PUBLIC_API_READS_NOT_KEPT). Each sends an ETag and a Cache-Control, answers If-None-Match with
 * 304 and allows cross-origin reads (worker/middleware/public-read.ts). `:id` is a number, any
 * other `:param` a path segment. Not here: `/api/fixtures/:id/result`, whose answer depends on who
 * asks (the admin also gets the history of changes).
 */
export const PUBLIC_API_READS = [
  "/api/clubs",
  "/api/clubs/:id",
  "/api/clubs/:id/players",
  "/api/clubs/:id/matches",
  "/api/news/latest",
  "/api/news/slug/:slug",
  "/api/news/featured",
  "/api/news/:id",
  "/api/standings",
  "/api/standings/:type",
  "/api/matches/upcoming",
  "/api/matches/results",
  "/api/matches/:id",
  "/api/competitions",
  "/api/competitions/:slug",
  "/api/competitions/:slug/table",
  "/api/competitions/:slug/fixtures",
  "/api/search",
  "/api/fixtures/:id/live",
  "/api/clubs/:id/logo",
] as const;

/**
 * Public reads the service worker does not keep with the page data (stale-while-revalidate):
 * search results (one answer per query, which offline would only fill the cache), the live state
 * of a match (a cached answer first would show every poll one step behind; it says `no-store`),
 * and a club's logo (kept with the site images instead, cache-first: `isSiteImage`).
 */
export const PUBLIC_API_READS_NOT_KEPT = ["/api/search", "/api/fixtures/:id/live", "/api/clubs/:id/logo"] as const satisfies readonly PublicApiRead[];
export type PublicApiRead = (typeof PUBLIC_API_READS)[number];

/**
 * Open data (issue 11). The public files of the API (CSV, the API document) are public reads too
 * (ETag, 304, cross-origin), but the service worker does not keep them: they are not page data.
 */
export const PUBLIC_API_FILES = [
  "/api/competitions/:slug/table.csv",
  "/api/competitions/:slug/fixtures.csv",
  "/api/clubs/:id/matches.csv",
  "/api/openapi.json",
] as const;

/** The open-data files outside /api the worker answers (worker/open-files.ts); /news/feed.xml is under /news/*. */
export const OPEN_DATA_FILES = ["/calendar/*", "/sitemap.xml", "/robots.txt"] as const;

/** The PNG cards a shared link of a club or an article previews (worker/previews.ts): drawn by the worker, never static files. */
export const PREVIEW_IMAGES = ["/og/*"] as const;

/** A route pattern as a regular expression; a trailing slash matches too. */
export function routePattern(route: string): RegExp {
  const source = route.replace(/:([a-z]+)/gi, (_, name: string) => (name === "id" ? "\\d+" : "[^/]+"));
  return new RegExp(`^${source === "/" ? "" : source}/?$`);
}

/** The `run_worker_first` list of wrangler.jsonc: the API, then each page with `*` for its parameter, then the open-data files and the preview cards. */
export const runWorkerFirst = (): string[] => ["/api", "/api/*", ...PUBLIC_PAGES.map((page) => page.replace(/:[a-z]+/gi, "*")), ...OPEN_DATA_FILES, ...PREVIEW_IMAGES];
