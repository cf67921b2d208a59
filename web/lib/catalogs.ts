/**
 * Which translation catalogs (locales/<locale>/<feature>.po) a first load needs. Every page loads
 * the shared ones at start; the features below are only on some screens, so their strings come
 * with those screens' code (web/routes.tsx), keeping them out of every other page's first load.
 * Plain data: vite.config.ts groups the chunks by it and the bundle benchmark counts with it.
 */
export const ON_DEMAND_CATALOGS = ["about", "academy", "admin", "dashboard", "player", "rugby-info"] as const;
export type OnDemandCatalog = (typeof ON_DEMAND_CATALOGS)[number];

export const isOnDemandCatalog = (name: string): name is OnDemandCatalog => ON_DEMAND_CATALOGS.includes(name as OnDemandCatalog);

/** The on-demand catalogs each screen (by its export name in web/routes.tsx) shows strings of. */
export const SCREEN_CATALOGS: Partial<Record<string, readonly OnDemandCatalog[]>> = {
  HomeScreen: ["rugby-info"],
  AcademyScreen: ["academy"],
  UnionScreen: ["rugby-info"],
  LeagueScreen: ["rugby-info"],
  AboutScreen: ["about"],
  UserRegisterScreen: ["player"],
  UserProfileScreen: ["player"],
  AcademyRegistrationScreen: ["player", "academy"],
  DashboardLayout: ["dashboard"],
  OverviewScreen: ["dashboard"],
  NewsManagementScreen: ["dashboard"],
  PlayersManagementScreen: ["dashboard"],
  MatchesManagementScreen: ["dashboard"],
  StandingsManagementScreen: ["dashboard"],
  ClubProfileScreen: ["dashboard"],
  AdminScreen: ["admin"],
};
