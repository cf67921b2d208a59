/**
 * The one route table of the SPA (SPEC section 2). Every screen is its own lazily loaded chunk.
 * The public pages' screens are here; the app's own (sign-in, dashboards) in web/app-screens.tsx,
 * which the worker's page renderer is built without.
 */
import { Suspense, type ComponentType, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { PAGES, type PageName, type PublicPageName } from "../schema/pages";
import { NotFoundScreen } from "./app/not-found-screen";
import { APP_SCREENS } from "./app-screens";
import { screen, type LazyScreen } from "./lazy-screen";
import { Spinner } from "./ui/feedback";

const HomeScreen = screen(() => import("./features/home/home-screen"), "HomeScreen", "home");
const AcademyScreen = screen(() => import("./features/academy/academy-screen"), "AcademyScreen", "academy");
const UnionScreen = screen(() => import("./features/rugby-info/union-screen"), "UnionScreen", "rugbyUnion");
const LeagueScreen = screen(() => import("./features/rugby-info/league-screen"), "LeagueScreen", "rugbyLeague");
const ClubsScreen = screen(() => import("./features/clubs/clubs-screen"), "ClubsScreen", "clubs");
const ClubScreen = screen(() => import("./features/clubs/club-screen"), "ClubScreen", "club");
const LeagueClubsScreen = screen(() => import("./features/clubs/league-clubs-screen"), "LeagueClubsScreen", "leagueClubs");
const NewsScreen = screen(() => import("./features/news/news-screen"), "NewsScreen", "news");
const ArticleScreen = screen(() => import("./features/news/article-screen"), "ArticleScreen", "article");
const FixturesScreen = screen(() => import("./features/fixtures/fixtures-screen"), "FixturesScreen", "fixtures");
const MatchScreen = screen(() => import("./features/fixtures/match-screen"), "MatchScreen", "match");
const CompetitionsScreen = screen(() => import("./features/competitions/competitions-screen"), "CompetitionsScreen", "competitions");
const CompetitionScreen = screen(() => import("./features/competitions/competition-screen"), "CompetitionScreen", "competition");
const AboutScreen = screen(() => import("./features/about/about-screen"), "AboutScreen", "about");
const PrivacyScreen = screen(() => import("./features/legal/privacy-screen"), "PrivacyScreen", "privacy");
const TermsScreen = screen(() => import("./features/legal/terms-screen"), "TermsScreen", "terms");
const CookiesScreen = screen(() => import("./features/legal/cookies-screen"), "CookiesScreen", "cookies");

/**
 * The public pages, where most visits begin: which pages are public is the registry's to say
 * (schema/pages.ts); the type makes this map name each once.
 */
const PUBLIC_SCREENS: Record<PublicPageName, LazyScreen> = {
  home: HomeScreen,
  homeAlias: HomeScreen,
  academy: AcademyScreen,
  rugbyUnion: UnionScreen,
  rugbyLeague: LeagueScreen,
  clubs: ClubsScreen,
  club: ClubScreen,
  leagueClubs: LeagueClubsScreen,
  news: NewsScreen,
  article: ArticleScreen,
  fixtures: FixturesScreen,
  match: MatchScreen,
  competitions: CompetitionsScreen,
  competition: CompetitionScreen,
  about: AboutScreen,
  privacy: PrivacyScreen,
  terms: TermsScreen,
  cookies: CookiesScreen,
};

/**
 * Every page of the registry with its screen, in the registry's order: the public pages first.
 * The page renderer's build has no app screens (APP_SCREENS is empty there): only public pages.
 */
const ROUTES = (Object.keys(PAGES) as PageName[]).flatMap((name) => {
  const Screen: ComponentType | undefined = name in PUBLIC_SCREENS ? PUBLIC_SCREENS[name as PublicPageName] : APP_SCREENS[name as Exclude<PageName, PublicPageName>];
  return Screen ? [{ pattern: PAGES[name].pattern, public: PAGES[name].public, Screen }] : [];
});

// The patterns are plain segments and `:param`s; a trailing slash matches as in wouter.
const matchesPattern = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`).test(path);

/** The screen of the public page at `path`, if it is one. */
export function publicScreen(path: string) {
  const found = ROUTES.find((route) => route.public && matchesPattern(route.pattern, path));
  return found && (found.Screen as LazyScreen);
}

/** Whether `path` is an address of the app at all (otherwise it shows the 404 card): any page of the registry. */
export const isAppPath = (path: string) => Object.values(PAGES).some((page) => matchesPattern(page.pattern, path));

/**
 * Starts fetching the code of the public page at `path`, so at start-up it downloads while the
 * translations do, instead of after them (one round trip less before the page shows). Resolves
 * when it has arrived (or could not be fetched).
 */
export async function preloadScreen(path: string): Promise<void> {
  await publicScreen(path)
    ?.load()
    .catch(() => {
      // Offline and not cached: the route's own error boundary says so when it renders.
    });
}

export function AppRoutes(): ReactNode {
  return (
    <Suspense fallback={<Spinner />}>
      <Switch>
        {ROUTES.map(({ pattern, Screen }) => (
          <Route key={pattern} path={pattern} component={Screen} />
        ))}
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}
