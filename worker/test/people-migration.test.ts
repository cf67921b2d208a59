/**
 * Issue 23's migration (0013: people and roles) on a database as it was. The frozen data set of
 * worker/test/fixtures/before-one-model.sql (the demo seed: eight claimed clubs, three unclaimed,
 * the federation's row, three players) goes through 0012 as a real database did, and gets what
 * the seed never had: a club awaiting its claimant's sign-in (claimed, password "!unusable", a
 * live claim link), a deactivated club, two clubs sharing their address with a player (in another
 * letter case), one last used as the club and one as the player, and the session records KV held
 * before people (`{ kind, accountId, createdAt, lastSeenAt, credential }`). Then 0013 runs.
 *
 * It must keep every sign-in: each claimed club's address signs in with its old password as the
 * person holding that club's club-admin role, the federation's as a super admin, each player at
 * the player door with the player role; a shared address is one person with both roles and the
 * password used last. Nothing is lost (counts and every player's row). Every old session either
 * still works, acting for its club, or ends cleanly (401, its cookie cleared, its record gone).
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import beforeSql from "./fixtures/before-one-model.sql";
import { hashPassword } from "../platform/sessions/password";
import { randomToken, sha256Hex } from "../platform/sessions/tokens";
import { credentialFingerprint } from "../platform/sessions/sessions";

const PEOPLE = "0013_people_and_roles.sql";
const ONE_MODEL = "0012_one_model.sql";
/** The frozen seed's passwords (scripts/seed/data.ts at 681ac3f). */
const CLUB_PASSWORD = "ClubDemo2026!";
const ADMIN_PASSWORD = "AdminDemo2026!";
const PLAYER_PASSWORD = "PlayerDemo2026!";
const OTHER_PASSWORD = "Another-Secret-7";

/** This file's own copy of the second database (storage is per test file): the one-model test's binding. */
const db = env.BEFORE_ONE_MODEL_DB;
const inMigratedDb = { env: { ...env, DB: db } };

const statementsOf = (sql: string) =>
  sql
    .split(/;\n/)
    .map((statement) => statement.replace(/^(--[^\n]*\n)+/, "").trim())
    .filter(Boolean);

/** The clubs and players the seed never had, as they were before 0013. */
const EXTRA = {
  awaiting: { id: 40, email: "awaiting@clubs.example.com" },
  deactivated: { id: 41, email: "deactivated@clubs.example.com" },
  /** Last used as the club: the person keeps the club's password. */
  sharedClubLast: { id: 42, clubEmail: "Shared.Club@Example.com", userEmail: "shared.club@example.com", userId: 50 },
  /** Last used as the player: the person keeps the player's password. */
  sharedUserLast: { id: 43, clubEmail: "SHARED.PLAYER@example.com", userEmail: "shared.player@example.com", userId: 51 },
};
const CLAIM_TOKEN = randomToken(32);

async function insertClub(id: number, email: string, passwordHash: string, extra: { isActive?: boolean; lastLoginAt?: string | null } = {}) {
  await db
    .prepare(
      `INSERT INTO clubs (id, name, email, password_hash, abbreviation, location, responsible_person_name, responsible_person_email, responsible_person_phone, is_claimed, is_active, last_login_at)
       VALUES (?1, ?2, ?3, ?4, 'TST', 'Athens', 'Ioanna  Papadaki Ralli', ?3, '+30 210 000 0000', 1, ?5, ?6)`,
    )
    .bind(id, `Migration Test Club ${id}`, email, passwordHash, extra.isActive === false ? 0 : 1, extra.lastLoginAt ?? null)
    .run();
}

async function insertUser(id: number, email: string, passwordHash: string, lastLoginAt: string | null) {
  await db
    .prepare(`INSERT INTO users (id, email, password_hash, first_name, last_name, is_verified, last_login_at) VALUES (?1, ?2, ?3, 'Shared', 'Address', 1, ?4)`)
    .bind(id, email, passwordHash, lastLoginAt)
    .run();
}

