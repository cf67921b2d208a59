/**
 * Sessions in Workers KV, one cookie per kind (clubs and players are independent, SPEC section 6).
 *
 * - The cookie holds 32 random bytes (base64url). KV stores only the SHA-256 of that id, so the
 *   namespace holds nothing a browser could replay.
 * - A session ends 30 days after sign-in at the latest, and after 7 days without use. KV's own
 *   expiry removes the entry; the checks on read make the limits exact whatever KV's timing.
 * - `lastSeenAt` is written back at most once an hour: KV allows one write per second per key and
 *   bills writes, and an idle limit of days does not need minute precision (the session can only
 *   end up to an hour early, never late).
 * - Revoking "every other session" after a password change: each record keeps a fingerprint of the
 *   account's password hash at sign-in. The account row is read from D1 on every authenticated
 *   request anyway, so a record whose fingerprint no longer matches is refused at no extra cost,
 *   with D1's strong consistency instead of KV's (no per-account index to keep in sync). The
 *   session that changed the password is re-issued with the new fingerprint.
 * - KV is eventually consistent: on Cloudflare a deleted entry (logout) can still be read at other
 *   locations for about 60 s. Password changes do not depend on that, see above.
 */
import type { Context as HonoContext } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_HINT_COOKIES } from "../../../schema/constants";
import { randomToken, sha256Hex } from "./tokens";

export type SessionKind = "club" | "user";
/** Any app context (Hono's Context is invariant in its env); the bindings are read as `Env`. */
type Context = HonoContext;

export const SESSION_COOKIES: Record<SessionKind, string> = { club: "rh_club", user: "rh_user" };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const SESSION_LIMITS = { absoluteMs: 30 * DAY_MS, idleMs: 7 * DAY_MS, touchMs: HOUR_MS } as const;

export type SessionRecord = {
  kind: SessionKind;
  accountId: number;
  /** Unix epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
  /** Fingerprint of the account's password hash when the session began. */
  credential: string;
};

export type Session = { id: string; record: SessionRecord };

const kvKey = async (id: string) => `session:${await sha256Hex(id)}`;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Changes whenever the password does (every hash has a fresh salt). */
export const credentialFingerprint = async (passwordHash: string) => (await sha256Hex(`credential:${passwordHash}`)).slice(0, 32);

const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

/** KV wants an absolute expiry at least 60 s ahead. */
function kvExpiration(record: SessionRecord, now: number) {
  const endsAt = Math.min(record.createdAt + SESSION_LIMITS.absoluteMs, record.lastSeenAt + SESSION_LIMITS.idleMs);
  return Math.max(Math.ceil(endsAt / 1000), Math.ceil(now / 1000) + 60);
}

const sessionsKv = (c: Context) => (c.env as Env).SESSIONS;

async function store(kv: KVNamespace, id: string, record: SessionRecord, now: number) {
  await kv.put(await kvKey(id), JSON.stringify(record), { expiration: kvExpiration(record, now) });
}

/** Runs after the response when the platform allows it (app.request in tests has no execution context). */
async function inBackground(c: Context, task: Promise<unknown>) {
  const safe = task.catch((error) => console.error("Session store failed", error));
  try {
    c.executionCtx.waitUntil(safe);
  } catch {
    await safe;
  }
}

function isLive(record: SessionRecord, now: number) {
  return now - record.createdAt < SESSION_LIMITS.absoluteMs && now - record.lastSeenAt < SESSION_LIMITS.idleMs;
}

/** The session the request's cookie points to, if it exists, is of this kind and has not expired. */
export async function readSession(c: Context, kind: SessionKind): Promise<Session | null> {
  const id = getCookie(c, SESSION_COOKIES[kind]);
  if (!id || !SESSION_ID.test(id)) return null;
  const record = await sessionsKv(c).get<SessionRecord>(await kvKey(id), "json");
  const now = Date.now();
  if (!record || record.kind !== kind || !isLive(record, now)) return null;
  if (now - record.lastSeenAt >= SESSION_LIMITS.touchMs) {
    const touched = { ...record, lastSeenAt: now };
    await inBackground(c, store(sessionsKv(c), id, touched, now));
    return { id, record: touched };
  }
  return { id, record };
}

function writeCookie(c: Context, kind: SessionKind, id: string) {
  setCookie(c, SESSION_COOKIES[kind], id, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isHttps(c),
    maxAge: Math.floor(SESSION_LIMITS.absoluteMs / 1000),
  });
  // Readable by the page, and holding nothing: it only lets the app skip a session check that
  // would certainly answer 401 (see SESSION_HINT_COOKIES).
  setCookie(c, SESSION_HINT_COOKIES[kind], "1", { sameSite: "Lax", path: "/", secure: isHttps(c), maxAge: Math.floor(SESSION_LIMITS.absoluteMs / 1000) });
}

export function clearSessionCookie(c: Context, kind: SessionKind) {
  deleteCookie(c, SESSION_COOKIES[kind], { httpOnly: true, sameSite: "Lax", path: "/", secure: isHttps(c) });
  deleteCookie(c, SESSION_HINT_COOKIES[kind], { sameSite: "Lax", path: "/", secure: isHttps(c) });
}

/**
 * Signs an account in with a brand-new session id (never reusing one the browser brought, so a
 * planted id is worthless). A session of the same kind that the browser already had is ended.
 */
export async function startSession(c: Context, kind: SessionKind, account: { id: number; passwordHash: string }): Promise<string> {
  const previous = getCookie(c, SESSION_COOKIES[kind]);
  if (previous && SESSION_ID.test(previous)) await sessionsKv(c).delete(await kvKey(previous));
  const now = Date.now();
  const id = randomToken(32);
  const record: SessionRecord = {
    kind,
    accountId: account.id,
    createdAt: now,
    lastSeenAt: now,
    credential: await credentialFingerprint(account.passwordHash),
  };
  await store(sessionsKv(c), id, record, now);
  writeCookie(c, kind, id);
  return id;
}

/** Logout: the KV entry goes and the cookie is cleared, so the old cookie no longer works. */
export async function endSession(c: Context, kind: SessionKind) {
  const id = getCookie(c, SESSION_COOKIES[kind]);
  if (id && SESSION_ID.test(id)) await sessionsKv(c).delete(await kvKey(id));
  clearSessionCookie(c, kind);
}

/** Deletes a session that turned out to be revoked (password changed, account gone). */
export async function discardSession(c: Context, kind: SessionKind, id: string) {
  await inBackground(c, (async () => sessionsKv(c).delete(await kvKey(id)))());
  clearSessionCookie(c, kind);
}
