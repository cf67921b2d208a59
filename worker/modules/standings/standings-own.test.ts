import { describe, expect, it } from "vitest";
import { adminCookie, createCompetition, freshSeason } from "../../test/competitions";
import { expectRejected, signedInClub } from "../../test/dashboard";
import { callJson, createClub, createStanding } from "../../test/helpers";

const valid = { rugbyType: "union", season: "2026-27", played: 5, won: 3, drawn: 1, lost: 1, pointsFor: 120, pointsAgainst: 80, points: 15 };
const PLAYED = "Played must equal won + drawn + lost";

/** The club's rows as it reads them back: the model behind them is the typed tables' (issue 22). */
const rowsOf = async (cookie: string) => (await callJson<any[]>("/api/clubs/standings", { cookie })).body;

describe("GET /api/clubs/standings", () => {
  it("lists only the club's own rows, newest season first", async () => {
    const { club, cookie } = await signedInClub({ name: "Ares RFC" });
    const other = await createClub();
    await createStanding({ clubId: club.id, season: "2025-26", rugbyType: "union" });
    await createStanding({ clubId: club.id, season: "2026-27", rugbyType: "league" });
    await createStanding({ clubId: club.id, season: "2026-27", rugbyType: "union" });
    await createStanding({ clubId: other.id });
    await createStanding({ teamName: "Unlinked team" });

    const { status, body } = await callJson<any[]>("/api/clubs/standings", { cookie });
    expect(status).toBe(200);
    expect(body.map((row) => `${row.season} ${row.rugbyType}`)).toEqual(["2026-27 union", "2026-27 league", "2025-26 union"]);
    expect(body.every((row) => row.clubId === club.id && row.teamName === "Ares RFC" && row.status === "approved")).toBe(true);
  });
});