/** A session record as KV held it before people; answers the Cookie header that carries it. */
async function oldSession(kind: "club" | "user", accountId: number, passwordHash: string) {
  const id = randomToken(32);
  const now = Date.now();
  const record = { kind, accountId, createdAt: now - 3 * 86_400_000, lastSeenAt: now - 60_000, credential: await credentialFingerprint(passwordHash) };
  await env.SESSIONS.put(`session:${await sha256Hex(id)}`, JSON.stringify(record));
  return { cookie: `${kind === "club" ? "rh_club" : "rh_user"}=${id}`, key: `session:${await sha256Hex(id)}` };
}

type Before = { users: Record<string, unknown>[]; clubs: { id: number; email: string; password_hash: string; is_claimed: number; is_admin: number; is_active: number }[] };
let before: Before;
const sessions: Record<string, { cookie: string; key: string }> = {};

/**
 * Calls the worker with the migrated database. The worker is called directly (not through the
 * runtime's fetch), so a JSON body gets the Content-Length a browser sends with it.
 */
async function call(path: string, init: { json?: unknown; cookie?: string; method?: string } = {}) {
  const { call: callWorker } = await import("./helpers");
  const length = init.json === undefined ? undefined : new TextEncoder().encode(JSON.stringify(init.json)).length;
  return callWorker(path, { ...inMigratedDb, ...init, ...(length === undefined ? {} : { headers: { "content-length": String(length) } }) });
}

/** A session that ends is deleted after the answer (the worker's waitUntil): wait for it. */
const gone = (key: string) => vi.waitFor(async () => expect(await env.SESSIONS.get(key)).toBeNull());

async function json(path: string, init: { json?: unknown; cookie?: string; method?: string } = {}) {
  const response = await call(path, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any, response };
}

/** The response cleared the cookie: a Set-Cookie for it with no value that expires at once. */
const clears = (response: Response, name: string) => response.headers.getSetCookie().some((line) => line.startsWith(`${name}=;`) && /max-age=0/i.test(line));

const rolesOf = async (email: string) =>
  (
    await db
      .prepare(`SELECT person_roles.role, person_roles.club_id AS clubId FROM person_roles JOIN persons ON persons.id = person_roles.person_id WHERE persons.email = ?1 ORDER BY person_roles.role`)
      .bind(email)
      .all<{ role: string; clubId: number | null }>()
  ).results;

