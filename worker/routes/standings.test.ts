import { describe, expect, it } from "vitest";
import { callJson, createStanding } from "../test/helpers";

type Row = Record<string, any> & { teamName: string; rugbyType: string; season: string };

const names = (rows: Row[]) => rows.map((row) => row.teamName);

describe("GET /api/standings/{type}", () => {
  it("sorts by points, then wins, then points difference, then points for, then name", async () => {
    const season = "2040-41";
    const row = (teamName: string, points: number, won: number, pointsFor: number, pointsAgainst: number) =>
      createStanding({ teamName, rugbyType: "union", season, points, won, pointsFor, pointsAgainst, played: 10 });
    await row("Fewer points", 20, 9, 300, 100);
    await row("Zeta tie on everything", 30, 6, 200, 100);
    await row("Alpha tie on everything", 30, 6, 200, 100);
    await row("More points for", 30, 6, 250, 150);
    await row("Better difference", 30, 6, 210, 90);
    await row("More wins", 30, 7, 100, 200);
    await row("Most points", 31, 0, 0, 0);

    const { status, body } = await callJson<Row[]>(`/api/standings/union?season=${season}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      "Most points",
      "More wins",
      "Better difference",
      "More points for",
      "Alpha tie on everything",
      "Zeta tie on everything",
      "Fewer points",
    ]);
    expect(body[2]).toMatchObject({
      teamName: "Better difference",
      rugbyType: "union",
      season,
      played: 10,
      won: 6,
      pointsFor: 210,
      pointsAgainst: 90,
      pointsDifference: 120,
      points: 30,
    });
  });

  it("keeps to its type and, without ?season=, to that type's latest season", async () => {
    await createStanding({ teamName: "League old season", rugbyType: "league", season: "2050-51" });
    await createStanding({ teamName: "League latest", rugbyType: "league", season: "2051-52" });
    await createStanding({ teamName: "Union elsewhere", rugbyType: "union", season: "2051-52" });

    const { status, body } = await callJson<Row[]>("/api/standings/league");
    expect(status).toBe(200);
    expect(body.every((row) => row.rugbyType === "league" && row.season === "2051-52")).toBe(true);
    expect(names(body)).toContain("League latest");
    expect(names(body)).not.toContain("League old season");

    const older = await callJson<Row[]>("/api/standings/league?season=2050-51");
    expect(names(older.body)).toEqual(["League old season"]);
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
    expect((await callJson("/api/standings/union?season=last")).status).toBe(400);
    expect(await callJson("/api/standings/union?season=1901-02")).toMatchObject({ status: 200, body: [] });
  });
});

describe("GET /api/standings", () => {
  it("lists both codes, each at its own latest season, in table order", async () => {
    // Union has started a newer season than league: league must not vanish from the default view.
    await createStanding({ teamName: "U newest low", rugbyType: "union", season: "2060-61", points: 1 });
    await createStanding({ teamName: "U newest high", rugbyType: "union", season: "2060-61", points: 9 });
    await createStanding({ teamName: "L latest", rugbyType: "league", season: "2059-60", points: 5 });
    await createStanding({ teamName: "U previous", rugbyType: "union", season: "2059-60", points: 50 });

    const { status, body } = await callJson<Row[]>("/api/standings");
    expect(status).toBe(200);
    expect(names(body)).toEqual(expect.arrayContaining(["U newest high", "U newest low", "L latest"]));
    expect(names(body)).not.toContain("U previous");
    const union = body.filter((row) => row.rugbyType === "union");
    expect(names(union)).toEqual(["U newest high", "U newest low"]);
    const points = body.map((row) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it("answers one season when asked", async () => {
    await createStanding({ teamName: "Season pick union", rugbyType: "union", season: "2058-59" });
    await createStanding({ teamName: "Season pick league", rugbyType: "league", season: "2058-59" });
    const { body } = await callJson<Row[]>("/api/standings?season=2058-59");
    expect(names(body).sort()).toEqual(["Season pick league", "Season pick union"]);
  });
});
