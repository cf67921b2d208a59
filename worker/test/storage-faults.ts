/**
 * Bindings that fail as the real ones do when their storage cannot serve: the test's own D1, KV
 * and R2 behind a wrapper that throws the platform's own errors (their messages as D1, workerd's
 * KV and R2 give them). Pass the result as `call(path, { env })` (worker/test/helpers.ts).
 */
import { env } from "cloudflare:workers";

/** What D1 throws while another process holds the database's write lock (seen on `wrangler dev` with `BEGIN EXCLUSIVE` held on its file). */
export const d1Locked = () => new Error("D1_ERROR: database is locked: SQLITE_BUSY", { cause: new Error("database is locked: SQLITE_BUSY") });
/** What D1 throws for a write to a database file it may only read. */
export const d1ReadOnly = () =>
  new Error("D1_ERROR: attempt to write a readonly database: SQLITE_READONLY", { cause: new Error("attempt to write a readonly database: SQLITE_READONLY") });
/** One of D1's own "retry the operation" errors on Cloudflare. */
export const d1Overloaded = () => new Error("D1_ERROR: D1 DB is overloaded. Requests queued for too long.");
/** workerd's KV binding when the store answers with an error. */
export const kvUnavailable = (operation = "GET") => new Error(`KV ${operation} failed: 503 Service Unavailable`);
/** workerd's R2 binding: an R2Error (name "R2Error", a numeric code). */
export const r2Unavailable = () => Object.assign(new Error("put: We encountered an internal error. Please try again. (10001)"), { name: "R2Error", code: 10001 });

/** SQL that changes data (a SELECT, even of a batch, only reads). */
export const writesData = (sql: string) => /^\s*(insert|update|delete|replace)\b/i.test(sql);

type Statement = D1PreparedStatement;

/**
 * The test's D1, where every statement `fails` picks (by default those that write, as with a
 * write lock: SQLite's WAL still lets others read) rejects with `error()`. A batch fails whole,
 * as D1 runs it as one transaction.
 */
export function failingD1(error: () => Error, fails: (sql: string) => boolean = writesData): D1Database {
  const real = env.DB;
  const sqlOf = new WeakMap<object, string>();
  const realOf = new WeakMap<object, Statement>();
  const wrap = (statement: Statement, sql: string): Statement => {
    const rejectOr = <T>(run: () => Promise<T>) => (fails(sql) ? Promise.reject(error()) : run());
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      all: () => rejectOr(() => statement.all()),
      run: () => rejectOr(() => statement.run()),
      raw: (options?: { columnNames?: boolean }) => rejectOr(() => statement.raw(options as { columnNames: true })),
      first: (column?: string) => rejectOr(() => (column === undefined ? statement.first() : statement.first(column))),
    } as unknown as Statement;
    sqlOf.set(wrapped, sql);
    realOf.set(wrapped, statement);
    return wrapped;
  };
  // The binding, and each session a request opens on it (worker/platform/d1-session.ts), fail alike.
  const failing = <T extends D1Database | D1DatabaseSession>(real: T): T =>
    new Proxy(real, {
      get(target, property) {
        if (property === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
        if (property === "batch")
          return (statements: Statement[]) =>
            statements.some((statement) => fails(sqlOf.get(statement) ?? "")) ? Promise.reject(error()) : target.batch(statements.map((statement) => realOf.get(statement) ?? statement));
        if (property === "exec") return (sql: string) => (fails(sql) ? Promise.reject(error()) : (target as D1Database).exec(sql));
        if (property === "withSession") return (constraintOrBookmark?: string) => failing((target as D1Database).withSession(constraintOrBookmark));
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return failing(real);
}

/** A KV namespace whose every operation rejects as workerd's binding does when KV fails. */
export function failingKv(): KVNamespace {
  const reject = (operation: string) => () => Promise.reject(kvUnavailable(operation));
  return { get: reject("GET"), getWithMetadata: reject("GET"), put: reject("PUT"), delete: reject("DELETE"), list: reject("LIST") } as unknown as KVNamespace;
}

/** An R2 bucket whose every operation rejects with an R2Error. */
export function failingR2(): R2Bucket {
  const reject = () => Promise.reject(r2Unavailable());
  return { get: reject, head: reject, put: reject, delete: reject, list: reject, createMultipartUpload: reject } as unknown as R2Bucket;
}

/** The test's bindings with some replaced. */
export const withBindings = (replaced: Partial<Env>): Env => ({ ...env, ...replaced });
