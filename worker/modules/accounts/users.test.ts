import { eq } from "drizzle-orm";
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { persons as users } from "../../../schema/tables";
import { sha256Hex } from "../../platform/sessions/tokens";
import { call, callJson, cookieFrom, createClub, createUser, db, signInClub, signInUser, TEST_PASSWORD } from "../../test/helpers";
import { mailSettled } from "../../test/mail";

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Dimitris",
  lastName: "Georgiou",
  email: `Player-${crypto.randomUUID()}@Example.com`,
  password: "Scrum-half-9",
  phoneNumber: "+30 694 123 4567",
  dateOfBirth: "2001-05-17",
  position: "Scrum-half",
  height: 176,
  weight: 78,
  bio: "Five seasons at scrum-half.",
  ...overrides,
});

type SentMail = { to: string; subject: string; text: string };

/** Captures what the worker hands to the send_email binding. */
function spyOnMail() {
  const sent: SentMail[] = [];
  vi.spyOn(env.MAIL, "send").mockImplementation(async (message: unknown) => {
    sent.push(message as SentMail);
    return { messageId: "test" } as never;
  });
  return sent;
}
afterEach(() => vi.restoreAllMocks());

/** The mail's link: the app's page (SPEC: /verify-email?token=), never the API. */
const linkFrom = (mail: SentMail) => {
  const link = mail.text.match(/http:\/\/localhost\/verify-email\?token=([A-Za-z0-9_-]+)/);
  if (!link) throw new Error(`No verification page link in: ${mail.text}`);
  return { url: link[0], token: link[1]! };
};
const tokenFrom = (mail: SentMail) => linkFrom(mail).token;

const userByEmail = (email: string) => db().query.persons.findFirst({ where: eq(users.email, email) });

describe("POST /api/users/register", () => {
  it("creates an unverified player, stores only a hash of the token, mails the link and does not sign in", async () => {
    const sent = spyOnMail();
    const input = registration();
    const { status, body, response } = await callJson("/api/users/register", { json: input });
    expect(status).toBe(201);
    expect(body).toEqual({ message: "Your account has been registered. Please check your email for verification." });
    // No session (the answer carries the D1 bookmark its write reached: worker/platform/d1-session.ts).
    expect(response.headers.getSetCookie().filter((line) => line.startsWith("rh_"))).toEqual([]);

    const email = input.email.toLowerCase();
    await mailSettled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, subject: "Verify your Rugby Hellas email" });
    const token = tokenFrom(sent[0]!);

    const stored = await userByEmail(email);
    expect(stored).toMatchObject({ firstName: "Dimitris", position: "Scrum-half", height: 176, isVerified: false, dateOfBirth: "2001-05-17" });
    expect(stored?.verificationToken).toBe(await sha256Hex(token));
    const expiresIn = Date.parse(stored!.verificationTokenExpiry!) - Date.now();
    expect(expiresIn).toBeGreaterThan(23.9 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);
  });

  it("stores empty optional fields as no value", async () => {
    spyOnMail();
    const input = registration({ phoneNumber: "", dateOfBirth: "", position: "", bio: "", height: undefined, weight: undefined });
    expect((await callJson("/api/users/register", { json: input })).status).toBe(201);
    expect(await userByEmail(input.email.toLowerCase())).toMatchObject({ phoneNumber: null, dateOfBirth: null, position: null, bio: null, height: null });
  });

  it("refuses a birth date in the future or not on the calendar", async () => {
    spyOnMail();
    for (const dateOfBirth of ["2999-01-01", "2001-02-30"]) {
      const { status, body } = await callJson("/api/users/register", { json: registration({ dateOfBirth }) });
      expect(status, dateOfBirth).toBe(400);
      expect(body.fields, dateOfBirth).toEqual({ dateOfBirth: "Please enter a valid date" });
    }
  });

  it("answers 409 for an e-mail that is already registered", async () => {
    const sent = spyOnMail();
    const existing = await createUser();
    const { status, body } = await callJson("/api/users/register", { json: registration({ email: existing.email.toUpperCase() }) });
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: "An account with this email already exists", code: "conflict" });
    await mailSettled();
    expect(sent).toHaveLength(0);
  });

  it("answers 400 with the SPEC's messages", async () => {
    const { status, body } = await callJson("/api/users/register", {
      json: registration({ firstName: "D", lastName: "", email: "nope", password: "short", height: -3 }),
    });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
      height: "Height must be a positive number",
    });
  });

  it("links an existing club, and refuses an unknown one with 400", async () => {
    spyOnMail();
    const club = await createClub();
    const input = registration({ clubId: club.id });
    expect((await callJson("/api/users/register", { json: input })).status).toBe(201);
    expect((await userByEmail(input.email.toLowerCase()))?.clubId).toBe(club.id);
    expect((await callJson("/api/users/register", { json: registration({ clubId: 999_999 }) })).status).toBe(400);
  });
});