describe("standings CRUD", () => {
  it("adds, edits and removes the club's row, a proposal to a typed table that stays out of the public one", async () => {
    const { club, cookie } = await signedInClub({ name: "Hermes RFC" });

    const created = await callJson("/api/clubs/standings", { json: valid, cookie });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, teamName: "Hermes RFC", clubId: club.id, pointsDifference: 40, status: "pending", featured: false });
    const id = created.body.id as number;
    // The public tables are computed from the featured competitions (issue 10): a club's own row
    // no longer puts it in the national table.
    const table = await callJson<any[]>("/api/standings/union?season=2026-27");
    expect(table.body.map((row) => row.teamName)).not.toContain("Hermes RFC");

    const edit = { ...valid, id, played: 6, won: 4, points: 20 };
    const updated = await callJson(`/api/clubs/standings/${id}`, { method: "PATCH", json: edit, cookie });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...edit, teamName: "Hermes RFC", status: "pending" });
    expect(await rowsOf(cookie)).toMatchObject([{ played: 6, won: 4, points: 20 }]);

    const removed = await callJson(`/api/clubs/standings/${id}`, { method: "DELETE", cookie });
    expect(removed).toMatchObject({ status: 200, body: { id, message: "Standing deleted" } });
    expect(await rowsOf(cookie)).toEqual([]);
    expect((await callJson(`/api/clubs/standings/${id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("allows one row per code and season (409 for a second)", async () => {
    const { club, cookie } = await signedInClub();
    expect((await callJson("/api/clubs/standings", { json: valid, cookie })).status).toBe(201);
    const again = await callJson("/api/clubs/standings", { json: valid, cookie });
    expect(again).toMatchObject({ status: 409, body: { code: "conflict", message: "Your club already has a row for this rugby type and season" } });

    const league = await callJson("/api/clubs/standings", { json: { ...valid, rugbyType: "league" }, cookie });
    expect(league.status).toBe(201);
    // A row belongs to the table of its code and season: it does not move to another.
    const moved = await callJson(`/api/clubs/standings/${league.body.id}`, { method: "PATCH", json: valid, cookie });
    expect(moved).toMatchObject({ status: 400, body: { fields: { season: "A row stays in its own rugby type and season: add a new row for another one" } } });
    expect(await rowsOf(cookie)).toHaveLength(2);
    expect(club.id).toBeGreaterThan(0);
  });

  it("answers 404, not 409, for a row that is not the club's, even with a clashing season", async () => {
    const { cookie } = await signedInClub();
    const other = await createClub();
    const theirs = await createStanding({ clubId: other.id, season: "2026-27" });
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
    expect(await rowsOf(cookie)).toEqual([]);

    const row = await createStanding({ clubId: club.id, played: 1, won: 1 });
    const before = await rowsOf(cookie);
    await expectRejected(`/api/clubs/standings/${row.id}`, cookie, "PATCH", { ...valid, lost: 3 }, "played", PLAYED);
    expect(await rowsOf(cookie)).toEqual(before);
  });

  it("refuses bad fields with their messages", async () => {
    const { club, cookie } = await signedInClub();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rugbyType: "sevens" }, "rugbyType", "Rugby type must be union or league"],
      [{ season: "last year" }, "season", "Season must be a year (2026) or two years in a row (2026-27)"],
      [{ won: -1, played: 1, drawn: 1, lost: 1 }, "won", "Must be a whole number, zero or more"],
      [{ pointsFor: 1.5 }, "pointsFor", "Must be a whole number, zero or more"],
    ];
    for (const [change, field, message] of cases) {
      await expectRejected("/api/clubs/standings", cookie, "POST", { ...valid, ...change }, field, message);
    }
    expect(await rowsOf(cookie)).toEqual([]);
    expect(club.id).toBeGreaterThan(0);
  });
});

describe("a club's row and the public tables (issue 10)", () => {
  const tableOf = async (season: string) => (await callJson<any[]>(`/api/standings/union?season=${season}`)).body;

  it("in a manual table, an edit is a proposal: public only once the federation approves it", async () => {
    const admin = await adminCookie();
    const season = freshSeason();
    await createCompetition(admin, { season, kind: "manual", featured: true });
    const { club, cookie } = await signedInClub({ name: "Proposing RFC" });

    const created = await callJson<any>("/api/clubs/standings", { cookie, json: { ...valid, season, points: 99 } });
    expect(created.status).toBe(201);
    expect((await tableOf(season)).some((row) => row.teamName === "Proposing RFC")).toBe(false);
    const own = await callJson<any[]>("/api/clubs/standings", { cookie });
    expect(own.body.find((row) => row.season === season)).toMatchObject({ status: "pending", featured: true });

    const waiting = (await callJson<any[]>("/api/admin/standing-proposals", { cookie: admin })).body.filter((proposal) => proposal.clubId === club.id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ points: 99, clubName: "Proposing RFC" });
    expect((await callJson(`/api/admin/standing-proposals/${waiting[0].id}`, { cookie: admin, json: { decision: "approve" } })).status).toBe(200);

    expect((await tableOf(season)).find((row) => row.teamName === "Proposing RFC")).toMatchObject({ points: 99, played: 5 });
    expect((await callJson<any[]>("/api/clubs/standings", { cookie })).body.find((row) => row.season === season)).toMatchObject({ status: "approved", points: 99 });
    // Approved figures are the table's: the club cannot take them out (the federation can).
    expect((await callJson(`/api/clubs/standings/${created.body.id}`, { cookie, method: "DELETE" })).status).toBe(409);

    // A second edit waits again; the public table keeps the approved figures meanwhile.
    await callJson(`/api/clubs/standings/${created.body.id}`, { cookie, method: "PATCH", json: { ...valid, season, points: 3 } });
    expect((await tableOf(season)).find((row) => row.teamName === "Proposing RFC")?.points).toBe(99);
    expect((await callJson<any[]>("/api/clubs/standings", { cookie })).body.find((row) => row.season === season)).toMatchObject({ status: "pending", points: 3 });
  });

  it("with a computed table featured, a typed row goes to a typed table nobody sees yet, and the club sees the tables it plays in", async () => {
    const admin = await adminCookie();
    const season = freshSeason();
    const competition = await createCompetition(admin, { season, kind: "computed", featured: true });
    const { club, cookie } = await signedInClub({ name: "Computed RFC" });
    expect((await callJson(`/api/admin/competitions/${competition.id}/entrants`, { cookie: admin, json: { clubId: club.id } })).status).toBe(201);

    await callJson("/api/clubs/standings", { cookie, json: { ...valid, season, points: 99 } });
    expect((await tableOf(season)).find((row) => row.teamName === "Computed RFC")?.points).toBe(0);
    expect((await callJson<any[]>("/api/clubs/standings", { cookie })).body.find((row) => row.season === season)).toMatchObject({ status: "pending", featured: false, competitionSlug: `union-typed-table-${season}` });

    const mine = await callJson<any[]>("/api/clubs/competitions", { cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.map((entry) => entry.slug)).toContain(competition.slug);
    expect((await callJson("/api/clubs/competitions")).status).toBe(401);
  });
});
