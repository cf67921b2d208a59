/**
 * The deep health check (GET /api/health?deep=1, worker/modules/health/health.ts): can each storage serve
 * a write now? D1 must take a write (a locked or read-only database looks healthy to a read), KV
 * must take a put and a get, R2 a put, a head and a delete. Each has a short time limit, so a
 * storage that hangs counts as failing instead of holding the answer.
 */
import { bindingsOf } from "./d1-session";

export const STORAGES = ["d1", "kv", "r2"] as const;
export type StorageName = (typeof STORAGES)[number];

/** A hung storage fails its check after this long. */
export const CHECK_TIMEOUT_MS = 3000;

/**
 * A write that changes nothing and needs no table of its own: it matches no row, yet SQLite takes
 * the write lock to run it, so a locked database (SQLITE_BUSY) or a read-only one (SQLITE_READONLY)
 * fails it (worker/platform/storage-checks.node.test.ts runs it against both).
 */
export const D1_WRITE_PROBE = "UPDATE clubs SET id = id WHERE 0";

/** Each check's key is its own: checks running at once elsewhere never delete each other's object. */
const probeKey = () => `health/probe-${crypto.randomUUID()}`;

const CHECKS: Record<StorageName, (env: Env) => Promise<unknown>> = {
  d1: (env) => env.DB.prepare(D1_WRITE_PROBE).run(),
  kv: async (env) => {
    const key = probeKey();
    // KV's shortest life: the key is gone within a minute, whatever happens next.
    await env.SESSIONS.put(key, "ok", { expirationTtl: 60 });
    await env.SESSIONS.get(key);
  },
  r2: async (env) => {
    const key = probeKey();
    await env.LOGOS.put(key, "ok");
    if (!(await env.LOGOS.head(key))) throw new Error("R2 lost the object it just stored");
    await env.LOGOS.delete(key);
  },
};

function withinTimeLimit(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A deep check writes to KV and R2, which count against their quotas: a pass is kept for a few
 * seconds (per set of bindings, i.e. per isolate), so a flood of checks costs a few writes. A
 * failure is not kept (the next check looks again), and a storage fault any request meets
 * (worker/platform/errors/error-answers.ts) forgets the pass at once.
 */
const PASS_KEPT_MS = 10_000;
/** Keyed by the worker's own bindings: each request has an env of its own (its D1 session). */
const lastPass = new WeakMap<object, number>();

export const forgetPass = (env: object) => void lastPass.delete(bindingsOf(env));

/** The storages that fail their check now, or none while the last pass is recent. */
export async function checkStorages(env: Env): Promise<StorageName[]> {
  if (Date.now() - (lastPass.get(bindingsOf(env)) ?? -Infinity) < PASS_KEPT_MS) return [];
  const failing = await failingStorages(env);
  if (failing.length === 0) lastPass.set(bindingsOf(env), Date.now());
  return failing;
}

/** The storages that fail their check now (empty when all pass), each check run at the same time. */
export async function failingStorages(env: Env, timeoutMs = CHECK_TIMEOUT_MS): Promise<StorageName[]> {
  const results = await Promise.allSettled(STORAGES.map((name) => withinTimeLimit(CHECKS[name](env), timeoutMs)));
  return STORAGES.filter((name, index) => {
    const result = results[index]!;
    if (result.status === "rejected") console.error(`Health check: ${name} failed`, result.reason);
    return result.status === "rejected";
  });
}
