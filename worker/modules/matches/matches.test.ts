import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../platform/db";
import { clubMatchesQuery, resultsQuery, upcomingQuery } from "./club-fixtures";
import { callJson, createClub, createMatch } from "../../test/helpers";

type Match = Record<string, any> & { id: number; date: string; time: string };

afterEach(() => vi.useRealTimers());

/** Freezes the worker's clock (it runs in this isolate) at a UTC instant. */
const freezeClock = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
};

const ids = (list: Match[]) => list.map((match) => match.id);
const key = (match: Match) => `${match.date} ${match.time}`;

describe("GET /api/matches/upcoming", () => {
  it("lists matches not yet kicked off, soonest first, with the full match object", async () => {
    const club = await createClub({ name: "Kifisia Test", abbreviation: "KT", logoUrl: "/logos/kt.svg" });
    const later = await createMatch(club.id, { opponent: "Later", date: "2098-02-01", time: "15:00" });
    const sooner = await createMatch(club.id, {
      opponent: "Sooner",
      opponentEl: null,
      date: "2098-01-31",
      time: "19:30",
      venue: "Kifisia Ground",
      venueEl: null,
      competition: "Rugby Union - Greek Championship",
      isHomeGame: false,
    });
    const past = await createMatch(club.id, { opponent: "Past", date: "2001-01-01" });

    const { status, body } = await callJson<Match[]>("/api/matches/upcoming?limit=100");
    expect(status).toBe(200);
    expect(ids(body)).not.toContain(past.id);
    expect(ids(body).filter((id) => [sooner.id, later.id].includes(id))).toEqual([sooner.id, later.id]);
    expect(body.map(key)).toEqual(body.map(key).sort());
    expect(body.find((match) => match.id === sooner.id)).toEqual({
      id: sooner.id,
      opponent: "Sooner",
      opponentEl: null,
      date: "2098-01-31",
      time: "19:30",
      venue: "Kifisia Ground",
      venueEl: null,
      competition: "Rugby Union - Greek Championship",
      isHomeGame: false,
      clubId: club.id,
      club: { id: club.id, name: "Kifisia Test", abbreviation: "KT", logoUrl: "/logos/kt.svg", nameEl: null },
      clubScore: null,
      opponentScore: null,
      isCompleted: false,
      rugbyType: "union",
      // Issue 22: the club's team (named as the club), and a guest team as the opponent.
      teamId: sooner.teamId,
      teamName: "Kifisia Test",
      teamNameEl: null,
      opponentTeamId: null,
      opponentClubId: null,
      opponentClub: null,
    });
  });

  it("tells upcoming from completed by the Athens clock, not UTC (summer time)", async () => {
    const club = await createClub();
    // 12:00 UTC on 1 July is 15:00 in Athens (UTC+3).
    const kickedOff = await createMatch(club.id, { opponent: "Kicked off", date: "2030-07-01", time: "14:30" });
    const stillToCome = await createMatch(club.id, { opponent: "Still to come", date: "2030-07-01", time: "15:30" });
    freezeClock("2030-07-01T12:00:00Z");

    const upcoming = (await callJson<Match[]>("/api/matches/upcoming?limit=100")).body;
    expect(ids(upcoming)).toContain(stillToCome.id);
    expect(ids(upcoming)).not.toContain(kickedOff.id);

    const results = (await callJson<Match[]>("/api/matches/results?limit=100")).body;
    expect(results.find((match) => match.id === kickedOff.id)).toMatchObject({ isCompleted: true });
    expect(ids(results)).not.toContain(stillToCome.id);
  });

  it("uses UTC+2 in winter: a kick-off at the current Athens minute has happened", async () => {
    const club = await createClub();
    const now = await createMatch(club.id, { date: "2031-01-15", time: "14:00" });
    const nextMinute = await createMatch(club.id, { date: "2031-01-15", time: "14:01" });
    freezeClock("2031-01-15T12:00:30Z");

    const upcoming = ids((await callJson<Match[]>("/api/matches/upcoming?limit=100")).body);
    expect(upcoming).toContain(nextMinute.id);
    expect(upcoming).not.toContain(now.id);
    expect((await callJson<Match>(`/api/matches/${now.id}`)).body.isCompleted).toBe(true);
  });

  it("answers the asked number of matches", async () => {
    const club = await createClub();
    for (let day = 10; day < 15; day++) await createMatch(club.id, { date: `2097-03-${day}` });
    expect((await callJson<Match[]>("/api/matches/upcoming?limit=2")).body).toHaveLength(2);
    expect((await callJson<Match[]>("/api/matches/upcoming?limit=500")).status).toBe(200);
  });

  it("narrows to one code with ?code=: 'union' in the competition is union, anything else league", async () => {
    const club = await createClub();
    const union = await createMatch(club.id, { competition: "Rugby Union - Cup" });
    const league = await createMatch(club.id, { competition: "Rugby League - Hellenic Cup" });
    const friendly = await createMatch(club.id, { competition: "Friendly" });

    const unionList = (await callJson<Match[]>("/api/matches/upcoming?code=union&limit=100")).body;
    expect(ids(unionList)).toContain(union.id);
    expect(ids(unionList)).not.toEqual(expect.arrayContaining([league.id]));
    expect(unionList.every((match) => match.rugbyType === "union")).toBe(true);

    const leagueList = (await callJson<Match[]>("/api/matches/upcoming?code=league&limit=100")).body;
    expect(ids(leagueList)).toEqual(expect.arrayContaining([league.id, friendly.id]));
    expect(ids(leagueList)).not.toContain(union.id);
    expect(leagueList.find((match) => match.id === friendly.id)?.rugbyType).toBe("league");
  });

  it("answers 400 for a bad limit or code", async () => {
    for (const query of ["limit=abc", "limit=0", "code=sevens"]) {
      for (const list of ["upcoming", "results"]) {
        const { status, body } = await callJson(`/api/matches/${list}?${query}`);
        expect(status, `${list}?${query}`).toBe(400);
        expect(body.code).toBe("invalid_input");
      }
    }
  });
});

