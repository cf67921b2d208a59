import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { fileURLToPath } from "node:url";
import { islandCatalogSources } from "./scripts/islands-catalog";

/**
 * One catalog per feature (locales/<locale>/<feature>.po) so features translate independently,
 * plus `common` for the shell, shared UI and the validation messages of schema/, plus `islands`:
 * the strings a drawn public page's islands show (web/islands), found from the code
 * (scripts/islands-catalog.ts). They stay in their own catalogs too (the SPA loads those); a drawn
 * page loads this small one instead.
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
    {
      path: "<rootDir>/locales/{locale}/islands",
      include: islandCatalogSources(fileURLToPath(new URL(".", import.meta.url))),
    },
  ],
});
