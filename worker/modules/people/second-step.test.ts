/**
 * Issue 23, point 6: the second step of a sign-in (passkeys, an authenticator app, recovery
 * codes) and setting it up. Codes come from otpauth, passkeys from a software authenticator
 * (./second-step-authenticator.ts) checked by @simplewebauthn/server for real.
 */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { persons } from "../../../schema/tables";
import { passkeys, recoveryCodes } from "../../../schema/tables/people";
import { callJson, cookieFrom, createClub, createPerson, createUser, db, signInUser, TEST_PASSWORD } from "../../test/helpers";
import { softwareAuthenticator } from "./second-step-authenticator";

let ipCounter = 0;
/** Each test signs in from its own address, so the address limit of one test never reaches another. */
const newIp = () => `10.23.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const codeFor = (secret: string, timestamp = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** A non-demo federation person (the second step is theirs to pass, DEMO_MODE or not). */
async function federationPerson(overrides: Parameters<typeof createPerson>[0] = {}) {
  await createClub({ isAdmin: true, email: `federation-${crypto.randomUUID()}@example.com` });
  return createPerson({ isDemo: false, ...overrides }, [{ role: "competitions" }]);
}

function client(ip = newIp()) {
  let cookie: string | undefined;
  const request = async <T = any>(path: string, init: { json?: unknown; method?: string } = {}) => {
    const answer = await callJson<T>(path, { ...init, cookie, headers: { "cf-connecting-ip": ip } });
    cookie = cookieFrom(answer.response, "rh_club") ?? cookie;
    return answer;
  };
  return {
    request,
    get cookie() {
      return cookie;
    },
    login: (email: string, password = TEST_PASSWORD) => request("/api/auth/login", { json: { email, password } }),
    secondStep: (json: unknown) => request("/api/auth/second-step", { json }),
  };
}

/** The person has the authenticator app with `secret`, and recovery codes (returned in clear). */
async function withTotp(personId: number) {
  const secret = new Secret({ size: 20 }).base32;
  await db().update(persons).set({ totpSecret: secret }).where(eq(persons.id, personId));
  return secret;
}

describe("POST /api/auth/login, then POST /api/auth/second-step", () => {
  it("answers the pinned { secondStep } with a session good for nothing else, and the app's code completes the sign-in with a new session", async () => {
    const person = await federationPerson();
    const secret = await withTotp(person.id);
    const browser = client();
    const login = await browser.login(person.email);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ secondStep: { required: true, methods: ["totp"] } });
    const pending = browser.cookie!;
    expect((await browser.request("/api/auth/me")).status).toBe(401);
    expect((await browser.request("/api/admin/stats")).status).toBe(401);
    expect((await browser.request("/api/me/second-step")).status).toBe(401);

    const done = await browser.secondStep({ method: "totp", code: codeFor(secret) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ isAdmin: true, person: { id: person.id }, secondStep: { required: true, enrolled: true }, impersonation: null });
    expect(browser.cookie).not.toBe(pending);
    expect((await browser.request("/api/auth/me")).status).toBe(200);
    expect((await browser.request("/api/admin/stats")).status).toBe(200);
    // The pending session is gone: it cannot be used for a second sign-in.
    const replay = await callJson("/api/auth/second-step", { json: { method: "totp", code: codeFor(secret) }, cookie: pending });
    expect(replay).toMatchObject({ status: 401, body: { code: "second_step_not_started", message: "Sign in with your password first." } });
  });

  it("refuses without a pending sign-in: no session, or a full one", async () => {
    expect((await callJson("/api/auth/second-step", { json: { method: "totp", code: "123456" } })).body).toMatchObject({ code: "second_step_not_started" });
    expect((await callJson("/api/auth/second-step/passkey-options", { json: {} })).status).toBe(401);
    const club = await createClub();
    const browser = client();
    expect((await browser.login(club.email)).status).toBe(200);
    expect((await browser.secondStep({ method: "totp", code: "123456" })).status).toBe(401);
  });

  it("accepts an app code once: the same code cannot sign in again", async () => {
    const person = await federationPerson();
    const secret = await withTotp(person.id);
    const code = codeFor(secret);
    const first = client();
    await first.login(person.email);
    expect((await first.secondStep({ method: "totp", code })).status).toBe(200);
    const second = client();
    await second.login(person.email);
    const again = await second.secondStep({ method: "totp", code });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ code: "That code is not right. Try again." });
  });

  it("answers a wrong code 400 under `code`, in both languages, and after 5 wrong ones 429 with Retry-After, even for the right code", async () => {
    const person = await federationPerson();
    const secret = await withTotp(person.id);
    const browser = client();
    await browser.login(person.email);
    const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, "0");
    const first = await browser.secondStep({ method: "totp", code: wrong });
    expect(first.body).toMatchObject({ message: "That code is not right. Try again.", fields: { code: "That code is not right. Try again." } });
    const greek = await callJson("/api/auth/second-step", { json: { method: "totp", code: wrong }, cookie: browser.cookie, headers: { "accept-language": "el", "cf-connecting-ip": "10.23.255.1" } });
    expect(greek.status).toBe(400);
    expect(greek.body.message).not.toBe(first.body.message);
    for (let i = 0; i < 3; i++) expect((await browser.secondStep({ method: "totp", code: wrong })).status).toBe(400);
    const locked = await browser.secondStep({ method: "totp", code: codeFor(secret) });
    expect(locked.status).toBe(429);
    expect(Number(locked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(locked.body.code).toBe("too_many_attempts");
  });

  it("refuses a malformed step with the field's message", async () => {
    const person = await federationPerson();
    await withTotp(person.id);
    const browser = client();
    await browser.login(person.email);
    expect((await browser.secondStep({ method: "totp", code: "12ab" })).body).toMatchObject({ fields: { code: "Enter the 6-digit code" } });
    expect((await browser.secondStep({ method: "sms", code: "123456" })).status).toBe(400);
  });
});

describe("recovery codes", () => {
  it("come with the first method set up, sign in once each, and two parallel uses of one code cannot both pass", async () => {
    const person = await federationPerson({ isDemo: true });
    const setup = client();
    await setup.login(person.email);
    const { body: started } = await setup.request("/api/me/second-step/totp/setup", { json: {} });
    const confirmed = await setup.request("/api/me/second-step/totp", { json: { code: codeFor(started.secret) } });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Only their hashes are kept.
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.personId, person.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
    await db().update(persons).set({ isDemo: false }).where(eq(persons.id, person.id));

    const a = client();
    const b = client();
    expect((await a.login(person.email)).body).toEqual({ secondStep: { required: true, methods: ["totp", "recovery"] } });
    await b.login(person.email);
    const both = await Promise.all([a.secondStep({ method: "recovery", code: codes[0] }), b.secondStep({ method: "recovery", code: codes[0] })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);

    const c = client();
    await c.login(person.email);
    // Case, spaces and dashes do not matter.
    expect((await c.secondStep({ method: "recovery", code: ` ${codes[1]!.toUpperCase().replace("-", " ")} ` })).status).toBe(200);
    expect((await setup.request("/api/me/second-step")).body.recoveryCodesLeft).toBe(8);
  });

  it("a new set replaces the old one; before any method there is none to make", async () => {
    const person = await federationPerson({ isDemo: true });
    const browser = client();
    await browser.login(person.email);
    expect((await browser.request("/api/me/second-step/recovery-codes", { json: {} })).status).toBe(409);
    await withTotp(person.id);
    const first = await browser.request("/api/me/second-step/recovery-codes", { json: {} });
    const second = await browser.request("/api/me/second-step/recovery-codes", { json: {} });
    expect(second.body.recoveryCodes).toHaveLength(10);
    await db().update(persons).set({ isDemo: false }).where(eq(persons.id, person.id));
    const other = client();
    await other.login(person.email);
    expect((await other.secondStep({ method: "recovery", code: first.body.recoveryCodes[0] })).status).toBe(400);
    expect((await other.secondStep({ method: "recovery", code: second.body.recoveryCodes[0] })).status).toBe(200);
  });
});

describe("/api/me/second-step: the authenticator app", () => {
  it("a federation person without a second step is sent to set one up, sets up the app with a first code, and then reaches the back office", async () => {
    const person = await federationPerson();
    const browser = client();
    // Nothing set up: the password signs in, and the back office asks for a second step first.
    expect((await browser.login(person.email)).body).toMatchObject({ person: { id: person.id }, secondStep: { required: true, enrolled: false } });
    expect((await browser.request("/api/admin/stats")).body).toMatchObject({ code: "second_step_enrolment_required" });
    expect((await browser.request("/api/me/second-step")).body).toEqual({ required: true, totp: false, passkeys: [], recoveryCodesLeft: 0 });

    const started = await browser.request("/api/me/second-step/totp/setup", { json: {} });
    expect(started.status).toBe(200);
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\/Rugby%20Hellas:.+\?.*secret=/);
    expect(started.body.uri).toContain(`secret=${started.body.secret}`);
    expect(started.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const wrong = await browser.request("/api/me/second-step/totp", { json: { code: String((Number(codeFor(started.body.secret)) + 1) % 1_000_000).padStart(6, "0") } });
    expect(wrong.body).toMatchObject({ fields: { code: "That code is not right. Try again." } });
    const confirmed = await browser.request("/api/me/second-step/totp", { json: { code: codeFor(started.body.secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.setup).toEqual({ required: true, totp: true, passkeys: [], recoveryCodesLeft: 10 });
    expect((await db().query.persons.findFirst({ where: eq(persons.id, person.id) }))?.totpSecret).toBe(started.body.secret);
    expect((await browser.request("/api/admin/stats")).status).toBe(200);

    // The code that confirmed the setup does not sign in as well.
    const next = client();
    await next.login(person.email);
    expect((await next.secondStep({ method: "totp", code: codeFor(started.body.secret) })).status).toBe(400);
  });

  it("confirming without a setup under way answers 400; the app cannot go while it is the last method the roles need", async () => {
    const person = await federationPerson();
    const browser = client();
    await browser.login(person.email);
    expect((await browser.request("/api/me/second-step/totp", { json: { code: "123456" } })).body).toMatchObject({ fields: { code: expect.stringContaining("expired") } });
    expect((await browser.request("/api/me/second-step/totp", { method: "DELETE" })).status).toBe(404);
    await withTotp(person.id);
    const refused = await browser.request("/api/me/second-step/totp", { method: "DELETE" });
    expect(refused).toMatchObject({ status: 409, body: { message: expect.stringContaining("add another passkey") } });
  });

  it("a person whose roles need no second step may remove their last method, and its recovery codes go with it", async () => {
    const user = await createUser();
    const cookie = await signInUser(user);
    const started = await callJson("/api/me/second-step/totp/setup", { json: {}, cookie });
    const confirmed = await callJson("/api/me/second-step/totp", { json: { code: codeFor(started.body.secret) }, cookie });
    expect(confirmed.body.setup).toMatchObject({ required: false, totp: true, recoveryCodesLeft: 10 });
    expect((await callJson("/api/me/second-step/totp", { method: "DELETE", cookie })).status).toBe(204);
    expect((await callJson("/api/me/second-step", { cookie })).body).toEqual({ required: false, totp: false, passkeys: [], recoveryCodesLeft: 0 });
  });

  it("needs a signed-in person", async () => {
    expect((await callJson("/api/me/second-step")).status).toBe(401);
    expect((await callJson("/api/me/second-step/totp/setup", { json: {} })).status).toBe(401);
    expect((await callJson("/api/me/second-step/passkeys/options", { json: {} })).status).toBe(401);
  });
});

describe("passkeys", () => {
  it("a person adds a passkey (named) and signs in with it; the counter and last use are kept", async () => {
    const person = await federationPerson();
    const browser = client();
    await browser.login(person.email);
    const options = await browser.request("/api/me/second-step/passkeys/options", { json: {} });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rp: { id: "localhost", name: "Rugby Hellas" }, user: { name: person.email }, attestation: "none", excludeCredentials: [] });
    const authenticator = await softwareAuthenticator();
    const added = await browser.request("/api/me/second-step/passkeys", { json: { name: "Laptop", response: authenticator.register(options.body) } });
    expect(added.status).toBe(201);
    expect(added.body.recoveryCodes).toHaveLength(10);
    expect(added.body.setup.passkeys).toEqual([{ id: expect.any(Number), name: "Laptop", createdAt: expect.any(String), lastUsedAt: null }]);
    const [stored] = await db().select().from(passkeys).where(eq(passkeys.personId, person.id));
    expect(stored).toMatchObject({ credentialId: authenticator.id, counter: 0, transports: '["internal"]' });
    expect(stored!.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await browser.request("/api/admin/stats")).status).toBe(200);

    // The next options exclude it.
    expect((await browser.request("/api/me/second-step/passkeys/options", { json: {} })).body.excludeCredentials).toEqual([{ id: authenticator.id, type: "public-key", transports: ["internal"] }]);

    const next = client();
    expect((await next.login(person.email)).body).toEqual({ secondStep: { required: true, methods: ["passkey", "recovery"] } });
    const signIn = await next.request("/api/auth/second-step/passkey-options", { json: {} });
    expect(signIn.body).toMatchObject({ rpId: "localhost", allowCredentials: [{ id: authenticator.id, type: "public-key", transports: ["internal"] }] });
    const done = await next.secondStep({ method: "passkey", response: await authenticator.authenticate(signIn.body) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ isAdmin: true, person: { id: person.id } });
    const [used] = await db().select().from(passkeys).where(eq(passkeys.personId, person.id));
    expect(used!.counter).toBe(1);
    expect(used!.lastUsedAt).not.toBeNull();
  });

  it("refuses a bad passkey answer: another key's signature, a replayed challenge, or no options asked", async () => {
    const person = await federationPerson();
    const authenticator = await softwareAuthenticator();
    const setup = client();
    await setup.login(person.email);
    // A registration answer to another challenge is refused.
    const options = await setup.request("/api/me/second-step/passkeys/options", { json: {} });
    const forged = await setup.request("/api/me/second-step/passkeys", { json: { name: "Laptop", response: authenticator.register({ challenge: "bm90LXRoZS1jaGFsbGVuZ2U" }) } });
    expect(forged.body).toMatchObject({ fields: { response: "The passkey could not be verified. Try again." } });
    // The challenge was used up by that attempt.
    expect((await setup.request("/api/me/second-step/passkeys", { json: { name: "Laptop", response: authenticator.register(options.body) } })).status).toBe(400);
    const fresh = await setup.request("/api/me/second-step/passkeys/options", { json: {} });
    expect((await setup.request("/api/me/second-step/passkeys", { json: { name: "Laptop", response: authenticator.register(fresh.body) } })).status).toBe(201);

    const browser = client();
    await browser.login(person.email);
    expect((await browser.secondStep({ method: "passkey", response: await authenticator.authenticate({ challenge: "bm8tb3B0aW9ucw" }) })).status).toBe(400);
    const signIn = await browser.request("/api/auth/second-step/passkey-options", { json: {} });
    const otherKey = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const wrongKey = await browser.secondStep({ method: "passkey", response: await authenticator.authenticate(signIn.body, { signWith: otherKey.privateKey }) });
    expect(wrongKey.body).toMatchObject({ fields: { response: "The passkey could not be verified. Try again." } });
    // That challenge is used up: the right key cannot answer it now.
    expect((await browser.secondStep({ method: "passkey", response: await authenticator.authenticate(signIn.body) })).status).toBe(400);
    expect((await browser.secondStep({ method: "passkey", response: { id: "x", type: "public-key", response: "nonsense" } })).status).toBe(400);
    const again = await browser.request("/api/auth/second-step/passkey-options", { json: {} });
    expect((await browser.secondStep({ method: "passkey", response: await authenticator.authenticate(again.body) })).status).toBe(200);
  });

  it("removing: not the last method the roles need (409), another's passkey is not found, the other one goes", async () => {
    const person = await federationPerson();
    const browser = client();
    await browser.login(person.email);
    const add = async (name: string) => {
      const options = await browser.request("/api/me/second-step/passkeys/options", { json: {} });
      return browser.request("/api/me/second-step/passkeys", { json: { name, response: (await softwareAuthenticator()).register(options.body) } });
    };
    const laptop = await add("Laptop");
    const phone = await add("Phone");
    expect(phone.body.recoveryCodes).toBeUndefined();
    const [laptopId, phoneId] = phone.body.setup.passkeys.map((passkey: { id: number }) => passkey.id);
    expect(laptop.body.setup.passkeys[0].id).toBe(laptopId);

    const stranger = await federationPerson({ isDemo: true });
    const strangerBrowser = client();
    await strangerBrowser.login(stranger.email);
    expect((await strangerBrowser.request(`/api/me/second-step/passkeys/${laptopId}`, { method: "DELETE" })).status).toBe(404);

    expect((await browser.request(`/api/me/second-step/passkeys/${phoneId}`, { method: "DELETE" })).status).toBe(204);
    const last = await browser.request(`/api/me/second-step/passkeys/${laptopId}`, { method: "DELETE" });
    expect(last.status).toBe(409);
    expect((await browser.request("/api/me/second-step")).body.passkeys).toHaveLength(1);
  });

  it("passkey options and a name are asked for", async () => {
    const person = await federationPerson({ isDemo: true });
    const browser = client();
    await browser.login(person.email);
    const options = await browser.request("/api/me/second-step/passkeys/options", { json: {} });
    const response = (await softwareAuthenticator()).register(options.body);
    expect((await browser.request("/api/me/second-step/passkeys", { json: { name: " ", response } })).body).toMatchObject({ fields: { name: "Give the passkey a name, such as Laptop or Phone" } });
  });
});