describe("GET /api/users/verify-email", () => {
  it("verifies with the mailed token and redirects to the login page; the token then stops working", async () => {
    const sent = spyOnMail();
    const input = registration();
    await callJson("/api/users/register", { json: input });
    await mailSettled();
    const token = tokenFrom(sent[0]!);

    const response = await call(`/api/users/verify-email?token=${token}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?tab=user&verified=true");
    expect(await userByEmail(input.email.toLowerCase())).toMatchObject({ isVerified: true, verificationToken: null, verificationTokenExpiry: null });

    const again = await callJson(`/api/users/verify-email?token=${token}`, { redirect: "manual" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: "We couldn't verify your email. The verification link may have expired or is invalid.", code: "invalid_token", fields: {} });
  });

  it("answers 400 with a message for an expired token", async () => {
    const sent = spyOnMail();
    const input = registration();
    await callJson("/api/users/register", { json: input });
    await mailSettled();
    const token = tokenFrom(sent[0]!);
    await db()
      .update(users)
      .set({ verificationTokenExpiry: new Date(Date.now() - 1000).toISOString() })
      .where(eq(users.email, input.email.toLowerCase()));

    const { status, body } = await callJson(`/api/users/verify-email?token=${token}`, { redirect: "manual" });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "We couldn't verify your email. The verification link may have expired or is invalid.", code: "invalid_token", fields: {} });
    expect((await userByEmail(input.email.toLowerCase()))?.isVerified).toBe(false);
  });

  it("answers 400 for a missing or made-up token, with the SPEC's text as JSON", async () => {
    for (const query of ["", "?token=abc", `?token=${"x".repeat(43)}`]) {
      const { status, body, response } = await callJson(`/api/users/verify-email${query}`, { redirect: "manual" });
      expect(status, query).toBe(400);
      expect(response.headers.get("content-type"), query).toMatch(/^application\/json/);
      expect(body, query).toEqual({ message: "We couldn't verify your email. The verification link may have expired or is invalid.", code: "invalid_token", fields: {} });
    }
  });

  it("mails a link to the app's /verify-email page, which a scanner can fetch without using the token up", async () => {
    const sent = spyOnMail();
    const input = registration();
    await callJson("/api/users/register", { json: input });
    await mailSettled();
    const { url, token } = linkFrom(sent[0]!);
    expect(new URL(url).pathname).toBe("/verify-email");

    // A mail scanner's prefetch: a plain GET of the link, twice, no script run.
    for (const headers of [{}, { "sec-fetch-mode": "navigate" }] as Record<string, string>[]) {
      const prefetch = await exports.default.fetch(new Request(url, { headers, redirect: "manual" }));
      await prefetch.arrayBuffer();
    }
    expect(await userByEmail(input.email.toLowerCase())).toMatchObject({ isVerified: false, verificationToken: await sha256Hex(token) });

    // The page's own call still verifies.
    const response = await call(`/api/users/verify-email?token=${token}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?tab=user&verified=true");
    expect((await userByEmail(input.email.toLowerCase()))?.isVerified).toBe(true);
  });

  it("answers a bad link opened in the browser with the same 400 and its message", async () => {
    const response = await call(`/api/users/verify-email?token=${"y".repeat(43)}`, { redirect: "manual", headers: { "sec-fetch-mode": "navigate" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "We couldn't verify your email. The verification link may have expired or is invalid." });
  });
});

describe("POST /api/users/login, GET /api/users/me, POST /api/users/logout", () => {
  it("signs in an unverified player and returns the profile without secrets", async () => {
    const user = await createUser({ isVerified: false, verificationToken: "secret-digest", verificationTokenExpiry: "2099-01-01T00:00:00.000Z" });
    const { status, body, response } = await callJson("/api/users/login", { json: { email: user.email, password: TEST_PASSWORD } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.id, email: user.email, firstName: "Nikos", isVerified: false });
    expect(body).not.toHaveProperty("passwordHash");
    expect(body).not.toHaveProperty("verificationToken");
    expect(body).not.toHaveProperty("verificationTokenExpiry");

    const [setCookie, hint] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^rh_user=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    // The page-readable "signed in" hint: no secret, same lifetime (SESSION_HINT_COOKIES).
    expect(hint).toBe("rh_user_signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax");
    const me = await callJson("/api/users/me", { cookie: cookieFrom(response, "rh_user") });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, isVerified: false });
    expect(me.body).not.toHaveProperty("passwordHash");
  });

  it("says whether this is the player's first sign-in", async () => {
    const user = await createUser();
    const signIn = () => callJson("/api/users/login", { json: { email: user.email, password: TEST_PASSWORD } });
    expect(await signIn()).toMatchObject({ status: 200, body: { id: user.id, firstSignIn: true } });
    const again = await signIn();
    expect(again).toMatchObject({ status: 200, body: { firstSignIn: false } });
    expect(again.body).not.toHaveProperty("lastLoginAt");
  });

  it("refuses a wrong password with 401", async () => {
    const user = await createUser();
    const { status, body } = await callJson("/api/users/login", { json: { email: user.email, password: "wrong-password" }, headers: { "cf-connecting-ip": "10.9.0.1" } });
    expect(status).toBe(401);
    expect(body).toEqual({ message: "Invalid email or password", code: "invalid_credentials" });
  });

  it("answers 429 after 5 failed player logins", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) {
      expect((await call("/api/users/login", { json: { email: user.email, password: `wrong-${i}` }, headers: { "cf-connecting-ip": "10.9.1.1" } })).status).toBe(401);
    }
    const blocked = await call("/api/users/login", { json: { email: user.email, password: TEST_PASSWORD }, headers: { "cf-connecting-ip": "10.9.1.2" } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 30_000);

  it("does not sign in an inactive player", async () => {
    const user = await createUser({ isActive: false });
    expect((await call("/api/users/login", { json: { email: user.email, password: TEST_PASSWORD }, headers: { "cf-connecting-ip": "10.9.2.1" } })).status).toBe(401);
  });

  it("answers 401 on /me when signed out or with a club cookie", async () => {
    expect((await call("/api/users/me")).status).toBe(401);
    const clubCookie = await signInClub(await createClub());
    expect((await call("/api/users/me", { cookie: clubCookie })).status).toBe(401);
    expect((await call("/api/users/me", { cookie: clubCookie.replace(/^rh_club=/, "rh_user=") })).status).toBe(401);
  });

  it("logout deletes the session and clears the cookie", async () => {
    const cookie = await signInUser(await createUser());
    const response = await call("/api/users/logout", { json: {}, cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^rh_user=;.*Max-Age=0/);
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^rh_user_signed_in=;.*Max-Age=0/));
    expect((await call("/api/users/me", { cookie })).status).toBe(401);
  });
});

