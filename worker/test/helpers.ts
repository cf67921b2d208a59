/**
 * Test helpers: requests go through the real worker (`exports.default.fetch`) and data is
 * created directly in the test's own D1, so each test sets up exactly what it needs.
 */
import { env, exports } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../index";
import { getDb } from "../lib/db";
import { clubs, matches, news, players, standings, users } from "../../schema/tables";
import { hashPassword } from "../lib/password";

export const BASE = "http://localhost";
export const db = () => getDb(env);

type JsonInit = Omit<RequestInit, "body"> & { json?: unknown; cookie?: string; body?: BodyInit | null; env?: Env };

/**
 * Calls the worker as a same-origin browser would (Origin and Sec-Fetch-Site set for unsafe
 * methods); with `env`, the worker runs with those bindings (worker/test/storage-faults.ts).
 */
export async function call(path: string, { json, cookie, headers, env: bindings, ...init }: JsonInit = {}) {
  const method = init.method ?? (json === undefined ? "GET" : "POST");
  const h = new Headers(headers);
  if (json !== undefined) h.set("content-type", "application/json");
  if (cookie) h.set("cookie", cookie);
  if (method !== "GET" && !h.has("origin")) h.set("origin", BASE);
  if (method !== "GET" && !h.has("sec-fetch-site")) h.set("sec-fetch-site", "same-origin");
  const request = new Request(`${BASE}${path}`, { ...init, method, headers: h, body: json === undefined ? init.body : JSON.stringify(json) });
  return bindings ? worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, bindings, createExecutionContext()) : exports.default.fetch(request);
}

export async function callJson<T = any>(path: string, init?: JsonInit): Promise<{ status: number; body: T; response: Response }> {
  const response = await call(path, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, response };
}

let passwordHashCache: Promise<string> | undefined;
/** All test accounts share one password; hash it once per file (scrypt is slow on purpose). */
export const TEST_PASSWORD = "Correct-Horse-9";
const testHash = () => (passwordHashCache ??= hashPassword(TEST_PASSWORD));

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createClub(overrides: Partial<typeof clubs.$inferInsert> = {}) {
  const tag = unique();
  const [club] = await db()
    .insert(clubs)
    .values({
      name: `Test Club ${tag}`,
      email: `club-${tag}@example.com`,
      passwordHash: await testHash(),
      abbreviation: "TC",
      location: "Athens",
      description: "A club for tests",
      rugbyUnion: true,
      rugbyLeague: false,
      responsiblePersonName: "Maria Test",
      responsiblePersonEmail: `person-${tag}@example.com`,
      responsiblePersonPhone: "+30 694 000 0000",
      isVerified: true,
      ...overrides,
    })
    .returning();
  return club;
}

export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const tag = unique();
  const [user] = await db()
    .insert(users)
    .values({ email: `player-${tag}@example.com`, passwordHash: await testHash(), firstName: "Nikos", lastName: "Test", isVerified: true, ...overrides })
    .returning();
  return user;
}

export async function createNews(clubId: number, overrides: Partial<typeof news.$inferInsert> = {}) {
  const tag = unique();
  const [row] = await db()
    .insert(news)
    .values({
      title: `News ${tag}`,
      content: "<p>Some news content for tests.</p>",
      category: "Club News",
      imageUrl: "/images/news/test.svg",
      slug: `news-${tag}`,
      clubId,
      ...overrides,
    })
    .returning();
  return row;
}

export async function createPlayer(clubId: number, overrides: Partial<typeof players.$inferInsert> = {}) {
  const [row] = await db()
    .insert(players)
    .values({ name: "Giorgos Test", position: "Hooker", jerseyNumber: 2, dateOfBirth: "2000-01-01", height: 180, weight: 95, clubId, ...overrides })
    .returning();
  return row;
}

export async function createMatch(clubId: number, overrides: Partial<typeof matches.$inferInsert> = {}) {
  const [row] = await db()
    .insert(matches)
    .values({ opponent: "Rival RFC", date: "2099-01-01", time: "15:00", venue: "Test Ground", competition: "Friendly", isHomeGame: true, clubId, ...overrides })
    .returning();
  return row;
}

export async function createStanding(overrides: Partial<typeof standings.$inferInsert> = {}) {
  const [row] = await db()
    .insert(standings)
    .values({ teamName: `Team ${unique()}`, rugbyType: "union", season: "2026-27", played: 1, won: 1, points: 4, ...overrides })
    .returning();
  return row;
}

/** The `name=value` of a Set-Cookie the response carries for `name`, if any. */
export function cookieFrom(response: Response, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((item) => item.startsWith(`${name}=`));
  return line?.split(";")[0];
}

/** Signs a club in through POST /api/auth/login; returns the Cookie header value for its session. */
export async function signInClub(club: { email: string }, password = TEST_PASSWORD): Promise<string> {
  const response = await call("/api/auth/login", { json: { email: club.email, password } });
  const cookie = cookieFrom(response, "rh_club");
  if (response.status !== 200 || !cookie) throw new Error(`Club sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** Signs a player in through POST /api/users/login; returns the Cookie header value for its session. */
export async function signInUser(user: { email: string }, password = TEST_PASSWORD): Promise<string> {
  const response = await call("/api/users/login", { json: { email: user.email, password } });
  const cookie = cookieFrom(response, "rh_user");
  if (response.status !== 200 || !cookie) throw new Error(`Player sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}
