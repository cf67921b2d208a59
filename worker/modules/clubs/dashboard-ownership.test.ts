/**
 * The ownership matrix of the club dashboard's API: every own-data endpoint, called by the
 * owner, by another club, by a signed-in player and by nobody.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { news, players } from "../../../schema/tables";
import { entrants, fixtures, manualRows, standingProposals } from "../../../schema/tables/competitions";
import { todayIso } from "../../../schema/athens-time";
import { clubRow, signedInClub } from "../../test/dashboard";
import { callJson, createMatch, createNews, createPlayer, createStanding, createUser, db, signInUser } from "../../test/helpers";

type Area = {
  path: string;
  body: Record<string, unknown>;
  /** A row of `clubId`, made directly in D1. */
  createRow: (clubId: number) => Promise<{ id: number; season?: string }>;
  /** The row as stored now (undefined once deleted). */
  readRow: (id: number) => Promise<unknown>;
  /** The owner's edit of a row, when it depends on the row (a standing row keeps its season). */
  patchBody?: (row: { id: number; season?: string }) => Record<string, unknown>;
};

let seasons = 0;

const AREAS: Record<string, Area> = {
  news: {
    path: "/api/clubs/news",
    body: { title: "Ownership test", content: "<p>Ownership test content.</p>", category: "Club News", imageUrl: "https://img.example/x.jpg", slug: "" },
    createRow: (clubId) => createNews(clubId),
    readRow: async (id) => (await db().select().from(news).where(eq(news.id, id)))[0],
  },
  players: {
    path: "/api/clubs/players",
    body: { name: "Owner Test", position: "Fly Half", jerseyNumber: 10, dateOfBirth: "2001-02-03", height: 178, weight: 82 },
    createRow: (clubId) => createPlayer(clubId),
    readRow: async (id) => (await db().select().from(players).where(eq(players.id, id)))[0],
  },
  matches: {
    path: "/api/clubs/matches",
    body: { opponent: "Owner Test RFC", date: `${Number(todayIso().slice(0, 4)) + 5}-06-06`, time: "17:00", venue: "Test Park", competition: "Friendly", isHomeGame: false },
    createRow: (clubId) => createMatch(clubId),
    // Issue 22: a club's own match is a friendly, a fixture of its team.
    readRow: async (id) => (await db().select().from(fixtures).where(eq(fixtures.id, id)))[0],
  },
  standings: {
    path: "/api/clubs/standings",
    body: { rugbyType: "league", season: "2031-32", played: 2, won: 1, drawn: 0, lost: 1, pointsFor: 30, pointsAgainst: 20, points: 2 },
    // A club has one row per code and season, so each row gets a season of its own.
    // A club changes figures it proposed (the federation's approved ones are the table's), within their season.
    createRow: (clubId) => createStanding({ clubId, rugbyType: "league", season: String(2040 + seasons++), proposed: true }),
    patchBody: (row) => ({ rugbyType: "league", season: row.season, played: 2, won: 1, drawn: 0, lost: 1, pointsFor: 30, pointsAgainst: 20, points: 2 }),
    // Issue 22: a club's row is its team's entry in a typed table, with the figures approved and proposed.
    readRow: async (id) => {
      const entrant = (await db().select().from(entrants).where(eq(entrants.id, id)))[0];
      if (!entrant) return undefined;
      const approved = await db().select().from(manualRows).where(eq(manualRows.entrantId, id));
      return { entrant, approved, proposed: await db().select().from(standingProposals).where(eq(standingProposals.entrantId, id)) };
    },
  },
};

let owner: Awaited<ReturnType<typeof signedInClub>>;
let otherClub: Awaited<ReturnType<typeof signedInClub>>;
let playerCookie: string;

beforeAll(async () => {
  owner = await signedInClub();
  otherClub = await signedInClub();
  playerCookie = await signInUser(await createUser());
}, 30_000);

const NOT_SIGNED_IN = { status: 401, body: { code: "unauthorized", message: "Please log in to your club account" } };

