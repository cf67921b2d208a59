/** The one route table of the SPA (SPEC section 2). Every screen is its own lazily loaded chunk. */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { PAGES, type PageName, type PublicPageName } from "../schema/pages";
import { NotFoundScreen } from "./app/not-found-screen";
import { ClubGuard, UserGuard } from "./features/auth";
import { loadCatalogs } from "./lib/i18n";
import { Spinner } from "./ui/feedback";

/**
 * A screen in its own chunk, for a named export (screens keep their names), showing the page
 * `page` of the registry (schema/pages.ts). `load` fetches the code ahead of rendering; once it has
 * arrived, the screen renders at once instead of suspending, so a page the server rendered
 * (web/entry-server.tsx) is not replaced by a spinner while it starts.
 */
function screen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K, page: PageName) {
  let loaded: ComponentType<P> | undefined;
  // The screen's code and the strings only its page shows (its on-demand catalogs) arrive together.
  const fetchCode = () => Promise.all([load(), loadCatalogs(PAGES[page].catalogs)]).then(([module]) => (loaded = module[name]));
  const Lazy = lazy<ComponentType<P>>(() => fetchCode().then((component) => ({ default: component })));
  function Screen(props: P) {
    // Fixed per mounted screen: switching from the lazy wrapper to the loaded one would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { load: fetchCode });
}

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

const LoginScreen = screen(() => import("./features/auth/login-screen"), "LoginScreen", "login");
const AdminLoginScreen = screen(() => import("./features/auth/admin-login-screen"), "AdminLoginScreen", "adminLogin");
const UserLoginScreen = screen(() => import("./features/auth/user-login-screen"), "UserLoginScreen", "userLogin");
const ClubRegisterScreen = screen(() => import("./features/auth/club-register-screen"), "ClubRegisterScreen", "register");
const UserRegisterScreen = screen(() => import("./features/auth/user-register-screen"), "UserRegisterScreen", "userRegister");
const VerifyEmailScreen = screen(() => import("./features/auth/verify-email-screen"), "VerifyEmailScreen", "verifyEmail");
const VerifiedRedirectScreen = screen(() => import("./features/auth/verified-redirect-screen"), "VerifiedRedirectScreen", "verified");
const ClaimScreen = screen(() => import("./features/auth/claim-screen"), "ClaimScreen", "claim");
const UserProfileScreen = screen(() => import("./features/player/user-profile-screen"), "UserProfileScreen", "userProfile");
const AcademyRegistrationScreen = screen(() => import("./features/player/academy-registration-screen"), "AcademyRegistrationScreen", "academyRegistration");

const MembersScreen = screen(() => import("./features/members/members-screen"), "MembersScreen", "dashboardMembers");
const ActivityScreen = screen(() => import("./features/activity/activity-screen"), "ActivityScreen", "dashboardActivity");
const LiveScoringScreen = screen(() => import("./features/dashboard/live-scoring-screen"), "LiveScoringScreen", "dashboardLive");
const MyRegistrationsScreen = screen(() => import("./features/registrations/my-registrations-screen"), "MyRegistrationsScreen", "userRegistrations");
const FamilyScreen = screen(() => import("./features/family/family-screen"), "FamilyScreen", "userFamily");
const MyDataScreen = screen(() => import("./features/family/my-data-screen"), "MyDataScreen", "userData");
const ClubRegistrationsScreen = screen(() => import("./features/registrations/club-registrations-screen"), "ClubRegistrationsScreen", "dashboardRegistrations");
const EligibilityScreen = screen(() => import("./features/registrations/eligibility-screen"), "EligibilityScreen", "dashboardEligibility");
const InvitationScreen = screen(() => import("./features/members/invitation-screen"), "InvitationScreen", "invitation");
const ForgotPasswordScreen = screen(() => import("./features/security/forgot-password-screen"), "ForgotPasswordScreen", "forgotPassword");
const ResetPasswordScreen = screen(() => import("./features/security/reset-password-screen"), "ResetPasswordScreen", "resetPassword");
const SecondStepScreen = screen(() => import("./features/security/second-step-screen"), "SecondStepScreen", "secondStep");
const AccountSecurityScreen = screen(() => import("./features/security/account-security-screen"), "AccountSecurityScreen", "accountSecurity");

const DashboardLayout = screen(() => import("./features/dashboard/dashboard-layout"), "DashboardLayout", "dashboard");
const OverviewScreen = screen(() => import("./features/dashboard/overview-screen"), "OverviewScreen", "dashboard");
const NewsManagementScreen = screen(() => import("./features/dashboard/news-management-screen"), "NewsManagementScreen", "dashboardNews");
const PlayersManagementScreen = screen(() => import("./features/dashboard/players-management-screen"), "PlayersManagementScreen", "dashboardPlayers");
const TeamsManagementScreen = screen(() => import("./features/dashboard/teams-management-screen"), "TeamsManagementScreen", "dashboardTeams");
const MatchesManagementScreen = screen(() => import("./features/dashboard/matches-management-screen"), "MatchesManagementScreen", "dashboardMatches");
const StandingsManagementScreen = screen(() => import("./features/dashboard/standings-management-screen"), "StandingsManagementScreen", "dashboardStandings");
const ClubProfileScreen = screen(() => import("./features/dashboard/club-profile-screen"), "ClubProfileScreen", "dashboardProfile");
const AdminScreen = screen(() => import("./features/admin/admin-screen"), "AdminScreen", "admin");
const LiveScreen = screen(() => import("./features/live/live-screen"), "LiveScreen", "liveScoring");
const SearchScreen = screen(() => import("./features/search/search-screen"), "SearchScreen", "search");

/**
 * The public pages, where most visits begin: which pages are public is the registry's to say
 * (schema/pages.ts); the type makes this map name each once.
 */
const PUBLIC_SCREENS: Record<PublicPageName, ReturnType<typeof screen>> = {
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
 * A page behind a guard (a club or a user session), or a dashboard page: club session required,
 * inside the dashboard's side menu. Made once per page at module level: a component type made
 * during render would be a new type at every render, and React would remount the whole dashboard
 * (and refetch its data) each time the routes re-render.
 */
function guarded(Guard: typeof ClubGuard | typeof UserGuard, Page: ComponentType) {
  return function GuardedPage() {
    return (
      <Guard>
        <Page />
      </Guard>
    );
  };
}
function dashboard(Page: ComponentType) {
  return guarded(ClubGuard, function DashboardPage() {
    return (
      <DashboardLayout>
        <Page />
      </DashboardLayout>
    );
  });
}

/** The app's other addresses: drawn by the app in the browser (sign-in, accounts, dashboards). */
const APP_SCREENS: Record<Exclude<PageName, PublicPageName>, ComponentType> = {
  register: ClubRegisterScreen,
  login: LoginScreen,
  adminLogin: AdminLoginScreen,
  userLogin: UserLoginScreen,
  userRegister: UserRegisterScreen,
  verifyEmail: VerifyEmailScreen,
  verified: VerifiedRedirectScreen,
  userProfile: guarded(UserGuard, UserProfileScreen),
  academyRegistration: guarded(UserGuard, AcademyRegistrationScreen),
  userRegistrations: guarded(UserGuard, MyRegistrationsScreen),
  userFamily: guarded(UserGuard, FamilyScreen),
  userData: guarded(UserGuard, MyDataScreen),
  dashboard: dashboard(OverviewScreen),
  dashboardNews: dashboard(NewsManagementScreen),
  dashboardPlayers: dashboard(PlayersManagementScreen),
  dashboardTeams: dashboard(TeamsManagementScreen),
  dashboardMatches: dashboard(MatchesManagementScreen),
  dashboardStandings: dashboard(StandingsManagementScreen),
  dashboardProfile: dashboard(ClubProfileScreen),
  dashboardMembers: dashboard(MembersScreen),
  dashboardActivity: dashboard(ActivityScreen),
  dashboardLive: dashboard(LiveScoringScreen),
  dashboardRegistrations: dashboard(ClubRegistrationsScreen),
  dashboardEligibility: dashboard(EligibilityScreen),
  admin: AdminScreen,
  claim: ClaimScreen,
  liveScoring: guarded(ClubGuard, LiveScreen),
  search: SearchScreen,
  invitation: InvitationScreen,
  forgotPassword: ForgotPasswordScreen,
  resetPassword: ResetPasswordScreen,
  secondStep: SecondStepScreen,
  // Either session (a club's or a player's): the screen asks for sign-in when there is none.
  accountSecurity: AccountSecurityScreen,
};

/** Every page of the registry with its screen, in the registry's order: the public pages first. */
const ROUTES = (Object.keys(PAGES) as PageName[]).map((name) => ({
  pattern: PAGES[name].pattern,
  public: PAGES[name].public,
  Screen: name in PUBLIC_SCREENS ? PUBLIC_SCREENS[name as PublicPageName] : APP_SCREENS[name as Exclude<PageName, PublicPageName>],
}));

// The patterns are plain segments and `:param`s; a trailing slash matches as in wouter.
const matchesPattern = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`).test(path);

/** The screen of the public page at `path`, if it is one. */
export function publicScreen(path: string) {
  const found = ROUTES.find((route) => route.public && matchesPattern(route.pattern, path));
  return found && (found.Screen as ReturnType<typeof screen>);
}

/** Whether `path` is an address of the app at all (otherwise it shows the 404 card). */
export const isAppPath = (path: string) => ROUTES.some((route) => matchesPattern(route.pattern, path));

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
