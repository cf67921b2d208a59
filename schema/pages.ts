/**
 * The page registry (issue 22, point 6): every page of the app, written once, here. Shared by the
 * web and the worker (pure data and functions, importing neither). Everything else derives from it:
 * - `paths`, the typed addresses every link is built with (web/, and the worker's sitemap);
 * - the SPA's route table (web/routes.tsx gives each page its screen; its type names each page once);
 * - which on-demand translation catalogs a page's screen loads with its code (web/routes.tsx);
 * - the public pages: drawn by the worker with their data (wrangler.jsonc `run_worker_first` is
 *   runWorkerFirst() below, checked by schema/pages.test.ts), listed in the sitemap
 *   (worker/modules/open-data/sitemap.ts) and described in their head (worker/modules/pages/page-meta.ts,
 *   with the texts of schema/open-data-messages.ts `pageDescriptions`, one per DESCRIBED_PAGES).
 */
import { routePattern } from "./public-routes";

/**
 * The translation catalogs (locales/<locale>/<feature>.po) only some screens show: they load with
 * those screens' code, keeping them out of every other page's first load (web/lib/i18n.ts loads the
 * others at start; vite.config.ts groups their chunks; the bundle benchmark counts with them).
 * `islands` and `islands-later` are the strings of a drawn public page's islands (web/islands),
 * all a public page loads: as they start, and in the parts they load later.
 */
export const ON_DEMAND_CATALOGS = ["about", "academy", "admin", "competitions", "dashboard", "family", "islands", "islands-later", "legal", "live", "player", "registrations", "rugby-info"] as const;
export type OnDemandCatalog = (typeof ON_DEMAND_CATALOGS)[number];

type PageEntry = {
  /** The address, wouter style: plain segments and at most one `:param` (`:id` is a number). */
  pattern: string;
  /**
   * A public page (SPEC section 2): drawn on the server with its data, readable offline once
   * visited, in the sitemap and described in its head. The others are drawn by the app in the browser.
   */
  public: boolean;
  /** Another address of that page (its one canonical address is the page's). */
  aliasOf?: string;
  /** The on-demand catalogs the page's screen shows strings of. */
  catalogs: readonly OnDemandCatalog[];
};

const INFO_CATALOGS = ["rugby-info", "competitions", "live"] as const;

