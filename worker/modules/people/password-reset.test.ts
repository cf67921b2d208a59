/**
 * Issue 23, point 6: "forgot password". The request answers the same whatever the address; a
 * person's link is mailed in their language, works once and for 1 hour, and choosing a new
 * password ends every other session of that person.
 */
import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { persons } from "../../../schema/tables";
import { passwordResets } from "../../../schema/tables/people";
import { sha256Hex } from "../../platform/sessions/tokens";
import { call, callJson, createClub, createPerson, createUser, db, signInClub, signInUser, TEST_PASSWORD } from "../../test/helpers";
import { mailSettled } from "../../test/mail";

type SentMail = { to: string; subject: string; text: string; html?: string };

function spyOnMail() {
  const sent: SentMail[] = [];
  vi.spyOn(env.MAIL, "send").mockImplementation(async (message: unknown) => {
    sent.push(message as SentMail);
    return { messageId: "test" } as never;
  });
  return sent;
}
afterEach(() => vi.restoreAllMocks());

const NEUTRAL = { message: "If an account uses this address, we have sent it a link to choose a new password." };
const NEW_PASSWORD = "Fresh-Lineout-7";
const fromIp = (ip: string) => ({ "cf-connecting-ip": ip });
let ipCounter = 0;
/** Each test asks from its own address, so the per-client limit of one test does not reach another. */
const freshIp = () => fromIp(`10.77.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`);

const ask = (email: string, headers: Record<string, string> = freshIp()) => callJson("/api/auth/password-reset", { json: { email }, headers });
const confirm = (token: string, password = NEW_PASSWORD, headers: Record<string, string> = {}) => callJson("/api/auth/password-reset/confirm", { json: { token, password }, headers });

const tokenIn = (mail: SentMail) => {
  const found = mail.text.match(/http:\/\/localhost\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!found) throw new Error(`No reset link in: ${mail.text}`);
  return found[1]!;
};

/** Asks for a link for `email` and returns the token its mail carries. */
async function mailedToken(email: string) {
  const sent = spyOnMail();
  expect((await ask(email)).status).toBe(202);
  await mailSettled();
  expect(sent).toHaveLength(1);
  vi.restoreAllMocks();
  return tokenIn(sent[0]!);
}

