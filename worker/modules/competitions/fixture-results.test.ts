/** Results agreed by both clubs (issue 14): states and transitions, disputes, settling, permissions. */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callJson, createClub, createUser, signInClub, signInUser } from "../../test/helpers";
import { csv, postCsv } from "../../test/competitions";
import { enter, matchDay, score, tableOf } from "../../test/live";
import { mailSettled } from "../../test/mail";

type SentMail = { to: string; subject: string; text: string };
let send: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // The mail relay is the one thing mocked.
  send = vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
});
afterEach(() => vi.restoreAllMocks());
const sentMails = () => send.mock.calls.map((args: unknown[]) => args[0] as SentMail);

const stateOf = async (fixtureId: number, cookie?: string) => (await callJson(`/api/fixtures/${fixtureId}/result`, { cookie })).body;

describe("result entry by both clubs", { timeout: 20_000 }, () => {
  it("is provisional after one club, confirmed when the other enters the same, and the table follows", async () => {
    const day = await matchDay();
    const before = await tableOf(day.competition.slug);
    expect(before.rows.every((row) => row.played === 0)).toBe(true);

    const first = await enter(day.fixtureId, day.home, score(24, 10, 4, 1));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ side: "home", state: "provisional" });
    let table = await tableOf(day.competition.slug);
    expect(table.rows.find((row) => row.teamName === day.homeClub.name)).toMatchObject({ played: 1, points: 5, provisional: 1 });

    const match = await callJson(`/api/matches/${day.fixtureId}`);
    expect(match.body).toMatchObject({ resultState: "provisional", clubScore: 24, opponentScore: 10 });

    const second = await enter(day.fixtureId, day.away, score(24, 10, 4, 1));
    expect(second.body).toMatchObject({ side: "away", state: "confirmed" });
    table = await tableOf(day.competition.slug);
    expect(table.rows.find((row) => row.teamName === day.homeClub.name)).toMatchObject({ played: 1, points: 5, provisional: 0 });
    await mailSettled();
    expect(sentMails()).toEqual([]);
  });

  it("is disputed when the clubs differ: left out of the table, both clubs and the federation mailed once", async () => {
    const day = await matchDay();
    await enter(day.fixtureId, day.home, score(24, 10, 4, 1));
    const disputed = await enter(day.fixtureId, day.away, score(20, 10, 4, 1));
    expect(disputed.body.state).toBe("disputed");
    const table = await tableOf(day.competition.slug);
    expect(table.rows.every((row) => row.played === 0)).toBe(true);
    await mailSettled();
    expect(sentMails().map((mail: SentMail) => mail.to).sort()).toEqual([day.homeClub.email, day.awayClub.email, env.FEDERATION_EMAIL].sort());
    expect(sentMails()[0].text).toContain("24-10");
    expect(sentMails()[0].text).toContain("20-10");

    // Still disputed after a further different entry: no second round of mails.
    await enter(day.fixtureId, day.home, score(25, 10, 4, 1));
    await mailSettled();
    expect(sentMails()).toHaveLength(3);

    // A club correcting its entry to the other's confirms it.
    const agreed = await enter(day.fixtureId, day.home, score(20, 10, 4, 1));
    expect(agreed.body.state).toBe("confirmed");
    expect((await tableOf(day.competition.slug)).rows.find((row) => row.teamName === day.homeClub.name)?.pointsFor).toBe(20);
  });

  it("is disputed when the two clubs enter different results at the same moment", async () => {
    // Several fixtures at once, each with both clubs entering together: none may end provisional.
    const days = await Promise.all([1, 2, 3, 4].map(() => matchDay()));
    await Promise.all(days.flatMap((day) => [enter(day.fixtureId, day.home, score(24, 10, 4, 1)), enter(day.fixtureId, day.away, score(20, 10, 3, 1))]));
    for (const day of days) {
      const record = await stateOf(day.fixtureId, day.admin);
      expect(record.state).toBe("disputed");
      expect(record.entries).toHaveLength(2);
      // The history is the story as it happened: one provisional, then disputed.
      expect(record.history.map((row: { after: { state: string } }) => row.after.state)).toEqual(["provisional", "disputed"]);
      expect(record.history[1].before.state).toBe("provisional");
    }
  });

  it("lets the admin settle a dispute with a reason kept in the history and the audit log; clubs cannot change it after", async () => {
    const day = await matchDay();
    await enter(day.fixtureId, day.home, score(24, 10, 4, 1));
    await enter(day.fixtureId, day.away, score(20, 10, 3, 1));

    const noReason = await callJson(`/api/admin/fixtures/${day.fixtureId}/settle`, { cookie: day.admin, json: score(24, 10, 4, 1) });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.reason).toBeTruthy();
    const byClub = await callJson(`/api/admin/fixtures/${day.fixtureId}/settle`, { cookie: day.home, json: { ...score(24, 10, 4, 1), reason: "Our sheet" } });
    expect(byClub.status).toBe(403);

    const settled = await callJson(`/api/admin/fixtures/${day.fixtureId}/settle`, { cookie: day.admin, json: { ...score(24, 10, 4, 1), reason: "Referee's report" } });
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({ state: "settled", result: score(24, 10, 4, 1) });
    expect((await tableOf(day.competition.slug)).rows.find((row) => row.teamName === day.homeClub.name)).toMatchObject({ played: 1, pointsFor: 24, provisional: 0 });

    const late = await enter(day.fixtureId, day.away, score(20, 10, 3, 1));
    expect(late.status).toBe(409);

    const record = await stateOf(day.fixtureId, day.admin);
    expect(record.state).toBe("settled");
    expect(record.history.map((row: { action: string; side: string | null }) => [row.action, row.side])).toEqual([
      ["entry", "home"],
      ["entry", "away"],
      ["settle", null],
    ]);
    expect(record.history[1]).toMatchObject({ before: { state: "provisional" }, after: { state: "disputed" } });
    expect(record.history[2]).toMatchObject({ reason: "Referee's report", after: { state: "settled", result: score(24, 10, 4, 1) } });
    expect((await stateOf(day.fixtureId)).history).toBeNull();

    const audit = await callJson(`/api/admin/audit?action=result.settle`, { cookie: day.admin });
    expect(JSON.stringify(audit.body)).toContain("Referee's report");
  });

  it("keeps every change of the result in the history: the admin's edit and the CSV import too", async () => {
    const day = await matchDay();
    await enter(day.fixtureId, day.home, score(24, 10, 4, 1));
    const edited = await callJson(`/api/admin/fixtures/${day.fixtureId}`, { method: "PATCH", cookie: day.admin, json: score(25, 10, 4, 1) });
    expect(edited.status).toBe(200);
    // The same edit again changes nothing, and adds nothing.
    await callJson(`/api/admin/fixtures/${day.fixtureId}`, { method: "PATCH", cookie: day.admin, json: score(25, 10, 4, 1) });
    // The import: the fixture is the same one again (no round: its date and two teams).
    const { body: match } = await callJson(`/api/matches/${day.fixtureId}`);
    const imported = await postCsv(day.admin, day.competition.id, csv([`,${match.date},15:00,${day.homeClub.name},${day.awayClub.name},,30,10,4,1,played`]));
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(((await imported.json()) as { updated: number }).updated).toBe(1);

    const record = await stateOf(day.fixtureId, day.admin);
    const admin = (await callJson("/api/auth/me", { cookie: day.admin })).body.name;
    expect(admin).toEqual(expect.any(String));
    expect(record.history.map((row: { action: string; actor: string; before: unknown; after: unknown }) => [row.action, row.actor, row.before, row.after])).toEqual([
      ["entry", day.homeClub.name, { state: null, result: null }, { state: "provisional", result: score(24, 10, 4, 1) }],
      ["settle", admin, { state: "provisional", result: score(24, 10, 4, 1) }, { state: "settled", result: score(25, 10, 4, 1) }],
      ["settle", admin, { state: "settled", result: score(25, 10, 4, 1) }, { state: "settled", result: score(30, 10, 4, 1) }],
    ]);
  });

  it("lets the admin enter for a side it names", async () => {
    const day = await matchDay();
    const noSide = await enter(day.fixtureId, day.admin, score(10, 3));
    expect(noSide.status).toBe(400);
    expect(noSide.body.fields.side).toBeTruthy();
    const forAway = await enter(day.fixtureId, day.admin, { ...score(10, 3), side: "away" });
    expect(forAway.body).toMatchObject({ side: "away", state: "provisional" });
  });

  it("refuses tries the score cannot hold, and leaves the result unchanged", async () => {
    const day = await matchDay();
    const refused = await enter(day.fixtureId, day.home, score(10, 3, 3, 0));
    expect(refused.status).toBe(400);
    expect(refused.body.fields.homeTries).toBeTruthy();
    expect((await stateOf(day.fixtureId)).state).toBeNull();
  });
});

