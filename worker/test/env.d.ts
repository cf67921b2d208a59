import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Empty in every test file (vitest.config.ts): worker/test/one-model-migration.test.ts migrates it step by step. */
      BEFORE_ONE_MODEL_DB: D1Database;
    }
    interface GlobalProps {
      mainModule: typeof import("../index");
    }
  }
}
