/**
 * Which requests the service worker may keep, as plain functions shared by web/sw.ts and its
 * tests. The rule is an allow-list: only the public reads listed here are ever cached. Sessions
 * (/api/auth, /api/users), the admin API and a club's own data (/api/clubs/news|players|matches|
 * standings|profile|logo: a word, not an id, after /clubs) never match, nor does any write.
 */
import { PUBLIC_API_READS, PUBLIC_API_READS_NOT_KEPT, routePattern } from "../../schema/public-routes";

/**
 * The public API reads of schema/public-routes.ts, the one list the worker is checked against,
 * less those it says not to keep (search results, a match's live state, club logos: see there).
 */
const notKept: readonly string[] = PUBLIC_API_READS_NOT_KEPT;
const PUBLIC_READS = PUBLIC_API_READS.filter((route) => !notKept.includes(route)).map(routePattern);

/** A public GET whose answer is the same for everyone: cached stale-while-revalidate. */
export function isPublicRead(method: string, pathname: string): boolean {
  return method === "GET" && PUBLIC_READS.some((pattern) => pattern.test(pathname));
}

/** Site images (seeded club logos and news pictures, uploaded club logos): cached first. */
export function isSiteImage(method: string, pathname: string, destination: string): boolean {
  if (method !== "GET") return false;
  return pathname.startsWith("/images/") || /^\/api\/clubs\/\d+\/logo\/?$/.test(pathname) || (destination === "image" && !pathname.startsWith("/api/"));
}

/** A page the SPA renders: answered with the cached app shell. Files (with an extension) and the API are not. */
export function isAppNavigation(pathname: string): boolean {
  return !pathname.startsWith("/api/") && pathname !== "/api" && !/\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}

/** The service worker's note to the page that a cached public read changed on the server. */
export const API_UPDATED_MESSAGE = "rugby-hellas:api-updated";
