/**
 * Live scoring's fan-out (issue 14): for one event, the time until each of 200 and 1,000 fans'
 * WebSockets has it (p50, p99), side by side with a bare broadcasting Durable Object (the floor,
 * scripts/bench/live-floor) under the same `wrangler dev`; and an event's write round trip (the
 * official's POST until the server has stored it) with no watchers and with 1,000.
 */
import { fork, spawn } from "node:child_process";
import { join } from "node:path";
import { todayIso } from "../../schema/athens-time";
import { quietEnv, root } from "../lib";
import { freePort } from "./server";

export const WATCHER_COUNTS = [200, 1_000] as const;
/** Events sent for the round trip at each watcher count, one after another. */
export const WRITES = 30;
/** Each fan-out measurement is repeated, and every watcher's time of each kept. */
export const ROUNDS = 3;

export type Percentiles = { p50Ms: number; p99Ms: number; samples: number };
export type FanOut = { watchers: number; product: Percentiles; floor: Percentiles };
export type WriteTrip = { watchers: number; trip: Percentiles };
export type LiveBench = { fanOut: FanOut[]; writes: WriteTrip[] };

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50Ms: Math.round(at(0.5) * 10) / 10, p99Ms: Math.round(at(0.99) * 10) / 10, samples: sorted.length };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const now = () => performance.timeOrigin + performance.now();

/** `count` sockets open on `url` in a child process (scripts/bench/live-watchers.ts); `onArrival` gets each later message's absolute time. */
async function openWatchers(url: string, count: number, onArrival: (at: number) => void) {
  const child = fork(join(root, "scripts/bench/live-watchers.ts"), [url, String(count)], { execArgv: ["--import", "tsx"], stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${count} sockets were not ready in time`)), 120_000);
    child.on("message", (message: { type: string; times?: number[] }) => {
      if (message.type === "ready") {
        clearTimeout(timer);
        resolve();
      } else if (message.type === "error") reject(new Error("A watcher's socket failed"));
      else for (const at of message.times ?? []) onArrival(at);
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.send({ type: "close" });
      }),
  };
}

/** Times from `send()` to each watcher's receipt, for `ROUNDS` messages. */
async function fanOut(url: string, count: number, send: (round: number) => Promise<unknown>): Promise<Percentiles> {
  const times: number[] = [];
  let sentAt = 0;
  let received = 0;
  const watchers = await openWatchers(url, count, (at) => {
    times.push(at - sentAt);
    received++;
  });
  try {
    for (let round = 0; round < ROUNDS; round++) {
      received = 0;
      await sleep(500);
      sentAt = now();
      await send(round);
      const deadline = Date.now() + 30_000;
      while (received < count && Date.now() < deadline) await sleep(10);
    }
  } finally {
    await watchers.close();
  }
  return percentiles(times);
}

/** The floor: `wrangler dev` of the bare broadcaster, on its own port. */
async function startFloor() {
  const port = await freePort(8950);
  const child = spawn(join(root, "node_modules/.bin/wrangler"), ["dev", "-c", "scripts/bench/live-floor/wrangler.jsonc", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", join(root, ".wrangler/bench-live-floor")], {
    cwd: root,
    env: quietEnv,
    stdio: "ignore",
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      await fetch(`${url}/?room=probe`, { method: "POST", body: "probe" });
      return { url, stop: () => child.pid !== undefined && process.kill(-child.pid, "SIGTERM") };
    } catch {
      await sleep(500);
    }
  }
  if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  throw new Error("The floor worker did not start");
}

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("rh_club="))?.split(";")[0];
  if (!cookie) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  return cookie;
}

/** A fresh fixture today between the demo club and Piraeus (a Durable Object with no history). */
async function freshFixture(url: string, admin: string, label: string) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie: admin }, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number };
  };
  const competition = await post("/api/admin/competitions", { nameEn: `Bench ${label} ${Date.now()}`, nameEl: `Μέτρηση ${label}`, code: "union", season: "2040-41", kind: "computed", featured: false, preset: "world-rugby" });
  const home = await post(`/api/admin/competitions/${competition.id}/entrants`, { clubId: 1 });
  const away = await post(`/api/admin/competitions/${competition.id}/entrants`, { clubId: 2 });
  return (await post(`/api/admin/competitions/${competition.id}/fixtures`, { homeEntrantId: home.id, awayEntrantId: away.id, date: todayIso(), time: "23:00" })).id;
}

export async function measureLive(url: string, log: (message: string) => void): Promise<LiveBench> {
  const admin = await signIn(url, "admin@rugbyhellas.gr", "AdminDemo2026!");
  const official = await signIn(url, "club@rugbyhellas.gr", "ClubDemo2026!");
  let seq = 0;
  const device = `bench-${Date.now()}`;
  /** One event's write round trip: the POST until its answer (the event stored). */
  const write = async (fixtureId: number, minute: number) => {
    const started = performance.now();
    const response = await fetch(`${url}/api/fixtures/${fixtureId}/live/events`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: official, "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({ deviceId: device, seq: ++seq, at: Date.now(), minute, type: "penalty-goal", team: "home" }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`A live event was refused: ${response.status}`);
    return performance.now() - started;
  };
  const socketUrl = (fixtureId: number) => `${url.replace("http", "ws")}/api/fixtures/${fixtureId}/live/socket`;

  const writes: WriteTrip[] = [];
  const idle = await freshFixture(url, admin, "writes");
  await write(idle, 0); // the object's first start is not a write's usual cost
  const idleTrips: number[] = [];
  for (let index = 0; index < WRITES; index++) idleTrips.push(await write(idle, 1));
  writes.push({ watchers: 0, trip: percentiles(idleTrips) });

  const floor = await startFloor();
  const fanOuts: FanOut[] = [];
  try {
    for (const count of WATCHER_COUNTS) {
      log(`live: ${count} watchers on the product...`);
      const fixtureId = await freshFixture(url, admin, `fan-out ${count}`);
      await write(fixtureId, 0);
      const product = await fanOut(socketUrl(fixtureId), count, (round) => write(fixtureId, round + 1));
      log(`live: ${count} watchers on the floor...`);
      const room = `room-${count}-${Date.now()}`;
      const floorTimes = await fanOut(`${floor.url.replace("http", "ws")}/?room=${room}`, count, () => fetch(`${floor.url}/?room=${room}`, { method: "POST", body: "event" }));
      fanOuts.push({ watchers: count, product, floor: floorTimes });
    }

    log("live: write round trips with 1,000 watchers...");
    const busy = await freshFixture(url, admin, "busy writes");
    await write(busy, 0);
    const trips: number[] = [];
    const watchers = await openWatchers(socketUrl(busy), 1_000, () => undefined);
    try {
      for (let index = 0; index < WRITES; index++) {
        trips.push(await write(busy, 2));
        await sleep(200);
      }
    } finally {
      await watchers.close();
    }
    writes.push({ watchers: 1_000, trip: percentiles(trips) });
  } finally {
    floor.stop();
  }
  return { fanOut: fanOuts, writes };
}
