/**
 * The one registry of islands (web/islands/island.tsx): an island's name, as `island(name, …)`
 * writes it on the drawn page, to the code that runs it in the browser. The islands runtime
 * (web/islands/start.tsx) loads an island's entry only when that island is on the page, so each
 * entry is its own chunk and a page ships the code of its own islands only.
 *
 * An entry resolves to the island's component (what `island()` returned, or its inside). An island
 * whose strings are in an on-demand catalog (schema/pages.ts ON_DEMAND_CATALOGS) loads that catalog
 * with its code: `withCatalogs(["live"], () => import(…).then((module) => module.X))`.
 *
 * Adding an island: one line here, and `island("that-name", Component)` where it is drawn.
 */
import type { ComponentType } from "react";
import type { OnDemandCatalog } from "../../schema/pages";
import { loadCatalogs } from "../lib/i18n";

// Props are checked where the island is made (island.tsx); here any island component fits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;
export type IslandLoader = () => Promise<IslandComponent>;

/** An island whose strings are (partly) in on-demand catalogs: they arrive with its code. */
export const withCatalogs =
  (catalogs: readonly OnDemandCatalog[], load: IslandLoader): IslandLoader =>
  () =>
    Promise.all([load(), loadCatalogs(catalogs)]).then(([component]) => component);

export const ISLANDS: Record<string, IslandLoader> = {
  // The shell's (web/app): the header's interactive parts, the personal part drawn in the browser.
};
