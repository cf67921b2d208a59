/**
 * Which translation catalogs (locales/<locale>/<feature>.po) a first load needs. Every page loads
 * the shared ones at start; the on-demand ones (schema/pages.ts ON_DEMAND_CATALOGS) are only on
 * some screens, so their strings come with those screens' code (web/routes.tsx loads the catalogs
 * the page registry names for each page), keeping them out of every other page's first load.
 * Plain data: vite.config.ts groups the chunks by it and the bundle benchmark counts with it.
 */
import { ON_DEMAND_CATALOGS, type OnDemandCatalog } from "../../schema/pages";

export const isOnDemandCatalog = (name: string): name is OnDemandCatalog => ON_DEMAND_CATALOGS.includes(name as OnDemandCatalog);
