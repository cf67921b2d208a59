/**
 * The one registry of islands (web/islands/island.tsx): an island's name, as `island(name, …)`
 * writes it on the drawn page, to the code that runs it in the browser. The islands runtime
 * (web/islands/start.tsx) loads an island's entry only when that island is on the page and about
 * to run, so each entry is its own chunk and a page ships the code of its own islands only.
 *
 * An entry resolves to the island's component (what `island()` returned, or its inside):
 *   "my-island": () => import("../features/x/my-island").then((module) => module.MyIsland),
 * Wrapped, for what the island needs besides its code (they compose):
 * - `withPageData(load)`: it reads data with TanStack Query (useQuery, useMutation): it gets the
 *   page's query cache, holding the data the page was drawn from (web/islands/page-data.tsx). Not
 *   wrapped, it has none, and a page whose islands read no data loads no TanStack Query at all.
 * - `withCatalogs(["live"], load)`: its strings are (partly) in on-demand catalogs (schema/pages.ts
 *   ON_DEMAND_CATALOGS), loaded with its code. Strings in an island's own files are in the islands
 *   catalog (lingui.config.ts), which every drawn page loads.
 *
 * Adding an island: one line here, and `island("that-name", Component)` where it is drawn.
 */
import { createElement, type ComponentType } from "react";
import type { OnDemandCatalog } from "../../schema/pages";
import { loadCatalogs } from "../lib/i18n";
import { insideOf } from "./island";

// Props are checked where the island is made (island.tsx); here any island component fits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;
export type IslandLoader = () => Promise<IslandComponent>;

/** An island whose strings are (partly) in on-demand catalogs: they arrive with its code. */
export const withCatalogs =
  (catalogs: readonly OnDemandCatalog[], load: IslandLoader): IslandLoader =>
  () =>
    Promise.all([load(), loadCatalogs(catalogs)]).then(([component]) => component);

/** An island that reads data with TanStack Query: it runs inside the page's query cache. */
export const withPageData =
  (load: IslandLoader): IslandLoader =>
  () =>
    Promise.all([load(), import("./page-data")]).then(([component, { WithPageData }]) => {
      const Inside = insideOf(component);
      return function IslandWithPageData(props: object) {
        return createElement(WithPageData, null, createElement(Inside, props));
      };
    });

export const ISLANDS: Record<string, IslandLoader> = {
  // The shell's (web/app): the header's parts that run code, and who is signed in.
  "header-menu": () => import("../app/header-menu").then((module) => module.HeaderMenuIsland),
  "language-toggle": () => import("../app/language-toggle").then((module) => module.LanguageToggleIsland),
  "account-actions": withPageData(() => import("../app/session-islands").then((module) => module.AccountActionsIsland)),
  "impersonation-banner": withPageData(() => import("../app/session-islands").then((module) => module.ImpersonationBannerIsland)),
  // The public screens' (web/features): what a visitor can do on them beyond following links.
  "club-logo": () => import("../features/clubs/club-logo").then((module) => module.ClubLogoIsland),
  "claim-club": () => import("../features/clubs/claim-button").then((module) => module.ClaimButtonIsland),
  "team-picker": () => import("../features/clubs/team-picker").then((module) => module.TeamPickerIsland),
  "academy-register": () => import("../features/academy/register-button").then((module) => module.RegisterButtonIsland),
  "news-more": () => import("../features/news/news-more").then((module) => module.MoreNewsIsland),
  "home-standings": withPageData(() => import("../features/home/standings-tabs").then((module) => module.StandingsTabsIsland)),
  "live-score": () => import("../features/live/live-score").then((module) => module.LiveScoreIsland),
  "fixture-result": withPageData(() => import("../features/fixtures/live-on-match-day").then((module) => module.FixtureResultIsland)),
};