/** Every page, the public ones first, in the order wrangler.jsonc lists them. */
export const PAGES = {
  home: { pattern: "/", public: true, catalogs: INFO_CATALOGS },
  homeAlias: { pattern: "/home", public: true, aliasOf: "home", catalogs: INFO_CATALOGS },
  academy: { pattern: "/academy", public: true, catalogs: ["academy"] },
  rugbyUnion: { pattern: "/rugby-union", public: true, catalogs: INFO_CATALOGS },
  rugbyLeague: { pattern: "/rugby-league", public: true, catalogs: INFO_CATALOGS },
  clubs: { pattern: "/clubs", public: true, catalogs: [] },
  club: { pattern: "/clubs/:id", public: true, catalogs: ["live"] },
  leagueClubs: { pattern: "/rugby-league-clubs", public: true, catalogs: [] },
  news: { pattern: "/news", public: true, catalogs: [] },
  article: { pattern: "/news/:slug", public: true, catalogs: [] },
  fixtures: { pattern: "/fixtures", public: true, catalogs: ["live"] },
  match: { pattern: "/matches/:id", public: true, catalogs: ["live"] },
  competitions: { pattern: "/competitions", public: true, catalogs: ["competitions"] },
  competition: { pattern: "/competitions/:slug", public: true, catalogs: ["competitions", "live"] },
  about: { pattern: "/about", public: true, catalogs: ["about"] },
  privacy: { pattern: "/privacy", public: true, catalogs: ["legal"] },
  terms: { pattern: "/terms", public: true, catalogs: ["legal"] },
  cookies: { pattern: "/cookies", public: true, catalogs: ["legal"] },

  // Drawn by the app in the browser: sign-in, accounts, dashboards, live scoring, search.
  register: { pattern: "/register", public: false, catalogs: [] },
  login: { pattern: "/login", public: false, catalogs: [] },
  adminLogin: { pattern: "/admin-login", public: false, catalogs: [] },
  userLogin: { pattern: "/user-login", public: false, catalogs: [] },
  userRegister: { pattern: "/user-register", public: false, catalogs: ["player"] },
  verifyEmail: { pattern: "/verify-email", public: false, catalogs: [] },
  verified: { pattern: "/verified", public: false, catalogs: [] },
  userProfile: { pattern: "/user-profile", public: false, catalogs: ["player", "registrations"] },
  academyRegistration: { pattern: "/academy-registration", public: false, catalogs: ["player", "academy"] },
  /** Issue 24: a person's registrations and licences (theirs and their children's), transfers and clubs; their children; their data. */
  userRegistrations: { pattern: "/user-profile/registrations", public: false, catalogs: ["player", "registrations"] },
  userFamily: { pattern: "/user-profile/family", public: false, catalogs: ["player", "family"] },
  userData: { pattern: "/user-profile/data", public: false, catalogs: ["player", "family"] },
  dashboard: { pattern: "/dashboard", public: false, catalogs: ["dashboard"] },
  dashboardNews: { pattern: "/dashboard/news", public: false, catalogs: ["dashboard"] },
  dashboardPlayers: { pattern: "/dashboard/players", public: false, catalogs: ["dashboard"] },
  dashboardTeams: { pattern: "/dashboard/teams", public: false, catalogs: ["dashboard"] },
  dashboardMatches: { pattern: "/dashboard/matches", public: false, catalogs: ["dashboard"] },
  dashboardStandings: { pattern: "/dashboard/standings", public: false, catalogs: ["dashboard", "competitions"] },
  dashboardProfile: { pattern: "/dashboard/profile", public: false, catalogs: ["dashboard"] },
  /** Issue 23: the club's members and invitations (club admins), and the club's activity log. */
  dashboardMembers: { pattern: "/dashboard/members", public: false, catalogs: ["dashboard"] },
  dashboardActivity: { pattern: "/dashboard/activity", public: false, catalogs: ["dashboard"] },
  /** Issue 23: the club's competition fixtures to score live and enter results for (scorers, team managers, club admins). */
  dashboardLive: { pattern: "/dashboard/live", public: false, catalogs: ["dashboard"] },
  /** Issue 24: the club's registrations (secretary), and who may play in its fixtures (secretary, team managers). */
  dashboardRegistrations: { pattern: "/dashboard/registrations", public: false, catalogs: ["dashboard", "registrations"] },
  dashboardEligibility: { pattern: "/dashboard/eligibility", public: false, catalogs: ["dashboard", "registrations"] },
  // The federation edits a club with the club profile's own fields (features/dashboard).
  admin: { pattern: "/admin", public: false, catalogs: ["admin", "dashboard", "registrations"] },
  /** The approved claimant's link (issue 12; the worker mails it). */
  claim: { pattern: "/claim/:token", public: false, catalogs: [] },
  /** Live scoring of a fixture, by its match id (issue 14). */
  liveScoring: { pattern: "/live/:id", public: false, catalogs: ["live"] },
  /** Issue 23: an invitation's link (the worker mails it), "forgot password" and its link, the second step of a sign-in, and a person's sessions and second step. */
  invitation: { pattern: "/invitations/:token", public: false, catalogs: [] },
  forgotPassword: { pattern: "/forgot-password", public: false, catalogs: [] },
  resetPassword: { pattern: "/reset-password", public: false, catalogs: [] },
  secondStep: { pattern: "/login/second-step", public: false, catalogs: [] },
  accountSecurity: { pattern: "/account/security", public: false, catalogs: [] },
  /** Issue 13: search, drawn by the app (it answers offline from the device's cache). */
  search: { pattern: "/search", public: false, catalogs: [] },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;
type Pages = typeof PAGES;

/** The public pages, by name. */
export type PublicPageName = { [Name in PageName]: Pages[Name]["public"] extends true ? Name : never }[PageName];
export const PUBLIC_PAGE_NAMES = (Object.keys(PAGES) as PageName[]).filter((name): name is PublicPageName => PAGES[name].public);

/** A public page's address pattern, e.g. "/clubs/:id". */
export type PublicPage = Pages[PublicPageName]["pattern"];
export const PUBLIC_PAGES: readonly PublicPage[] = PUBLIC_PAGE_NAMES.map((name) => PAGES[name].pattern);

/** The public pages with no parameter that are not another page's alias: each in the sitemap, each with its description. */
export type DescribedPage = {
  [Name in PublicPageName]: Pages[Name] extends { aliasOf: string } ? never : Pages[Name]["pattern"] extends `${string}:${string}` ? never : Name;
}[PublicPageName];
export const DESCRIBED_PAGES = PUBLIC_PAGE_NAMES.filter((name): name is DescribedPage => {
  const page: PageEntry = PAGES[name];
  return !page.aliasOf && !page.pattern.includes(":");
});

/** A page's address: the pattern itself, or a function of its one parameter. */
type PathTo<Pattern extends string> = Pattern extends `${string}:${string}` ? (param: string | number) => string : Pattern;

/** Every page's address, typed (`paths.club(12)` is "/clubs/12"), by the names of PAGES. */
export const paths = Object.fromEntries(
  Object.entries(PAGES).map(([name, { pattern }]) => [
    name,
    pattern.includes(":") ? (param: string | number) => pattern.replace(/:[a-z]+/i, String(param)) : pattern,
  ]),
) as { [Name in PageName]: PathTo<Pages[Name]["pattern"]> };

const PUBLIC_PATTERNS = PUBLIC_PAGE_NAMES.map((name) => [name, routePattern(PAGES[name].pattern)] as const);

/** The public page at an address (an alias as the page it stands for), with its parameter if it has one. */
export function matchPage(path: string): { name: PublicPageName; param: string | undefined } | undefined {
  for (const [name, pattern] of PUBLIC_PATTERNS) {
    const found = pattern.exec(path);
    if (!found) continue;
    const page: PageEntry = PAGES[name];
    return { name: (page.aliasOf as PublicPageName | undefined) ?? name, param: found[1] };
  }
  return undefined;
}

/** The open-data files outside /api the worker answers (worker/modules/open-data/open-files.ts); /news/feed.xml is under /news/*. */
export const OPEN_DATA_FILES = ["/calendar/*", "/sitemap.xml", "/robots.txt"] as const;

/** The PNG cards a shared link of a club or an article previews (worker/modules/pages/previews.ts): drawn by the worker, never static files. */
export const PREVIEW_IMAGES = ["/og/*"] as const;

/** The `run_worker_first` list of wrangler.jsonc: the API, then each public page with `*` for its parameter, then the open-data files and the preview cards. */
export const runWorkerFirst = (): string[] => ["/api", "/api/*", ...PUBLIC_PAGES.map((page) => page.replace(/:[a-z]+/gi, "*")), ...OPEN_DATA_FILES, ...PREVIEW_IMAGES];
