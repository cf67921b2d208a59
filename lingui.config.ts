import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * One catalog per feature (locales/<locale>/<feature>.po) so features translate independently,
 * plus `common` for the shell, shared UI and the validation messages of schema/.
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
  ],
});
