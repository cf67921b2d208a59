/**
 * Issue 20, point 4: the brute-force limits of the club and the player login cannot be turned
 * against the account's owner. A device that signed in before (its device cookie) is judged only
 * on its own failures; only finished failures count; parallel guesses still get at most 5 checks.
 */
import { and, eq, sql } from "drizzle-orm";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { loginAttempts } from "../../../schema/tables";
import app from "../../app";
import { call, callJson, createClub, createUser, db, TEST_PASSWORD } from "../../test/helpers";

type Kind = "club" | "user";
const loginPath: Record<Kind, string> = { club: "/api/auth/login", user: "/api/users/login" };
const sessionCookie: Record<Kind, string> = { club: "rh_club", user: "rh_user" };
const createAccount = (kind: Kind) => (kind === "club" ? createClub() : createUser());

const fromIp = (ip: string) => ({ "cf-connecting-ip": ip });

const login = (kind: Kind, email: string, password: string, { ip, device }: { ip: string; device?: string }) =>
  callJson(loginPath[kind], { json: { email, password }, headers: fromIp(ip), cookie: device });

/** The device cookie a successful sign-in set, as a Cookie header value. */
function deviceCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((item) => item.startsWith("rh_device_"));
  if (!line) throw new Error(`No device cookie in: ${response.headers.getSetCookie().join(" | ")}`);
  return line.split(";")[0]!;
}

/** A first sign-in from this device: the browser keeps the device cookie it gets. */
async function trustedDevice(kind: Kind, email: string, ip: string) {
  const first = await login(kind, email, TEST_PASSWORD, { ip });
  expect(first.status).toBe(200);
  return deviceCookieOf(first.response);
}

/** Moves the account's recorded attempts `minutes` into the past (the window passing). */
const age = (account: string, minutes: number) =>
  db()
    .update(loginAttempts)
    .set({ at: sql`${loginAttempts.at} - ${minutes * 60_000}` })
    .where(eq(loginAttempts.account, account));

