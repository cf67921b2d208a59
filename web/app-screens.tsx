/**
 * The app's own screens (sign-in, accounts, dashboards, the back office), which only the browser
 * draws: the worker serves their addresses the plain shell (web/entry-server.tsx). The page
 * renderer's build resolves this module to an empty table (vite.config.ts, `publicPagesOnlyOnServer`),
 * so none of their code (the editor, the dashboard, the forms) is bundled into the worker.
 */
import type { ComponentType } from "react";
import type { PageName, PublicPageName } from "../schema/pages";
import { ClubGuard, UserGuard } from "./features/auth";
import { screen } from "./lazy-screen";

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
export const APP_SCREENS: Record<Exclude<PageName, PublicPageName>, ComponentType> = {
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

