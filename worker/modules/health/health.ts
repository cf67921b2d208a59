/**
 * GET /api/health: 204 while the worker answers, touching no storage (the browser tests wait for
 * it; a load balancer may poll it freely). GET /api/health?deep=1 checks that D1, KV and R2 can
 * each take a write now (worker/platform/storage-checks.ts; a pass is reused for a few seconds): 204
 * when all can, else 503 with Retry-After and the failing ones,
 * `{ message, code: "storage_unavailable", failing: ["d1"] }`.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { apiMessages } from "../../../schema/messages";
import type { AppEnv } from "../../platform/env";
import { validate } from "../../platform/http/validate";
import { checkStorages } from "../../platform/storage-checks";
import { STORAGE_RETRY_AFTER_SECONDS } from "../../platform/storage-faults";

const healthQuery = v.object({ deep: v.optional(v.picklist(["0", "1"], apiMessages.healthDeepInvalid)) });

export const health = new Hono<AppEnv>().get("/", validate("query", healthQuery), async (c) => {
  c.header("Cache-Control", "no-store");
  if (c.req.valid("query").deep !== "1") return c.body(null, 204);
  const failing = await checkStorages(c.env);
  if (failing.length === 0) return c.body(null, 204);
  return c.json({ message: apiMessages.storageUnavailable, code: "storage_unavailable", failing }, 503, { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });
});
