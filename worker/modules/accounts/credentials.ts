/**
 * Password sign-in for both kinds of account: the brute-force limit, a constant-time check, and
 * the upgrade of an old hash. Unknown e-mails, unclaimed clubs and inactive players fail the same
 * way and in about the same time as a wrong password, so the answer reveals no account.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { accountMessages } from "../../../schema/messages";
import type { LoginInput } from "../../../schema/requests";
import { clubs, users, type Club, type User } from "../../../schema/tables";
import { limitedPasswordCheck, loginAccountKey } from "../../platform/sessions/rate-limit";
import { rememberDevice } from "../../platform/sessions/device-cookies";
import { getDb } from "../../platform/db";
import { ApiError } from "../../platform/errors/api-error";
import { hashPassword, needsRehash, verifyPassword } from "../../platform/sessions/password";

/** A real scrypt hash of a random, discarded password: checking against it costs what a real check costs. */
const DECOY_HASH = "scrypt$16384$8$5$f2fxLz1Xfb91jN2regDb1A==$DY58UVDb4Sf+3kbjAufdtksXZXHDBg0VTJBBYgTzkaA=";

export const invalidCredentials = () => new ApiError(401, "invalid_credentials", accountMessages.invalidCredentials);

type Account = { id: number; passwordHash: string };

/**
 * Checks `password` against the account `find` loads, under the login limits of `key` (a
 * lock-out answers 429 before anything is loaded).
 */
async function authenticate<A extends Account>(
  c: Context,
  key: string,
  password: string,
  find: () => Promise<A | undefined>,
  saveHash: (id: number, hash: string) => Promise<unknown>,
): Promise<A> {
  const account = await limitedPasswordCheck(c, key, async () => {
    const found = await find();
    return (await verifyPassword(password, found?.passwordHash ?? DECOY_HASH)) ? found : undefined;
  });
  if (!account) throw invalidCredentials();
  if (!needsRehash(account.passwordHash)) return account;
  // Parameters were raised since this hash was made: store one with today's.
  const passwordHash = await hashPassword(password);
  await saveHash(account.id, passwordHash);
  return { ...account, passwordHash };
}

export async function authenticateClub(c: Context, { email, password }: LoginInput): Promise<Club> {
  const db = getDb(c.env as Env);
  return authenticate(
    c,
    loginAccountKey("club", email),
    password,
    async () => {
      const club = await db.query.clubs.findFirst({ where: eq(clubs.email, email) });
      // Unclaimed clubs have no usable password until a claim is approved; a deactivated club cannot sign in.
      return club?.isClaimed && club.isActive ? club : undefined;
    },
    (id, passwordHash) => db.update(clubs).set({ passwordHash }).where(eq(clubs.id, id)),
  );
}

export async function authenticateUser(c: Context, { email, password }: LoginInput): Promise<User> {
  const db = getDb(c.env as Env);
  return authenticate(
    c,
    loginAccountKey("user", email),
    password,
    async () => {
      const user = await db.query.users.findFirst({ where: eq(users.email, email) });
      return user?.isActive ? user : undefined;
    },
    (id, passwordHash) => db.update(users).set({ passwordHash }).where(eq(users.id, id)),
  );
}

/**
 * Notes a successful sign-in, and that this browser is now a known device of the account (its
 * logins are no longer refused for other clients' failures, see worker/platform/sessions/device-cookies.ts).
 * Returns whether it was the account's first, so the app welcomes a new account instead of
 * welcoming it back.
 */
export async function recordSignIn(c: Context, kind: "club" | "user", account: { id: number; email: string; lastLoginAt: string | null }): Promise<boolean> {
  const db = getDb(c.env as Env);
  await rememberDevice(c, loginAccountKey(kind, account.email));
  const lastLoginAt = new Date().toISOString();
  if (kind === "club") await db.update(clubs).set({ lastLoginAt }).where(eq(clubs.id, account.id));
  else await db.update(users).set({ lastLoginAt }).where(eq(users.id, account.id));
  return account.lastLoginAt === null;
}
