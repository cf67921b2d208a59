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
 * - Issue 23: a session is a person's (`accountId` is the person's id). A person can list their
 *   sessions and end any of them: next to each record, an index entry
 *   `person-sessions:<person>:<hash>` carries what the list shows in its KV metadata, so one
 *   `list` call answers without reading every record. Records from before people are club
 *   sessions (`accountId` a club's id); worker/platform/sessions/session.ts carries them over.
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
  /** The person's id (before people, in a record without `v`, a club's id). */
  accountId: number;
  /** Unix epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
  /** Fingerprint of the account's password hash when the session began. */
  credential: string;
  /** 2 since people (issue 23); absent on a club session from before. */
  v?: 2;
  /** The club a club session acts for (the person picks it from the header). */
  actingClubId?: number | null;
  /** Set while only the password has been given: the session is good for the second step and nothing else. */
  secondStep?: "pending";
  /** A WebAuthn challenge this session is answering (a sign-in or a passkey being added). */
  challenge?: string;
  /** The browser, as its User-Agent names it, for the person's list of sessions. */
  userAgent?: string;
};

/** What a person's list of sessions shows of each. */
export type SessionSummary = { id: string; kind: SessionKind; createdAt: string; lastSeenAt: string; userAgent: string | null; current: boolean };
type IndexMetadata = { kind: SessionKind; createdAt: number; lastSeenAt: number; userAgent?: string };

export type Session = { id: string; record: SessionRecord };

const kvKey = async (id: string) => `session:${await sha256Hex(id)}`;
/** The public id of a session (in the person's list): the hash its record is stored under, never the cookie. */
export const sessionPublicId = sha256Hex;
const indexPrefix = (personId: number) => `person-sessions:${personId}:`;
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
  const expiration = kvExpiration(record, now);
  const hash = await sha256Hex(id);
  const metadata: IndexMetadata = { kind: record.kind, createdAt: record.createdAt, lastSeenAt: record.lastSeenAt, userAgent: record.userAgent?.slice(0, 300) };
  await Promise.all([
    kv.put(`session:${hash}`, JSON.stringify(record), { expiration }),
    // A session from before people has no index entry until it is carried over.
    record.v === 2 ? kv.put(indexPrefix(record.accountId) + hash, "", { expiration, metadata }) : undefined,
  ]);
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
export async function startSession(
  c: Context,
  kind: SessionKind,
  person: { id: number; passwordHash: string },
  extra: Pick<SessionRecord, "actingClubId" | "secondStep"> = {},
): Promise<string> {
  const previous = getCookie(c, SESSION_COOKIES[kind]);
  if (previous && SESSION_ID.test(previous)) await deleteRecord(c, previous);
  const now = Date.now();
  const id = randomToken(32);
  const record: SessionRecord = {
    kind,
    accountId: person.id,
    createdAt: now,
    lastSeenAt: now,
    credential: await credentialFingerprint(person.passwordHash),
    v: 2,
    ...extra,
    userAgent: c.req.header("user-agent")?.slice(0, 300),
  };
  await store(sessionsKv(c), id, record, now);
  writeCookie(c, kind, id);
  return id;
}

/** Rewrites a live session's record (the club it acts for, a challenge, a carried-over record), keeping its id and limits. */
export async function updateSession(c: Context, session: Session, changes: Partial<SessionRecord>): Promise<Session> {
  const record = { ...session.record, ...changes };
  await store(sessionsKv(c), session.id, record, Date.now());
  return { id: session.id, record };
}

/** Deletes a record and its index entry (the index entry is found from the record). */
async function deleteRecord(c: Context, id: string) {
  const kv = sessionsKv(c);
  const hash = await sha256Hex(id);
  const record = await kv.get<SessionRecord>(`session:${hash}`, "json");
  await Promise.all([kv.delete(`session:${hash}`), record?.v === 2 ? kv.delete(indexPrefix(record.accountId) + hash) : undefined]);
}

/** Logout: the KV entry goes and the cookie is cleared, so the old cookie no longer works. */
export async function endSession(c: Context, kind: SessionKind) {
  const id = getCookie(c, SESSION_COOKIES[kind]);
  if (id && SESSION_ID.test(id)) await deleteRecord(c, id);
  clearSessionCookie(c, kind);
}

/** Deletes a session that turned out to be revoked (password changed, account gone). */
export async function discardSession(c: Context, kind: SessionKind, id: string) {
  await inBackground(c, deleteRecord(c, id));
  clearSessionCookie(c, kind);
}

/** A person's live sessions, newest first; `currentIds` are the public ids of this browser's own. */
export async function listSessions(c: Context, personId: number, currentIds: readonly string[] = []): Promise<SessionSummary[]> {
  const now = Date.now();
  const keys: { name: string; metadata?: unknown }[] = [];
  let cursor: string | undefined;
  do {
    const page = await sessionsKv(c).list<IndexMetadata>({ prefix: indexPrefix(personId), cursor });
    keys.push(...page.keys);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys
    .map(({ name, metadata }) => ({ id: name.slice(indexPrefix(personId).length), meta: metadata as IndexMetadata | undefined }))
    .filter((entry): entry is { id: string; meta: IndexMetadata } => !!entry.meta && isLive({ createdAt: entry.meta.createdAt, lastSeenAt: entry.meta.lastSeenAt } as SessionRecord, now))
    .map(({ id, meta }) => ({
      id,
      kind: meta.kind,
      createdAt: new Date(meta.createdAt).toISOString(),
      lastSeenAt: new Date(meta.lastSeenAt).toISOString(),
      userAgent: meta.userAgent ?? null,
      current: currentIds.includes(id),
    }))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends one of a person's sessions by its public id; answers whether it was theirs and live. */
export async function endSessionById(c: Context, personId: number, publicId: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(publicId)) return false;
  const kv = sessionsKv(c);
  const indexKey = indexPrefix(personId) + publicId;
  const { metadata } = await kv.getWithMetadata(indexKey);
  if (!metadata) return false;
  await Promise.all([kv.delete(`session:${publicId}`), kv.delete(indexKey)]);
  return true;
}

/** Ends every session of a person except those with the given public ids. */
export async function endOtherSessions(c: Context, personId: number, keepPublicIds: readonly string[] = []) {
  const sessions = await listSessions(c, personId);
  await Promise.all(sessions.filter((session) => !keepPublicIds.includes(session.id)).map((session) => endSessionById(c, personId, session.id)));
}