beforeAll(async () => {
  // The database as it was at 0011, with the frozen seed, then 0012 as it ran in production.
  await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((migration) => migration.name < ONE_MODEL));
  const statements = statementsOf(beforeSql);
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50).map((statement) => db.prepare(statement)));
  await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((migration) => migration.name < PEOPLE));

  const clubHash = await hashPassword(CLUB_PASSWORD);
  const otherHash = await hashPassword(OTHER_PASSWORD);
  // Approved, awaiting its claimant's sign-in through a live link (issue 19's claim links).
  await insertClub(EXTRA.awaiting.id, EXTRA.awaiting.email, "!unusable");
  await db
    .prepare(`INSERT INTO claim_requests (id, full_name, email, phone_number, club_id, club_name, status, decided_at) VALUES (90, 'Stavros Claimant', 'stavros@example.com', '+30 690 000 0000', ?1, 'Migration Test Club 40', 'approved', ?2)`)
    .bind(EXTRA.awaiting.id, new Date().toISOString())
    .run();
  await db
    .prepare(`INSERT INTO claim_tokens (token_hash, claim_request_id, club_id, expires_at) VALUES (?1, 90, ?2, ?3)`)
    .bind(await sha256Hex(CLAIM_TOKEN), EXTRA.awaiting.id, new Date(Date.now() + 48 * 3600_000).toISOString())
    .run();
  await insertClub(EXTRA.deactivated.id, EXTRA.deactivated.email, clubHash, { isActive: false, lastLoginAt: "2026-10-01T10:00:00.000Z" });
  const { sharedClubLast, sharedUserLast } = EXTRA;
  await insertClub(sharedClubLast.id, sharedClubLast.clubEmail, clubHash, { lastLoginAt: "2026-11-20T10:00:00.000Z" });
  await insertUser(sharedClubLast.userId, sharedClubLast.userEmail, otherHash, "2026-11-01T10:00:00.000Z");
  await insertClub(sharedUserLast.id, sharedUserLast.clubEmail, clubHash, { lastLoginAt: "2026-11-01T10:00:00.000Z" });
  await insertUser(sharedUserLast.userId, sharedUserLast.userEmail, otherHash, "2026-11-20T10:00:00.000Z");

  before = {
    users: (await db.prepare("SELECT * FROM users ORDER BY id").all()).results,
    clubs: (await db.prepare("SELECT id, email, password_hash, is_claimed, is_admin, is_active FROM clubs ORDER BY id").all<Before["clubs"][number]>()).results,
  };
  const hashOf = (id: number) => before.clubs.find((club) => club.id === id)!.password_hash;
  const userHashOf = (id: number) => before.users.find((user) => user.id === id)!.password_hash as string;
  // The sessions KV held: a club's, the federation's, a player's, and those 0013 must end.
  sessions.athens = await oldSession("club", 1, hashOf(1));
  sessions.federation = await oldSession("club", 13, hashOf(13));
  // A second sign-in of the federation, acting as Piraeus (club 2) for support when 0013 runs.
  sessions.impersonating = await oldSession("club", 13, hashOf(13));
  const sessionId = sessions.impersonating.cookie.slice("rh_club=".length);
  await db
    .prepare(
      `INSERT INTO impersonations (admin_club_id, admin_name, club_id, club_name, reason, session_key, started_at, expires_at)
       VALUES (13, 'Hellenic Rugby Federation', 2, 'Piraeus Mariners RFC', 'Support call', ?1, ?2, ?3)`,
    )
    .bind(await sha256Hex(`impersonation:${sessionId}`), new Date(Date.now() - 5 * 60_000).toISOString(), new Date(Date.now() + 25 * 60_000).toISOString())
    .run();
  sessions.player = await oldSession("user", 1, userHashOf(1));
  sessions.deactivated = await oldSession("club", EXTRA.deactivated.id, clubHash);
  sessions.awaiting = await oldSession("club", EXTRA.awaiting.id, "!unusable");
  sessions.goneClub = await oldSession("club", 999, clubHash);
  sessions.sharedClubLastAsClub = await oldSession("club", sharedClubLast.id, clubHash);
  sessions.sharedClubLastAsPlayer = await oldSession("user", sharedClubLast.userId, otherHash);
  sessions.sharedUserLastAsClub = await oldSession("club", sharedUserLast.id, clubHash);
  sessions.sharedUserLastAsPlayer = await oldSession("user", sharedUserLast.userId, otherHash);

  await applyD1Migrations(db, env.TEST_MIGRATIONS);
}, 120_000);