describe.each(["club", "user"] as const)("%s login: lock-outs and device cookies", (kind) => {
  it("signs in 10 simultaneous correct logins of one account, all of them", async () => {
    const account = await createAccount(kind);
    const results = await Promise.all(Array.from({ length: 10 }, () => login(kind, account.email, TEST_PASSWORD, { ip: "10.20.0.1" })));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
    for (const result of results) expect(result.response.headers.getSetCookie().some((line) => line.startsWith(`${sessionCookie[kind]}=`))).toBe(true);
  }, 60_000);

  it("lets 100 simultaneous wrong guesses from untrusted clients reach the password check 5 times, then answers 429 with Retry-After", async () => {
    const account = await createAccount(kind);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => login(kind, account.email, `wrong-${i}`, { ip: `10.21.${kind === "club" ? 0 : 1}.${i}` })));
    const checked = results.filter((result) => result.status === 401);
    const refused = results.filter((result) => result.status === 429);
    expect(checked).toHaveLength(5);
    expect(refused).toHaveLength(95);
    for (const { response, body } of refused) {
      expect(body).toMatchObject({ code: "too_many_attempts", message: "Too many login attempts. Please wait a few minutes and try again." });
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    }
  }, 120_000);

  it("still signs in the owner's earlier device after 5 failures from 5 addresses; a new device waits out the window", async () => {
    const account = await createAccount(kind);
    const device = await trustedDevice(kind, account.email, "10.22.0.1");
    for (let i = 0; i < 5; i++) expect((await login(kind, account.email, `wrong-${i}`, { ip: `10.22.1.${i}` })).status).toBe(401);

    const owner = await login(kind, account.email, TEST_PASSWORD, { ip: "10.22.2.1", device });
    expect(owner.status).toBe(200);
    const newDevice = await login(kind, account.email, TEST_PASSWORD, { ip: "10.22.2.1" });
    expect(newDevice.status).toBe(429);
    expect(Number(newDevice.response.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // The owner's sign-in did not reset the untrusted clients' count: the attacker gets no new guesses.
    expect((await login(kind, account.email, "wrong-again", { ip: "10.22.1.9" })).status).toBe(429);

    await age(`${kind}:${account.email}`, 16);
    expect((await login(kind, account.email, TEST_PASSWORD, { ip: "10.22.2.1" })).status).toBe(200);
  }, 60_000);

  it("does not let 20 failures from one address block another account's known device; a new device there is refused", async () => {
    const other = await createAccount(kind);
    const account = await createAccount(kind);
    const device = await trustedDevice(kind, account.email, "10.23.0.1");
    const clubHouse = kind === "club" ? "10.23.9.1" : "10.23.9.2";
    // 19 earlier guesses at other accounts from the club-house's address (scrypt is slow on purpose), the 20th through the API.
    const now = Date.now();
    await db().insert(loginAttempts).values(Array.from({ length: 19 }, (_, i) => ({ account: `${kind}:guess-${i}@example.com`, ip: clubHouse, at: now - i * 1000 })));
    expect((await login(kind, other.email, "wrong-pass", { ip: clubHouse })).status).toBe(401);

    expect((await login(kind, account.email, TEST_PASSWORD, { ip: clubHouse, device })).status).toBe(200);
    const newcomer = await login(kind, other.email, TEST_PASSWORD, { ip: clubHouse });
    expect(newcomer.status).toBe(429);
    expect(Number(newcomer.response.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 60_000);

  it("locks a device cookie after its own 5 failures, without locking out the account's other clients", async () => {
    const account = await createAccount(kind);
    const device = await trustedDevice(kind, account.email, "10.24.0.1");
    for (let i = 0; i < 5; i++) expect((await login(kind, account.email, `wrong-${i}`, { ip: "10.24.0.1", device })).status).toBe(401);
    const locked = await login(kind, account.email, TEST_PASSWORD, { ip: "10.24.0.1", device });
    expect(locked.status).toBe(429);
    expect(Number(locked.response.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // The device's failures are its own: another client of the account is not locked out.
    expect((await login(kind, account.email, TEST_PASSWORD, { ip: "10.24.0.2" })).status).toBe(200);
  }, 60_000);
});

describe("device cookies", () => {
  it("is HttpOnly, SameSite=Strict, for /api only, kept a year, and Secure over HTTPS", async () => {
    const club = await createClub();
    const overHttp = await login("club", club.email, TEST_PASSWORD, { ip: "10.25.0.1" });
    const line = overHttp.response.headers.getSetCookie().find((item) => item.startsWith("rh_device_"))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api(;|$)/);
    expect(line).toMatch(/; Max-Age=31536000/);
    expect(line).not.toMatch(/Secure/);

    const overHttps = await exports.default.fetch(
      new Request("https://localhost/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://localhost", "sec-fetch-site": "same-origin", ...fromIp("10.25.0.2") },
        body: JSON.stringify({ email: club.email, password: TEST_PASSWORD }),
      }),
    );
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers.getSetCookie().find((item) => item.startsWith("rh_device_"))).toMatch(/; Secure/);
  });

  it("names neither the account's e-mail nor anything but a nonce and a signature", async () => {
    const user = await createUser();
    const device = await trustedDevice("user", user.email, "10.26.0.1");
    expect(device).not.toContain(user.email);
    expect(device).not.toContain(encodeURIComponent(user.email));
  });

  it("counts a tampered cookie, or one made for another account, as an untrusted client", async () => {
    const victim = await createUser();
    const attacker = await createUser();
    const victimDevice = await trustedDevice("user", victim.email, "10.27.0.1");
    const attackerDevice = await trustedDevice("user", attacker.email, "10.27.0.2");
    for (let i = 0; i < 5; i++) expect((await login("user", victim.email, `wrong-${i}`, { ip: `10.27.1.${i}` })).status).toBe(401);

    const [name, value] = victimDevice.split("=") as [string, string];
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    expect((await login("user", victim.email, TEST_PASSWORD, { ip: "10.27.2.1", device: tampered })).status).toBe(429);
    // Another account's cookie under this account's name: its signature names the other account.
    const borrowed = `${name}=${attackerDevice.split("=")[1]}`;
    expect((await login("user", victim.email, TEST_PASSWORD, { ip: "10.27.2.1", device: borrowed })).status).toBe(429);
    expect((await login("user", victim.email, TEST_PASSWORD, { ip: "10.27.2.1", device: victimDevice })).status).toBe(200);
  }, 60_000);

  it("keeps a device's identity across its sign-ins, so a locked device is not unlocked by signing in elsewhere", async () => {
    const user = await createUser();
    const device = await trustedDevice("user", user.email, "10.28.0.1");
    const again = await login("user", user.email, TEST_PASSWORD, { ip: "10.28.0.1", device });
    expect(again.status).toBe(200);
    const renewed = deviceCookieOf(again.response);
    // Same nonce (the part before the first dot), renewed signature date.
    expect(renewed.split("=")[1]!.split(".")[0]).toBe(device.split("=")[1]!.split(".")[0]);
  });

  it("without DEVICE_COOKIE_SECRET knows no device: no cookie is set, logins work under the untrusted clients' limits, and the worker says why", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const club = await createClub();
    const withoutSecret = { ...env, DEVICE_COOKIE_SECRET: undefined };
    const signIn = () =>
      app.request(
        "/api/auth/login",
        { method: "POST", headers: { "content-type": "application/json", origin: "http://localhost", "sec-fetch-site": "same-origin", ...fromIp("10.28.5.1") }, body: JSON.stringify({ email: club.email, password: TEST_PASSWORD }) },
        withoutSecret,
      );
    const response = await signIn();
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((line) => line.startsWith("rh_device_"))).toEqual([]);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/DEVICE_COOKIE_SECRET is not set/));
    errors.mockRestore();
  });

  it("signs in 10 simultaneous correct logins from a known device", async () => {
    const club = await createClub();
    const device = await trustedDevice("club", club.email, "10.29.0.1");
    const results = await Promise.all(Array.from({ length: 10 }, () => login("club", club.email, TEST_PASSWORD, { ip: "10.29.0.1", device })));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
  }, 60_000);
});

