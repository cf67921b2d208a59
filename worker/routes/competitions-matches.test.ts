import { describe, expect, it } from "vitest";
import { addFixture, adminCookie, createCompetition } from "../test/competitions";
import { callJson, createClub, createMatch, signInClub } from "../test/helpers";

type Body = Record<string, any>;

describe("the SPEC's match calls list competition fixtures (issue 10)", () => {
  it("shows a fixture between two member clubs in both clubs' lists, each from its own side, and a free-text match as before", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    const hosts = await createClub({ name: `Hosts RFC ${Math.random()}` });
    const visitors = await createClub({ name: `Visitors RFC ${Math.random()}` });
    const entry = async (clubId: number) => (await callJson<Body>(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { clubId } })).body.id;
    const [homeId, awayId] = [await entry(hosts.id), await entry(visitors.id)];
    const upcoming = await addFixture(cookie, competition.id, { round: 2, homeEntrantId: homeId, awayEntrantId: awayId, date: "2031-03-01", time: "15:00", venue: "Home Ground" });
    const played = await addFixture(cookie, competition.id, { round: 1, homeEntrantId: awayId, awayEntrantId: homeId, date: "2020-03-01", time: "15:00", homeScore: 20, awayScore: 13, homeTries: 3, awayTries: 1 });
    const own = await createMatch(hosts.id, { opponent: "Valletta Knights", date: "2031-04-01", competition: "Friendly" });

    const hostsList = (await callJson<Body[]>(`/api/clubs/${hosts.id}/matches`)).body;
    expect(hostsList.map((match) => [match.opponent, match.isHomeGame])).toEqual([
      [visitors.name, false],
      [visitors.name, true],
      ["Valletta Knights", true],
    ]);
    expect(hostsList[0]).toMatchObject({ clubId: hosts.id, clubScore: 13, opponentScore: 20, isCompleted: true, rugbyType: "union", competition: competition.nameEn, fixtureId: played.body.id, competitionSlug: competition.slug, status: "played", clubTries: 1, opponentTries: 3 });
    expect(hostsList[2]).toMatchObject({ id: own.id, competition: "Friendly", isCompleted: false });

    const visitorsList = (await callJson<Body[]>(`/api/clubs/${visitors.id}/matches`)).body;
    expect(visitorsList.map((match) => [match.opponent, match.isHomeGame, match.clubScore])).toEqual([
      [hosts.name, true, 20],
      [hosts.name, false, null],
    ]);

    // The signed-in club's own list: the same, with its own free-text matches.
    const ownList = (await callJson<Body[]>("/api/clubs/matches", { cookie: await signInClub(visitors) })).body;
    expect(ownList.map((match) => [match.opponent, match.isHomeGame])).toEqual([
      [hosts.name, true],
      [hosts.name, false],
    ]);

    // The public lists show the fixture once, from the home club's side; /api/matches/{id} finds it.
    const publicUpcoming = (await callJson<Body[]>("/api/matches/upcoming?limit=100")).body;
    const listed = publicUpcoming.filter((match) => match.fixtureId === upcoming.body.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ clubId: hosts.id, opponent: visitors.name, isHomeGame: true, venue: "Home Ground" });
    const results = (await callJson<Body[]>("/api/matches/results?limit=100")).body;
    expect(results.filter((match) => match.fixtureId === played.body.id)).toHaveLength(1);
    const byId = await callJson<Body>(`/api/matches/${listed[0].id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ fixtureId: upcoming.body.id, opponent: visitors.name });
    const ownById = await callJson<Body>(`/api/matches/${own.id}`);
    expect(ownById.body).toMatchObject({ id: own.id, opponent: "Valletta Knights" });
  });
});