describe("migration 0013 (people and roles) on a database as it was", () => {
  it("loses nothing: every player is a person with the same id and row and the player role; every club with a sign-in has its club admin", async () => {
    const persons = (await db.prepare("SELECT * FROM persons ORDER BY id").all<Record<string, unknown>>()).results;
    const roles = (await db.prepare("SELECT person_id, role, club_id FROM person_roles").all<{ person_id: number; role: string; club_id: number | null }>()).results;
    const clubsAfter = (await db.prepare("SELECT id FROM clubs ORDER BY id").all<{ id: number }>()).results;
    expect(clubsAfter.map((club) => club.id)).toEqual(before.clubs.map((club) => club.id));

    // Every player: same id, same row (the password aside where a shared address was last used as the club).
    for (const user of before.users) {
      const person = persons.find((row) => row.id === user.id)!;
      expect(person, `player ${String(user.email)}`).toBeDefined();
      const { password_hash: _hash, last_login_at: _last, ...rest } = user;
      expect(person).toMatchObject(rest);
      expect(roles.filter((role) => role.person_id === user.id && role.role === "player")).toHaveLength(1);
    }
    expect(roles.filter((role) => role.role === "player")).toHaveLength(before.users.length);

    // Every club with a usable sign-in has exactly one club admin (or, the federation's row, one super admin).
    const withSignIn = before.clubs.filter((club) => club.is_claimed && club.password_hash !== "!unusable");
    const sharing = (club: { email: string }) => before.users.some((user) => String(user.email).toLowerCase() === club.email.toLowerCase());
    for (const club of withSignIn) {
      const expected = club.is_admin ? { role: "super-admin", club_id: null } : { role: "club-admin", club_id: club.id };
      const held = roles.filter((role) => role.role === expected.role && role.club_id === expected.club_id);
      expect(held, `the sign-in of ${club.email}`).toHaveLength(1);
      const person = persons.find((row) => row.id === held[0]!.person_id)!;
      expect(String(person.email).toLowerCase()).toBe(club.email.toLowerCase());
    }
    expect(roles.filter((role) => role.role === "club-admin")).toHaveLength(withSignIn.filter((club) => !club.is_admin).length);
    expect(roles.filter((role) => role.role === "super-admin")).toHaveLength(withSignIn.filter((club) => club.is_admin).length);
    // One person per player, plus one per club sign-in whose address no player has.
    expect(persons).toHaveLength(before.users.length + withSignIn.filter((club) => !sharing(club)).length);
    expect(roles).toHaveLength(before.users.length + withSignIn.length);
  });

  it("gives a club awaiting its claimant's sign-in no club admin, so the claimant's link still sets it", async () => {
    expect(await rolesOf(EXTRA.awaiting.email)).toEqual([]);
    expect((await db.prepare("SELECT count(*) AS n FROM persons WHERE password_hash = '!unusable'").first<{ n: number }>())!.n).toBe(0);
    expect((await json(`/api/claims/${CLAIM_TOKEN}`)).status).toBe(200);
    const completed = await json(`/api/claims/${CLAIM_TOKEN}`, { json: { email: EXTRA.awaiting.email, password: "Claimant-Pass-2026", confirmPassword: "Claimant-Pass-2026" } });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const signedIn = await json("/api/auth/login", { json: { email: EXTRA.awaiting.email, password: "Claimant-Pass-2026" } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ id: EXTRA.awaiting.id, clubRoles: ["club-admin"] });
    expect(signedIn.body.person).toMatchObject({ firstName: "Stavros", lastName: "Claimant" });
  }, 60_000);

  it("signs each claimed club's address in with its old password, as the person holding its club-admin role", async () => {
    const claimed = before.clubs.filter((club) => club.is_claimed && !club.is_admin && club.is_active && club.password_hash !== "!unusable" && club.id !== EXTRA.sharedUserLast.id);
    expect(claimed.length).toBeGreaterThanOrEqual(9);
    for (const club of claimed) {
      const email = club.email.toLowerCase();
      const signedIn = await json("/api/auth/login", { json: { email, password: CLUB_PASSWORD } });
      expect(signedIn.status, `sign-in of ${email}`).toBe(200);
      expect(signedIn.body).toMatchObject({ id: club.id, isAdmin: false, clubRoles: ["club-admin"] });
      expect(signedIn.body.person.roles).toContainEqual({ role: "club-admin", clubId: club.id });
    }
    // The Athens person's name is the club's responsible person, split in two.
    const athens = await json("/api/auth/login", { json: { email: "club@rugbyhellas.gr", password: CLUB_PASSWORD } });
    expect(athens.body.person).toMatchObject({ firstName: "Maria", lastName: "Karamanou" });
  }, 60_000);

  it("keeps a deactivated club's sign-in for when it is active again, but it cannot sign in while deactivated", async () => {
    expect(await rolesOf(EXTRA.deactivated.email)).toEqual([{ role: "club-admin", clubId: EXTRA.deactivated.id }]);
    const refused = await json("/api/auth/login", { json: { email: EXTRA.deactivated.email, password: CLUB_PASSWORD } });
    expect(refused.response.headers.getSetCookie().some((line) => line.startsWith("rh_club=") && !line.startsWith("rh_club=;"))).toBe(false);
    expect(refused.status).toBe(401);
    await db.prepare("UPDATE clubs SET is_active = 1 WHERE id = ?1").bind(EXTRA.deactivated.id).run();
    try {
      const signedIn = await json("/api/auth/login", { json: { email: EXTRA.deactivated.email, password: CLUB_PASSWORD } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ id: EXTRA.deactivated.id, clubRoles: ["club-admin"] });
    } finally {
      await db.prepare("UPDATE clubs SET is_active = 0 WHERE id = ?1").bind(EXTRA.deactivated.id).run();
    }
  }, 60_000);

  it("makes the federation's account a super admin, signing in with its old password", async () => {
    expect(await rolesOf("admin@rugbyhellas.gr")).toEqual([{ role: "super-admin", clubId: null }]);
    const signedIn = await json("/api/auth/login", { json: { email: "admin@rugbyhellas.gr", password: ADMIN_PASSWORD } });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ id: 13, isAdmin: true });
    expect(signedIn.body.person.roles).toEqual([{ role: "super-admin", clubId: null }]);
    const adminDoor = await json("/api/auth/admin-login", { json: { email: "admin@rugbyhellas.gr", password: ADMIN_PASSWORD } });
    expect(adminDoor.status, JSON.stringify(adminDoor.body)).toBe(200);
    expect(adminDoor.body).toMatchObject({ isAdmin: true });
  }, 60_000);

  it("signs every player in at the player door with their old password, holding the player role", async () => {
    for (const user of before.users.filter((row) => row.id !== EXTRA.sharedClubLast.userId)) {
      const password = user.id === EXTRA.sharedUserLast.userId ? OTHER_PASSWORD : PLAYER_PASSWORD;
      const signedIn = await json("/api/users/login", { json: { email: user.email, password } });
      expect(signedIn.status, `sign-in of ${String(user.email)}`).toBe(200);
      expect(signedIn.body).toMatchObject({ id: user.id, email: user.email });
      expect(await rolesOf(String(user.email))).toContainEqual({ role: "player", clubId: null });
    }
  }, 60_000);

  it("makes a shared address one person with both roles and the password used last", async () => {
    const { sharedClubLast, sharedUserLast } = EXTRA;
    for (const shared of [sharedClubLast, sharedUserLast]) {
      const people = (await db.prepare("SELECT id, email FROM persons WHERE lower(email) = ?1").bind(shared.userEmail).all<{ id: number; email: string }>()).results;
      expect(people).toEqual([{ id: shared.userId, email: shared.userEmail }]);
      expect(await rolesOf(shared.userEmail)).toEqual([
        { role: "club-admin", clubId: shared.id },
        { role: "player", clubId: null },
      ]);
    }
    // Last used as the club: the club's password, at both doors; the player's old one no longer.
    const asClub = await json("/api/auth/login", { json: { email: sharedClubLast.userEmail, password: CLUB_PASSWORD } });
    expect(asClub.status).toBe(200);
    expect(asClub.body).toMatchObject({ id: sharedClubLast.id, clubRoles: ["club-admin"] });
    expect((await json("/api/users/login", { json: { email: sharedClubLast.userEmail, password: CLUB_PASSWORD } })).status).toBe(200);
    expect((await json("/api/users/login", { json: { email: sharedClubLast.userEmail, password: OTHER_PASSWORD } })).status).toBe(401);
    // Last used as the player: the player's password, at both doors.
    const asPlayerAtClubDoor = await json("/api/auth/login", { json: { email: sharedUserLast.userEmail, password: OTHER_PASSWORD } });
    expect(asPlayerAtClubDoor.status).toBe(200);
    expect(asPlayerAtClubDoor.body).toMatchObject({ id: sharedUserLast.id, clubRoles: ["club-admin"] });
    expect((await json("/api/auth/login", { json: { email: sharedUserLast.userEmail, password: CLUB_PASSWORD } })).status).toBe(401);
  }, 60_000);
});

