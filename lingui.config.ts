import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { fileURLToPath } from "node:url";
import { islandCatalogSources } from "./scripts/islands-catalog";

const islandSources = islandCatalogSources(fileURLToPath(new URL(".", import.meta.url)));

/**
 * One catalog per feature (locales/<locale>/<feature>.po) so features translate independently,
 * plus `common` for the shell, shared UI and the validation messages of schema/, plus `islands`
 * and `islands-later`: the strings a drawn public page's islands show as they start, and in the
 * parts they load later (web/islands), found from the code (scripts/islands-catalog.ts). Those
 * strings stay in their own catalogs too (the SPA loads those); a drawn page loads these small ones
 * instead.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "el"],
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/{name}",
      include: ["<rootDir>/web/features/{name}/"],
    },
    {
      path: "<rootDir>/locales/{locale}/common",
      include: ["<rootDir>/web/app/", "<rootDir>/web/ui/", "<rootDir>/web/lib/", "<rootDir>/schema/"],
    },
    { path: "<rootDir>/locales/{locale}/islands", include: islandSources.now },
    { path: "<rootDir>/locales/{locale}/islands-later", include: islandSources.later },
  ],
});
