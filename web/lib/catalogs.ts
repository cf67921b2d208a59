/**
 * Which translation catalogs (locales/<locale>/<feature>.po) a first load needs. Every page loads
 * the shared ones at start; the features below are only on some screens, so their strings come
 * with those screens' code (web/routes.tsx), keeping them out of every other page's first load.
 * Plain data: vite.config.ts groups the chunks by it and the bundle benchmark counts with it.
 */
export const ON_DEMAND_CATALOGS = ["about", "academy", "admin", "competitions", "dashboard", "legal", "live", "player", "rugby-info"] as const;
export type OnDemandCatalog = (typeof ON_DEMAND_CATALOGS)[number];

export const isOnDemandCatalog = (name: string): name is OnDemandCatalog => ON_DEMAND_CATALOGS.includes(name as OnDemandCatalog);

/** The on-demand catalogs each screen (by its export name in web/routes.tsx) shows strings of. */
export const SCREEN_CATALOGS: Partial<Record<string, readonly OnDemandCatalog[]>> = {
  HomeScreen: ["rugby-info", "competitions", "live"],
  AcademyScreen: ["academy"],
  UnionScreen: ["rugby-info", "competitions", "live"],
  LeagueScreen: ["rugby-info", "competitions", "live"],
  CompetitionsScreen: ["competitions"],
  CompetitionScreen: ["competitions", "live"],
  FixturesScreen: ["live"],
  MatchScreen: ["live"],
  ClubScreen: ["live"],
  LiveScreen: ["live"],
  AboutScreen: ["about"],
  PrivacyScreen: ["legal"],
  TermsScreen: ["legal"],
  CookiesScreen: ["legal"],
  UserRegisterScreen: ["player"],
  UserProfileScreen: ["player"],
  AcademyRegistrationScreen: ["player", "academy"],
  DashboardLayout: ["dashboard"],
  OverviewScreen: ["dashboard"],
  NewsManagementScreen: ["dashboard"],
  PlayersManagementScreen: ["dashboard"],
  MatchesManagementScreen: ["dashboard"],
  StandingsManagementScreen: ["dashboard", "competitions"],
  ClubProfileScreen: ["dashboard"],
  // The federation edits a club with the club profile's own fields (features/dashboard).
  AdminScreen: ["admin", "dashboard"],
};