describe("sessions from before people", () => {
  it("keeps a club's session: /api/auth/me answers, acting for its club, and the record is carried over", async () => {
    const me = await json("/api/auth/me", { cookie: sessions.athens!.cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: 1, email: "club@rugbyhellas.gr", isAdmin: false, clubRoles: ["club-admin"] });
    expect(me.body.actingFor).toContainEqual(expect.objectContaining({ clubId: 1, roles: ["club-admin"] }));
    const record = await env.SESSIONS.get<{ v: number; accountId: number; actingClubId: number }>(sessions.athens!.key, "json");
    expect(record).toMatchObject({ v: 2, accountId: me.body.person.id, actingClubId: 1 });
    // It now shows in the person's list of sessions, and keeps working.
    const { keys } = await env.SESSIONS.list({ prefix: `person-sessions:${me.body.person.id}:` });
    expect(keys.map((key) => key.name)).toContain(`person-sessions:${me.body.person.id}:${sessions.athens!.key.slice("session:".length)}`);
    expect((await json("/api/auth/me", { cookie: sessions.athens!.cookie })).status).toBe(200);
  });

  it("keeps the federation's session, acting for the federation as a super admin", async () => {
    const me = await json("/api/auth/me", { cookie: sessions.federation!.cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: 13, isAdmin: true });
    expect(me.body.person.roles).toEqual([{ role: "super-admin", clubId: null }]);
  });

  it("keeps an impersonation the federation was running: the session still acts as the club, with its banner", async () => {
    const me = await json("/api/auth/me", { cookie: sessions.impersonating!.cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: 2, isAdmin: false, clubRoles: ["club-admin"] });
    expect(me.body.impersonation).toMatchObject({ reason: "Support call" });
  });

  it("keeps a player's session", async () => {
    const me = await json("/api/users/me", { cookie: sessions.player!.cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: 1, email: "player@rugbyhellas.gr" });
    // Marked current, and listed among the person's sessions.
    expect(await env.SESSIONS.get(sessions.player!.key, "json")).toMatchObject({ v: 2, kind: "user", accountId: 1 });
    const { keys } = await env.SESSIONS.list({ prefix: "person-sessions:1:" });
    expect(keys.map((key) => key.name)).toContain(`person-sessions:1:${sessions.player!.key.slice("session:".length)}`);
  });

  it("keeps the sessions of a shared address that hold the password kept, and ends the others cleanly", async () => {
    expect((await json("/api/auth/me", { cookie: sessions.sharedClubLastAsClub!.cookie })).body).toMatchObject({ id: EXTRA.sharedClubLast.id });
    expect((await json("/api/users/me", { cookie: sessions.sharedUserLastAsPlayer!.cookie })).body).toMatchObject({ id: EXTRA.sharedUserLast.userId });
    for (const [name, door, cookie] of [
      ["sharedClubLastAsPlayer", "/api/users/me", "rh_user"],
      ["sharedUserLastAsClub", "/api/auth/me", "rh_club"],
    ] as const) {
      const ended = await call(door, { cookie: sessions[name]!.cookie });
      expect(ended.status, name).toBe(401);
      expect(clears(ended, cookie), name).toBe(true);
      await gone(sessions[name]!.key);
    }
  });

  it("ends cleanly a club session whose club lost its sign-in: 401, cookie cleared, record gone", async () => {
    for (const name of ["awaiting", "goneClub", "deactivated"] as const) {
      const ended = await call("/api/auth/me", { cookie: sessions[name]!.cookie });
      expect(ended.status, name).toBe(401);
      expect(clears(ended, "rh_club"), name).toBe(true);
      await gone(sessions[name]!.key);
    }
  });
});
