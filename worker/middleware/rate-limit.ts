/**
 * Brute-force limits for logins (and the verification-mail resend), counted exactly in D1's
 * `login_attempts`. Not KV: it is eventually consistent and allows one write per second per key,
 * so parallel guesses would slip through.
 *
 * An attempt is recorded *before* the password is checked, in the same batch (one transaction)
 * that counts the window. Parallel requests are therefore serialised by D1: with a limit of 5,
 * exactly 5 of 100 simultaneous guesses get a password check. A successful login deletes the
 * account's rows (its own included); a failed one leaves its row as the recorded failure; a
 * refused one deletes its row again, so waiting out the window always works.
 */
import { and, count, desc, eq, gt, lt } from "drizzle-orm";
import type { Context } from "hono";
import { loginAttempts } from "../../schema/tables";
import { accountMessages } from "../../schema/messages";
import type { Db } from "../lib/db";
import { ApiError } from "../lib/errors";

const MINUTE_MS = 60 * 1000;

export type AttemptLimits = { windowMs: number; perAccount: number; perBucket: number };

/** SPEC issue: 5 failures per account or 20 per address within 15 minutes. */
export const LOGIN_LIMITS: AttemptLimits = { windowMs: 15 * MINUTE_MS, perAccount: 5, perBucket: 20 };

/** Mails a visitor can ask for (a verification mail, a new claim link): 3 an hour per address or link, 10 an hour from one client. */
export const MAIL_REQUEST_LIMITS: AttemptLimits = { windowMs: 60 * MINUTE_MS, perAccount: 3, perBucket: 10 };

/** Rows older than this are of no use to any limit and are pruned as attempts come in. */
const KEEP_MS = 24 * 60 * MINUTE_MS;

/** The caller's address as Cloudflare reports it; local development has none. */
export const clientIp = (c: Context) => c.req.header("cf-connecting-ip") ?? "local";

export const loginAccountKey = (kind: "club" | "user", email: string) => `${kind}:${email.trim().toLowerCase()}`;

/** Seconds until the row that keeps `key` at its limit leaves the window. */
async function secondsUntilBelowLimit(db: Db, column: typeof loginAttempts.account | typeof loginAttempts.ip, key: string, limit: number, limits: AttemptLimits, now: number) {
  const [row] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(column, key), gt(loginAttempts.at, now - limits.windowMs)))
    .orderBy(desc(loginAttempts.at))
    .limit(1)
    .offset(limit - 1);
  return row ? Math.max(1, Math.ceil((row.at + limits.windowMs - now) / 1000)) : 1;
}

/**
 * Claims one attempt for `account` from `bucket` (usually the client's address), or throws 429
 * with `Retry-After` when either is at its limit. Returns nothing: the recorded row *is* the
 * failure unless `clearAttempts` runs after a success.
 */
export async function claimAttempt(db: Db, account: string, bucket: string, limits: AttemptLimits = LOGIN_LIMITS, message: string = accountMessages.tooManyAttempts) {
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
    accountBlocked ? secondsUntilBelowLimit(db, loginAttempts.account, account, limits.perAccount, limits, now) : 0,
    bucketBlocked ? secondsUntilBelowLimit(db, loginAttempts.ip, bucket, limits.perBucket, limits, now) : 0,
  ]);
  const retryAfter = Math.max(...waits);
  throw new ApiError(429, "too_many_attempts", message, undefined, { "Retry-After": String(retryAfter) });
}

/** After a successful login: the account starts again from zero. */
export async function clearAttempts(db: Db, account: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.account, account));
}
