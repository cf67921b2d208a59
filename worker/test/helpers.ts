/**
 * Test helpers: requests go through the real worker (`exports.default.fetch`) and data is
 * created directly in the test's own D1, so each test sets up exactly what it needs.
 */
import { eq } from "drizzle-orm";
import { env, exports } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../index";
import { getDb } from "../platform/db";
import { clubs, news, players, persons } from "../../schema/tables";
import { personRoles } from "../../schema/tables/people";
import type { Role } from "../../domain/people/roles";
import { competitions, entrants, fixtures, manualRows, standingProposals, teams } from "../../schema/tables/competitions";
import { ownTeamOf } from "../modules/matches/friendlies";
import { PRESET_RULES } from "../../domain/standings/presets";
import { type Figures, typedTableFor } from "../modules/standings/own-standings";
import { defaultTeamFor, ensureGuestTeam, guestKey, guestTeamId } from "../modules/teams/teams";
import { hashPassword } from "../platform/sessions/password";

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

type ClubOverrides = Partial<typeof clubs.$inferInsert> & {
  /** The club admin's password hash and last sign-in (issue 23: a password is a person's). */
  passwordHash?: string;
  lastLoginAt?: string | null;
};

/**
 * A club, and (unless it is unclaimed) the person who signs in with its address: its club admin,
 * or for `isAdmin`, a super admin. Test admins are demo accounts (tests run with DEMO_MODE on), so
 * they reach the back office without a second step; tests of the second step make their own.
 */
