/**
 * D1's statements counted, for the match-day bench (issue 25, point 8: D1 queries per 1,000 page
 * views; scripts/bench/match-day.ts). Only on a server started with BENCH_COUNTERS=true (the
 * bench's, through scripts/start.ts); without it, as in production, nothing is wrapped or counted.
 *
 * Every statement the request's code prepares on `env.DB` or on a session of it is counted,
 * under the kind of request it ran for: a read (GET, HEAD) or a write (any other method). The
 * edge cache's reads of its versions count too, under the request that made them. Durable
 * Objects, the queue's consumer and the cron have bindings of their own and are not counted.
 * `GET /__bench/d1-queries` answers the counts since the server started.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export const D1_COUNTS_PATH = "/__bench/d1-queries";

/** Statements by the kind of request; `versionReads`: of them, the edge cache's reads of its versions (worker/platform/edge-cache/versions.ts). */
export type D1Counts = { read: number; write: number; versionReads: number };

const counts: D1Counts = { read: 0, write: 0, versionReads: 0 };
const requestKind = new AsyncLocalStorage<"read" | "write">();

function count(sql: string) {
  const kind = requestKind.getStore();
  if (!kind) return;
  counts[kind]++;
  if (sql.includes("edge_cache_versions")) counts.versionReads++;
}

function countingSession(session: D1DatabaseSession): D1DatabaseSession {
  return {
    prepare(sql: string) {
      count(sql);
      return session.prepare(sql);
    },
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    getBookmark: () => session.getBookmark(),
  } as D1DatabaseSession;
}

/** `db` with each statement counted (a batch's statements were each prepared, and counted, before it). */
function countingDatabase(db: D1Database): D1Database {
  return {
    prepare(sql: string) {
      count(sql);
      return db.prepare(sql);
    },
    batch: <T>(statements: D1PreparedStatement[]) => db.batch<T>(statements),
    exec(sql: string) {
      count(sql);
      return db.exec(sql);
    },
    dump: () => db.dump(),
    withSession: (constraintOrBookmark?: string) => countingSession(db.withSession(constraintOrBookmark)),
  } as D1Database;
}

/** One counting env per worker env, so what is kept per set of bindings (worker/platform/d1-session.ts `bindingsOf`) stays kept. */
const countingEnvs = new WeakMap<Env, Env>();

const isOn = (env: Env) => (env as Env & { BENCH_COUNTERS?: string }).BENCH_COUNTERS === "true";

/** Runs `handle` with D1 counted when the server counts (see the top of this file); else `handle(env)` as it is. */
export function withD1Counting(request: Request, env: Env, handle: (env: Env) => Promise<Response>): Promise<Response> {
  if (!isOn(env)) return handle(env);
  if (new URL(request.url).pathname === D1_COUNTS_PATH) return Promise.resolve(Response.json(counts, { headers: { "cache-control": "no-store" } }));
  let counting = countingEnvs.get(env);
  if (!counting) {
    counting = { ...env, DB: countingDatabase(env.DB) };
    countingEnvs.set(env, counting);
  }
  const kind = request.method === "GET" || request.method === "HEAD" ? "read" : "write";
  return requestKind.run(kind, () => handle(counting));
}
