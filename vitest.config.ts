import { randomBytes } from "node:crypto";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/** Tests inside workerd with real (isolated, per-test-file) D1, KV, R2 and Durable Objects. */
function workerProject({ name, renderer, include, exclude = [] }: { name: string; renderer: string; include: string[]; exclude?: string[] }) {
  return {
    plugins: [
      cloudflareTest(async () => ({
        wrangler: { configPath: "./wrangler.jsonc" },
        // The site's worker with the card drawer's entry point beside it (worker/test/test-main.ts).
        main: "./worker/test/test-main.ts",
        miniflare: {
          // The card drawer, a worker of its own when deployed (worker/cards), is this one's entry point here.
          serviceBindings: { CARDS: { name: "rugby-hellas", entrypoint: "CardDrawer" } },
          // The device cookies' signing secret (a wrangler secret in production): a fresh one per run.
          bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), DEMO_MODE: "true", DEVICE_COOKIE_SECRET: randomBytes(32).toString("base64url") },
          // A second database the setup leaves empty: the one-model migration test builds the pre-issue-22 schema there.
          d1Databases: { BEFORE_ONE_MODEL_DB: "before-one-model" },
        },
      })),
    ],
    resolve: { alias: { "page-renderer": new URL(renderer, import.meta.url).pathname } },
    test: { name, include, exclude, setupFiles: ["./worker/test/apply-migrations.ts"] },
  };
}

export default defineConfig({
  test: {
    projects: [
      workerProject({
        name: "worker",
        // API tests need no web build: the page renderer is a stub (worker/test/page-renderer-stub.ts).
        renderer: "./worker/test/page-renderer-stub.ts",
        include: ["worker/**/*.test.ts"],
        exclude: ["worker/modules/pages/pages-rendered.test.ts", "worker/**/*.node.test.ts"],
      }),
      workerProject({
        name: "pages",
        // Pages drawn by the real renderer, as `vite build` makes it (`npm test` builds first).
        renderer: "./dist/server/entry-server.js",
        include: ["worker/modules/pages/pages-rendered.test.ts"],
      }),
      {
        // Plain Node tests: shared schema rules, the domain engine, catalogs, scripts.
        // `*.node.test.ts` in worker/: checks with Node-only tools (swagger-parser) of what the worker makes.
        test: {
          name: "unit",
          environment: "node",
          include: ["schema/**/*.test.ts", "domain/**/*.test.ts", "scripts/**/*.test.ts", "web/**/*.test.ts", "worker/**/*.node.test.ts"],
        },
      },
    ],
  },
});
