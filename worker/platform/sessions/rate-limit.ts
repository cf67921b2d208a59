/**
 * Brute-force limits, counted exactly in D1's `login_attempts`. Not KV: it is eventually
 * consistent and allows one write per second per key, so parallel guesses would slip through.
 *
 * Two kinds of limit:
 *
 * - Requests (`claimAttempt`): every request counts, e.g. the mails a visitor can ask for
 *   (MAIL_REQUEST_LIMITS). The row is recorded and counted in one batch (one transaction), so D1
 *   serialises parallel requests: with a limit of 3, exactly 3 of 100 simultaneous ones pass.
 *
 * - Password checks (`limitedPasswordCheck`, the club and player logins and the password changes):
 *   only finished failures count, and whose failures count depends on the client (OWASP's device
 *   cookies, device-cookies.ts), so that nobody can lock an account's owner out:
 *   - A known device (a valid device cookie for this account) is judged on its own failures
 *     only: 5 in 15 minutes lock that cookie, nothing else. No account-wide or address limit
 *     applies to it.
 *   - Every other client is an untrusted client of the account: 5 failures of untrusted clients
 *     in 15 minutes lock out all untrusted clients of the account, and 20 failures of untrusted
 *     clients from one address in 15 minutes lock out all untrusted clients at that address
 *     (password spraying across accounts). A new device behind such an address waits too: it
 *     cannot be told from the guesser.
 *   - A successful check clears the failures of its own kind of client (that device's, or the
 *     account's untrusted ones). A known device's success leaves the untrusted count alone, so
 *     the owner signing in gives a guesser no fresh attempts.
 *
 *   Rows: `account` is who is limited (the account's untrusted clients "club:<email>", or one
 *   known device "device:<nonce>"), `ip` the address whose limit also counts it ("device" for a
 *   known device: no address limit counts those). A check that is still running has its `ip`
 *   prefixed with IN_FLIGHT: it is a claim, not a failure. Its row is written and the limits
 *   counted in one batch, so of 100 simultaneous guesses only 5 are admitted to the password
 *   check. An attempt held back only by unfinished checks (not by failures) waits for them to
 *   finish and is then judged again: 10 simultaneous correct logins all succeed, while 100 wrong
 *   guesses get 5 checks and then 429.
 */
import { and, count, desc, eq, gt, like, lt, notLike, or } from "drizzle-orm";
import type { Context } from "hono";
import { loginAttempts } from "../../../schema/tables";
import { accountMessages } from "../../../schema/messages";
import { knownDevice } from "./device-cookies";
import { getDb, type Db } from "../db";
import { ApiError } from "../errors/api-error";

const MINUTE_MS = 60 * 1000;

export type AttemptLimits = { windowMs: number; perAccount: number; perBucket: number };

/** SPEC issue: 5 failures per account (or known device) or 20 per address within 15 minutes. */
export const LOGIN_LIMITS: AttemptLimits = { windowMs: 15 * MINUTE_MS, perAccount: 5, perBucket: 20 };

/** Mails a visitor can ask for (a verification mail, a new claim link): 3 an hour per address or link, 10 an hour from one client. */
export const MAIL_REQUEST_LIMITS: AttemptLimits = { windowMs: 60 * MINUTE_MS, perAccount: 3, perBucket: 10 };

/** Rows older than this are of no use to any limit and are pruned as attempts come in. */
const KEEP_MS = 24 * 60 * MINUTE_MS;

/** The `ip` of a password check that has not finished yet. */
const IN_FLIGHT = "in-flight:";
/** The `ip` of a known device's failures: no address limit counts them. */
const DEVICE_BUCKET = "device";
/** A check unfinished after this long has lost its worker; its claim no longer holds anyone back. */
const ABANDONED_MS = 30 * 1000;
/** How long an attempt held back by unfinished checks waits for them before answering 429. */
const WAIT_MS = 10 * 1000;

/** The caller's address as Cloudflare reports it; local development has none. */
export const clientIp = (c: Context) => c.req.header("cf-connecting-ip") ?? "local";

export const loginAccountKey = (kind: "club" | "user", email: string) => `${kind}:${email.trim().toLowerCase()}`;

const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, "too_many_attempts", message, undefined, { "Retry-After": String(retryAfterSeconds) });

/** Seconds until the row that keeps `where` at `limit` leaves the window. */
async function secondsUntilBelowLimit(db: Db, where: ReturnType<typeof and>, limit: number, windowMs: number, now: number) {
  const [row] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.at, now - windowMs)))
    .orderBy(desc(loginAttempts.at))
    .limit(1)
    .offset(limit - 1);
  return row ? Math.max(1, Math.ceil((row.at + windowMs - now) / 1000)) : 1;
}

/**
 * Claims one request for `account` from `bucket` (usually the client's address), or throws 429
 * with `Retry-After` when either is at its limit. The recorded row counts from now on.
 */
export async function claimAttempt(db: Db, account: string, bucket: string, limits: AttemptLimits, message: string) {
  const now = Date.now();
  const since = now - limits.windowMs;
  const [inserted, [accountCount], [bucketCount]] = await db.batch([
    db.insert(loginAttempts).values({ account, ip: bucket, at: now }).returning({ id: loginAttempts.id }),
    db.select({ n: count() }).from(loginAttempts).where(and(eq(loginAttempts.account, account), gt(loginAttempts.at, since))),
    db.select({ n: count() }).from(loginAttempts).where(and(eq(loginAttempts.ip, bucket), gt(loginAttempts.at, since))),
    db.delete(loginAttempts).where(lt(loginAttempts.at, now - KEEP_MS)),
  ]);
  const accountBlocked = (accountCount?.n ?? 0) > limits.perAccount;
  const bucketBlocked = (bucketCount?.n ?? 0) > limits.perBucket;
  if (!accountBlocked && !bucketBlocked) return;

  await db.delete(loginAttempts).where(eq(loginAttempts.id, inserted[0]!.id));
  const waits = await Promise.all([
    accountBlocked ? secondsUntilBelowLimit(db, eq(loginAttempts.account, account), limits.perAccount, limits.windowMs, now) : 0,
    bucketBlocked ? secondsUntilBelowLimit(db, eq(loginAttempts.ip, bucket), limits.perBucket, limits.windowMs, now) : 0,
  ]);
  throw tooManyAttempts(message, Math.max(...waits));
}

