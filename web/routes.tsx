/** The one route table of the SPA (SPEC section 2). Every screen is its own lazily loaded chunk. */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { PUBLIC_PAGES, type PublicPage } from "../schema/public-routes";
import { NotFoundScreen } from "./app/not-found-screen";
import { ClubGuard, UserGuard } from "./features/auth";
import { SCREEN_CATALOGS } from "./lib/catalogs";
import { loadCatalogs } from "./lib/i18n";
import { paths } from "./paths";
import { Spinner } from "./ui/feedback";

/**
 * A screen in its own chunk, for a named export (screens keep their names). `load` fetches the code
 * ahead of rendering; once it has arrived, the screen renders at once instead of suspending, so a
 * page the server rendered (web/entry-server.tsx) is not replaced by a spinner while it starts.
 */
function screen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loaded: ComponentType<P> | undefined;
  // The screen's code and the strings only it shows (web/lib/catalogs.ts) arrive together.
  const fetchCode = () => Promise.all([load(), loadCatalogs(SCREEN_CATALOGS[name] ?? [])]).then(([module]) => (loaded = module[name]));
  const Lazy = lazy<ComponentType<P>>(() => fetchCode().then((component) => ({ default: component })));
  function Screen(props: P) {
    // Fixed per mounted screen: switching from the lazy wrapper to the loaded one would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { load: fetchCode });
}

const HomeScreen = screen(() => import("./features/home/home-screen"), "HomeScreen");
const AcademyScreen = screen(() => import("./features/academy/academy-screen"), "AcademyScreen");
const UnionScreen = screen(() => import("./features/rugby-info/union-screen"), "UnionScreen");
const LeagueScreen = screen(() => import("./features/rugby-info/league-screen"), "LeagueScreen");
const ClubsScreen = screen(() => import("./features/clubs/clubs-screen"), "ClubsScreen");
const ClubScreen = screen(() => import("./features/clubs/club-screen"), "ClubScreen");
const LeagueClubsScreen = screen(() => import("./features/clubs/league-clubs-screen"), "LeagueClubsScreen");
const NewsScreen = screen(() => import("./features/news/news-screen"), "NewsScreen");
const ArticleScreen = screen(() => import("./features/news/article-screen"), "ArticleScreen");
const FixturesScreen = screen(() => import("./features/fixtures/fixtures-screen"), "FixturesScreen");
const MatchScreen = screen(() => import("./features/fixtures/match-screen"), "MatchScreen");
const CompetitionsScreen = screen(() => import("./features/competitions/competitions-screen"), "CompetitionsScreen");
const CompetitionScreen = screen(() => import("./features/competitions/competition-screen"), "CompetitionScreen");
const AboutScreen = screen(() => import("./features/about/about-screen"), "AboutScreen");
const PrivacyScreen = screen(() => import("./features/legal/privacy-screen"), "PrivacyScreen");
const TermsScreen = screen(() => import("./features/legal/terms-screen"), "TermsScreen");
const CookiesScreen = screen(() => import("./features/legal/cookies-screen"), "CookiesScreen");

const LoginScreen = screen(() => import("./features/auth/login-screen"), "LoginScreen");
const AdminLoginScreen = screen(() => import("./features/auth/admin-login-screen"), "AdminLoginScreen");
const UserLoginScreen = screen(() => import("./features/auth/user-login-screen"), "UserLoginScreen");
const ClubRegisterScreen = screen(() => import("./features/auth/club-register-screen"), "ClubRegisterScreen");
const UserRegisterScreen = screen(() => import("./features/auth/user-register-screen"), "UserRegisterScreen");
const VerifyEmailScreen = screen(() => import("./features/auth/verify-email-screen"), "VerifyEmailScreen");
const VerifiedRedirectScreen = screen(() => import("./features/auth/verified-redirect-screen"), "VerifiedRedirectScreen");
const ClaimScreen = screen(() => import("./features/auth/claim-screen"), "ClaimScreen");
const UserProfileScreen = screen(() => import("./features/player/user-profile-screen"), "UserProfileScreen");
const AcademyRegistrationScreen = screen(() => import("./features/player/academy-registration-screen"), "AcademyRegistrationScreen");

const DashboardLayout = screen(() => import("./features/dashboard/dashboard-layout"), "DashboardLayout");
const OverviewScreen = screen(() => import("./features/dashboard/overview-screen"), "OverviewScreen");
const NewsManagementScreen = screen(() => import("./features/dashboard/news-management-screen"), "NewsManagementScreen");
const PlayersManagementScreen = screen(() => import("./features/dashboard/players-management-screen"), "PlayersManagementScreen");
const MatchesManagementScreen = screen(() => import("./features/dashboard/matches-management-screen"), "MatchesManagementScreen");
const StandingsManagementScreen = screen(() => import("./features/dashboard/standings-management-screen"), "StandingsManagementScreen");
const ClubProfileScreen = screen(() => import("./features/dashboard/club-profile-screen"), "ClubProfileScreen");
const AdminScreen = screen(() => import("./features/admin/admin-screen"), "AdminScreen");
const LiveScreen = screen(() => import("./features/live/live-screen"), "LiveScreen");
const SearchScreen = screen(() => import("./features/search/search-screen"), "SearchScreen");