describe("who may enter a result, and when", { timeout: 20_000 }, () => {
  it("refuses an anonymous caller (401), a player (401) and another club (403)", async () => {
    const day = await matchDay();
    expect((await enter(day.fixtureId, "", score(10, 3))).status).toBe(401);
    const player = await signInUser(await createUser());
    expect((await enter(day.fixtureId, player, score(10, 3))).status).toBe(401);
    const other = await signInClub(await createClub());
    const refused = await enter(day.fixtureId, other, score(10, 3));
    expect(refused.status).toBe(403);
    expect((await stateOf(day.fixtureId)).state).toBeNull();
  });

  it("accepts the day before and after the match (Athens), and refuses two days away, even for the admin", async () => {
    for (const [days, status] of [
      [-1, 200],
      [1, 200],
      [2, 403],
      [-2, 403],
    ] as const) {
      const day = await matchDay({ daysFromToday: days });
      expect((await enter(day.fixtureId, day.home, score(10, 3))).status, `${days} days`).toBe(status);
      expect((await enter(day.fixtureId, day.admin, { ...score(10, 3), side: "home" })).status, `${days} days, admin`).toBe(status);
    }
  });

  it("shows a result entered before kick-off as the match's result everywhere: completed, with its score, among the results and never upcoming", async () => {
    const day = await matchDay({ daysFromToday: 1, time: "15:00" });
    const matchId = day.fixtureId;
    const upcomingIds = async () => ((await callJson("/api/matches/upcoming?limit=50")).body as { id: number }[]).map((row) => row.id);
    const resultIds = async () => ((await callJson("/api/matches/results?limit=50")).body as { id: number }[]).map((row) => row.id);
    expect(await upcomingIds()).toContain(matchId);

    // A club's entry the day before (the match-day window allows it): counted, and shown.
    expect((await enter(day.fixtureId, day.home, score(10, 3))).status).toBe(200);
    expect((await tableOf(day.competition.slug)).rows.find((row) => row.teamName === day.homeClub.name)).toMatchObject({ played: 1, pointsFor: 10 });
    const match = (await callJson(`/api/matches/${matchId}`)).body;
    expect(match).toMatchObject({ isCompleted: true, clubScore: 10, opponentScore: 3, resultState: "provisional" });
    const clubList = (await callJson(`/api/clubs/${day.homeClub.id}/matches`)).body;
    expect(clubList.find((row: { id: number }) => row.id === matchId)).toMatchObject({ isCompleted: true, clubScore: 10 });
    expect(await upcomingIds()).not.toContain(matchId);
    expect(await resultIds()).toContain(matchId);
  });

  it("shows a walkover the admin settles before kick-off as completed", async () => {
    const day = await matchDay({ daysFromToday: 3, time: "15:00" });
    const settled = await callJson(`/api/admin/fixtures/${day.fixtureId}/settle`, { cookie: day.admin, json: { ...score(20, 0, 4, 0), reason: "Walkover: the away club withdrew" } });
    expect(settled.status).toBe(200);
    expect((await tableOf(day.competition.slug)).rows.find((row) => row.teamName === day.homeClub.name)).toMatchObject({ played: 1, pointsFor: 20 });
    const match = (await callJson(`/api/matches/${day.fixtureId}`)).body;
    expect(match).toMatchObject({ isCompleted: true, clubScore: 20, opponentScore: 0, resultState: "settled" });
  });
});