/** Who a password check counts against: an account's untrusted clients at an address, or one known device. */
type Limited = { key: string; bucket: string; addressLimited: boolean };

const failuresOf = (key: string) => and(eq(loginAttempts.account, key), notLike(loginAttempts.ip, `${IN_FLIGHT}%`));
const failuresAt = (bucket: string) => eq(loginAttempts.ip, bucket);

type Verdict = { admitted: true; claimId: number } | { admitted: false; retryAfter?: number };

/**
 * Records a claim for one password check and judges it, in one transaction: refused while the
 * finished failures are at a limit; admitted while failures and running checks together stay
 * within it; otherwise held back (the claim is withdrawn) until running checks finish.
 */
async function judge(db: Db, { key, bucket, addressLimited }: Limited, limits: AttemptLimits): Promise<Verdict> {
  const now = Date.now();
  const since = now - limits.windowMs;
  const running = now - ABANDONED_MS;
  const [inserted, [keyFailures], [keyRunning], [bucketFailures], [bucketRunning]] = await db.batch([
    db.insert(loginAttempts).values({ account: key, ip: IN_FLIGHT + bucket, at: now }).returning({ id: loginAttempts.id }),
    db.select({ n: count() }).from(loginAttempts).where(and(failuresOf(key), gt(loginAttempts.at, since))),
    db.select({ n: count() }).from(loginAttempts).where(and(eq(loginAttempts.account, key), like(loginAttempts.ip, `${IN_FLIGHT}%`), gt(loginAttempts.at, running))),
    db.select({ n: count() }).from(loginAttempts).where(and(failuresAt(bucket), gt(loginAttempts.at, since))),
    db.select({ n: count() }).from(loginAttempts).where(and(eq(loginAttempts.ip, IN_FLIGHT + bucket), gt(loginAttempts.at, running))),
    db.delete(loginAttempts).where(lt(loginAttempts.at, now - KEEP_MS)),
  ]);
  const claimId = inserted[0]!.id;
  const failed = { key: keyFailures?.n ?? 0, bucket: addressLimited ? (bucketFailures?.n ?? 0) : 0 };
  const claimed = { key: failed.key + (keyRunning?.n ?? 0), bucket: addressLimited ? failed.bucket + (bucketRunning?.n ?? 0) : 0 };
  if (claimed.key <= limits.perAccount && claimed.bucket <= limits.perBucket) return { admitted: true, claimId };

  await db.delete(loginAttempts).where(eq(loginAttempts.id, claimId));
  const keyBlocked = failed.key >= limits.perAccount;
  const bucketBlocked = failed.bucket >= limits.perBucket;
  if (!keyBlocked && !bucketBlocked) return { admitted: false };
  const waits = await Promise.all([
    keyBlocked ? secondsUntilBelowLimit(db, failuresOf(key), limits.perAccount, limits.windowMs, now) : 0,
    bucketBlocked ? secondsUntilBelowLimit(db, failuresAt(bucket), limits.perBucket, limits.windowMs, now) : 0,
  ]);
  return { admitted: false, retryAfter: Math.max(...waits) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (briefly, with growing random pauses) until the check is admitted, or throws 429. */
async function admit(db: Db, limited: Limited, limits: AttemptLimits): Promise<number> {
  const deadline = Date.now() + WAIT_MS;
  for (let delay = 20; ; delay = Math.min(delay * 2, 400)) {
    const verdict = await judge(db, limited, limits);
    if (verdict.admitted) return verdict.claimId;
    if (verdict.retryAfter !== undefined) throw tooManyAttempts(accountMessages.tooManyAttempts, verdict.retryAfter);
    if (Date.now() + delay > deadline) throw tooManyAttempts(accountMessages.tooManyAttempts, 1);
    await pause(delay * (0.5 + Math.random()));
  }
}

/**
 * Runs `check` (a password check for the account `accountKey`: a truthy answer is a match) under
 * the login limits, for the client of this request (see the top of this file), and returns its
 * answer. Throws 429 with `Retry-After` when the client is locked out. A failure counts once
 * `check` has answered; an error in `check` counts nothing.
 */
export async function limitedPasswordCheck<T>(c: Context, accountKey: string, check: () => Promise<T>): Promise<T> {
  const db = getDb(c.env as Env);
  const device = await knownDevice(c, accountKey);
  const limited: Limited = device
    ? { key: `device:${device}`, bucket: DEVICE_BUCKET, addressLimited: false }
    : { key: accountKey, bucket: clientIp(c), addressLimited: true };
  const claimId = await admit(db, limited, LOGIN_LIMITS);

  let answer: T;
  try {
    answer = await check();
  } catch (error) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, claimId));
    throw error;
  }
  if (answer) {
    // This kind of client starts again from zero (the claim goes with its failures).
    await db.delete(loginAttempts).where(or(eq(loginAttempts.id, claimId), failuresOf(limited.key)));
  } else {
    // The claim becomes a finished failure, dated now.
    await db.update(loginAttempts).set({ ip: limited.bucket, at: Date.now() }).where(eq(loginAttempts.id, claimId));
  }
  return answer;
}
