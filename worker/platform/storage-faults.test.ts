/**
 * Issue 20, point 1: a storage that cannot serve (D1 locked, read-only or overloaded; KV or R2
 * failing) answers 503 with Retry-After and a message in the request's language, never a
 * generic 500; what the client sent wrong is still a 400. The real lock on a running server is
 * e2e/storage-faults.spec.ts.
 */
import { env } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { academyRegistrations } from "../../schema/tables";
import { API_MESSAGES_EL } from "../../schema/generated/api-messages-el";
import { apiMessages } from "../../schema/messages";
import { callJson, call, createClub, db, signInClub } from "../test/helpers";
import { d1Locked, d1Overloaded, d1ReadOnly, failingD1, failingKv, failingR2, withBindings } from "../test/storage-faults";
import { isStorageFault } from "./storage-faults";

beforeEach(() => {
  vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
  // The worker logs each fault: quiet here.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const academy = { parentName: "Kostas Georgiou", email: "kostas@example.com", phone: "+30 694 123 4567", childrenDetails: "Maria, 9", consent: true };
const academyCount = async () => (await db().select({ n: count() }).from(academyRegistrations))[0]!.n;

const UNAVAILABLE = { message: apiMessages.storageUnavailable, code: "storage_unavailable" };

describe("a write while D1 cannot take it", () => {
  it.each([
    ["locked by another writer", d1Locked],
    ["read-only", d1ReadOnly],
    ["overloaded", d1Overloaded],
  ])("answers 503 with Retry-After when the database is %s, and stores nothing", async (_name, fault) => {
    const before = await academyCount();
    const { status, body, response } = await callJson("/api/academy-registration", { json: academy, env: withBindings({ DB: failingD1(fault) }) });
    expect(status).toBe(503);
    expect(body).toEqual(UNAVAILABLE);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await academyCount()).toBe(before);
  });

  it("says so in Greek to a Greek client", async () => {
    const { status, body } = await callJson("/api/academy-registration", { json: academy, headers: { "accept-language": "el" }, env: withBindings({ DB: failingD1(d1Locked) }) });
    expect(status).toBe(503);
    expect(body.message).toBe(API_MESSAGES_EL[apiMessages.storageUnavailable]);
    expect(body.message).not.toBe(apiMessages.storageUnavailable);
  });

  it("still refuses what the client sent wrong with a 400", async () => {
    const { status, body } = await callJson("/api/academy-registration", { json: { ...academy, email: "nope" }, env: withBindings({ DB: failingD1(d1Locked) }) });
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_input");
  });

  it("answers a read of the open files (a calendar, the sitemap) with 503 when D1 cannot read either", async () => {
    const broken = withBindings({ DB: failingD1(d1Overloaded, () => true) });
    for (const path of ["/sitemap.xml", "/calendar/union.ics"]) {
      const response = await call(path, { env: broken });
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toBeTruthy();
      expect(await response.json(), path).toEqual(UNAVAILABLE);
    }
  });
});

describe("KV (sessions) failing", () => {
  it("answers a signed-in request and a sign-in with 503", async () => {
    const club = await createClub();
    const cookie = await signInClub(club);
    const broken = withBindings({ SESSIONS: failingKv() });
    const me = await callJson("/api/auth/me", { cookie, env: broken });
    expect(me.status).toBe(503);
    expect(me.body).toEqual(UNAVAILABLE);
    const login = await callJson("/api/auth/login", { json: { email: club.email, password: "Correct-Horse-9" }, env: broken });
    expect(login.status).toBe(503);
    expect(login.response.headers.get("retry-after")).toBeTruthy();
  });
});

describe("R2 (logos) failing", () => {
  it("answers an upload and a logo read with 503", async () => {
    const club = await createClub();
    const cookie = await signInClub(club);
    const broken = withBindings({ LOGOS: failingR2() });
    const form = new FormData();
    form.set("logo", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], "logo.png", { type: "image/png" }));
    const upload = await callJson("/api/clubs/logo", { method: "POST", body: form, cookie, env: broken });
    expect(upload.status).toBe(503);
    expect(upload.body).toEqual(UNAVAILABLE);
    const read = await call(`/api/clubs/${club.id}/logo?v=abcdef123456`, { env: broken });
    expect(read.status).toBe(503);
    expect(read.headers.get("retry-after")).toBeTruthy();
  });
});

describe("isStorageFault", () => {
  it("knows the platform's errors, through drizzle's wrapping, and nothing else", () => {
    const wrapped = (cause: Error) => new Error("Failed query: insert into ...", { cause });
    expect(isStorageFault(wrapped(d1Locked()))).toBe(true);
    expect(isStorageFault(wrapped(d1ReadOnly()))).toBe(true);
    expect(isStorageFault(d1Overloaded())).toBe(true);
    // A locked database under a D1 session, as workerd words it.
    expect(isStorageFault(wrapped(new Error("D1_ERROR: Failed to get session commit token: internal error; reference = vfpim38bd8ivkd0bloomatag")))).toBe(true);
    expect(isStorageFault(new Error("KV PUT failed: 429 Too Many Requests"))).toBe(true);
    expect(isStorageFault(Object.assign(new Error("head: internal (10001)"), { name: "R2Error" }))).toBe(true);
    // wrangler dev's R2 with its storage locked: a plain Error, named by its operation and code.
    expect(isStorageFault(new Error("put: Unspecified error (0)"))).toBe(true);
    // Bugs and constraint failures stay 500s (or the handler's own answer).
    expect(isStorageFault(wrapped(new Error("D1_ERROR: UNIQUE constraint failed: clubs.email: SQLITE_CONSTRAINT")))).toBe(false);
    expect(isStorageFault(new Error("KV GET failed: 414 UTF-8 encoded length of 600 exceeds key length limit of 512."))).toBe(false);
    expect(isStorageFault(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isStorageFault("database is locked")).toBe(false);
  });
});

describe("a page drawn on the server while its data cannot be read", () => {
  it("answers 503 with Retry-After (the app in it tries again), not a 200 of an error", async () => {
    const response = await call("/clubs", { headers: { "sec-fetch-mode": "navigate" }, env: withBindings({ DB: failingD1(d1Overloaded, () => true) }) });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain('<div id="root"');
  });
});
