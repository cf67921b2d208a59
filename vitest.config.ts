import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        // Worker tests run inside workerd with real (isolated, per-test-file) D1, KV and R2.
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), DEMO_MODE: "true" },
            },
          })),
        ],
        // The page renderer `vite build` makes (wrangler.jsonc has the same alias); `npm test` builds first.
        resolve: { alias: { "page-renderer": new URL("./dist/server/entry-server.js", import.meta.url).pathname } },
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
        },
      },
      {
        // Plain Node tests: shared schema rules, catalogs, scripts.
        test: { name: "unit", environment: "node", include: ["schema/**/*.test.ts", "scripts/**/*.test.ts", "web/**/*.test.ts"] },
      },
    ],
  },
});
