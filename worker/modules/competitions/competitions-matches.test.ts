import { describe, expect, it } from "vitest";
import { addFixture, addGuest, adminCookie, createCompetition } from "../../test/competitions";
import { callJson, createClub, createMatch, signInClub } from "../../test/helpers";

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

describe("a club the public does not see (issue 12) is in no public competition read", () => {
  it("leaves out a pending or deactivated club's entry, table row, adjustments and fixtures; the club itself still sees its own", async () => {
    const cookie = await adminCookie();
    const competition = await createCompetition(cookie);
    const approved = await createClub({ name: `Approved RFC ${Math.random()}` });
    const pending = await createClub({ name: `Pending RFC ${Math.random()}`, status: "pending" });
    const deactivated = await createClub({ name: `Deactivated RFC ${Math.random()}`, isActive: false });
    const entry = async (clubId: number) => (await callJson<Body>(`/api/admin/competitions/${competition.id}/entrants`, { cookie, json: { clubId } })).body.id as number;
    const [a, p, d] = [await entry(approved.id), await entry(pending.id), await entry(deactivated.id)];
    const guest = await addGuest(cookie, competition.id, "Valletta Knights");
    const fixture = async (body: Body) => ((await addFixture(cookie, competition.id, body)).body as Body).id as number;
    const withPending = await fixture({ round: 3, homeEntrantId: a, awayEntrantId: p, date: "2031-03-01" });
    const withDeactivated = await fixture({ round: 1, homeEntrantId: d, awayEntrantId: a, date: "2020-03-01", homeScore: 30, awayScore: 0, homeTries: 4, awayTries: 0 });
    const shown = await fixture({ round: 2, homeEntrantId: a, awayEntrantId: guest.id, date: "2020-03-08", homeScore: 10, awayScore: 5, homeTries: 2, awayTries: 1 });
    const guestAndPending = await fixture({ round: 3, homeEntrantId: guest.id, awayEntrantId: p, date: "2031-03-02" });
    for (const [entrantId, points] of [[d, -3], [guest.id, 2]] as const) {
      await callJson(`/api/admin/competitions/${competition.id}/adjustments`, { cookie, json: { entrantId, points, reasonEn: "A reason", reasonEl: "Ένας λόγος" } });
    }
    const hiddenIds = [withPending, withDeactivated, guestAndPending];
    const fixtureIdsOf = (list: Body[]) => list.map((match) => match.fixtureId).filter((id) => id !== undefined);

    const detail = (await callJson<Body>(`/api/competitions/${competition.slug}`)).body;
    expect(detail.entrants.map((team: Body) => team.id)).toEqual([a, guest.id]);

    const table = (await callJson<Body>(`/api/competitions/${competition.slug}/table`)).body;
    expect(table.rows.map((row: Body) => [row.position, row.entrantId])).toEqual([
      [1, a],
      [2, guest.id],
    ]);
    expect(table.adjustments.map((adjustment: Body) => adjustment.entrantId)).toEqual([guest.id]);

    const rounds = (await callJson<Body>(`/api/competitions/${competition.slug}/fixtures`)).body;
    expect(rounds.rounds.flatMap((round: Body) => round.fixtures.map((item: Body) => item.id))).toEqual([shown]);

    const upcoming = (await callJson<Body[]>("/api/matches/upcoming?limit=100")).body;
    const results = (await callJson<Body[]>("/api/matches/results?limit=100")).body;
    expect(fixtureIdsOf([...upcoming, ...results]).filter((id) => hiddenIds.includes(id))).toEqual([]);
    expect(fixtureIdsOf(results)).toContain(shown);
    for (const id of hiddenIds) expect((await callJson(`/api/matches/${id}`)).status, `fixture ${id}`).toBe(404);
    expect((await callJson(`/api/matches/${shown}`)).status).toBe(200);
    expect(fixtureIdsOf((await callJson<Body[]>(`/api/clubs/${approved.id}/matches`)).body)).toEqual([shown]);

    // The admin, who manages them, reads every fixture, row and adjustment.
    const adminRounds = (await callJson<Body>(`/api/admin/competitions/${competition.id}/fixtures`, { cookie })).body;
    expect(adminRounds.rounds.flatMap((round: Body) => round.fixtures.map((item: Body) => item.id)).sort()).toEqual([withPending, withDeactivated, shown, guestAndPending].sort());
    const adminTable = (await callJson<Body>(`/api/admin/competitions/${competition.id}/table`, { cookie })).body;
    expect(adminTable.rows.map((row: Body) => row.entrantId).sort()).toEqual([a, p, d, guest.id].sort());
    expect(adminTable.adjustments.map((adjustment: Body) => adjustment.entrantId)).toEqual([d, guest.id]);

    // The pending club signed in still sees its own fixtures in its dashboard.
    const own = (await callJson<Body[]>("/api/clubs/matches", { cookie: await signInClub(pending) })).body;
    expect(fixtureIdsOf(own)).toEqual([withPending, guestAndPending]);

    // Approved, the club is public again: its row, entry and fixtures are back.
    await callJson(`/api/admin/clubs/${pending.id}/approve`, { cookie, json: {} });
    expect((await callJson<Body>(`/api/competitions/${competition.slug}/table`)).body.rows).toHaveLength(3);
    expect((await callJson(`/api/matches/${withPending}`)).status).toBe(200);
  });
});
