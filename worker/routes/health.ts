/**
 * GET /api/health: 204 while the worker answers, touching no storage (the browser tests wait for
 * it; a load balancer may poll it freely). GET /api/health?deep=1 checks that D1, KV and R2 can
 * each take a write now (worker/platform/storage-checks.ts): 204 when all can, else 503 with
 * Retry-After and the failing ones, `{ message, code: "storage_unavailable", failing: ["d1"] }`.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { apiMessages } from "../../schema/messages";
import type { AppEnv } from "../env";
import { validate } from "../lib/validate";
import { failingStorages } from "../platform/storage-checks";
import { STORAGE_RETRY_AFTER_SECONDS } from "../platform/storage-faults";

const healthQuery = v.object({ deep: v.optional(v.picklist(["0", "1"], apiMessages.healthDeepInvalid)) });

/**
 * A deep check writes to KV and R2, which count against their quotas: a pass is kept for a few
 * seconds (per set of bindings, i.e. per isolate), so a flood of checks costs a few writes. A
 * failure is not kept: the next check looks again.
 */
const PASS_KEPT_MS = 10_000;
const lastPass = new WeakMap<Env, number>();

export const health = new Hono<AppEnv>().get("/", validate("query", healthQuery), async (c) => {
  c.header("Cache-Control", "no-store");
  if (c.req.valid("query").deep !== "1") return c.body(null, 204);
  if (Date.now() - (lastPass.get(c.env) ?? -Infinity) < PASS_KEPT_MS) return c.body(null, 204);
  const failing = await failingStorages(c.env);
  if (failing.length === 0) {
    lastPass.set(c.env, Date.now());
    return c.body(null, 204);
  }
  return c.json({ message: apiMessages.storageUnavailable, code: "storage_unavailable", failing }, 503, { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });
});