for (const [name, area] of Object.entries(AREAS)) {
  describe(`${name}: ${area.path}`, () => {
    it("answers 401 to anonymous callers and to player sessions, changing nothing", async () => {
      const row = await area.createRow(owner.club.id);
      const before = await area.readRow(row.id);
      for (const cookie of [undefined, playerCookie]) {
        expect(await callJson(area.path, { cookie })).toMatchObject(NOT_SIGNED_IN);
        expect(await callJson(area.path, { json: area.body, cookie })).toMatchObject(NOT_SIGNED_IN);
        expect(await callJson(`${area.path}/${row.id}`, { method: "PATCH", json: area.body, cookie })).toMatchObject(NOT_SIGNED_IN);
        expect(await callJson(`${area.path}/${row.id}`, { method: "DELETE", cookie })).toMatchObject(NOT_SIGNED_IN);
      }
      expect(await area.readRow(row.id)).toEqual(before);
    });

    it("answers 404 to another club for the owner's rows, and never lists them", async () => {
      const row = await area.createRow(owner.club.id);
      const before = await area.readRow(row.id);
      const cookie = otherClub.cookie;
      expect(await callJson(`${area.path}/${row.id}`, { method: "PATCH", json: area.body, cookie })).toMatchObject({ status: 404, body: { code: "not_found" } });
      expect(await callJson(`${area.path}/${row.id}`, { method: "DELETE", cookie })).toMatchObject({ status: 404, body: { code: "not_found" } });
      expect(await area.readRow(row.id)).toEqual(before);

      const list = await callJson<{ id: number }[]>(area.path, { cookie });
      expect(list.status).toBe(200);
      expect(list.body.map((item) => item.id)).not.toContain(row.id);
    });

    it("lets the owner read, edit and delete its own rows", async () => {
      const row = await area.createRow(owner.club.id);
      const cookie = owner.cookie;
      expect((await callJson<{ id: number }[]>(area.path, { cookie })).body.map((item) => item.id)).toContain(row.id);
      expect((await callJson(`${area.path}/${row.id}`, { method: "PATCH", json: area.patchBody?.(row) ?? area.body, cookie })).status).toBe(200);
      expect(await callJson(`${area.path}/${row.id}`, { method: "DELETE", cookie })).toMatchObject({ status: 200, body: { id: row.id } });
      expect(await area.readRow(row.id)).toBeUndefined();
    });

    it("files a new row under the signed-in club, whatever the body says", async () => {
      const { status, body } = await callJson(area.path, { json: { ...area.body, clubId: otherClub.club.id }, cookie: owner.cookie });
      expect(status).toBe(201);
      expect(body.clubId).toBe(owner.club.id);
      await callJson(`${area.path}/${body.id}`, { method: "DELETE", cookie: owner.cookie });
    });
  });
}

describe("profile, password and logo", () => {
  const profile = {
    name: "Ownership Club",
    abbreviation: "OWN",
    location: "Patras",
    rugbyUnion: true,
    rugbyLeague: false,
    responsiblePersonName: "Kostas",
    responsiblePersonEmail: "kostas@example.com",
    responsiblePersonPhone: "+30 261 000 0000",
  };

  it("answers 401 to anonymous callers and to player sessions, changing nothing", async () => {
    const before = await clubRow(owner.club.id);
    const form = new FormData();
    form.set("logo", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "a.png", { type: "image/png" }));
    for (const cookie of [undefined, playerCookie]) {
      expect(await callJson("/api/clubs/profile", { cookie })).toMatchObject(NOT_SIGNED_IN);
      expect(await callJson("/api/clubs/profile", { method: "PATCH", json: profile, cookie })).toMatchObject(NOT_SIGNED_IN);
      expect(await callJson("/api/clubs/password", { json: { currentPassword: "x", newPassword: "New-Password-1" }, cookie })).toMatchObject(NOT_SIGNED_IN);
      expect(await callJson("/api/clubs/logo", { method: "POST", body: form, cookie })).toMatchObject(NOT_SIGNED_IN);
    }
    expect(await clubRow(owner.club.id)).toEqual(before);
  });

  it("reads and writes only the signed-in club's own account", async () => {
    const otherBefore = await clubRow(otherClub.club.id);
    // A profile body naming another club's id changes the caller, never that club.
    const { status, body } = await callJson("/api/clubs/profile", { method: "PATCH", json: { ...profile, id: otherClub.club.id }, cookie: owner.cookie });
    expect(status).toBe(200);
    // An approved club's new name is a proposal, filed for the caller only.
    expect(body).toMatchObject({ id: owner.club.id });
    expect((await callJson("/api/clubs/profile/name-change", { cookie: owner.cookie })).body).toMatchObject({ name: "Ownership Club" });
    expect((await callJson("/api/clubs/profile/name-change", { cookie: otherClub.cookie })).body).toBeNull();
    expect(await clubRow(otherClub.club.id)).toEqual(otherBefore);
    expect((await callJson("/api/clubs/profile", { cookie: otherClub.cookie })).body).toMatchObject({ id: otherClub.club.id, name: otherBefore.name });
  });
});
