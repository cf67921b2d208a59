/**
 * A disputed result (issue 19, point 2) is disputed everywhere until it is settled: no final
 * score and no "played" score in any answer, calendar or file, and both clubs' entries beside it.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseCsv } from "../../platform/files/csv";
import { fixtures } from "../../../schema/tables/competitions";
import { call, callJson, db } from "../../test/helpers";
import { parseCalendar } from "../../test/open-data";
import { enter, matchDay, score } from "../../test/live";

beforeEach(() => {
  vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
});
afterEach(() => vi.restoreAllMocks());

/** A match's id is its fixture's (issue 22: every match is a fixture). */
const matchIdOf = (fixtureId: number) => fixtureId;
const entries = { home: score(15, 10, 3, 2), away: score(12, 10, 2, 2) };

/** A fixture the two clubs entered differently: the home club 15-10, the away club 12-10. */
async function disputed() {
  const day = await matchDay({ time: "00:00" });
  await enter(day.fixtureId, day.home, entries.home);
  expect((await enter(day.fixtureId, day.away, entries.away)).body.state).toBe("disputed");
  return day;
}

/** Every public answer about the fixture: the match, the lists it is in, the competition's rounds, the calendar and CSV. */
async function publicViews(day: Awaited<ReturnType<typeof matchDay>>) {
  const matchId = matchIdOf(day.fixtureId);
  const match = (await callJson(`/api/matches/${matchId}`)).body;
  const results = (await callJson(`/api/matches/results?limit=100`)).body.find((row: { id: number }) => row.id === matchId);
  const homeList = (await callJson(`/api/clubs/${day.homeClub.id}/matches`)).body.find((row: { id: number }) => row.id === matchId);
  const awayList = (await callJson(`/api/clubs/${day.awayClub.id}/matches`)).body.find((row: { id: number }) => row.id === matchId);
  const rounds = (await callJson(`/api/competitions/${day.competition.slug}/fixtures`)).body.rounds;
  const fixture = rounds.flatMap((round: { fixtures: { id: number }[] }) => round.fixtures).find((row: { id: number }) => row.id === day.fixtureId);
  const calendarEvent = async (query = "") => {
    const { byUid } = parseCalendar(await (await call(`/calendar/competitions/${day.competition.slug}.ics${query}`)).text());
    return byUid.get(`fixture-${day.fixtureId}@rugbyhellas.gr`)!.event;
  };
  const csv = parseCsv(await (await call(`/api/competitions/${day.competition.slug}/fixtures.csv`)).text()).records.map((record) => record.values);
  const header = csv[0]!;
  const line = Object.fromEntries(header.map((name, index) => [name, csv[1]![index]]));
  return { match, results, homeList, awayList, fixture, calendar: await calendarEvent(), calendarEl: await calendarEvent("?lang=el"), csv: line };
}

describe("a disputed result", { timeout: 30_000 }, () => {
  it("has no final score anywhere, says it is disputed, and carries both clubs' entries", async () => {
    const day = await disputed();
    const views = await publicViews(day);
    for (const match of [views.match, views.results, views.homeList, views.awayList]) {
      expect(match).toMatchObject({ resultState: "disputed", clubScore: null, opponentScore: null, clubTries: null, opponentTries: null, disputedEntries: entries });
    }
    expect(views.fixture).toMatchObject({ resultState: "disputed", homeScore: null, awayScore: null, homeTries: null, awayTries: null, disputedEntries: entries });
    expect(views.calendar.summary).toBe(`Disputed result: ${day.homeClub.name} – ${day.awayClub.name}`);
    expect(views.calendar.description).toContain("Home club's entry 15–10 · Away club's entry 12–10");
    expect(views.calendarEl.summary).toMatch(/^Αμφισβητούμενο αποτέλεσμα: /);
    expect(views.csv).toMatchObject({ Status: "disputed", "Home score": "", "Away score": "", "Home tries": "", "Away tries": "" });
  });

  it("gives no live score either once live scoring's full-time is over (its sum would read as the final score)", async () => {
    const day = await disputed();
    // As the match's Durable Object leaves the fixture after a live-scored match (worker/modules/live/live-summary.ts).
    await db().update(fixtures).set({ liveClock: "full-time", liveHomeScore: 15, liveAwayScore: 10, liveUpdatedAt: new Date().toISOString() }).where(eq(fixtures.id, day.fixtureId));
    const views = await publicViews(day);
    for (const view of [views.match, views.results, views.homeList, views.awayList, views.fixture]) expect(view).toMatchObject({ resultState: "disputed", live: null });
    // Settled, the live summary is back beside the settled score.
    expect((await callJson(`/api/admin/fixtures/${day.fixtureId}/settle`, { cookie: day.admin, json: { ...entries.home, reason: "Referee's report" } })).status).toBe(200);
    expect((await callJson(`/api/matches/${matchIdOf(day.fixtureId)}`)).body).toMatchObject({ resultState: "settled", clubScore: 15, live: { clock: "full-time" } });
  });

  it("is the settled score everywhere once the federation settles it, with no entries beside it", async () => {
    const day = await disputed();
    const settled = await callJson(`/api/admin/fixtures/${day.fixtureId}/settle`, { cookie: day.admin, json: { ...score(15, 10, 3, 2), reason: "Referee's report" } });
    expect(settled.status).toBe(200);
    const views = await publicViews(day);
    expect(views.match).toMatchObject({ resultState: "settled", clubScore: 15, opponentScore: 10, disputedEntries: null });
    expect(views.fixture).toMatchObject({ resultState: "settled", homeScore: 15, awayScore: 10, disputedEntries: null });
    expect(views.calendar.summary).toContain("15–10");
    expect(views.csv).toMatchObject({ Status: "played", "Home score": "15", "Away score": "10" });
  });

  it("keeps no score from before: a provisional result that becomes disputed drops its score, and agreeing again brings it back", async () => {
    const day = await disputed();
    expect((await callJson(`/api/fixtures/${day.fixtureId}/result`, { cookie: day.admin })).body.history.at(-1).after).toEqual({ state: "disputed", result: null });
    const agreed = await enter(day.fixtureId, day.away, entries.home);
    expect(agreed.body).toMatchObject({ state: "confirmed", result: entries.home });
    expect((await callJson(`/api/matches/${matchIdOf(day.fixtureId)}`)).body).toMatchObject({ resultState: "confirmed", clubScore: 15, opponentScore: 10, disputedEntries: null });
  });
});
