import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Each test file gets its own storage; give it the real schema first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
