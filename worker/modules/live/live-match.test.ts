/**
 * The LiveMatch object's own promises (issue 14), inside workerd with its real storage and D1:
 * the official's write is answered once the event is stored here, with no D1 read or write
 * waited for; D1 follows in order with the latest state; full-time's result survives D1 being
 * down and a restart, and is written exactly once.
 */
import { env } from "cloudflare:workers";
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callJson } from "../../test/helpers";
import { matchDay } from "../../test/live";
import { type LiveMatch, liveMatchOf } from "./live-match";

beforeEach(() => {
  vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
});
afterEach(() => vi.restoreAllMocks());

let counter = 0;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function post(fixtureId: number, cookie: string, event: Record<string, unknown>, key = `match-key-${Date.now().toString(36)}-${(counter++).toString(36)}`) {
  return callJson(`/api/fixtures/${fixtureId}/live/events`, {
    cookie,
    headers: { "Idempotency-Key": key },
    json: { deviceId: "phone-object", seq: ++counter, at: Date.now() + counter, ...event },
  });
}

/**
 * The object's D1, watched: every statement's SQL is noted; with `gate`, a write of the live
 * columns waits for it; with `resultGate`, a batch that writes a result entry waits for it (and
 * `onResultBatch` says it is waiting); with `down`, every write fails; `latency` (ms) delays
 * every call, as a D1 far from the object does.
 */
type Watch = { seen: string[]; gate?: Promise<void>; resultGate?: Promise<void>; onResultBatch?: () => void; down?: boolean; latency?: number };
function watchedDb(db: D1Database, watch: Watch): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const queries = new WeakMap<object, string>();
  const isWrite = (query: string) => /^\s*(insert|update|delete)/i.test(query);
  const wrap = (query: string, statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrap(query, target.bind(...values));
        if (property === "run" || property === "all" || property === "raw" || property === "first")
          return async (...args: unknown[]) => {
            watch.seen.push(query);
            if (watch.latency) await delay(watch.latency);
            if (watch.down && isWrite(query)) throw new Error("D1 is down");
            if (watch.gate && query.includes("live_clock")) await watch.gate;
            return (target[property] as (...args: unknown[]) => unknown).apply(target, args);
          };
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, statement);
    queries.set(proxy, query);
    return proxy;
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrap(query, target.prepare(query));
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          watch.seen.push("batch");
          if (watch.latency) await delay(watch.latency);
          if (watch.down) throw new Error("D1 is down");
          if (watch.resultGate && statements.some((statement) => queries.get(statement)?.includes("result_entries"))) {
            watch.onResultBatch?.();
            await watch.resultGate;
          }
          return target.batch(statements.map((statement) => real.get(statement) ?? statement));
        };
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Gives the running object a watched D1 (its env, as the object sees it). */
const watchObject = (fixtureId: number, watch: Watch) =>
  runInDurableObject(liveMatchOf(env, fixtureId), (instance: LiveMatch) => {
    const watched = new Proxy(env, { get: (target, property) => (property === "DB" ? watchedDb(env.DB, watch) : Reflect.get(target, property)) });
    (instance as unknown as { env: Env }).env = watched;
  });

const liveColumns = async (fixtureId: number) => (await callJson(`/api/matches/${fixtureId}`)).body.live;
const resultOf = async (fixtureId: number, cookie: string) => (await callJson(`/api/fixtures/${fixtureId}/result`, { cookie })).body;