describe("session lifetime", () => {
  /** The KV record behind a cookie, looked up the way the worker stores it. */
  const kvKey = async (cookie: string) => `session:${await sha256Hex(cookie.split("=")[1]!)}`;
  const rewrite = async (cookie: string, change: (record: Record<string, number>) => void) => {
    const key = await kvKey(cookie);
    const record = await env.SESSIONS.get<Record<string, number>>(key, "json");
    change(record!);
    await env.SESSIONS.put(key, JSON.stringify(record));
  };

  it("ends a session after 7 days without use", async () => {
    const cookie = await signInUser(await createUser());
    await rewrite(cookie, (record) => (record.lastSeenAt = Date.now() - 7 * 86_400_000 - 1000));
    expect((await call("/api/users/me", { cookie })).status).toBe(401);
  });

  it("ends a session 30 days after sign-in even when in use", async () => {
    const cookie = await signInUser(await createUser());
    await rewrite(cookie, (record) => {
      record.createdAt = Date.now() - 30 * 86_400_000 - 1000;
      record.lastSeenAt = Date.now() - 60_000;
    });
    expect((await call("/api/users/me", { cookie })).status).toBe(401);
  });

  it("records use at most once an hour", async () => {
    const cookie = await signInUser(await createUser());
    const twoHoursAgo = Date.now() - 2 * 3600_000;
    await rewrite(cookie, (record) => (record.lastSeenAt = twoHoursAgo));
    expect((await call("/api/users/me", { cookie })).status).toBe(200);
    const touched = await env.SESSIONS.get<{ lastSeenAt: number }>(await kvKey(cookie), "json");
    expect(touched!.lastSeenAt).toBeGreaterThan(Date.now() - 60_000);

    const stamp = touched!.lastSeenAt;
    expect((await call("/api/users/me", { cookie })).status).toBe(200);
    expect((await env.SESSIONS.get<{ lastSeenAt: number }>(await kvKey(cookie), "json"))!.lastSeenAt).toBe(stamp);
  });
});