describe("GET /api/matches/results", () => {
  it("lists completed matches, newest first, with scores", async () => {
    const club = await createClub();
    const older = await createMatch(club.id, { date: "2002-05-05", time: "15:00", clubScore: 10, opponentScore: 12 });
    const newer = await createMatch(club.id, { date: "2002-05-05", time: "18:00", clubScore: 31, opponentScore: 3 });
    const future = await createMatch(club.id, { date: "2099-09-09" });

    const { status, body } = await callJson<Match[]>("/api/matches/results?limit=100");
    expect(status).toBe(200);
    expect(ids(body)).not.toContain(future.id);
    expect(ids(body).filter((id) => [older.id, newer.id].includes(id))).toEqual([newer.id, older.id]);
    expect(body.map(key)).toEqual(body.map(key).sort().reverse());
    expect(body.every((match) => match.isCompleted)).toBe(true);
    expect(body.find((match) => match.id === newer.id)).toMatchObject({ clubScore: 31, opponentScore: 3 });
  });
});

describe("GET /api/matches/{id}", () => {
  it("returns one match", async () => {
    const club = await createClub({ name: "One Match Club" });
    const match = await createMatch(club.id, { opponent: "Rhodes Knights", competition: "Rugby League - Regional" });
    const { status, body } = await callJson(`/api/matches/${match.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: match.id, opponent: "Rhodes Knights", rugbyType: "league", isCompleted: false, club: { name: "One Match Club" } });
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    expect(await callJson("/api/matches/999999")).toMatchObject({ status: 404, body: { message: "Match not found" } });
    expect((await callJson("/api/matches/next")).status).toBe(400);
  });
});

describe("query plans", () => {
  it("read fixtures_date_idx in order for both lists, without sorting", async () => {
    const db = getDb(env);
    const now = { date: "2026-05-01", time: "12:00" };
    for (const query of [upcomingQuery(db, now, { limit: 2 }), resultsQuery(db, now, { limit: 20, code: "league" })]) {
      const { sql, params } = query.toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail).join("\n");
      expect(details).toContain("USING INDEX fixtures_date_idx");
      expect(details).not.toContain("TEMP B-TREE");
    }
  });

  it("read only the club's teams' fixtures for a club's list, not every fixture", async () => {
    const { sql, params } = clubMatchesQuery(getDb(env), 1).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail).join("\n");
    expect(details).toContain("SEARCH fixtures USING INDEX fixtures_home_idx");
    expect(details).toContain("SEARCH fixtures USING INDEX fixtures_away_idx");
    expect(details).not.toMatch(/SCAN fixtures/);
  });
});