describe("the live match object", { timeout: 20_000 }, () => {
  it("answers the official once the event is stored, reading nothing from D1; D1 follows, in order, with the latest state", async () => {
    const day = await matchDay();
    // The first write reads the fixture's facts from D1, once.
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 1 });
    await liveMatchOf(env, day.fixtureId).idle();
    expect(await liveColumns(day.fixtureId)).toMatchObject({ clubScore: 5, opponentScore: 0 });

    let open!: () => void;
    const watch = { seen: [] as string[], gate: new Promise<void>((resolve) => (open = resolve)) };
    await watchObject(day.fixtureId, watch);
    // D1 holds every write of the live columns: the official is answered all the same.
    const conversion = await post(day.fixtureId, day.home, { type: "conversion", team: "home", minute: 2 });
    const penalty = await post(day.fixtureId, day.home, { type: "penalty-goal", team: "away", minute: 3 });
    expect([conversion.status, penalty.status]).toEqual([201, 201]);
    expect(penalty.body.state).toMatchObject({ homeScore: 7, awayScore: 3 });
    expect(await liveColumns(day.fixtureId)).toMatchObject({ clubScore: 5, opponentScore: 0 });
    // Nothing was read: who may score was checked against the facts the object keeps.
    expect(watch.seen.filter((query) => /^\s*select/i.test(query))).toEqual([]);

    open();
    await liveMatchOf(env, day.fixtureId).idle();
    expect(await liveColumns(day.fixtureId)).toMatchObject({ clubScore: 7, opponentScore: 3, clock: "first-half" });
    // Coalesced: one write at a time, the latest state last; never more writes than events.
    const liveWrites = watch.seen.filter((query) => query.includes("live_clock")).length;
    expect(liveWrites).toBeGreaterThanOrEqual(1);
    expect(liveWrites).toBeLessThanOrEqual(2);
  });

  it("writes full-time's result once D1 is back, after a restart, and only once", async () => {
    const day = await matchDay();
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 1 });
    await liveMatchOf(env, day.fixtureId).idle();
    const watch = { seen: [] as string[], down: true };
    await watchObject(day.fixtureId, watch);
    const end = await post(day.fixtureId, day.home, { type: "full-time", minute: 80 });
    expect(end.status).toBe(201);
    await liveMatchOf(env, day.fixtureId).idle();
    expect((await resultOf(day.fixtureId, day.admin)).state).toBeNull();

    // The object restarts (its D1 well again); the alarm it set writes what was left.
    await evictDurableObject(liveMatchOf(env, day.fixtureId));
    expect(await runDurableObjectAlarm(liveMatchOf(env, day.fixtureId))).toBe(true);
    await liveMatchOf(env, day.fixtureId).idle();
    let record = await resultOf(day.fixtureId, day.admin);
    expect(record).toMatchObject({ state: "provisional", entries: [{ side: "home", source: "live", homeScore: 5 }] });
    expect(record.history).toHaveLength(1);
    expect(await liveColumns(day.fixtureId)).toMatchObject({ clock: "full-time", clubScore: 5 });

    // A retry that finds its write already in D1 (the object forgot it had written): nothing new.
    await runInDurableObject(liveMatchOf(env, day.fixtureId), async (instance: LiveMatch, state) => {
      state.storage.sql.exec("DELETE FROM meta WHERE name IN ('written:home', 'handled:home')");
      state.storage.sql.exec("UPDATE meta SET value = '0' WHERE name = 'resultSynced'");
      await instance.alarm();
    });
    record = await resultOf(day.fixtureId, day.admin);
    expect(record.history).toHaveLength(1);
  });
});

