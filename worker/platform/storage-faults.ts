/**
 * Storage faults: D1, KV or R2 failing for a moment (a locked or read-only database, an
 * overloaded or restarting D1, a KV or R2 error). They are not the request's fault and not a bug
 * in a handler, so the client hears 503 with `Retry-After` (worker/platform/errors/error-answers.ts) and can
 * send the same request again: the outbox does (web/lib/outbox.ts).
 *
 * The errors are recognised by what the bindings themselves throw. Drizzle wraps D1's error in
 * its own ("Failed query: …"), so the whole `cause` chain is read.
 */

/** Seconds a client waits before trying again: a lock or an overload passes in seconds. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * D1's messages for a database that cannot take the query now. SQLite's own (a lock held by
 * another writer, a read-only or full file, an I/O error) come as "<text>: SQLITE_<CODE>", e.g.
 * "D1_ERROR: database is locked: SQLITE_BUSY"; the rest are D1's own, from its error list
 * (developers.cloudflare.com/d1/observability/debug-d1/#error-list), all "retry the operation".
 * A constraint failure ("UNIQUE constraint failed") or an SQL error is not among them: those are
 * answered by the handler or are bugs (500).
 */
const D1_FAULTS = [
  /\bSQLITE_(BUSY|LOCKED|READONLY|IOERR|FULL|CANTOPEN|PROTOCOL|NOLFS)\b/,
  /database is locked/i,
  /database table is locked/i,
  /attempt to write a readonly database/i,
  /D1 DB is overloaded/i,
  /Network connection lost/i,
  /reset because its code was updated/i,
  /caused object to be reset/i,
  /exceeded its memory limit/i,
  /transient issue on remote node/i,
  /Durable Object is overloaded/i,
  /D1_ERROR: .*(timed out|timeout)/i,
  // A query on a D1 session (worker/platform/d1-session.ts) whose database could not take it (a
  // lock held by another writer, in wrangler dev): the session's bookmark could not be read after it.
  /Failed to get session commit token/i,
];

/** KV's failures: "KV GET failed: 503 Service Unavailable" (workerd); 429 is its write limit. A 4xx other than that is a bug (a key too long). */
const KV_FAULT = /^KV \w+ failed: (429|5\d\d)\b/;

/**
 * R2's failures as the binding words them, "<operation>: <text> (<code>)": workerd names them
 * R2Error, `wrangler dev`'s local bucket throws a plain Error ("put: Unspecified error (0)" while
 * its storage is locked). Our keys and objects are ours, never the client's: any is a fault.
 */
const R2_FAULT = /^(get|put|head|delete|list|createMultipartUpload|uploadPart|completeMultipartUpload|abortMultipartUpload): .* \(\d+\)$/;

const messageOf = (error: object) => ("message" in error && typeof error.message === "string" ? error.message : "");

/** Whether `error` (or any error it was caused by) is a storage that cannot serve the request now. */
export function isStorageFault(error: unknown): boolean {
  // A chain is short; the bound only guards against a cycle.
  for (let depth = 0; depth < 8 && typeof error === "object" && error !== null; depth++) {
    const message = messageOf(error);
    // R2's binding throws an R2Error for every failure of the bucket (our keys and objects are ours, never the client's).
    if ("name" in error && error.name === "R2Error") return true;
    if (KV_FAULT.test(message) || R2_FAULT.test(message) || D1_FAULTS.some((pattern) => pattern.test(message))) return true;
    error = "cause" in error ? error.cause : undefined;
  }
  return false;
}
