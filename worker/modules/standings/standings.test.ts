import { describe, expect, it } from "vitest";
import { currentSeason } from "../../../schema/season";
import { addFixture, addGuest, adminCookie, createCompetition, freshSeason } from "../../test/competitions";
import { callJson, createClub } from "../../test/helpers";

type Row = Record<string, any> & { teamName: string; rugbyType: string; season: string };
type Body = Record<string, any>;

const names = (rows: Row[]) => rows.map((row) => row.teamName);

async function addClub(cookie: string, competitionId: number, clubId: number) {
  const { status, body } = await callJson<Body>(`/api/admin/competitions/${competitionId}/entrants`, { cookie, json: { clubId } });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: number; name: string; teamId: number };
}

async function played(cookie: string, competitionId: number, fixture: Body) {
  const { status, body } = await addFixture(cookie, competitionId, fixture);
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/**
 * A featured union competition (World Rugby: 4 a win, 2 a draw, a try bonus for 4 tries, a losing
 * bonus within 7) of two member clubs and a guest, with three results and an adjustment.
 */
async function unionCompetition(season: string, featured = true) {
  const cookie = await adminCookie();
  const competition = await createCompetition(cookie, { season, featured, code: "union", preset: "world-rugby" });
  const [owls, mariners] = [await createClub({ name: `Owls ${season} ${Math.random()}` }), await createClub({ name: `Mariners ${season} ${Math.random()}` })];
  const a = await addClub(cookie, competition.id, owls!.id);
  const b = await addClub(cookie, competition.id, mariners!.id);
  const guest = await addGuest(cookie, competition.id, "Corfu Guests");
  // A 24 (4 tries) – B 20 (2 tries): A wins with the try bonus, B loses by 4 with the losing bonus.
  const first = await played(cookie, competition.id, { date: "2030-09-01", homeEntrantId: a.id, awayEntrantId: b.id, homeScore: 24, awayScore: 20, homeTries: 4, awayTries: 2 });
  await played(cookie, competition.id, { date: "2030-09-08", homeEntrantId: b.id, awayEntrantId: guest.id, homeScore: 30, awayScore: 10, homeTries: 3, awayTries: 1 });
  await played(cookie, competition.id, { date: "2030-09-15", homeEntrantId: guest.id, awayEntrantId: a.id, homeScore: 15, awayScore: 15, homeTries: 3, awayTries: 1 });
  const adjustment = await callJson<Body>(`/api/admin/competitions/${competition.id}/adjustments`, {
    cookie,
    json: { entrantId: b.id, points: -1, reasonEn: "Late team sheet", reasonEl: "Καθυστερημένο φύλλο αγώνα" },
  });
  expect(adjustment.status, JSON.stringify(adjustment.body)).toBe(201);
  return { cookie, competition, a, b, guest, first, owls: owls!, mariners: mariners! };
}

describe("GET /api/standings/{type}", () => {
  it("computes the featured competition's table: the SPEC's fields and the table's, worked out by hand", async () => {
    const season = freshSeason();
    const { competition, a, b, guest, owls, mariners } = await unionCompetition(season);

    const { status, body } = await callJson<Row[]>(`/api/standings/union?season=${season}`);
    expect(status).toBe(200);
    const common = { rugbyType: "union", season, competitionSlug: competition.slug, otherBonus: 0 };
    expect(body).toEqual([
      {
        ...common,
        id: a.id,
        teamName: owls.name,
        teamNameEl: owls.name,
        clubId: owls.id,
        teamId: a.teamId,
        position: 1,
        played: 2,
        won: 1,
        drawn: 1,
        lost: 0,
        pointsFor: 39,
        pointsAgainst: 35,
        pointsDifference: 4,
        triesFor: 5,
        triesAgainst: 5,
        tryBonus: 1,
        losingBonus: 0,
        adjustment: 0,
        points: 7,
        form: ["W", "D"],
      },
      {
        ...common,
        id: b.id,
        teamName: mariners.name,
        teamNameEl: mariners.name,
        clubId: mariners.id,
        teamId: b.teamId,
        position: 2,
        played: 2,
        won: 1,
        drawn: 0,
        lost: 1,
        pointsFor: 50,
        pointsAgainst: 34,
        pointsDifference: 16,
        triesFor: 5,
        triesAgainst: 5,
        tryBonus: 0,
        losingBonus: 1,
        adjustment: -1,
        points: 4,
        form: ["L", "W"],
      },
      {
        ...common,
        id: guest.id,
        teamName: "Corfu Guests",
        teamNameEl: "Corfu Guests",
        clubId: null,
        teamId: null,
        position: 3,
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        pointsFor: 25,
        pointsAgainst: 45,
        pointsDifference: -20,
        triesFor: 4,
        triesAgainst: 4,
        tryBonus: 0,
        losingBonus: 0,
        adjustment: 0,
        points: 2,
        form: ["L", "D"],
      },
    ]);
    expect((await callJson<Row[]>(`/api/standings/league?season=${season}`)).body).toEqual([]);
    // The same rows as the competition's own table.
    const table = await callJson<Body>(`/api/competitions/${competition.slug}/table`);
    expect(table.body.rows.map((row: Body) => [row.teamName, row.points])).toEqual(body.map((row) => [row.teamName, row.points]));
  });

  it("shows a new result straight away (the cached table is invalidated)", async () => {
    const season = freshSeason();
    const { cookie, first, owls, mariners } = await unionCompetition(season);
    expect(names((await callJson<Row[]>(`/api/standings/union?season=${season}`)).body)).toEqual([owls.name, mariners.name, "Corfu Guests"]);
    // B now wins the first match 40–10 with 6 tries: 5 points, 4 more and −1 make 8. A and the
    // guest have a draw each (2 points, no wins): the guest's difference (−20) beats A's (−30).
    const patch = await callJson<Body>(`/api/admin/fixtures/${first.id}`, { method: "PATCH", cookie, json: { homeScore: 10, awayScore: 40, homeTries: 1, awayTries: 6 } });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    const after = (await callJson<Row[]>(`/api/standings/union?season=${season}`)).body;
    expect(after.map((row) => [row.teamName, row.points])).toEqual([
      [mariners.name, 8],
      ["Corfu Guests", 2],
      [owls.name, 2],
    ]);
  });

  it("leaves out competitions that are not featured, and a club the public does not see", async () => {
    const season = freshSeason();
    await unionCompetition(season, false);
    expect((await callJson<Row[]>(`/api/standings/union?season=${season}`)).body).toEqual([]);

    const other = freshSeason();
    const { cookie, competition, guest } = await unionCompetition(other);
    const pending = await createClub({ status: "pending" });
    await addClub(cookie, competition.id, pending!.id);
    const rows = (await callJson<Row[]>(`/api/standings/union?season=${other}`)).body;
    expect(rows.map((row) => row.clubId)).not.toContain(pending!.id);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3]);
    expect(rows.at(-1)).toMatchObject({ id: guest.id, teamName: "Corfu Guests" });
  });

  it("answers 400 with a clear message for another type", async () => {
    const { status, body } = await callJson("/api/standings/sevens");
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "Rugby type must be union or league",
      code: "invalid_input",
      fields: { type: "Rugby type must be union or league" },
    });
  });

  it("answers 400 for a malformed season and an empty list for an unknown one", async () => {
    const season = "Season must be a year (2026) or two years in a row (2026-27)";
    expect(await callJson("/api/standings/union?season=last")).toMatchObject({ status: 400, body: { message: season, fields: { season } } });
    expect((await callJson("/api/standings/union?season=2025/26")).status).toBe(400);
    expect(await callJson("/api/standings/union?season=1901-02")).toMatchObject({ status: 200, body: [] });
  });
});

