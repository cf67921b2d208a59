/**
 * Reads from D1's read replicas, and a writer always reads their own write (issue 25, point 7).
 *
 * Every request runs on one D1 session (the Sessions API, `env.DB.withSession(...)`): all its
 * queries see the database in order, never older than where the session started. A request that
 * may write starts on the primary ("first-primary"), so whatever it checks before it writes is
 * the newest data, as before replication. A read starts from the visitor's bookmark (the point in
 * the database's history their last write reached) when they have one, else anywhere
 * ("first-unconstrained": the nearest replica). An answer to a write carries the bookmark it
 * reached: in a cookie for browsers, in a header for API clients, which send it back.
 *
 * A plain read never sets the cookie: the edge cache (worker/platform/edge-cache) does not keep an
 * answer that sets one. Durable Objects, the mail queue's consumer and the cron have no visitor
 * and keep `env.DB`, which always reaches the primary.
 *
 * Locally (wrangler dev, the tests) there is one database; the bookmarks are real all the same.
 */

/** The bookmark a browser keeps (HttpOnly: no script needs it). */
export const BOOKMARK_COOKIE = "d1-bookmark";
/** The bookmark an API client sends, and finds on the answer to its write. */
export const BOOKMARK_HEADER = "x-d1-bookmark";
/**
 * How long a browser keeps its bookmark. Replicas trail the primary by well under a second, so an
 * hour-old bookmark holds nothing back; the cookie only has to outlive the lag.
 */
export const BOOKMARK_MAX_AGE_SECONDS = 3600;

/**
 * A bookmark as D1 makes them (hex groups: `00000000-00000011-00000000-0000…`); anything else a
 * client sends is ignored instead of being handed to D1.
 */
const BOOKMARK_SHAPE = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,64}){1,7}$/i;
export const isBookmark = (value: string | null | undefined): value is string => !!value && value.length <= 160 && BOOKMARK_SHAPE.test(value);

/** GET, HEAD and OPTIONS only read (a GET that writes anyway is caught by its SQL: `writesData`). */
const isRead = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

/**
 * SQL that changes data: INSERT, UPDATE, DELETE or REPLACE, alone or after a WITH clause (the
 * outbox's `WITH due AS (...) INSERT ...`). A SELECT, even one calling replace(), only reads.
 */
export const writesData = (sql: string) => /^\s*(?:with\b[\s\S]*\)\s*)?(?:insert|update|delete|replace)\b/i.test(sql);

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The newest of the bookmarks the request carries (a browser's cookie, an API client's header). */
export function visitorBookmark(request: Request): string | undefined {
  const sent = [request.headers.get(BOOKMARK_HEADER)?.trim(), cookieValue(request, BOOKMARK_COOKIE)].filter(isBookmark);
  // D1 orders its bookmarks as strings (as its own binding does when it keeps the newest).
  return sent.sort().at(-1);
}

/**
 * `env.DB` for one request: the session's statements and batches. `exec` and `dump` are the
 * binding's, not a session's, and would bypass the session's order; nothing on a request's path
 * may use them.
 */
function sessionDatabase(session: D1DatabaseSession, base: D1Database, onWrite: () => void): D1Database {
  const refuse = (method: string) => () => Promise.reject(new Error(`D1 ${method}() is not available on a request's session (worker/platform/d1-session.ts)`));
  return {
    prepare(sql: string) {
      if (writesData(sql)) {
        onWrite();
        return session.prepare(sql);
      }
      return readOnSession(session.prepare(sql), base.prepare(sql));
    },
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements.map((statement) => sessionStatementOf.get(statement) ?? statement)),
    withSession: (constraintOrBookmark?: string) => base.withSession(constraintOrBookmark),
    exec: refuse("exec"),
    dump: refuse("dump"),
  } as D1Database;
}

/**
 * A session that cannot read where it stands: workerd's local D1 while another process holds the
 * database's write lock (a migration, a backup, the storage-fault tests) fails every query of a
 * session, reads included, though the database can still be read. A read that fails so is made
 * again on the binding itself (the primary: never older than the session), so reads keep working
 * while something else writes; writes still wait for the lock and answer 503.
 */
const SESSION_UNREADABLE = /Failed to get session commit token/i;

/** The session's statement behind each read statement handed out (a batch runs the session's own). */
const sessionStatementOf = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

function readOnSession(onSession: D1PreparedStatement, onBinding: D1PreparedStatement): D1PreparedStatement {
  const retried =
    <A extends unknown[], R>(run: (statement: D1PreparedStatement, ...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      run(onSession, ...args).catch((error: unknown) => {
        if (!SESSION_UNREADABLE.test(String((error as Error)?.message ?? error))) throw error;
        return run(onBinding, ...args);
      });
  const statement = {
    bind: (...values: unknown[]) => readOnSession(onSession.bind(...values), onBinding.bind(...values)),
    first: retried((on, column?: string) => (column === undefined ? on.first() : on.first(column))),
    all: retried((on) => on.all()),
    run: retried((on) => on.run()),
    raw: retried((on, options?: { columnNames?: boolean }) => (options?.columnNames ? on.raw({ columnNames: true }) : on.raw())),
  } as unknown as D1PreparedStatement;
  sessionStatementOf.set(statement, onSession);
  return statement;
}

/** Bindings a request's env was made from (see `bindingsOf`). */
const bindingsOfRequestEnv = new WeakMap<object, Env>();

/**
 * The worker's own bindings behind a request's env (itself outside a request), for what is kept
 * per set of bindings rather than per request (the health check's last pass).
 */
export const bindingsOf = <T extends object>(env: T): T => (bindingsOfRequestEnv.get(env) as T | undefined) ?? env;

export interface RequestSession {
  /** The bindings for this request: `DB` is its session, the rest are the worker's own. */
  env: Env;
  /** The answer, with the bookmark the request's write reached (only after a write that succeeded). */
  answer(response: Response): Response;
}

/** Opens the request's D1 session (see the top of this file). */
export function openD1Session(request: Request, env: Env): RequestSession {
  const sent = visitorBookmark(request);
  const read = isRead(request.method);
  const session = env.DB.withSession(read ? (sent ?? "first-unconstrained") : "first-primary");
  let wrote = false;
  const requestEnv: Env = { ...env, DB: sessionDatabase(session, env.DB, () => (wrote = true)) };
  bindingsOfRequestEnv.set(requestEnv, env);
  return {
    env: requestEnv,
    answer(response) {
      const bookmark = session.getBookmark();
      // A refused request (a wrong password, a limit reached) wrote only what the server reads back.
      if (!bookmark || bookmark === sent || (read && !wrote) || response.status >= 400) return response;
      // A socket's upgrade (status 101) cannot be remade; it carries no write a page reads next.
      if (response.status === 101 || response.webSocket) return response;
      // A fresh answer: one from fetch() or the cache has immutable headers.
      const answer = new Response(response.body, response);
      const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
      answer.headers.append("set-cookie", `${BOOKMARK_COOKIE}=${bookmark}; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`);
      answer.headers.set(BOOKMARK_HEADER, bookmark);
      return answer;
    },
  };
}

/** Runs `handle` on the request's D1 session and answers with its bookmark (worker/index.ts). */
export async function withD1Session(request: Request, env: Env, handle: (env: Env) => Response | Promise<Response>): Promise<Response> {
  const session = openD1Session(request, env);
  return session.answer(await handle(session.env));
}