describe("PATCH /api/users/profile", () => {
  it("updates the profile, never the e-mail, and returns the updated player", async () => {
    const user = await createUser({ phoneNumber: "+30 690 000 0000" });
    const cookie = await signInUser(user);
    const { status, body } = await callJson("/api/users/profile", {
      method: "PATCH",
      cookie,
      json: { firstName: "Kostas", lastName: "Ioannou", email: "changed@example.com", phoneNumber: "", dateOfBirth: "1999-12-31", position: "Lock", height: 198, weight: 112, bio: "Lineout jumper" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.id, email: user.email, firstName: "Kostas", lastName: "Ioannou", phoneNumber: null, position: "Lock", height: 198 });
    expect(body).not.toHaveProperty("passwordHash");
    expect(await userByEmail(user.email)).toMatchObject({ firstName: "Kostas", dateOfBirth: "1999-12-31", weight: 112 });
    expect(await userByEmail("changed@example.com")).toBeUndefined();
  });

  it("answers 400 with the SPEC's messages and 401 when signed out", async () => {
    const cookie = await signInUser(await createUser());
    const invalid = await callJson("/api/users/profile", { method: "PATCH", cookie, json: { firstName: "K", lastName: "Ioannou", weight: 0 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toMatchObject({ firstName: "First name must be at least 2 characters", weight: "Weight must be a positive number" });
    expect((await call("/api/users/profile", { method: "PATCH", json: { firstName: "Kostas", lastName: "Ioannou" } })).status).toBe(401);
  });
});

describe("POST /api/users/change-password", () => {
  it("answers 400 under currentPassword for a wrong current password", async () => {
    const cookie = await signInUser(await createUser());
    const { status, body } = await callJson("/api/users/change-password", { cookie, json: { currentPassword: "not-it-at-all", newPassword: "Brand-new-pass-1" } });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Current password is incorrect", code: "invalid_input", fields: { currentPassword: "Current password is incorrect" } });
  });

  it("answers 400 with the SPEC's messages for missing or short passwords", async () => {
    const cookie = await signInUser(await createUser());
    const { status, body } = await callJson("/api/users/change-password", { cookie, json: { currentPassword: "", newPassword: "short" } });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ currentPassword: "Current password is required", newPassword: "New password must be at least 8 characters" });
  });

  it("changes the password, ends every other session and keeps this device signed in", async () => {
    const user = await createUser();
    const otherDevice = await signInUser(user);
    const thisDevice = await signInUser(user);
    const response = await call("/api/users/change-password", { cookie: thisDevice, json: { currentPassword: TEST_PASSWORD, newPassword: "Brand-new-pass-1" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Password updated" });

    // This device continues with a fresh session id; the other one is signed out.
    const renewed = cookieFrom(response, "rh_user")!;
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(thisDevice);
    expect((await call("/api/users/me", { cookie: renewed })).status).toBe(200);
    expect((await call("/api/users/me", { cookie: otherDevice })).status).toBe(401);
    expect((await call("/api/users/me", { cookie: thisDevice })).status).toBe(401);

    // The new password signs in; the old one does not.
    expect((await call("/api/users/login", { json: { email: user.email, password: TEST_PASSWORD }, headers: { "cf-connecting-ip": "10.9.3.1" } })).status).toBe(401);
    expect((await signInUser(user, "Brand-new-pass-1")).startsWith("rh_user=")).toBe(true);
  });

  it("answers 401 without a player session", async () => {
    const clubCookie = await signInClub(await createClub());
    expect((await call("/api/users/change-password", { cookie: clubCookie, json: { currentPassword: TEST_PASSWORD, newPassword: "Brand-new-pass-1" } })).status).toBe(401);
  });
});

describe("POST /api/users/resend-verification", () => {
  const neutral = { message: "If the account needs verification, a new link has been sent to its email." };

  it("mails a new link to the signed-in unverified player; the previous link stops working", async () => {
    const sent = spyOnMail();
    const input = registration();
    await callJson("/api/users/register", { json: input });
    await mailSettled();
    const firstToken = tokenFrom(sent[0]!);
    const cookie = await signInUser({ email: input.email.toLowerCase() }, input.password);

    const { status, body } = await callJson("/api/users/resend-verification", { cookie, json: {} });
    expect(status).toBe(200);
    expect(body).toEqual(neutral);
    await mailSettled();
    expect(sent).toHaveLength(2);
    const secondToken = tokenFrom(sent[1]!);
    expect(secondToken).not.toBe(firstToken);
    expect((await call(`/api/users/verify-email?token=${firstToken}`, { redirect: "manual" })).status).toBe(400);
    expect((await call(`/api/users/verify-email?token=${secondToken}`, { redirect: "manual" })).status).toBe(302);
  });

  it("answers the same for an e-mail address whether or not it has an unverified account", async () => {
    const sent = spyOnMail();
    const unverified = await createUser({ isVerified: false });
    const verified = await createUser({ isVerified: true });
    for (const email of [unverified.email, verified.email, "nobody-here@example.com"]) {
      const { status, body } = await callJson("/api/users/resend-verification", { json: { email } });
      expect(status).toBe(200);
      expect(body).toEqual(neutral);
    }
    await mailSettled();
    expect(sent.map((mail) => mail.to)).toEqual([unverified.email]);
  });

  it("answers 400 with neither a session nor an e-mail", async () => {
    expect((await callJson("/api/users/resend-verification", { json: {} })).status).toBe(400);
  });

  it("sends at most 3 mails an hour for one address", async () => {
    const sent = spyOnMail();
    const user = await createUser({ isVerified: false });
    for (let i = 0; i < 3; i++) expect((await call("/api/users/resend-verification", { json: { email: user.email } })).status).toBe(200);
    const limited = await callJson("/api/users/resend-verification", { json: { email: user.email } });
    expect(limited.status).toBe(429);
    expect(limited.response.headers.get("retry-after")).toMatch(/^\d+$/);
    await mailSettled();
    expect(sent).toHaveLength(3);
  });
});