/**
 * The public pages, where most visits begin: the first entries of the route table below. Which
 * pages are public is schema/public-routes.ts's to say; the type makes this map name each once.
 */
const PUBLIC_SCREENS: Record<PublicPage, ReturnType<typeof screen>> = {
  "/": HomeScreen,
  "/home": HomeScreen,
  "/academy": AcademyScreen,
  "/rugby-union": UnionScreen,
  "/rugby-league": LeagueScreen,
  "/clubs": ClubsScreen,
  "/clubs/:id": ClubScreen,
  "/rugby-league-clubs": LeagueClubsScreen,
  "/news": NewsScreen,
  "/news/:slug": ArticleScreen,
  "/fixtures": FixturesScreen,
  "/matches/:id": MatchScreen,
  "/competitions": CompetitionsScreen,
  "/competitions/:slug": CompetitionScreen,
  "/about": AboutScreen,
  "/privacy": PrivacyScreen,
  "/terms": TermsScreen,
  "/cookies": CookiesScreen,
};
const PUBLIC_ROUTES = PUBLIC_PAGES.map((page) => [page, PUBLIC_SCREENS[page]] as const);

/** The app's other addresses: drawn by the app in the browser (sign-in, accounts, dashboards). */
const APP_ONLY_PATHS = [
  paths.login,
  paths.adminLogin,
  paths.userLogin,
  paths.register,
  paths.userRegister,
  paths.verifyEmail,
  paths.verified,
  paths.claim,
  paths.userProfile,
  paths.academyRegistration,
  paths.dashboard,
  paths.dashboardNews,
  paths.dashboardPlayers,
  paths.dashboardMatches,
  paths.dashboardStandings,
  paths.dashboardProfile,
  paths.admin,
  paths.liveScoring(":id"),
  paths.search,
] as const;

// The patterns are plain segments and `:param`s; a trailing slash matches as in wouter.
const matchesPattern = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`).test(path);

/** The screen of the public page at `path`, if it is one. */
export function publicScreen(path: string) {
  return PUBLIC_ROUTES.find(([pattern]) => matchesPattern(pattern, path))?.[1];
}

/** Whether `path` is an address of the app at all (otherwise it shows the 404 card). */
export const isAppPath = (path: string) => publicScreen(path) !== undefined || APP_ONLY_PATHS.some((pattern) => matchesPattern(pattern, path));

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

/**
 * A dashboard page: club session required, inside the dashboard's side menu. Made once per page
 * at module level: a component type made during render would be a new type at every render, and
 * React would remount the whole dashboard (and refetch its data) each time the routes re-render.
 */
function dashboard(Page: ComponentType) {
  return function DashboardPage() {
    return (
      <ClubGuard>
        <DashboardLayout>
          <Page />
        </DashboardLayout>
      </ClubGuard>
    );
  };
}

const DashboardOverview = dashboard(OverviewScreen);
const DashboardNews = dashboard(NewsManagementScreen);
const DashboardPlayers = dashboard(PlayersManagementScreen);
const DashboardMatches = dashboard(MatchesManagementScreen);
const DashboardStandings = dashboard(StandingsManagementScreen);
const DashboardProfile = dashboard(ClubProfileScreen);

export function AppRoutes(): ReactNode {
  return (
    <Suspense fallback={<Spinner />}>
      <Switch>
        {PUBLIC_ROUTES.map(([path, Screen]) => (
          <Route key={path} path={path} component={Screen} />
        ))}

        <Route path={paths.login} component={LoginScreen} />
        <Route path={paths.adminLogin} component={AdminLoginScreen} />
        <Route path={paths.userLogin} component={UserLoginScreen} />
        <Route path={paths.register} component={ClubRegisterScreen} />
        <Route path={paths.userRegister} component={UserRegisterScreen} />
        <Route path={paths.verifyEmail} component={VerifyEmailScreen} />
        <Route path={paths.verified} component={VerifiedRedirectScreen} />
        <Route path={paths.claim} component={ClaimScreen} />
        <Route path={paths.userProfile}>
          <UserGuard>
            <UserProfileScreen />
          </UserGuard>
        </Route>
        <Route path={paths.academyRegistration}>
          <UserGuard>
            <AcademyRegistrationScreen />
          </UserGuard>
        </Route>

        <Route path={paths.dashboard} component={DashboardOverview} />
        <Route path={paths.dashboardNews} component={DashboardNews} />
        <Route path={paths.dashboardPlayers} component={DashboardPlayers} />
        <Route path={paths.dashboardMatches} component={DashboardMatches} />
        <Route path={paths.dashboardStandings} component={DashboardStandings} />
        <Route path={paths.dashboardProfile} component={DashboardProfile} />
        <Route path={paths.admin} component={AdminScreen} />
        <Route path={paths.liveScoring(":id")}>
          <ClubGuard>
            <LiveScreen />
          </ClubGuard>
        </Route>
        <Route path={paths.search} component={SearchScreen} />

        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}
