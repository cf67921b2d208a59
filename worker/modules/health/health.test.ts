import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_MESSAGES_EL } from "../../../schema/generated/api-messages-el";
import { apiMessages } from "../../../schema/messages";
import { call, callJson } from "../../test/helpers";
import { d1Locked, d1ReadOnly, failingD1, failingKv, failingR2, withBindings, writesData } from "../../test/storage-faults";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
});
afterEach(() => vi.restoreAllMocks());

/** Every storage failing, reads included. */
const allBroken = () => withBindings({ DB: failingD1(d1Locked, () => true), SESSIONS: failingKv(), LOGOS: failingR2() });

describe("GET /api/health", () => {
  it("answers 204 without touching any storage", async () => {
    const response = await call("/api/health", { env: allBroken() });
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/health?deep=1", () => {
  it("answers 204 when D1, KV and R2 each take a write, and leaves nothing behind in R2", async () => {
    const response = await call("/api/health?deep=1", { env: withBindings({}) });
    expect(response.status).toBe(204);
    expect((await env.LOGOS.list({ prefix: "health/" })).objects).toEqual([]);
  });

  it.each([
    ["a read-only D1", { DB: failingD1(d1ReadOnly) }, ["d1"]],
    ["a locked D1", { DB: failingD1(d1Locked) }, ["d1"]],
    ["a failing KV", { SESSIONS: failingKv() }, ["kv"]],
    ["a failing R2", { LOGOS: failingR2() }, ["r2"]],
  ] as const)("answers 503 with Retry-After naming %s (reads still work there)", async (_name, replaced, failing) => {
    const { status, body, response } = await callJson("/api/health?deep=1", { env: withBindings(replaced) });
    expect(status).toBe(503);
    expect(body).toEqual({ message: apiMessages.storageUnavailable, code: "storage_unavailable", failing });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("names every failing storage, in Greek for a Greek client", async () => {
    const { status, body } = await callJson("/api/health?deep=1", { env: allBroken(), headers: { "accept-language": "el" } });
    expect(status).toBe(503);
    expect(body).toMatchObject({ message: API_MESSAGES_EL[apiMessages.storageUnavailable], failing: ["d1", "kv", "r2"] });
  });

  it("counts a storage that does not answer as failing, within a few seconds", async () => {
    const hung = { ...failingKv(), put: () => new Promise(() => undefined), get: () => new Promise(() => undefined) } as unknown as KVNamespace;
    const started = Date.now();
    const { status, body } = await callJson("/api/health?deep=1", { env: withBindings({ SESSIONS: hung }) });
    expect(status).toBe(503);
    expect(body.failing).toEqual(["kv"]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("reuses a pass for a few seconds (a flood of checks costs a few writes), and forgets it once a request meets a storage fault", async () => {
    let locked = false;
    const bindings = withBindings({ DB: failingD1(d1Locked, (sql) => locked && writesData(sql)) });
    expect((await call("/api/health?deep=1", { env: bindings })).status).toBe(204);
    locked = true;
    expect((await call("/api/health?deep=1", { env: bindings })).status).toBe(204);
    const write = await call("/api/academy-registration", {
      env: bindings,
      json: { parentName: "Kostas Georgiou", email: "kostas@example.com", phone: "+30 694 123 4567", childrenDetails: "Maria, 9", consent: true },
    });
    expect(write.status).toBe(503);
    expect((await callJson("/api/health?deep=1", { env: bindings })).body.failing).toEqual(["d1"]);
    locked = false;
    expect((await call("/api/health?deep=1", { env: bindings })).status).toBe(204);
  });

  it("refuses another value of deep with a 400", async () => {
    const { status, body } = await callJson("/api/health?deep=yes");
    expect(status).toBe(400);
    expect(body.fields).toEqual({ deep: apiMessages.healthDeepInvalid });
  });
});
