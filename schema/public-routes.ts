/**
 * The public API reads, written once (issue 15, item 5). Everything else derives from this list or
 * is checked against it:
 * - the service worker (web/lib/sw-routes.ts) caches exactly the public API reads, less those
 *   of PUBLIC_API_READS_NOT_KEPT;
 * - the Hono app mounts a GET for every public API read (checked in worker/public-routes.test.ts).
 * The public pages are the page registry's (schema/pages.ts). Pure data and functions: shared by
 * the web and the worker, importing neither.
 */

/**
 * The public API reads: answers that are the same for everyone, whoever asks and with whatever
 * cookie, which the service worker keeps so the public pages work without signal (all but
 * PUBLIC_API_READS_NOT_KEPT). Each sends an ETag and a Cache-Control, answers If-None-Match with
 * 304 and allows cross-origin reads (worker/platform/http/public-read.ts). `:id` is a number, any
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

/** A route pattern as a regular expression capturing its parameter: `:id` a number, any other one segment; a trailing slash matches too. */
export function routePattern(route: string): RegExp {
  const source = route.replace(/:([a-z]+)/gi, (_, name: string) => (name === "id" ? "(\\d+)" : "([^/]+)"));
  return new RegExp(`^${source === "/" ? "" : source}/?$`);
}
