import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { profileOf, signedInClub } from "../test/dashboard";
import { call, callJson, cookieFrom, createClub } from "../test/helpers";
import { withBindings } from "../test/storage-faults";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, bindingsOf, isBookmark, openD1Session, writesData } from "./d1-session";

type Noted = { start: string | undefined; sql: string[] };

/**
 * The test's bindings with a D1 that notes each session: where it starts (its constraint or
 * bookmark) and the SQL it runs. `drawing` leaves out the edge cache's reads of its versions
 * (worker/platform/edge-cache), which start on the primary sessions of their own.
 */
function noteSessions() {
  const sessions: Noted[] = [];
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === "withSession")
        return (start?: string) => {
          const noted: Noted = { start, sql: [] };
          sessions.push(noted);
          const session = target.withSession(start);
          return new Proxy(session, {
            get(inner, name) {
              if (name === "prepare")
                return (sql: string) => {
                  noted.sql.push(sql);
                  return inner.prepare(sql);
                };
              const value = Reflect.get(inner, name) as unknown;
              return typeof value === "function" ? value.bind(inner) : value;
            },
          });
        };
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const drawing = () => sessions.filter((noted) => noted.sql.some((sql) => !sql.includes("edge_cache_versions")));
  return { drawing, env: withBindings({ DB }) };
}

/** Each session that drew the answer (there is one) started at `bookmark` or later (D1 orders them as strings). */
function expectStartsAtLeast(drawing: Noted[], bookmark: string) {
  expect(drawing).not.toEqual([]);
  for (const { start } of drawing) expect(isBookmark(start) && start >= bookmark, `${start} is ${bookmark} or later`).toBe(true);
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
  it("runs a write on the primary and answers it with the bookmark it reached, in an HttpOnly cookie and a header", async () => {
    const noted = noteSessions();
    const { response } = await editDescription(noted.env);
    expect(noted.drawing().map((session) => session.start)).toEqual(["first-primary"]);
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

  it("gives a refused request no bookmark: what it wrote (a failed sign-in's count) only the server reads back", async () => {
    const club = await createClub();
    const response = await call("/api/auth/login", { json: { email: club.email, password: "not-the-password" } });
    expect(response.status).toBe(401);
    expect(bookmarkCookieOf(response)).toBeUndefined();
    expect(response.headers.has(BOOKMARK_HEADER)).toBe(false);
  });

  it("starts a browser's next read at its bookmark or later, which reads the write and sets no cookie", async () => {
    const { club, cookie, description, response } = await editDescription();
    const bookmark = response.headers.get(BOOKMARK_HEADER)!;
    const noted = noteSessions();
    const read = await callJson(`/api/clubs/${club.id}`, { cookie: `${cookie}; ${BOOKMARK_COOKIE}=${bookmark}`, env: noted.env });
    expect(read.body.description).toBe(description);
    expectStartsAtLeast(noted.drawing(), bookmark);
    // A read changes nothing: the answer sets no cookie and names no bookmark.
    expect(read.response.headers.getSetCookie()).toEqual([]);
    expect(read.response.headers.has(BOOKMARK_HEADER)).toBe(false);
  });

  it("starts an API client's next read at the bookmark it sends in the header, which reads the write", async () => {
    const { club, description, response } = await editDescription();
    const bookmark = response.headers.get(BOOKMARK_HEADER)!;
    const noted = noteSessions();
    const read = await callJson(`/api/clubs/${club.id}`, { headers: { [BOOKMARK_HEADER]: bookmark }, env: noted.env });
    expect(read.body.description).toBe(description);
    expectStartsAtLeast(noted.drawing(), bookmark);
  });

  it("answers public reads, pages and files with no cookie, so the edge cache may keep them", async () => {
    const club = await createClub();
    for (const path of ["/api/clubs", `/api/clubs/${club.id}`, `/clubs/${club.id}`, "/sitemap.xml"]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.getSetCookie(), path).toEqual([]);
      expect(response.headers.has(BOOKMARK_HEADER), path).toBe(false);
    }
  });

  it("draws a public page and the API reads it makes on one session", async () => {
    const club = await createClub();
    const noted = noteSessions();
    const response = await call(`/clubs/${club.id}?fresh=${crypto.randomUUID()}`, { env: noted.env });
    expect(response.status).toBe(200);
    // The stub renderer draws the text of the page's API read (worker/test/page-renderer-stub.ts).
    expect(await response.text()).toContain(club.name);
    const [session, ...others] = noted.drawing();
    expect(others).toEqual([]);
    expect(session!.sql.some((sql) => /from "clubs"/.test(sql))).toBe(true);
  });
});

describe("openD1Session", () => {
  const request = (method: string, { url = "http://localhost/api/x", cookie, header }: { url?: string; cookie?: string; header?: string } = {}) =>
    new Request(url, { method, headers: { ...(cookie ? { cookie } : {}), ...(header ? { [BOOKMARK_HEADER]: header } : {}) } });
  const older = "00000000-00000001-00000000-00000000000000000000000000000000";
  const newer = "00000000-000000ff-00000000-00000000000000000000000000000000";

  /** Where the session `openD1Session` opens for `sent` starts. */
  function startOf(sent: Request) {
    let start: string | undefined;
    const DB = { withSession: (at?: string) => ((start = at), env.DB.withSession(at)) } as unknown as D1Database;
    openD1Session(sent, { ...env, DB });
    return start;
  }

  it.each([
    ["a read without a bookmark: anywhere", request("GET"), "first-unconstrained"],
    ["a read with the cookie: there", request("GET", { cookie: `rh_club=x; ${BOOKMARK_COOKIE}=${older}` }), older],
    ["a read with the header: there", request("HEAD", { header: older }), older],
    ["a read with both: the newer", request("GET", { cookie: `${BOOKMARK_COOKIE}=${newer}`, header: older }), newer],
    ["a read with a bookmark D1 did not make: anywhere", request("GET", { cookie: `${BOOKMARK_COOKIE}=x%20y`, header: "'; drop table clubs" }), "first-unconstrained"],
    ["a write: the primary, whatever it carries", request("POST", { cookie: `${BOOKMARK_COOKIE}=${newer}` }), "first-primary"],
    ["a PATCH: the primary", request("PATCH"), "first-primary"],
  ])("starts %s", (_name, sent, start) => {
    expect(startOf(sent)).toBe(start);
  });

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
    const session = openD1Session(request("POST", { url: "https://rugbyhellas.gr/api/x" }), env);
    await session.env.DB.batch([session.env.DB.prepare("UPDATE clubs SET id = id WHERE 0")]);
    const answer = session.answer(Response.redirect("https://rugbyhellas.gr/", 303));
    expect(answer.status).toBe(303);
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