describe("GET /api/standings", () => {
  it("without ?season=, shows each code's featured table of the current season, else of its newest season before", async () => {
    const current = currentSeason();
    const start = Number(current.slice(0, 4));
    const season = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
    const cookie = await adminCookie();
    const union = await createCompetition(cookie, { season: current, featured: true, code: "union" });
    await addGuest(cookie, union.id, "Union this season");
    // League has no featured table this season: its newest earlier one shows, not an older one, nor one prepared ahead.
    for (const [year, name] of [[start - 3, "League long ago"], [start - 1, "League last season"], [start + 1, "League next season"]] as const) {
      const league = await createCompetition(cookie, { season: season(year), featured: true, code: "league", preset: "rugby-league" });
      await addGuest(cookie, league.id, name);
    }

    const { status, body } = await callJson<Row[]>("/api/standings");
    expect(status).toBe(200);
    expect(body.map((row) => [row.rugbyType, row.season, row.teamName])).toEqual([
      ["union", current, "Union this season"],
      ["league", season(start - 1), "League last season"],
    ]);
    expect(body[0]).toMatchObject({ competitionSlug: union.slug, position: 1, played: 0, points: 0, form: [] });
    expect(names((await callJson<Row[]>("/api/standings/league")).body)).toEqual(["League last season"]);
  });

  it("answers one season when asked, both codes", async () => {
    const season = freshSeason();
    const cookie = await adminCookie();
    for (const [code, preset] of [["union", "world-rugby"], ["league", "rugby-league"]] as const) {
      const competition = await createCompetition(cookie, { season, featured: true, code, preset });
      await addGuest(cookie, competition.id, `Season pick ${code}`);
    }
    const { body } = await callJson<Row[]>(`/api/standings?season=${season}`);
    expect(names(body)).toEqual(["Season pick union", "Season pick league"]);
  });
});
