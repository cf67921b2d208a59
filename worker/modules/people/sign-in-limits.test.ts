/**
 * Issue 23, point 6: sign-in attempts are limited per account and per address. The limit answers
 * 429 with a time to wait, in both languages, and says nothing about whether the account exists:
 * an address nobody has is answered exactly as a real one. A club's own address signs in the
 * club's first club admin, and its failures count against that account.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { persons } from "../../../schema/tables";
import { callJson, createClub, createUser, db, TEST_PASSWORD } from "../../test/helpers";

const ENGLISH = "Too many login attempts. Please wait a few minutes and try again.";
const GREEK = "Πάρα πολλές προσπάθειες σύνδεσης. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.";

type Door = "club" | "user";
const PATH: Record<Door, string> = { club: "/api/auth/login", user: "/api/users/login" };

let ipCounter = 0;
/** Each test from its own addresses, so the per-address limit of one test does not reach another. */
const nextIp = () => `10.88.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

const login = (door: Door, email: string, password: string, headers: Record<string, string> = {}) =>
  callJson(PATH[door], { json: { email, password }, headers: { "cf-connecting-ip": nextIp(), ...headers } });

async function failFiveTimes(door: Door, email: string) {
  for (let i = 0; i < 5; i++) expect((await login(door, email, `wrong-${i}`)).status).toBe(401);
}

function expectLimited(answer: Awaited<ReturnType<typeof login>>, message = ENGLISH) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message, code: "too_many_attempts" });
  const wait = Number(answer.response.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(15 * 60);
  expect(answer.response.headers.getSetCookie().filter((line) => /^rh_(club|user)=/.test(line))).toEqual([]);
}

describe.each(["club", "user"] as const)("the %s door's sign-in limit", (door) => {
  it("answers 429 with Retry-After after 5 failures of an account, even to the right password from a new client, in English and Greek", async () => {
    const account = door === "club" ? await createClub() : await createUser();
    await failFiveTimes(door, account.email);
    expectLimited(await login(door, account.email, TEST_PASSWORD));
    expectLimited(await login(door, account.email, TEST_PASSWORD, { "accept-language": "el" }), GREEK);
  }, 60_000);

  it("answers an address nobody has exactly the same: 401 first, then the same 429", async () => {
    const nobody = `nobody-${crypto.randomUUID()}@example.com`;
    await failFiveTimes(door, nobody);
    expectLimited(await login(door, nobody, TEST_PASSWORD));
    expectLimited(await login(door, nobody, "anything", { "accept-language": "el" }), GREEK);
  }, 60_000);

  it("limits one address's guesses across accounts (20 in 15 minutes)", async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await login(door, `spray-${i}-${crypto.randomUUID()}@example.com`, "Guess-1234", { "cf-connecting-ip": ip })).status).toBe(401);
    const account = door === "club" ? await createClub() : await createUser();
    expectLimited(await login(door, account.email, TEST_PASSWORD, { "cf-connecting-ip": ip }));
  }, 60_000);
});

describe("a club's own address at /login", () => {
  it("signs in the club's first club admin and counts its failures against that account", async () => {
    const club = await createClub();
    const own = `admin-${crypto.randomUUID()}@example.com`;
    await db().update(persons).set({ email: own }).where(eq(persons.email, club.email));
    const signedIn = await login("club", club.email, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email ?? signedIn.body.club?.email).toBe(club.email);

    await failFiveTimes("club", club.email);
    expectLimited(await login("club", club.email, TEST_PASSWORD));
    // The same account, by the person's own address: the guesses made through the club's address count.
    expectLimited(await login("club", own, TEST_PASSWORD));
  }, 60_000);
});
