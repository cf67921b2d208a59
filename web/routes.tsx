/** The one route table of the SPA (SPEC section 2). Every screen is its own lazily loaded chunk. */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { NotFoundScreen } from "./app/not-found-screen";
import { ClubGuard, UserGuard } from "./features/auth/guards";
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
const AboutScreen = screen(() => import("./features/about/about-screen"), "AboutScreen");

const LoginScreen = screen(() => import("./features/auth/login-screen"), "LoginScreen");
const AdminLoginScreen = screen(() => import("./features/auth/admin-login-screen"), "AdminLoginScreen");
const UserLoginScreen = screen(() => import("./features/auth/user-login-screen"), "UserLoginScreen");
const ClubRegisterScreen = screen(() => import("./features/auth/club-register-screen"), "ClubRegisterScreen");
const UserRegisterScreen = screen(() => import("./features/auth/user-register-screen"), "UserRegisterScreen");
const VerifyEmailScreen = screen(() => import("./features/auth/verify-email-screen"), "VerifyEmailScreen");
const VerifiedRedirectScreen = screen(() => import("./features/auth/verified-redirect-screen"), "VerifiedRedirectScreen");
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

/** The public pages, where most visits begin: the first entries of the route table below. */
const PUBLIC_ROUTES = [
  [paths.home, HomeScreen],
  [paths.homeAlias, HomeScreen],
  [paths.academy, AcademyScreen],
  [paths.rugbyUnion, UnionScreen],
  [paths.rugbyLeague, LeagueScreen],
  [paths.clubs, ClubsScreen],
  ["/clubs/:id", ClubScreen],
  [paths.leagueClubs, LeagueClubsScreen],
  [paths.news, NewsScreen],
  ["/news/:slug", ArticleScreen],
  [paths.fixtures, FixturesScreen],
  ["/matches/:id", MatchScreen],
  [paths.about, AboutScreen],
] as const;

/** The screen of the public page at `path`, if it is one. */
export function publicScreen(path: string) {
  // The patterns are plain segments and `:param`s; a trailing slash matches as in wouter.
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`).test(path);
  const route = PUBLIC_ROUTES.find(([pattern]) => matches(pattern));
  return route?.[1];
}

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

/** A dashboard page: club session required, inside the dashboard's side menu. */
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

        <Route path={paths.dashboard} component={dashboard(OverviewScreen)} />
        <Route path={paths.dashboardNews} component={dashboard(NewsManagementScreen)} />
        <Route path={paths.dashboardPlayers} component={dashboard(PlayersManagementScreen)} />
        <Route path={paths.dashboardMatches} component={dashboard(MatchesManagementScreen)} />
        <Route path={paths.dashboardStandings} component={dashboard(StandingsManagementScreen)} />
        <Route path={paths.dashboardProfile} component={dashboard(ClubProfileScreen)} />
        <Route path={paths.admin} component={AdminScreen} />

        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}