export async function createClub({ passwordHash, lastLoginAt, ...overrides }: ClubOverrides = {}) {
  const tag = unique();
  const [club] = await db()
    .insert(clubs)
    .values({
      name: `Test Club ${tag}`,
      email: `club-${tag}@example.com`,
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
  if (club!.isClaimed) {
    await createPerson(
      { email: club!.email, firstName: "Maria", lastName: "Test", passwordHash: passwordHash ?? (await testHash()), lastLoginAt: lastLoginAt ?? null, isDemo: club!.isAdmin },
      [club!.isAdmin ? { role: "super-admin", clubId: null } : { role: "club-admin", clubId: club!.id }],
    );
  }
  return club!;
}

/** A person with roles (issue 23). */
export async function createPerson(overrides: Partial<typeof persons.$inferInsert> = {}, roles: { role: Role; clubId?: number | null; teamId?: number | null }[] = []) {
  const tag = unique();
  const person = await db()
    .insert(persons)
    .values({ email: `person-${tag}@example.com`, passwordHash: await testHash(), firstName: "Eleni", lastName: "Test", isVerified: true, ...overrides })
    .returning()
    .get();
  for (const { role, clubId = null, teamId = null } of roles) await db().insert(personRoles).values({ personId: person.id, role, clubId, teamId });
  return person;
}

export async function createUser(overrides: Partial<typeof persons.$inferInsert> = {}) {
  const tag = unique();
  const [user] = await db()
    .insert(persons)
    .values({ email: `player-${tag}@example.com`, passwordHash: await testHash(), firstName: "Nikos", lastName: "Test", isVerified: true, ...overrides })
    .returning();
  await db().insert(personRoles).values({ personId: user!.id, role: "player" });
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

/** A team of the club (a senior men's union XV named as the club unless told otherwise). */
export async function createTeam(clubId: number, overrides: Partial<typeof teams.$inferInsert> = {}) {
  const [row] = await db()
    .insert(teams)
    .values({ clubId, nameEn: `Team ${unique()}`, kind: "men", ageGroup: "senior", code: "union", ...overrides })
    .returning();
  return row!;
}

/** A club's own match as the SPEC's fields give it, and which team plays it (issue 22). */
type OwnMatchFields = {
  opponent: string;
  opponentEl: string | null;
  date: string;
  time: string;
  venue: string;
  venueEl: string | null;
  competition: string;
  isHomeGame: boolean;
  clubScore: number | null;
  opponentScore: number | null;
  /** The club's team; by default its team of the competition's code (made when it has none). */
  teamId: number;
  /** A member club's team as the opponent; by default a guest team named `opponent`. */
  opponentTeamId: number;
};

/**
 * A club's own match, stored as the one model stores it (issue 22): a friendly (a fixture in no
 * competition) of the club's team against a guest team named by `opponent`, or a member's team.
 * Answers the SPEC's fields with the fixture's id, and the fixture row.
 */
export async function createMatch(clubId: number, overrides: Partial<OwnMatchFields> = {}) {
  const fields = { opponent: "Rival RFC", opponentEl: null, date: "2099-01-01", time: "15:00", venue: "Test Ground", venueEl: null, competition: "Friendly", isHomeGame: true, clubScore: null, opponentScore: null, ...overrides };
  const club = (await db().select().from(clubs).where(eq(clubs.id, clubId)).get())!;
  const own = fields.teamId ? { teamId: fields.teamId, writes: [] } : await ownTeamOf(db(), club, { competition: fields.competition });
  for (const write of own.writes) await write;
  const teamId = own.teamId;
  if (fields.opponentTeamId === undefined) await ensureGuestTeam(db(), fields.opponent, fields.opponentEl);
  const opponentTeamId = fields.opponentTeamId ?? guestTeamId(fields.opponent);
  const [homeTeamId, awayTeamId] = fields.isHomeGame ? [teamId, opponentTeamId] : [opponentTeamId, teamId];
  const [homeScore, awayScore] = fields.isHomeGame ? [fields.clubScore, fields.opponentScore] : [fields.opponentScore, fields.clubScore];
  const [fixture] = await db()
    .insert(fixtures)
    .values({
      competitionLabel: fields.competition,
      homeTeamId,
      awayTeamId,
      date: fields.date,
      time: fields.time,
      venue: fields.venue,
      venueEl: fields.venueEl,
      homeScore,
      awayScore,
      status: homeScore != null && awayScore != null ? "played" : "scheduled",
    })
    .returning();
  const { opponentTeamId: _opponent, ...spec } = fields;
  return { ...spec, id: fixture!.id, clubId, teamId: fields.isHomeGame ? fixture!.homeTeamId : fixture!.awayTeamId!, fixture: fixture! };
}

export async function createStanding(
  overrides: { teamName?: string; clubId?: number | null; rugbyType?: "union" | "league"; season?: string; proposed?: boolean } & Partial<Figures> = {},
) {
  const { teamName = `Team ${unique()}`, clubId = null, rugbyType = "union", season = "2026-27", proposed = false, ...figures } = overrides;
  const key = { rugbyType, season };
  const table =
    (await typedTableFor(db(), key)) ??
    (await db()
      .insert(competitions)
      .values({ slug: `${rugbyType}-typed-table-${season}`, nameEn: `Typed ${rugbyType} ${season}`, nameEl: `Typed ${rugbyType} ${season}`, code: rugbyType, season, kind: "manual", preset: "world-rugby", rules: PRESET_RULES["world-rugby"] })
      .returning()
      .get());
  const team =
    (clubId ? await defaultTeamFor(db(), clubId, rugbyType) : undefined) ??
    (await db()
      .insert(teams)
      .values(
        clubId
          ? { clubId, nameEn: overrides.teamName ?? (await db().select().from(clubs).where(eq(clubs.id, clubId)).get())!.name, kind: "men", ageGroup: "senior", code: rugbyType }
          : { nameEn: teamName, guestKey: guestKey(teamName) },
      )
      .returning()
      .get());
  const entrant = await db().insert(entrants).values({ competitionId: table.id, teamId: team.id }).returning().get();
  const row = { played: 1, won: 1, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, points: 4, ...figures };
  // `proposed`: the club's figures wait for the federation (a proposal), instead of being the table's.
  if (proposed && clubId) await db().insert(standingProposals).values({ competitionId: table.id, entrantId: entrant.id, clubId, ...row });
  else await db().insert(manualRows).values({ competitionId: table.id, entrantId: entrant.id, ...row });
  return { id: entrant.id, teamId: team.id, competitionId: table.id, ...key, ...row };
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
