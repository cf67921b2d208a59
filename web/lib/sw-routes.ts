/**
 * Which requests the service worker may keep, as plain functions shared by web/sw.ts and its
 * tests. The rule is an allow-list: only the public reads listed here are ever cached. Sessions
 * (/api/auth, /api/users), the admin API and a club's own data (/api/clubs/news|players|matches|
 * standings|profile|logo: a word, not an id, after /clubs) never match, nor does any write.
 */
import { firstPreferredLanguage } from "../../schema/api-language";
import { SERVER_PAGE_ATTRIBUTE, type PageLocale } from "../../schema/page-contract";
import { DESCRIBED_PAGES, matchPage, PAGES } from "../../schema/pages";
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

// ---- drawn public pages, kept per language (issue 25, target 3) -------------------------------

/** A public page (schema/pages.ts): the worker draws it, and the service worker keeps it once drawn. */
export function isPublicPage(pathname: string): boolean {
  return matchPage(pathname) !== undefined;
}

const isPageLocale = (value: unknown): value is PageLocale => value === "en" || value === "el";

/**
 * The address a kept page is stored under: the page's own address in one language, as the worker
 * draws it for `?lang=`. `/clubs` seen in Greek and `/clubs?lang=el` are one entry; `/clubs` in
 * English is another, so a page drawn in Greek is never answered to an English visitor.
 */
export function keptPageKey(url: URL, locale: PageLocale): string {
  const key = new URL(url.pathname, url.origin);
  for (const [name, value] of url.searchParams) if (name !== "lang") key.searchParams.append(name, value);
  key.searchParams.append("lang", locale);
  return key.href;
}

export type LanguageClues = {
  /** The address's `?lang=`, if any. */
  asked: string | null;
  /** The `language` cookie web/lib/i18n.ts writes: its value, `undefined` when absent, `null` when the browser gives a service worker no cookies. */
  cookie: string | null | undefined;
  /** The language the worker last drew a page in for this visitor (asked without `?lang`), as the service worker saw it. */
  noted: PageLocale | undefined;
  /** The browser's languages (navigator.languages), what its Accept-Language says. */
  languages: readonly string[];
};

/**
 * The language the worker would draw this visit in (worker/modules/pages/pages.ts chosenLocale):
 * the address's, else the visitor's choice (the cookie), else what the browser says. For the
 * browser, the language the worker last drew a page in without `?lang` comes first: it followed
 * that same choice or Accept-Language, and stands in for the cookie where a browser gives a service
 * worker no cookies (no `cookieStore`).
 */
export function visitorLanguage({ asked, cookie, noted, languages }: LanguageClues): PageLocale {
  if (isPageLocale(asked)) return asked;
  if (isPageLocale(cookie)) return cookie;
  if (noted) return noted;
  return firstPreferredLanguage(languages.join(",")) === "el" ? "el" : "en";
}

/**
 * The language a drawn public page of `pathname` was drawn in, or `undefined` when the answer is not
 * one to keep: not a 200, not HTML, the plain app shell (the root not marked as this page drawn),
 * or one the server says must not be stored.
 */
export function drawnPageLanguage(answer: { status: number; headers: Headers; redirected?: boolean }, html: string, pathname: string): PageLocale | undefined {
  if (answer.status !== 200 || answer.redirected) return undefined;
  if (!(answer.headers.get("content-type") ?? "").includes("text/html")) return undefined;
  if (/\bno-store\b/.test(answer.headers.get("cache-control") ?? "")) return undefined;
  if (!html.includes(`${SERVER_PAGE_ATTRIBUTE}="${pathname}"`)) return undefined;
  const stated = answer.headers.get("content-language")?.trim().toLowerCase();
  if (isPageLocale(stated)) return stated;
  const lang = /<html\b[^>]*\blang="([a-z]{2})"/i.exec(html)?.[1]?.toLowerCase();
  return isPageLocale(lang) ? lang : undefined;
}

/** The main public pages (each without a parameter): kept ahead, when fetching ahead is welcome. */
export const MAIN_PUBLIC_PAGES: readonly string[] = DESCRIBED_PAGES.map((name) => PAGES[name].pattern);

// ---- what the service worker fetches ahead (issue 25, target 4) --------------------------------

/**
 * What each file of the build is to the service worker (web/pwa.config.ts tags the precache
 * manifest with it):
 * - "shell": precached at install (the app shell, its stylesheet, the code every start needs);
 * - "language:xx": a locale's shared catalog, precached at install in the visitor's language only;
 * - "later": a screen's or an island's code, fetched when needed, or ahead when the device is idle
 *   on an unmetered connection;
 * - "later:xx": an on-demand catalog of one locale, the same, in the visitor's language only.
 */
export type PrecacheGroup = "shell" | `language:${PageLocale}` | "later" | `later:${PageLocale}`;

/** The name under which the precache list names the files every drawn page may need (web/pwa.config.ts: the PWA's corner, the islands' later strings). */
export const EVERY_PAGE = "*";

/** The groups a first visit installs: the shell and the visitor's language. */
export const installedGroups = (locale: PageLocale): PrecacheGroup[] => ["shell", `language:${locale}`];

/** The groups fetched ahead of need, in one language. */
export const laterGroups = (locale: PageLocale): PrecacheGroup[] => ["later", `later:${locale}`];

/** What the Network Information API tells (navigator.connection), where the browser has it. */
export type Connection = { saveData?: boolean; type?: string } | undefined;

/**
 * Whether fetching ahead (code and pages not asked for yet) is welcome: not when the visitor asked
 * to save data, nor on a mobile network. A connection of unknown type (a desktop browser, or one
 * without the API) counts as unmetered.
 */
export function mayFetchAhead(connection: Connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.type !== "cellular";
}

/**
 * A precache entry's group. The one file the build does not tag, the web manifest (the plugin adds
 * it after), comes later: the browser fetches it itself, and no page needs it offline.
 */
export const precacheGroupOf = (entry: { group?: PrecacheGroup }): PrecacheGroup => entry.group ?? "later";

/** The precache list of a built sw.js, each file with its group: for the checks and the benchmarks. */
export function builtPrecacheList(swSource: string): { url: string; group: PrecacheGroup; islands?: string[] }[] {
  return [...swSource.matchAll(/\{[^{}]*"url":"[^"]+"[^{}]*\}/g)].map((match) => {
    const entry = JSON.parse(match[0]) as { url: string; group?: PrecacheGroup; islands?: string[] };
    return { url: entry.url, group: precacheGroupOf(entry), ...(entry.islands ? { islands: entry.islands } : {}) };
  });
}
