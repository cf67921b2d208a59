import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { standings } from "../../schema/tables";
import { expectRejected, signedInClub } from "../test/dashboard";
import { callJson, createClub, createStanding, db } from "../test/helpers";

const valid = { rugbyType: "union", season: "2026-27", played: 5, won: 3, drawn: 1, lost: 1, pointsFor: 120, pointsAgainst: 80, points: 15 };
const PLAYED = "Played must equal won + drawn + lost";

const rowsOf = (clubId: number) => db().select().from(standings).where(eq(standings.clubId, clubId));

describe("GET /api/clubs/standings", () => {
  it("lists only the club's own rows, newest season first", async () => {
    const { club, cookie } = await signedInClub({ name: "Ares RFC" });
    const other = await createClub();
    await createStanding({ teamName: "Ares RFC", clubId: club.id, season: "2025-26", rugbyType: "union" });
    await createStanding({ teamName: "Ares RFC", clubId: club.id, season: "2026-27", rugbyType: "league" });
    await createStanding({ teamName: "Ares RFC", clubId: club.id, season: "2026-27", rugbyType: "union" });
    await createStanding({ clubId: other.id });
    await createStanding({ teamName: "Unlinked team" });

    const { status, body } = await callJson<any[]>("/api/clubs/standings", { cookie });
    expect(status).toBe(200);
    expect(body.map((row) => `${row.season} ${row.rugbyType}`)).toEqual(["2026-27 union", "2026-27 league", "2025-26 union"]);
    expect(body.every((row) => row.clubId === club.id && row.teamName === "Ares RFC")).toBe(true);
  });
});

describe("standings CRUD", () => {
  it("adds, edits and removes the club's row, and the public table follows", async () => {
    const { club, cookie } = await signedInClub({ name: "Hermes RFC" });

    const created = await callJson("/api/clubs/standings", { json: valid, cookie });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, teamName: "Hermes RFC", clubId: club.id, pointsDifference: 40 });
    const id = created.body.id as number;
    const table = await callJson<any[]>("/api/standings/union?season=2026-27");
    expect(table.body.find((row) => row.id === id)).toMatchObject({ teamName: "Hermes RFC", points: 15 });

    const edit = { ...valid, id, played: 6, won: 4, points: 20 };
    const updated = await callJson(`/api/clubs/standings/${id}`, { method: "PATCH", json: edit, cookie });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...edit, teamName: "Hermes RFC" });
    expect(await rowsOf(club.id)).toMatchObject([{ played: 6, won: 4, points: 20 }]);

    const removed = await callJson(`/api/clubs/standings/${id}`, { method: "DELETE", cookie });
    expect(removed).toMatchObject({ status: 200, body: { id, message: "Standing deleted" } });
    expect(await rowsOf(club.id)).toEqual([]);
    expect((await callJson(`/api/clubs/standings/${id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("allows one row per code and season (409 for a second)", async () => {
    const { club, cookie } = await signedInClub();
    expect((await callJson("/api/clubs/standings", { json: valid, cookie })).status).toBe(201);
    const again = await callJson("/api/clubs/standings", { json: valid, cookie });
    expect(again).toMatchObject({ status: 409, body: { code: "conflict", message: "Your club already has a row for this rugby type and season" } });

    const league = await callJson("/api/clubs/standings", { json: { ...valid, rugbyType: "league" }, cookie });
    expect(league.status).toBe(201);
    // Moving the league row onto the union season is the same clash.
    const moved = await callJson(`/api/clubs/standings/${league.body.id}`, { method: "PATCH", json: valid, cookie });
    expect(moved.status).toBe(409);
    expect(await rowsOf(club.id)).toHaveLength(2);
  });

  it("answers 404, not 409, for a row that is not the club's, even with a clashing season", async () => {
    const { cookie } = await signedInClub();
    const other = await createClub();
    const theirs = await createStanding({ clubId: other.id, teamName: other.name, season: "2026-27" });
    expect((await callJson("/api/clubs/standings", { json: valid, cookie })).status).toBe(201);
    for (const id of [theirs.id, 999_999_999]) {
      const { status } = await callJson(`/api/clubs/standings/${id}`, { method: "PATCH", json: valid, cookie });
      expect(status, String(id)).toBe(404);
    }
  });
});

describe("standings validation", () => {
  it("needs played = won + drawn + lost", async () => {
    const { club, cookie } = await signedInClub();
    await expectRejected("/api/clubs/standings", cookie, "POST", { ...valid, played: 6 }, "played", PLAYED);
    await expectRejected("/api/clubs/standings", cookie, "POST", { ...valid, won: 2 }, "played", PLAYED);
    expect(await rowsOf(club.id)).toEqual([]);

    const row = await createStanding({ clubId: club.id, played: 1, won: 1 });
    await expectRejected(`/api/clubs/standings/${row.id}`, cookie, "PATCH", { ...valid, lost: 3 }, "played", PLAYED);
    expect(await rowsOf(club.id)).toEqual([row]);
  });

  it("refuses bad fields with their messages", async () => {
    const { club, cookie } = await signedInClub();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rugbyType: "sevens" }, "rugbyType", "Rugby type must be union or league"],
      [{ season: "last year" }, "season", "Season is required"],
      [{ won: -1, played: 1, drawn: 1, lost: 1 }, "won", "Must be a whole number, zero or more"],
      [{ pointsFor: 1.5 }, "pointsFor", "Must be a whole number, zero or more"],
    ];
    for (const [change, field, message] of cases) {
      await expectRejected("/api/clubs/standings", cookie, "POST", { ...valid, ...change }, field, message);
    }
    expect(await rowsOf(club.id)).toEqual([]);
  });
});