describe("POST /api/auth/password-reset", () => {
  it("mails a person a single link in their language and stores only its SHA-256, valid for 1 hour", async () => {
    const person = await createPerson({ language: "el", firstName: "Ελένη" });
    const sent = spyOnMail();
    const before = Date.now();
    const { status, body } = await ask(person.email);
    expect(status).toBe(202);
    expect(body).toEqual(NEUTRAL);
    await mailSettled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: person.email, subject: "Ορίστε νέο κωδικό στο Rugby Hellas" });
    expect(sent[0]!.text).toContain("Γεια σας Ελένη,");
    const token = tokenIn(sent[0]!);
    const rows = await db().select().from(passwordResets).where(eq(passwordResets.personId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(await sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = Date.parse(rows[0]!.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60_000);
  });

  it("answers an address nobody has exactly the same, and mails nothing", async () => {
    const sent = spyOnMail();
    const { status, body, response } = await ask(`nobody-${crypto.randomUUID()}@example.com`);
    expect(status).toBe(202);
    expect(body).toEqual(NEUTRAL);
    // No session; the D1 bookmark every answer to a write carries (worker/platform/d1-session.ts) tells nothing apart.
    expect(response.headers.getSetCookie().filter((line) => line.startsWith("rh_"))).toEqual([]);
    await mailSettled();
    expect(sent).toEqual([]);
  });

  it("for a club's own address, mails the club's first club admin at their own address", async () => {
    const club = await createClub();
    const [admin] = await db().update(persons).set({ email: `admin-${crypto.randomUUID()}@example.com` }).where(eq(persons.email, club.email)).returning();
    const sent = spyOnMail();
    expect((await ask(club.email)).body).toEqual(NEUTRAL);
    await mailSettled();
    expect(sent.map((mail) => mail.to)).toEqual([admin!.email]);
    expect(sent[0]!.subject).toBe("Choose a new Rugby Hellas password");
  });

  it("limits requests per address the same way whether or not the account exists: 429 with Retry-After", async () => {
    const person = await createPerson();
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    spyOnMail();
    for (const email of [person.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(202);
      const refused = await ask(email);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: "Too many emails requested. Please try again later.", code: "too_many_attempts" });
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const greek = await ask(unknown, { ...freshIp(), "accept-language": "el" });
    expect(greek.body.message).toBe("Ζητήσατε πάρα πολλά email. Δοκιμάστε ξανά αργότερα.");
  });

  it("limits requests per client across addresses", async () => {
    const client = freshIp();
    spyOnMail();
    for (let i = 0; i < 10; i++) expect((await ask(`nobody-${i}-${crypto.randomUUID()}@example.com`, client)).status).toBe(202);
    expect((await ask(`nobody-${crypto.randomUUID()}@example.com`, client)).status).toBe(429);
  });

  it("refuses a malformed address with the SPEC's message", async () => {
    const { status, body } = await ask("not-an-address");
    expect(status).toBe(400);
    expect(body.fields).toEqual({ email: "Invalid email address" });
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("sets the new password, uses the link up and ends every other session of the person; does not sign in", async () => {
    const person = await createUser({ language: "en" });
    const club = await createClub();
    await db().insert((await import("../../../schema/tables/people")).personRoles).values({ personId: person.id, role: "secretary", clubId: club.id });
    const playerSession = await signInUser(person);
    const clubSession = await signInClub(person);
    expect((await call("/api/me/sessions", { cookie: playerSession })).status).toBe(200);

    const token = await mailedToken(person.email);
    const { status, body, response } = await confirm(token);
    expect(status).toBe(200);
    expect(body).toEqual({ message: "Your password has been changed. Other sessions have been signed out." });
    expect(response.headers.getSetCookie().filter((line) => line.startsWith("rh_club=") || line.startsWith("rh_user="))).toEqual([]);

    // The open sessions are signed out on their next request.
    expect((await call("/api/users/me", { cookie: playerSession })).status).toBe(401);
    expect((await call("/api/auth/me", { cookie: clubSession })).status).toBe(401);
    // Their records are gone, so a new session's list shows only itself.
    const fresh = await signInUser(person, NEW_PASSWORD);
    const list = await callJson("/api/me/sessions", { cookie: fresh });
    expect(list.body).toHaveLength(1);
    // The old password no longer works, the new one does.
    expect((await call("/api/users/login", { json: { email: person.email, password: TEST_PASSWORD } })).status).toBe(401);

    // The link works once: a second use changes nothing.
    const again = await confirm(token, "Another-Scrum-8");
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "invalid_input", fields: { token: "This password reset link is invalid, used or expired. Ask for a new one." } });
    expect((await call("/api/users/login", { json: { email: person.email, password: NEW_PASSWORD } })).status).toBe(200);
  }, 30_000);

  it("uses up the person's other open links too", async () => {
    const person = await createPerson();
    const first = await mailedToken(person.email);
    const second = await mailedToken(person.email);
    expect((await confirm(second)).status).toBe(200);
    expect((await confirm(first, "Another-Scrum-8")).status).toBe(400);
  }, 30_000);

  it("lets only one of two simultaneous uses of a link through", async () => {
    const person = await createPerson();
    const token = await mailedToken(person.email);
    const results = await Promise.all([confirm(token, "Parallel-One-11"), confirm(token, "Parallel-Two-22")]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  }, 30_000);

  it("refuses an expired link, and nothing changes", async () => {
    const person = await createPerson();
    const token = await mailedToken(person.email);
    await db().update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(passwordResets.personId, person.id));
    const { status, body } = await confirm(token);
    expect(status).toBe(400);
    expect(body.fields).toEqual({ token: "This password reset link is invalid, used or expired. Ask for a new one." });
    const [row] = await db().select().from(passwordResets).where(eq(passwordResets.personId, person.id));
    expect(row!.usedAt).toBeNull();
    expect((await call("/api/users/login", { json: { email: person.email, password: TEST_PASSWORD } })).status).toBe(200);
  }, 30_000);

  it("applies the SPEC's password rule, in both languages, and keeps the link", async () => {
    const person = await createPerson();
    const token = await mailedToken(person.email);
    const weak = await confirm(token, "short");
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ password: "Password must be at least 8 characters" });
    const greek = await confirm(token, "short", { "accept-language": "el" });
    expect(greek.body.fields).toEqual({ password: "Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 8 χαρακτήρες" });
    expect((await confirm(token)).status).toBe(200);
  }, 30_000);

  it("refuses an unknown or malformed token", async () => {
    expect((await confirm("x".repeat(43))).status).toBe(400);
    const malformed = await confirm("not a token");
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({ token: "This password reset link is invalid, used or expired. Ask for a new one." });
  });
});

describe("GET /api/auth/password-reset/{token}", () => {
  it("says at once whether the link still works", async () => {
    const person = await createPerson();
    const token = await mailedToken(person.email);
    const live = await callJson(`/api/auth/password-reset/${token}`);
    expect(live.status).toBe(200);
    expect(Date.parse(live.body.expiresAt)).toBeGreaterThan(Date.now());
    expect((await confirm(token)).status).toBe(200);
    const used = await callJson(`/api/auth/password-reset/${token}`, { headers: { "accept-language": "el" } });
    expect(used.status).toBe(410);
    expect(used.body.code).toBe("reset_link_invalid");
    expect(used.body.message).toBe("Αυτός ο σύνδεσμος επαναφοράς κωδικού δεν είναι έγκυρος, έχει ήδη χρησιμοποιηθεί ή έχει λήξει. Ζητήστε νέο.");
    expect((await callJson(`/api/auth/password-reset/${"x".repeat(43)}`)).status).toBe(410);
    expect((await callJson("/api/auth/password-reset/nonsense")).status).toBe(410);
  }, 30_000);
});
