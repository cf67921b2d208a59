/**
 * Live scoring (issue 14) through the real worker and its Durable Object inside workerd: the
 * fans' broadcast, idempotent replay, events out of order, full-time into the result, permissions.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { players } from "../../../schema/tables";
import { registrations } from "../../../schema/tables/registrations";
import { call, callJson, createClub, createPerson, createPlayer, createUser, db, signInClub, signInUser } from "../../test/helpers";
import { enrolOnRoster } from "../registrations/roster-entries";
import { enter, matchDay, score, tableOf } from "../../test/live";
import { liveMatchOf } from "./live-match";

/** Fixtures a test wrote to: their objects finish their background work before the next test. */
const touched = new Set<number>();
/** Waits until the fixture's object has sent and written (to D1) everything stored so far. */
const settled = (fixtureId: number) => liveMatchOf(env, fixtureId).idle();

beforeEach(() => {
  vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
});
afterEach(async () => {
  await Promise.all([...touched].map(settled));
  touched.clear();
  vi.restoreAllMocks();
});

let keyCounter = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${(keyCounter++).toString(36)}`;

type EventBody = { type: string; team?: "home" | "away" | null; minute: number; playerId?: number | null; undoes?: string; counts?: string; seq?: number; deviceId?: string; at?: number };
let seqCounter = 0;

function post(fixtureId: number, cookie: string, event: EventBody, key = newKey()) {
  seqCounter += 1;
  touched.add(fixtureId);
  return callJson(`/api/fixtures/${fixtureId}/live/events`, {
    cookie,
    headers: { "Idempotency-Key": key },
    json: { deviceId: "phone-one", seq: seqCounter, at: Date.now() + seqCounter, ...event },
  });
}

const liveOf = async (fixtureId: number) => (await callJson(`/api/fixtures/${fixtureId}/live`)).body;

/** A fan's socket: every state it was sent, in order. */
async function watch(fixtureId: number) {
  const response = await call(`/api/fixtures/${fixtureId}/live/socket`, { headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const messages: any[] = [];
  socket.addEventListener("message", (event) => {
    messages.push(typeof event.data === "string" && event.data.startsWith("{") ? JSON.parse(event.data) : event.data);
  });
  socket.accept();
  const next = async (count: number) => {
    await vi.waitFor(() => expect(messages.length).toBeGreaterThanOrEqual(count), { timeout: 2000 });
    return messages[count - 1];
  };
  return { socket, messages, next };
}

describe("live scoring", { timeout: 20_000 }, () => {
  it("broadcasts each event to every watcher at once, with the score", async () => {
    const day = await matchDay();
    const [fanA, fanB] = [await watch(day.fixtureId), await watch(day.fixtureId)];
    expect((await fanA.next(1)).state).toMatchObject({ homeScore: 0, awayScore: 0, clock: "not-started" });

    const tried = await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 3 });
    expect(tried.status).toBe(201);
    expect(tried.body.state).toMatchObject({ homeScore: 5, clock: "first-half" });
    await post(day.fixtureId, day.home, { type: "conversion", team: "home", minute: 4 });
    // After the whole state on connecting, each new event, in a few hundred bytes.
    for (const fan of [fanA, fanB]) {
      expect(await fan.next(2)).toMatchObject({ type: "event", event: { type: "try", team: "home", minute: 3 } });
      expect(await fan.next(3)).toMatchObject({ type: "event", event: { type: "conversion", team: "home", minute: 4 } });
    }
    expect((await liveOf(day.fixtureId)).state).toMatchObject({ homeScore: 7, awayScore: 0, homeTries: 1 });
    fanA.socket.close();
    fanB.socket.close();
  });

  it("never takes a write over the socket", async () => {
    const day = await matchDay();
    const fan = await watch(day.fixtureId);
    await fan.next(1);
    fan.socket.send(JSON.stringify({ type: "try", team: "home", minute: 1 }));
    expect(await fan.next(2)).toMatchObject({ type: "error", code: "read_only" });
    expect((await liveOf(day.fixtureId)).state.eventCount).toBe(0);
    fan.socket.close();
  });

  it("stores an event sent twice once (same Idempotency-Key)", async () => {
    const day = await matchDay();
    const key = newKey();
    touched.add(day.fixtureId);
    const event = { type: "penalty-goal", team: "away", minute: 9, seq: 1, deviceId: "phone-replay", at: 1000 } as const;
    const first = await callJson(`/api/fixtures/${day.fixtureId}/live/events`, { cookie: day.away, headers: { "Idempotency-Key": key }, json: event });
    const again = await callJson(`/api/fixtures/${day.fixtureId}/live/events`, { cookie: day.away, headers: { "Idempotency-Key": key }, json: event });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.replayed).toBe(true);
    expect((await liveOf(day.fixtureId)).state).toMatchObject({ awayScore: 3, eventCount: 1 });
  });

  it("puts events that arrive out of order in their place, and an undo that arrives before its event", async () => {
    const day = await matchDay();
    const tryKey = newKey();
    await post(day.fixtureId, day.home, { type: "conversion", team: "home", minute: 12, seq: 2, at: 2000 });
    await post(day.fixtureId, day.home, { type: "penalty-goal", team: "away", minute: 20, seq: 3, at: 3000 });
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 11, seq: 1, at: 1000 }, tryKey);
    let state = (await liveOf(day.fixtureId)).state;
    expect(state.timeline.map((entry: any) => [entry.type, entry.homeScore, entry.awayScore])).toEqual([
      ["try", 5, 0],
      ["conversion", 7, 0],
      ["penalty-goal", 7, 3],
    ]);

    const laterTry = newKey();
    await post(day.fixtureId, day.home, { type: "undo", minute: 30, undoes: laterTry, seq: 5, at: 5000 });
    await post(day.fixtureId, day.home, { type: "try", team: "away", minute: 29, seq: 4, at: 4000 }, laterTry);
    state = (await liveOf(day.fixtureId)).state;
    expect(state).toMatchObject({ homeScore: 7, awayScore: 3 });
  });

  it("flags the same event from two phones as a possible duplicate, not counted until an official counts it", async () => {
    const day = await matchDay();
    const player = await createPlayer(day.homeClub.id, { name: "Nikos Papadopoulos", jerseyNumber: 11 });
    const fan = await watch(day.fixtureId);
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 15, playerId: player.id, deviceId: "phone-left" });
    const second = await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 15, playerId: player.id, deviceId: "phone-right" });
    const [first, twin] = second.body.state.timeline;
    expect(second.body.state).toMatchObject({ homeScore: 5, homeTries: 1 });
    expect(first.playerName).toBe("11. Nikos Papadopoulos");
    expect(twin).toMatchObject({ possibleDuplicateOf: first.key, counted: false });
    // Every phone (the other official's too) gets both events and computes the same flag.
    expect((await liveOf(day.fixtureId)).state.timeline[1]).toMatchObject({ possibleDuplicateOf: first.key, counted: false });
    expect((await fan.next(3)).event.key).toBe(twin.key);

    // Another club may not count it; the club's official may.
    const byRival = await post(day.fixtureId, day.away, { type: "count", minute: 15, counts: twin.key, deviceId: "phone-away" });
    expect(byRival.status).toBe(403);
    const counted = await post(day.fixtureId, day.home, { type: "count", minute: 15, counts: twin.key, deviceId: "phone-right" });
    expect(counted.status).toBe(201);
    expect(counted.body.state).toMatchObject({ homeScore: 10, homeTries: 2 });
    expect(counted.body.state.timeline[1]).toMatchObject({ possibleDuplicateOf: first.key, counted: true });
    fan.socket.close();
  });

  it("names a registered player as the person is now, and one not public (no consent) by number only (issue 24)", async () => {
    const day = await matchDay();
    const licensed = async (firstName: string, publicProfile: boolean, jerseyNumber: number | null) => {
      const person = await createPerson({ firstName, lastName: "Registered", dateOfBirth: "1998-02-02", publicProfile });
      const registration = await db()
        .insert(registrations)
        .values({ personId: person.id, clubId: day.homeClub.id, season: "2026-27", code: "union", status: "licensed", licenceNumber: `LIVE-${person.id}` })
        .returning()
        .get();
      await enrolOnRoster(db(), registration.id);
      const entry = await db().update(players).set({ position: "Hooker", jerseyNumber }).where(eq(players.registrationId, registration.id)).returning().get();
      return entry.id;
    };
    const shown = await licensed("Public", true, 7);
    const hidden = await licensed("Private", false, 8);
    const unnumbered = await licensed("Later", true, null);
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 3, playerId: shown });
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 4, playerId: hidden });
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 5, playerId: unnumbered });
    const { state } = await liveOf(day.fixtureId);
    expect(state.timeline.map((entry: any) => entry.playerName)).toEqual(["7. Public Registered", "#8", "Later Registered"]);
  });

  it("lets a club undo only its own club's events, and the admin any", async () => {
    const day = await matchDay();
    const homeTry = newKey();
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 5 }, homeTry);
    const byRival = await post(day.fixtureId, day.away, { type: "undo", minute: 6, undoes: homeTry, deviceId: "phone-away" });
    expect(byRival.status).toBe(403);
    expect(byRival.body.message).toBe("A club's official can undo or count only the events of their own club");
    expect((await liveOf(day.fixtureId)).state).toMatchObject({ homeScore: 5, eventCount: 1 });
    const byAdmin = await post(day.fixtureId, day.admin, { type: "undo", minute: 6, undoes: homeTry, deviceId: "phone-admin" });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.state.homeScore).toBe(0);
  });

  it("kicks off the second half: first half, half-time, second half, full-time", async () => {
    const day = await matchDay();
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 3 });
    expect((await post(day.fixtureId, day.home, { type: "half-time", minute: 40 })).body.state.clock).toBe("half-time");
    const kickOff = await post(day.fixtureId, day.home, { type: "second-half", minute: 40 });
    expect(kickOff.status).toBe(201);
    expect(kickOff.body.state.clock).toBe("second-half");
    expect(kickOff.body.event).toMatchObject({ type: "second-half", team: null });
    expect((await post(day.fixtureId, day.home, { type: "full-time", minute: 80 })).body.state.clock).toBe("full-time");
  });

  it("scores league by its own values", async () => {
    const day = await matchDay({ code: "league" });
    for (const type of ["try", "conversion", "penalty-goal", "drop-goal"]) await post(day.fixtureId, day.home, { type, team: "home", minute: 5 });
    expect((await liveOf(day.fixtureId)).state.homeScore).toBe(9);
  });

  it("writes the final score and tries at full-time as the club's result entry, and the table follows", async () => {
    const day = await matchDay();
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 3 });
    await post(day.fixtureId, day.home, { type: "conversion", team: "home", minute: 4 });
    await post(day.fixtureId, day.home, { type: "half-time", minute: 40 });
    await post(day.fixtureId, day.home, { type: "penalty-goal", team: "away", minute: 50 });
    const end = await post(day.fixtureId, day.home, { type: "full-time", minute: 80 });
    expect(end.body.state.clock).toBe("full-time");
    // The result follows the answer, in the background.
    await vi.waitFor(async () => expect((await callJson(`/api/fixtures/${day.fixtureId}/result`)).body.state).toBe("provisional"), { timeout: 5000 });
    const table = await tableOf(day.competition.slug);
    expect(table.rows.find((row) => row.teamName === day.homeClub.name)).toMatchObject({ played: 1, pointsFor: 7, provisional: 1 });
    const match = (await callJson(`/api/matches/${day.fixtureId}`)).body;
    expect(match).toMatchObject({ resultState: "provisional", clubScore: 7, opponentScore: 3, live: { clock: "full-time", isLive: false } });

    // The away club's official at full-time: the same result, so confirmed.
    await post(day.fixtureId, day.away, { type: "full-time", minute: 80, deviceId: "phone-away" });
    await vi.waitFor(async () => expect((await callJson(`/api/fixtures/${day.fixtureId}/result`)).body.state).toBe("confirmed"), { timeout: 5000 });
    const result = (await callJson(`/api/fixtures/${day.fixtureId}/result`)).body;
    expect(result.entries.map((entry: any) => [entry.side, entry.source, entry.homeScore, entry.awayScore, entry.homeTries])).toEqual([
      ["away", "live", 7, 3, 1],
      ["home", "live", 7, 3, 1],
    ]);
  });

  it("withdraws the provisional entry when full-time is undone, while the result is only that entry", async () => {
    const day = await matchDay();
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 3 });
    const fullTime = newKey();
    await post(day.fixtureId, day.home, { type: "full-time", minute: 80 }, fullTime);
    await settled(day.fixtureId);
    expect((await callJson(`/api/fixtures/${day.fixtureId}/result`)).body.state).toBe("provisional");

    await post(day.fixtureId, day.home, { type: "undo", minute: 80, undoes: fullTime });
    await settled(day.fixtureId);
    const record = (await callJson(`/api/fixtures/${day.fixtureId}/result`, { cookie: day.admin })).body;
    expect(record).toMatchObject({ state: null, entries: [] });
    expect(record.history.map((row: any) => [row.action, row.side, row.after.state])).toEqual([
      ["entry", "home", "provisional"],
      ["entry", "home", null],
    ]);
    expect((await tableOf(day.competition.slug)).rows.every((row) => row.played === 0)).toBe(true);
    const match = (await callJson(`/api/matches/${day.fixtureId}`)).body;
    expect(match).toMatchObject({ resultState: null, clubScore: null, live: { clock: "first-half", isLive: true } });
  });

  it("keeps the entry when full-time is undone after the other club entered too", async () => {
    const day = await matchDay();
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 3 });
    const fullTime = newKey();
    await post(day.fixtureId, day.home, { type: "full-time", minute: 80 }, fullTime);
    await settled(day.fixtureId);
    expect((await enter(day.fixtureId, day.away, score(5, 0, 1, 0))).body.state).toBe("confirmed");
    await post(day.fixtureId, day.home, { type: "undo", minute: 80, undoes: fullTime });
    await settled(day.fixtureId);
    expect((await callJson(`/api/fixtures/${day.fixtureId}/result`)).body).toMatchObject({ state: "confirmed", entries: [{ side: "away" }, { side: "home" }] });
  });

  it("records the admin's full-time as the admin's decision, never as the home club's entry", async () => {
    const day = await matchDay();
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 3 });
    await post(day.fixtureId, day.home, { type: "full-time", minute: 80 });
    await settled(day.fixtureId);
    // The admin scores on from its own phone: another try, and its own full-time.
    await post(day.fixtureId, day.admin, { type: "try", team: "home", minute: 70, deviceId: "phone-admin" });
    await post(day.fixtureId, day.admin, { type: "full-time", minute: 80, deviceId: "phone-admin" });
    await settled(day.fixtureId);
    const record = (await callJson(`/api/fixtures/${day.fixtureId}/result`, { cookie: day.admin })).body;
    expect(record.state).toBe("settled");
    // The home club's entry is still its own, as its official's full-time wrote it: the admin's events do not move it.
    expect(record.entries).toEqual([expect.objectContaining({ side: "home", enteredBy: day.homeClub.name, ...score(5, 0, 1, 0) })]);
    expect(record.history.at(-1)).toMatchObject({ action: "settle", side: null, after: { state: "settled", result: score(10, 0, 2, 0) } });
  });

  it("shows a running match as live in the match lists", async () => {
    const day = await matchDay();
    await post(day.fixtureId, day.home, { type: "try", team: "away", minute: 3 });
    await settled(day.fixtureId);
    const match = (await callJson(`/api/matches/${day.fixtureId}`)).body;
    expect(match.live).toMatchObject({ clock: "first-half", isLive: true, clubScore: 0, opponentScore: 5 });
    const upcoming = (await callJson(`/api/matches/upcoming?limit=100`)).body as { id: number }[];
    expect(upcoming.map((item) => item.id)).toContain(match.id);
  });

  it("stops showing a match nobody closed with full-time as live once its day is over", async () => {
    const day = await matchDay({ daysFromToday: -1 });
    await post(day.fixtureId, day.home, { type: "try", team: "away", minute: 3 });
    await settled(day.fixtureId);
    const matchId = day.fixtureId;
    expect((await callJson(`/api/matches/${matchId}`)).body.live).toMatchObject({ clock: "first-half", isLive: false });
    const upcoming = (await callJson(`/api/matches/upcoming?limit=100`)).body as { id: number }[];
    const results = (await callJson(`/api/matches/results?limit=100`)).body as { id: number }[];
    expect(upcoming.map((match) => match.id)).not.toContain(matchId);
    expect(results.map((match) => match.id)).toContain(matchId);
    expect((await liveOf(day.fixtureId)).date).toBe((await callJson(`/api/matches/${matchId}`)).body.date);
  });
});

describe("who may score live", { timeout: 20_000 }, () => {
  it("refuses an anonymous caller and a player (401), another club and a day too far (403), and stores nothing", async () => {
    const day = await matchDay();
    const event = { type: "try", team: "home", minute: 3 } as const;
    expect((await post(day.fixtureId, "", event)).status).toBe(401);
    expect((await post(day.fixtureId, await signInUser(await createUser()), event)).status).toBe(401);
    expect((await post(day.fixtureId, await signInClub(await createClub()), event)).status).toBe(403);
    expect((await liveOf(day.fixtureId)).state.eventCount).toBe(0);
    const later = await matchDay({ daysFromToday: 3 });
    expect((await post(later.fixtureId, later.home, event)).status).toBe(403);
    expect((await post(later.fixtureId, later.admin, event)).status).toBe(403);
    expect((await post(day.fixtureId, day.admin, event)).status).toBe(201);
  });

  it("needs an Idempotency-Key, a team for a score and a player from the two rosters", async () => {
    const day = await matchDay();
    const noKey = await callJson(`/api/fixtures/${day.fixtureId}/live/events`, { cookie: day.home, json: { deviceId: "phone-one", seq: 1, at: 1, type: "try", team: "home", minute: 1 } });
    expect(noKey.status).toBe(400);
    const noTeam = await post(day.fixtureId, day.home, { type: "try", minute: 1 });
    expect(noTeam.status).toBe(400);
    expect(noTeam.body.fields.team).toBeTruthy();
    const stranger = await createPlayer((await createClub()).id);
    const wrongPlayer = await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 1, playerId: stranger.id });
    expect(wrongPlayer.status).toBe(400);
    expect(wrongPlayer.body.fields.playerId).toBeTruthy();
    expect((await liveOf(day.fixtureId)).state.eventCount).toBe(0);
  });
});
