/**
 * The LiveMatch object's own promises (issue 14), inside workerd with its real storage and D1:
 * the official's write is answered once the event is stored here, with no D1 read or write
 * waited for; D1 follows in order with the latest state; full-time's result survives D1 being
 * down and a restart, and is written exactly once.
 */
import { env } from "cloudflare:workers";
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callJson } from "../test/helpers";
import { matchDay } from "../test/live";
import { liveMatchOf } from "../routes/live";
import type { LiveMatch } from "./live-match";

beforeEach(() => {
  vi.spyOn(env.MAIL, "send").mockResolvedValue({ messageId: "test" } as never);
});
afterEach(() => vi.restoreAllMocks());

let counter = 0;
function post(fixtureId: number, cookie: string, event: Record<string, unknown>, key = `match-key-${Date.now().toString(36)}-${(counter++).toString(36)}`) {
  return callJson(`/api/fixtures/${fixtureId}/live/events`, {
    cookie,
    headers: { "Idempotency-Key": key },
    json: { deviceId: "phone-object", seq: ++counter, at: Date.now() + counter, ...event },
  });
}

/**
 * The object's D1, watched: every statement's SQL is noted; with `gate`, a write of the live
 * columns waits for it; with `down`, every write fails.
 */
function watchedDb(db: D1Database, watch: { seen: string[]; gate?: Promise<void>; down?: boolean }): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const isWrite = (query: string) => /^\s*(insert|update|delete)/i.test(query);
  const wrap = (query: string, statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrap(query, target.bind(...values));
        if (property === "run" || property === "all" || property === "raw" || property === "first")
          return async (...args: unknown[]) => {
            watch.seen.push(query);
            if (watch.down && isWrite(query)) throw new Error("D1 is down");
            if (watch.gate && query.includes("live_clock")) await watch.gate;
            return (target[property] as (...args: unknown[]) => unknown).apply(target, args);
          };
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrap(query, target.prepare(query));
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          watch.seen.push("batch");
          if (watch.down) throw new Error("D1 is down");
          return target.batch(statements.map((statement) => real.get(statement) ?? statement));
        };
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Gives the running object a watched D1 (its env, as the object sees it). */
const watchObject = (fixtureId: number, watch: Parameters<typeof watchedDb>[1]) =>
  runInDurableObject(liveMatchOf(env, fixtureId), (instance: LiveMatch) => {
    const watched = new Proxy(env, { get: (target, property) => (property === "DB" ? watchedDb(env.DB, watch) : Reflect.get(target, property)) });
    (instance as unknown as { env: Env }).env = watched;
  });

const liveColumns = async (fixtureId: number) => (await callJson(`/api/matches/${500_000_000 + fixtureId}`)).body.live;
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
