/** Helpers of the competition tests: an admin, a competition in a season of its own, guests, fixtures, CSV. */
import { expect } from "vitest";
import { teams } from "../../schema/tables/competitions";
import { call, callJson, createClub, db, signInClub } from "./helpers";

let seasonCounter = 0;
/** A season of its own for each competition, so tests do not see each other's featured tables. */
const SEASON_BASE = Math.floor(Math.random() * 400) * 2;
export const freshSeason = () => {
  // One random start per test file, then a new season per call: never the same season twice in a file.
  const year = 2100 + SEASON_BASE + seasonCounter++ * 2;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
};

export async function adminCookie() {
  return signInClub(await createClub({ isAdmin: true }));
}

type Body = Record<string, any>;

export async function createCompetition(cookie: string, overrides: Body = {}) {
  const { status, body } = await callJson<Body>("/api/admin/competitions", {
    cookie,
    json: { nameEn: `Test League ${Math.random().toString(36).slice(2, 8)}`, nameEl: "Δοκιμαστικό πρωτάθλημα", code: "union", season: freshSeason(), kind: "computed", featured: false, preset: "world-rugby", ...overrides },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

export async function addGuest(cookie: string, competitionId: number, name: string) {
  const { status, body } = await callJson<Body>(`/api/admin/competitions/${competitionId}/entrants`, { cookie, json: { name } });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: number; name: string };
}

/** A club's team (issue 22), written straight to D1: a senior men's union team unless told. */
export async function createTeam(clubId: number, overrides: Partial<typeof teams.$inferInsert> = {}) {
  const [team] = await db()
    .insert(teams)
    .values({ clubId, nameEn: `Team ${Math.random().toString(36).slice(2, 8)}`, nameEl: "Ομάδα", kind: "men", ageGroup: "senior", code: "union", ...overrides })
    .returning();
  return team!;
}

/** Enters a club's team (by `teamId`) or a club (by `clubId`: its team of the competition's code). */
export async function addTeam(cookie: string, competitionId: number, json: { teamId: number } | { clubId: number }) {
  const { status, body } = await callJson<Body>(`/api/admin/competitions/${competitionId}/entrants`, { cookie, json });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: number; teamId: number | null; clubId: number | null; name: string };
}

export async function addFixture(cookie: string, competitionId: number, fixture: Body) {
  return callJson<Body>(`/api/admin/competitions/${competitionId}/fixtures`, { cookie, json: { date: "2030-09-01", time: "15:00", ...fixture } });
}

export const csv = (lines: string[]) => ["round,date,time,home,away,venue,home_score,away_score,home_tries,away_tries,status", ...lines].join("\n");
export const postCsv = (cookie: string, competitionId: number, body: string, query = "", headers: Record<string, string> = {}) =>
  call(`/api/admin/competitions/${competitionId}/import${query}`, { method: "POST", cookie, body, headers: { ...headers, "content-type": "text/csv" } });