describe("both clubs' full-time at the same moment", { timeout: 60_000 }, () => {
  /** Holds the object's first result batch (the first club's entry) until `open`; `held` resolves once it waits. */
  async function holdFirstResult(fixtureId: number) {
    let open!: () => void;
    let reached!: () => void;
    const held = new Promise<void>((resolve) => (reached = resolve));
    await watchObject(fixtureId, { seen: [], resultGate: new Promise<void>((resolve) => (open = resolve)), onResultBatch: () => reached() });
    return { held, open };
  }

  it("writes the other club's full-time that arrives while the first club's entry is being written: confirmed", async () => {
    const day = await matchDay({ time: "00:00" });
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 1 });
    await liveMatchOf(env, day.fixtureId).idle();
    const { held, open } = await holdFirstResult(day.fixtureId);
    expect((await post(day.fixtureId, day.home, { type: "full-time", minute: 80 })).status).toBe(201);
    await held;
    expect((await post(day.fixtureId, day.away, { type: "full-time", minute: 80, deviceId: "phone-away" })).status).toBe(201);
    open();
    await liveMatchOf(env, day.fixtureId).idle();
    expect(await resultOf(day.fixtureId, day.admin)).toMatchObject({
      state: "confirmed",
      entries: [
        { side: "away", source: "live", homeScore: 5, awayScore: 0 },
        { side: "home", source: "live", homeScore: 5, awayScore: 0 },
      ],
    });
  });

  it("finds the dispute when the other club's full-time on another score arrives meanwhile", async () => {
    const day = await matchDay({ time: "00:00" });
    await post(day.fixtureId, day.home, { type: "try", team: "home", minute: 1 });
    await liveMatchOf(env, day.fixtureId).idle();
    const { held, open } = await holdFirstResult(day.fixtureId);
    await post(day.fixtureId, day.home, { type: "full-time", minute: 80 });
    await held;
    // The away club's late penalty is its own: it moves only its own entry.
    await post(day.fixtureId, day.away, { type: "penalty-goal", team: "away", minute: 79, deviceId: "phone-away" });
    await post(day.fixtureId, day.away, { type: "full-time", minute: 80, deviceId: "phone-away" });
    open();
    await liveMatchOf(env, day.fixtureId).idle();
    expect(await resultOf(day.fixtureId, day.admin)).toMatchObject({
      state: "disputed",
      entries: [
        { side: "away", homeScore: 5, awayScore: 3 },
        { side: "home", homeScore: 5, awayScore: 0 },
      ],
    });
  });

  /** 50 fixtures whose two officials post full-time at the same instant, over a D1 as far from the objects as on Cloudflare. */
  async function fiftyFullTimes({ awayPenaltyFirst = false } = {}) {
    const day = await matchDay({ time: "00:00", count: 50 });
    await Promise.all(day.fixtureIds.map((fixtureId) => post(fixtureId, day.home, { type: "try", team: "home", minute: 1 })));
    await Promise.all(day.fixtureIds.map((fixtureId) => liveMatchOf(env, fixtureId).idle()));
    await Promise.all(day.fixtureIds.map((fixtureId) => watchObject(fixtureId, { seen: [], latency: 10 })));
    const away = async (fixtureId: number) => {
      if (awayPenaltyFirst) await post(fixtureId, day.away, { type: "penalty-goal", team: "away", minute: 79, deviceId: "phone-away" });
      return post(fixtureId, day.away, { type: "full-time", minute: 80, deviceId: "phone-away" });
    };
    // The two posts land within a few ms of each other.
    const ends = await Promise.all(
      day.fixtureIds.flatMap((fixtureId, index) => [post(fixtureId, day.home, { type: "full-time", minute: 80 }), delay(index % 10).then(() => away(fixtureId))]),
    );
    expect(ends.map((end) => end.status)).toEqual(ends.map(() => 201));
    await Promise.all(day.fixtureIds.map((fixtureId) => liveMatchOf(env, fixtureId).idle()));
    return Promise.all(day.fixtureIds.map((fixtureId) => resultOf(fixtureId, day.admin)));
  }

  it("confirms each of 50 fixtures whose two officials post full-time at the same instant", async () => {
    const records = await fiftyFullTimes();
    expect(records.map((record) => record.state)).toEqual(records.map(() => "confirmed"));
  });

  it("keeps both entries of 50 such pairs on different scores, and calls each disputed unless they agree", async () => {
    // The away club's late penalty may or may not land before the home entry is written: either way both entries reach D1.
    const records = await fiftyFullTimes({ awayPenaltyFirst: true });
    for (const record of records) {
      const [awayEntry, homeEntry] = record.entries;
      expect([awayEntry?.side, homeEntry?.side]).toEqual(["away", "home"]);
      expect(awayEntry).toMatchObject({ homeScore: 5, awayScore: 3 });
      expect(record.state).toBe(homeEntry.awayScore === 3 ? "confirmed" : "disputed");
    }
    expect(records.some((record) => record.state === "disputed")).toBe(true);
  });
});
