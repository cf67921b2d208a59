import { randomBytes, scryptSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clubs, loginAttempts, persons } from "../../../schema/tables";
import { personRoles } from "../../../schema/tables/people";
import app from "../../app";
import { UNUSABLE_PASSWORD } from "../../platform/sessions/password";
import { BASE, call, callJson, cookieFrom, createClub, createUser, db, signInClub, signInUser, TEST_PASSWORD } from "../../test/helpers";

// Club names are unique (issue 19): each registration has its own.
const registration = (overrides: Record<string, unknown> = {}) => ({
  name: `Piraeus Pirates ${crypto.randomUUID().slice(0, 8)}`,
  abbreviation: "PPR",
  email: `Register-${crypto.randomUUID()}@Example.com`,
  password: "Str0ng-pass",
  location: "Piraeus",
  description: "Harbour rugby since 2001",
  rugbyUnion: true,
  rugbyLeague: false,
  responsiblePersonName: "Eleni Papadopoulou",
  responsiblePersonEmail: "eleni@example.com",
  responsiblePersonPhone: "+30 210 000 0000",
  ...overrides,
});

/** Failed logins from their own address, so the per-address limit of one test does not leak into others. */
const fromIp = (ip: string) => ({ "cf-connecting-ip": ip });

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  callJson("/api/auth/login", { json: { email, password }, headers });

describe("POST /api/clubs/register", () => {
  it("creates a claimed club with a lower-cased e-mail, answers 201 with the own club, and does not sign in", async () => {
    const input = registration();
    const { status, body, response } = await callJson("/api/clubs/register", { json: input });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: input.name, email: input.email.toLowerCase(), isClaimed: true, isAdmin: false, rugbyUnion: true });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|verificationToken|password/);
    // No session (the answer carries the D1 bookmark its write reached: worker/platform/d1-session.ts).
    expect(response.headers.getSetCookie().filter((line) => line.startsWith("rh_"))).toEqual([]);

    // Issue 23: the password is the club's first club admin's, the person who registered (named as its responsible person).
    const admin = await db().query.persons.findFirst({ where: eq(persons.email, input.email.toLowerCase()) });
    expect(admin).toMatchObject({ firstName: "Eleni", lastName: "Papadopoulou" });
    expect(admin?.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await db().select({ role: personRoles.role, clubId: personRoles.clubId }).from(personRoles).where(eq(personRoles.personId, admin!.id))).toEqual([{ role: "club-admin", clubId: body.id }]);
    // Registered, not signed in: the new club logs in next.
    expect((await signInClub({ email: input.email.toLowerCase() }, input.password)).startsWith("rh_club=")).toBe(true);
  });

  it("takes the club's name in both scripts; a Latin name left empty is the Greek one by ELOT 743 (issue 13)", async () => {
    const both = await callJson("/api/clubs/register", { json: registration({ name: "Athinaikos RFC", nameEl: "Αθηναϊκός Ρ.Σ.", venue: "Goudi", venueEl: "Γουδί" }) });
    expect(both.status).toBe(201);
    const stored = await db().query.clubs.findFirst({ where: eq(clubs.id, both.body.id) });
    expect(stored).toMatchObject({ name: "Athinaikos RFC", nameEl: "Αθηναϊκός Ρ.Σ.", venue: "Goudi", venueEl: "Γουδί", locationEl: null });

    const greekOnly = await callJson("/api/clubs/register", { json: registration({ name: "", nameEl: "Πειραϊκός Ράγκμπι" }) });
    expect(greekOnly.status).toBe(201);
    expect(greekOnly.body.name).toBe("Peiraikos Ragkmpi");

    const neither = await callJson("/api/clubs/register", { json: registration({ name: "", nameEl: "" }) });
    expect(neither.status).toBe(400);
    expect(neither.body.fields).toEqual({ name: "Club name must be at least 3 characters" });
  });

  it("answers 409 with a clear message under the e-mail field for a duplicate e-mail, whatever its case", async () => {
    const existing = await createClub();
    const { status, body } = await callJson("/api/clubs/register", { json: registration({ email: existing.email.toUpperCase() }) });
    expect(status).toBe(409);
    expect(body).toEqual({
      message: "An account with this email already exists",
      code: "conflict",
      fields: { email: "An account with this email already exists" },
    });
  });

  it("answers 400 with the SPEC's messages under the right fields", async () => {
    const { status, body } = await callJson("/api/clubs/register", {
      json: registration({ name: "AB", abbreviation: "TOOLONG", password: "short", rugbyUnion: false, rugbyLeague: false, responsiblePersonPhone: "123" }),
    });
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_input");
    expect(body.fields).toMatchObject({
      name: "Club name must be at least 3 characters",
      abbreviation: "Abbreviation must be 2-5 characters",
      password: "Password must be at least 8 characters",
      responsiblePersonPhone: "Valid phone number is required",
    });
  });

  it("shows the rugby-type rule under the group when neither code is chosen", async () => {
    const { status, body } = await callJson("/api/clubs/register", { json: registration({ rugbyUnion: false, rugbyLeague: false }) });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ rugbyUnion: "Please select at least one rugby type" });
  });

  it("reads a rugby type left out as false (SPEC: both default to false)", async () => {
    const { rugbyLeague: _left, ...unionOnly } = registration({ rugbyUnion: true });
    const { status, body } = await callJson("/api/clubs/register", { json: unionOnly });
    expect(status).toBe(201);
    expect(body).toMatchObject({ rugbyUnion: true, rugbyLeague: false });

    const { rugbyUnion: _u, rugbyLeague: _l, ...neither } = registration();
    const refused = await callJson("/api/clubs/register", { json: neither });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ rugbyUnion: "Please select at least one rugby type" });
  });

  it("never lets a registration make itself an admin", async () => {
    const { status, body } = await callJson("/api/clubs/register", { json: { ...registration(), isAdmin: true, isVerified: true } });
    expect(status).toBe(201);
    expect(body).toMatchObject({ isAdmin: false, isVerified: false });
  });
});

