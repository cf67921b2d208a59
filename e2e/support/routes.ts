/**
 * Every public route of SPEC section 2 (and the issue's /fixtures and /matches/{id}), with what
 * its level-1 heading says. Paths that depend on the seed (an article, a match) are functions.
 */
import type { Seed } from "./seed";

export type PublicRoute = {
  /** How the test names it. */
  name: string;
  path: string | ((seed: Seed) => string);
  /**
   * The level-1 heading: an English source text (shown translated in Greek), or a function
   * for a heading that is data (a club or article name, the same in both languages).
   */
  heading: string | ((seed: Seed) => string | RegExp);
};

/** A club's name in either script: a Greek reader sees its Greek one (issue 13). `whole`: nothing else. */
function eitherName(club: { name: string; nameEl?: string | null }, whole = false): RegExp {
  const names = [club.name, club.nameEl].filter((name): name is string => Boolean(name)).map(escape).join("|");
  return new RegExp(whole ? `^(?:${names})$` : `(?:${names})`);
}

export const PUBLIC_ROUTES: PublicRoute[] = [
  { name: "home", path: "/", heading: "The home of Greek rugby" },
  { name: "home alias", path: "/home", heading: "The home of Greek rugby" },
  { name: "academy", path: "/academy", heading: "U16 Rugby Academy" },
  { name: "rugby union", path: "/rugby-union", heading: "Rugby Union" },
  { name: "rugby league", path: "/rugby-league", heading: "Rugby League" },
  { name: "clubs", path: "/clubs", heading: "Clubs" },
  { name: "club detail", path: "/clubs/1", heading: (seed) => eitherName(seed.clubs.find((club) => club.id === 1) ?? { name: "club 1 is not seeded" }, true) },
  { name: "club with a non-numeric id", path: "/clubs/abc", heading: "Invalid club ID" },
  { name: "league clubs", path: "/rugby-league-clubs", heading: "Rugby League Clubs" },
  { name: "news", path: "/news", heading: "News" },
  { name: "article by slug", path: (seed) => `/news/${seed.article.slug}`, heading: (seed) => seed.article.title },
  { name: "article by numeric id", path: (seed) => `/news/${seed.article.id}`, heading: (seed) => seed.article.title },
  { name: "older article by slug", path: (seed) => `/news/${seed.olderArticle.slug}`, heading: (seed) => seed.olderArticle.title },
  { name: "older article by numeric id", path: (seed) => `/news/${seed.olderArticle.id}`, heading: (seed) => seed.olderArticle.title },
  { name: "about", path: "/about", heading: "About the federation" },
  { name: "privacy", path: "/privacy", heading: "Privacy policy" },
  { name: "terms", path: "/terms", heading: "Terms of use" },
  { name: "cookies", path: "/cookies", heading: "Cookies and storage" },
  { name: "fixtures", path: "/fixtures", heading: "Fixtures & Results" },
  {
    name: "match",
    path: (seed) => `/matches/${seed.match.id}`,
    // Home side first; both names appear whatever the order.
    heading: (seed) =>
      new RegExp(`(?=.*${eitherName(seed.match.club).source})(?=.*${eitherName({ name: seed.match.opponent, nameEl: seed.match.opponentNameEl ?? seed.match.opponentEl }).source})`),
  },
  { name: "competitions", path: "/competitions", heading: "Competitions" },
  {
    name: "competition",
    path: "/competitions/rugby-union-greek-championship-2026-27",
    // The competition's name in the page's language.
    heading: () => /^(Rugby Union - Greek Championship|Ράγκμπι Γιούνιον - Πανελλήνιο Πρωτάθλημα)$/,
  },
  { name: "club login", path: "/login", heading: "Login" },
  { name: "club registration", path: "/register", heading: "Join the Hellenic Rugby Federation" },
  { name: "player registration", path: "/user-register", heading: "Register as a Player" },
  { name: "player login", path: "/user-login", heading: "Player Login" },
  { name: "admin login", path: "/admin-login", heading: "Admin Login" },
  { name: "unknown path", path: "/no/such/page", heading: "Page Not Found" },
];

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export const resolvePath = (route: PublicRoute, seed: Seed) => (typeof route.path === "function" ? route.path(seed) : route.path);