describe("finished failures only", () => {
  it("keeps no row for a successful sign-in, and one finished row per failure", async () => {
    const club = await createClub();
    const account = `club:${club.email}`;
    expect((await login("club", club.email, TEST_PASSWORD, { ip: "10.30.0.1" })).status).toBe(200);
    expect(await db().select().from(loginAttempts).where(eq(loginAttempts.account, account))).toEqual([]);
    expect((await login("club", club.email, "wrong-pass", { ip: "10.30.0.1" })).status).toBe(401);
    const rows = await db().select().from(loginAttempts).where(and(eq(loginAttempts.account, account), eq(loginAttempts.ip, "10.30.0.1")));
    expect(rows).toHaveLength(1);
  });

  it("a player's wrong current password counts against untrusted clients only, and the known device can still change it", async () => {
    const user = await createUser();
    const first = await login("user", user.email, TEST_PASSWORD, { ip: "10.31.0.1" });
    const device = deviceCookieOf(first.response);
    const session = first.response.headers.getSetCookie().find((line) => line.startsWith("rh_user="))!.split(";")[0]!;
    for (let i = 0; i < 5; i++) expect((await login("user", user.email, `wrong-${i}`, { ip: `10.31.1.${i}` })).status).toBe(401);
    const change = await call("/api/users/change-password", {
      method: "POST",
      json: { currentPassword: TEST_PASSWORD, newPassword: "Another-pass-9", confirmPassword: "Another-pass-9" },
      cookie: `${session}; ${device}`,
      headers: fromIp("10.31.0.1"),
    });
    expect(change.status).toBe(200);
  }, 60_000);
});
