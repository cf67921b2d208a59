/**
 * Password sign-in for both kinds of account: the brute-force limit, a constant-time check, and
 * the upgrade of an old hash. Unknown e-mails, unclaimed clubs and inactive players fail the same
 * way and in about the same time as a wrong password, so the answer reveals no account.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { accountMessages } from "../../../schema/messages";
import type { LoginInput } from "../../../schema/requests";
import { clubs, persons, type Club, type Person } from "../../../schema/tables";
import { firstAdminOf } from "../../platform/sessions/people";
import { requestLanguage } from "../../platform/http/language";
import { limitedPasswordCheck, loginAccountKey } from "../../platform/sessions/rate-limit";
import { rememberDevice } from "../../platform/sessions/device-cookies";
import { getDb, type Db } from "../../platform/db";
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

/**
 * The person the club door (/login) signs in: the one with this e-mail, or, for a club's own
 * address, the holder of its first club-admin role (issue 23), and the club that address names.
 */
export async function personAtClubDoor(db: Db, email: string): Promise<{ person: Person; club?: Club } | undefined> {
  const person = await db.query.persons.findFirst({ where: eq(persons.email, email) });
  const club = await db.query.clubs.findFirst({ where: eq(clubs.email, email) });
  // Unclaimed clubs have no usable sign-in until a claim is approved.
  const byClub = club?.isClaimed ? await firstAdminOf(db, club) : undefined;
  const found = person ?? byClub;
  if (!found?.isActive) return undefined;
  // The club whose own address they typed is the one they act for (when they hold a role there:
  // actingFor checks), also when the address is their own too (a migrated club login).
  return { person: found, club: club && (byClub?.id === found.id || person?.id === found.id) ? club : undefined };
}

/** Signs a person in at the club door; `club` is set when they used a club's own address. */
export async function authenticateClub(c: Context, { email, password }: LoginInput): Promise<{ person: Person; club?: Club }> {
  const db = getDb(c.env as Env);
  // Looked up before the limit is judged, so that a club's own address and the person's own count
  // as the one account they reach (issue 23). An address that reaches nobody is limited by itself,
  // as a real one is: the answers never say which it was.
  const found = await personAtClubDoor(db, email);
  const person = await authenticate(c, loginAccountKey("club", found?.person.email ?? email), password, async () => found?.person, savePersonHash(db));
  return { person, club: found?.club };
}

const savePersonHash = (db: Db) => (id: number, passwordHash: string) => db.update(persons).set({ passwordHash }).where(eq(persons.id, id));

export async function authenticateUser(c: Context, { email, password }: LoginInput): Promise<Person> {
  const db = getDb(c.env as Env);
  return authenticate(
    c,
    loginAccountKey("user", email),
    password,
    async () => {
      const user = await db.query.persons.findFirst({ where: eq(persons.email, email) });
      return user?.isActive ? user : undefined;
    },
    savePersonHash(db),
  );
}

/**
 * Notes a successful sign-in, and that this browser is now a known device of the account (its
 * logins are no longer refused for other clients' failures, see worker/platform/sessions/device-cookies.ts).
 * Returns whether it was the account's first, so the app welcomes a new account instead of
 * welcoming it back.
 */
export async function recordSignIn(c: Context, kind: "club" | "user", person: Person): Promise<boolean> {
  const db = getDb(c.env as Env);
  // Keyed by the person's own address, as the limits are, whichever address they typed.
  await rememberDevice(c, loginAccountKey(kind, person.email));
  // The language they use the site in is the one their mails are written in.
  const language = requestLanguage(c);
  await db.update(persons).set({ lastLoginAt: new Date().toISOString(), language }).where(eq(persons.id, person.id));
  return person.lastLoginAt === null;
}
