import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { profileOf, signedInClub } from "../test/dashboard";
import { call, callJson, cookieFrom, createClub } from "../test/helpers";
import { withBindings } from "../test/storage-faults";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, bindingsOf, isBookmark, openD1Session, writesData } from "./d1-session";

/** The test's bindings with a D1 that notes where each session starts (its constraint or bookmark). */
function noteSessions() {
  const starts: (string | undefined)[] = [];
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === "withSession")
        return (start?: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { starts, env: withBindings({ DB }) };
}

const bookmarkCookieOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`));

/** A club edits its description; the answer to the write and the new description. */
async function editDescription(bindings?: Env) {
  const { club, cookie } = await signedInClub();
  const description = `Edited at ${crypto.randomUUID()}`;
  const response = await call("/api/clubs/profile", { method: "PATCH", json: { ...profileOf(club, { name: club.name }), description }, cookie, env: bindings });
  expect(response.status).toBe(200);
  return { club, cookie, description, response };
}

describe("a writer reads their own write (D1 sessions, issue 25 point 7)", () => {
  it("starts a write on the primary and answers it with the bookmark it reached, in an HttpOnly cookie and a header", async () => {
    const noted = noteSessions();
    const { response } = await editDescription(noted.env);
    expect(noted.starts).toEqual(["first-primary"]);
    const bookmark = response.headers.get(BOOKMARK_HEADER);
    expect(isBookmark(bookmark)).toBe(true);
    expect(cookieFrom(response, BOOKMARK_COOKIE)).toBe(`${BOOKMARK_COOKIE}=${bookmark}`);
    const line = bookmarkCookieOf(response)!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=\d+/);
    // Plain http (wrangler dev, the tests): a Secure cookie would not come back.
    expect(line).not.toMatch(/Secure/);
  });

  it("starts the writer's next read from their bookmark (cookie or header), which reads the write", async () => {
    const { club, cookie, description, response } = await editDescription();
    const bookmark = response.headers.get(BOOKMARK_HEADER)!;

    const browser = noteSessions();
    const fromCookie = await callJson(`/api/clubs/${club.id}`, { cookie: `${cookie}; ${BOOKMARK_COOKIE}=${bookmark}`, env: browser.env });
    expect(browser.starts).toEqual([bookmark]);
    expect(fromCookie.body.description).toBe(description);
    // A read changes nothing: the bookmark stays as it is, and the answer sets no cookie.
    expect(fromCookie.response.headers.getSetCookie()).toEqual([]);
    expect(fromCookie.response.headers.has(BOOKMARK_HEADER)).toBe(false);

    const apiClient = noteSessions();
    const fromHeader = await callJson(`/api/clubs/${club.id}`, { headers: { [BOOKMARK_HEADER]: bookmark }, env: apiClient.env });
    expect(apiClient.starts).toEqual([bookmark]);
    expect(fromHeader.body.description).toBe(description);
  });

  it("takes the newest bookmark when a request carries two, and ignores one D1 did not make", async () => {
    const older = "00000000-00000001-00000000-00000000000000000000000000000000";
    const newer = "00000000-000000ff-00000000-00000000000000000000000000000000";
    const both = noteSessions();
    await call("/api/clubs", { cookie: `${BOOKMARK_COOKIE}=${newer}`, headers: { [BOOKMARK_HEADER]: older }, env: both.env });
    expect(both.starts).toEqual([newer]);

    const forged = noteSessions();
    const response = await call("/api/clubs", { cookie: `${BOOKMARK_COOKIE}=not%20a%20bookmark`, headers: { [BOOKMARK_HEADER]: "'; drop table clubs" }, env: forged.env });
    expect(response.status).toBe(200);
    expect(forged.starts).toEqual(["first-unconstrained"]);
  });

  it("reads a visitor without a bookmark anywhere, and a public read sets no cookie (the edge cache keeps it)", async () => {
    const club = await createClub();
    const noted = noteSessions();
    for (const path of ["/api/clubs", `/api/clubs/${club.id}`]) {
      const response = await call(path, { env: noted.env });
      expect(response.status, path).toBe(200);
      expect(response.headers.getSetCookie(), path).toEqual([]);
      expect(response.headers.has(BOOKMARK_HEADER), path).toBe(false);
    }
    expect(noted.starts).toEqual(["first-unconstrained", "first-unconstrained"]);
  });

  it("draws a public page on one session, its API reads included, and sets no cookie on it", async () => {
    const club = await createClub();
    const noted = noteSessions();
    const response = await call(`/clubs/${club.id}`, { env: noted.env });
    expect(response.status).toBe(200);
    expect(bookmarkCookieOf(response)).toBeUndefined();
    expect(noted.starts).toEqual(["first-unconstrained"]);
  });
});

describe("openD1Session", () => {
  const request = (method: string, url = "http://localhost/api/x") => new Request(url, { method });

  it("answers a GET that wrote with its bookmark, and a GET that only read without one (reads move the bookmark too)", async () => {
    const reader = openD1Session(request("GET"), env);
    await reader.env.DB.prepare("SELECT 1").all();
    expect(reader.answer(new Response("ok")).headers.getSetCookie()).toEqual([]);

    const writer = openD1Session(request("GET"), env);
    await writer.env.DB.prepare("UPDATE clubs SET id = id WHERE 0").run();
    const answer = writer.answer(new Response("ok"));
    expect(bookmarkCookieOf(answer)).toBeDefined();
    expect(await answer.text()).toBe("ok");
  });

  it("marks the cookie Secure over https, and adds it to an answer whose headers are immutable", async () => {
    const session = openD1Session(request("POST", "https://rugbyhellas.gr/api/x"), env);
    await session.env.DB.batch([session.env.DB.prepare("UPDATE clubs SET id = id WHERE 0")]);
    const answer = session.answer(await env.ASSETS.fetch("http://localhost/missing-file"));
    expect(bookmarkCookieOf(answer)).toMatch(/; Secure/);
  });

  it("refuses exec and dump, which a session lacks, and keeps the worker's own bindings reachable", async () => {
    const session = openD1Session(request("GET"), env);
    await expect(session.env.DB.exec("SELECT 1")).rejects.toThrow(/not available on a request's session/);
    await expect(session.env.DB.dump()).rejects.toThrow(/not available on a request's session/);
    expect(bindingsOf(session.env)).toBe(env);
    expect(bindingsOf(env)).toBe(env);
    expect(session.env.SESSIONS).toBe(env.SESSIONS);
  });
});

describe("writesData", () => {
  it.each([
    ["INSERT INTO clubs (name) VALUES (?)", true],
    ['update "clubs" set "name" = ?', true],
    ["  DELETE FROM search_pending WHERE doc = ?", true],
    ["replace into x values (1)", true],
    ["WITH due AS (SELECT 1 WHERE 1) INSERT INTO mail_outbox (recipient) SELECT ? FROM due RETURNING id", true],
    ['select "id", "updated_at" from "clubs"', false],
    ["SELECT replace(name, 'a', 'b') FROM clubs", false],
    ["WITH x AS (SELECT 1) SELECT * FROM x", false],
  ])("%s → %s", (sql, writes) => {
    expect(writesData(sql)).toBe(writes);
  });
});