describe("POST /api/auth/login and GET /api/auth/me", () => {
  it("signs a club in, sets a safe cookie and returns the own club without secrets", async () => {
    const club = await createClub();
    const { status, body, response } = await login(club.email, TEST_PASSWORD);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: club.id, name: club.name, email: club.email, isAdmin: false });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|verificationToken/);

    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith("rh_club="))!;
    expect(setCookie).toMatch(/^rh_club=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);

    const me = await callJson("/api/auth/me", { cookie: cookieFrom(response, "rh_club") });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: club.id, name: club.name, isAdmin: false });
  });

  it("says whether this is the club's first sign-in, so a new club is welcomed and not welcomed back", async () => {
    const club = await createClub();
    const first = await login(club.email, TEST_PASSWORD);
    expect(first).toMatchObject({ status: 200, body: { id: club.id, firstSignIn: true } });
    // A failed attempt in between is no sign-in.
    expect((await login(club.email, "not-the-password", fromIp("10.0.9.1"))).status).toBe(401);
    const second = await login(club.email, TEST_PASSWORD);
    expect(second).toMatchObject({ status: 200, body: { firstSignIn: false } });
    expect((await callJson("/api/auth/me", { cookie: cookieFrom(second.response, "rh_club") })).body).not.toHaveProperty("lastLoginAt");
  });

  it("marks the cookie Secure when served over https", async () => {
    const club = await createClub();
    const response = await app.request(
      "https://rugby.example/api/auth/login",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://rugby.example", "sec-fetch-site": "same-origin" },
        body: JSON.stringify({ email: club.email, password: TEST_PASSWORD }),
      },
      env,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^rh_club=[^;]+;.*; Secure/);
  });

  it("answers 401 with a message when signed out", async () => {
    const { status, body } = await callJson("/api/auth/me");
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: "unauthorized", message: expect.any(String) });
  });

  it("refuses a wrong password and an unknown e-mail alike, with 401 and no cookie", async () => {
    const club = await createClub();
    const wrong = await login(club.email, "not-the-password", fromIp("10.0.1.1"));
    const unknown = await login("nobody@example.com", "whatever-pass", fromIp("10.0.1.1"));
    for (const attempt of [wrong, unknown]) {
      expect(attempt.status).toBe(401);
      expect(attempt.body).toEqual({ message: "Invalid email or password", code: "invalid_credentials" });
      expect(attempt.response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("answers 400 with the SPEC's messages for an invalid e-mail and a missing password", async () => {
    const { status, body } = await callJson("/api/auth/login", { json: { email: "not-an-email", password: "" } });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ email: "Invalid email address", password: "Password is required" });
  });

  it("does not sign in an unclaimed club", async () => {
    const club = await createClub({ isClaimed: false, passwordHash: UNUSABLE_PASSWORD });
    expect((await login(club.email, UNUSABLE_PASSWORD, fromIp("10.0.1.2"))).status).toBe(401);
  });

  it("issues a new id on every login and ends the session the browser brought", async () => {
    const club = await createClub();
    const first = await signInClub(club);
    const second = await signInClub(club);
    expect(second).not.toBe(first);
    // Two devices: both sessions live side by side.
    expect((await call("/api/auth/me", { cookie: first })).status).toBe(200);
    expect((await call("/api/auth/me", { cookie: second })).status).toBe(200);

    // Signing in again from the first device replaces its session.
    const again = await call("/api/auth/login", { json: { email: club.email, password: TEST_PASSWORD }, cookie: first });
    const third = cookieFrom(again, "rh_club")!;
    expect(third).not.toBe(first);
    expect((await call("/api/auth/me", { cookie: first })).status).toBe(401);
    expect((await call("/api/auth/me", { cookie: third })).status).toBe(200);
  });

  it("upgrades a hash made with weaker parameters at the next good login", async () => {
    const salt = randomBytes(16);
    const weak = scryptSync(TEST_PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
    const club = await createClub({ passwordHash: ["scrypt", 1024, 8, 1, salt.toString("base64"), weak.toString("base64")].join("$") });
    expect((await login(club.email, TEST_PASSWORD)).status).toBe(200);
    // The hash is the club admin's, the person the club's address signs in (issue 23).
    const stored = await db().query.persons.findFirst({ where: eq(persons.email, club.email) });
    expect(stored?.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect((await login(club.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe("sessions are per kind", () => {
  it("does not accept a player cookie on club endpoints, nor a player session id in the club cookie", async () => {
    const user = await createUser();
    const userCookie = await signInUser(user);
    expect((await call("/api/auth/me", { cookie: userCookie })).status).toBe(401);
    expect((await call("/api/admin/clubs", { cookie: userCookie })).status).toBe(401);
    const swapped = userCookie.replace(/^rh_user=/, "rh_club=");
    expect((await call("/api/auth/me", { cookie: swapped })).status).toBe(401);
  });

  it("keeps a club and a player session independent in one browser", async () => {
    const club = await createClub();
    const user = await createUser();
    const both = `${await signInClub(club)}; ${await signInUser(user)}`;
    expect((await call("/api/auth/logout", { method: "POST", cookie: both })).status).toBe(200);
    expect((await call("/api/auth/me", { cookie: both })).status).toBe(401);
    expect((await call("/api/users/me", { cookie: both })).status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("deletes the session in KV and clears the cookie, so the old cookie no longer works", async () => {
    const club = await createClub();
    const cookie = await signInClub(club);
    const before = (await env.SESSIONS.list()).keys.length;
    // Issue 23: a session is its record and, for the person's list of sessions, an index entry.
    const person = (await db().query.persons.findFirst({ where: eq(persons.email, club.email) }))!;
    expect((await env.SESSIONS.list({ prefix: `person-sessions:${person.id}:` })).keys).toHaveLength(1);
    const { status, response } = await callJson("/api/auth/logout", { method: "POST", json: {}, cookie });
    expect(status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^rh_club=;.*Max-Age=0/);
    expect((await env.SESSIONS.list()).keys.length).toBe(before - 2);
    expect((await env.SESSIONS.list({ prefix: `person-sessions:${person.id}:` })).keys).toHaveLength(0);
    expect((await call("/api/auth/me", { cookie })).status).toBe(401);
  });

  it("answers 200 when already signed out", async () => {
    expect((await call("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });
});

describe("brute-force limits", () => {
  it("answers 429 with Retry-After after 5 failures for one account, even for the right password", async () => {
    const club = await createClub();
    for (let i = 0; i < 5; i++) expect((await login(club.email, `wrong-${i}`, fromIp(`10.1.0.${i}`))).status).toBe(401);
    const blocked = await login(club.email, TEST_PASSWORD, fromIp("10.1.0.99"));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "too_many_attempts", message: expect.stringMatching(/Too many login attempts/) });
    const retryAfter = Number(blocked.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("counts only the last 15 minutes, and Retry-After is when the oldest counted failure leaves", async () => {
    const club = await createClub();
    const account = `club:${club.email}`;
    const now = Date.now();
    // Five failures, the oldest 14 minutes ago: blocked for about one more minute.
    await db().insert(loginAttempts).values([14, 10, 5, 3, 1].map((minutes) => ({ account, ip: "10.2.0.1", at: now - minutes * 60_000 })));
    const blocked = await login(club.email, TEST_PASSWORD, fromIp("10.2.0.2"));
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(55);
    expect(retryAfter).toBeLessThanOrEqual(61);

    // Older than the window: no longer counted.
    await db().delete(loginAttempts).where(eq(loginAttempts.account, account));
    await db().insert(loginAttempts).values([16, 17, 18, 19, 20].map((minutes) => ({ account, ip: "10.2.0.1", at: now - minutes * 60_000 })));
    expect((await login(club.email, TEST_PASSWORD, fromIp("10.2.0.2"))).status).toBe(200);
  });

  it("resets the account's count after a successful login", async () => {
    const club = await createClub();
    for (let i = 0; i < 4; i++) expect((await login(club.email, "wrong-pass", fromIp("10.3.0.1"))).status).toBe(401);
    expect((await login(club.email, TEST_PASSWORD, fromIp("10.3.0.1"))).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(club.email, "wrong-pass", fromIp("10.3.0.1"))).status).toBe(401);
    expect((await login(club.email, "wrong-pass", fromIp("10.3.0.1"))).status).toBe(429);
  }, 30_000);

  it("answers 429 after 20 failures from one address, whichever accounts they tried", async () => {
    const club = await createClub();
    // 19 earlier guesses at other accounts (stored directly, scrypt is slow on purpose), then the 20th through the API.
    const now = Date.now();
    await db().insert(loginAttempts).values(Array.from({ length: 19 }, (_, i) => ({ account: `club:guess-${i}@example.com`, ip: "10.4.0.1", at: now - i * 1000 })));
    expect((await login("guess-20@example.com", "wrong-pass", fromIp("10.4.0.1"))).status).toBe(401);
    const blocked = await login(club.email, TEST_PASSWORD, fromIp("10.4.0.1"));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(club.email, TEST_PASSWORD, fromIp("10.4.0.2"))).status).toBe(200);
  });

  it("lets only 5 of many simultaneous guesses reach the password check", async () => {
    const club = await createClub();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(club.email, `wrong-${i}`, fromIp(`10.5.0.${i}`))));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  }, 30_000);
});

describe("POST /api/auth/admin-login", () => {
  it("signs in an admin club with its credentials", async () => {
    const adminClub = await createClub({ isAdmin: true });
    const { status, body, response } = await callJson("/api/auth/admin-login", { json: { email: adminClub.email, password: TEST_PASSWORD } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: adminClub.id, isAdmin: true });
    const me = await callJson("/api/auth/me", { cookie: cookieFrom(response, "rh_club") });
    expect(me.body).toMatchObject({ id: adminClub.id, isAdmin: true });
  });

  it("answers 403 with a message and no session for a club that is not an admin, even with the right password", async () => {
    const club = await createClub();
    const { status, body, response } = await callJson("/api/auth/admin-login", { json: { email: club.email, password: TEST_PASSWORD } });
    expect(status).toBe(403);
    expect(body).toEqual({ message: "This account does not have admin privileges", code: "forbidden" });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("answers 401 for wrong credentials and 400 for half of them", async () => {
    const adminClub = await createClub({ isAdmin: true });
    expect((await callJson("/api/auth/admin-login", { json: { email: adminClub.email, password: "nope-nope" }, headers: fromIp("10.6.0.1") })).status).toBe(401);
    const half = await callJson("/api/auth/admin-login", { json: { email: adminClub.email } });
    expect(half.status).toBe(400);
    expect(half.body.fields).toEqual({ password: "Password is required" });
  });

  it("signs in as the first admin with no body while DEMO_MODE is on", async () => {
    const [firstAdmin] = await db().select().from(clubs).where(eq(clubs.isAdmin, true)).orderBy(clubs.id).limit(1);
    const expected = firstAdmin ?? (await createClub({ isAdmin: true }));
    const response = await call("/api/auth/admin-login", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: expected.id, isAdmin: true });
    expect(cookieFrom(response, "rh_club")).toBeDefined();
  });

  it("takes an empty body sent as JSON for the one-button login too, but no array or bare value", async () => {
    const response = await call("/api/auth/admin-login", { method: "POST", body: "", headers: { "content-type": "application/json" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isAdmin: true });
    for (const body of ["{", "[1]", "null", "7"]) {
      const refused = await call("/api/auth/admin-login", { method: "POST", body, headers: { "content-type": "application/json" } });
      expect(refused.status, body).toBe(400);
      expect(refused.headers.getSetCookie(), body).toEqual([]);
    }
  });

  it("refuses the one-button login with 403 when DEMO_MODE is off", async () => {
    await createClub({ isAdmin: true });
    const response = await app.request(
      `${BASE}/api/auth/admin-login`,
      { method: "POST", headers: { origin: BASE, "sec-fetch-site": "same-origin" } },
      { ...env, DEMO_MODE: "false" },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "forbidden", message: expect.stringMatching(/Demo admin login is disabled/) });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
