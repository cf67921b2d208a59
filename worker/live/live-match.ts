/**
 * One live match (issue 14): a Durable Object per fixture holds its events in its own SQLite
 * storage, computes the state with the pure domain/live, and broadcasts it to every fan's socket
 * (the hibernation API: sockets stay open while the object sleeps, so thousands of watchers cost
 * one object). Writes arrive only as RPC from the worker's POST route, after its permission
 * checks; a socket is read-only.
 *
 * - Idempotent: an event's Idempotency-Key is its primary key; a replay stores nothing new and
 *   answers the current state.
 * - Out of order: the state is computed from all events in match order (minute, tap time, phone,
 *   sequence), so an event or undo arriving late lands in its place.
 * - The official does not wait for the fan-out: the write answers first, the broadcast follows.
 * - D1 stays the record: each state is written to the fixture's live columns (for the match
 *   lists), and full-time writes the result as the recording club's entry (worker/lib/results.ts).
 */
import { DurableObject } from "cloudflare:workers";
import { computeLiveState, type LiveEvent, type LiveState, type RugbyCode } from "../../domain/live";
import type { ResultScore, Side } from "../../domain/results";
import type { Actor } from "../lib/audit";
import { getDb } from "../lib/db";
import { liveSnapshotWrite } from "./live-summary";
import { writeLiveResult } from "./live-result";

/**
 * What fans and officials receive: the computed state, and the events it comes from (an
 * official's phone adds its own queued events to them and computes the same state offline).
 */
export type LiveSnapshot = { fixtureId: number; code: RugbyCode; state: LiveState; events: LiveEvent[]; updatedAt: string | null };

export type RecordInput = {
  fixtureId: number;
  code: RugbyCode;
  event: LiveEvent;
  /** Whose entry full-time writes: the recording club's side (the admin's: home). */
  side: Side;
  actor: Actor;
};

/**
 * What a fan's socket receives: the whole state when it connects, then each new event (an undo
 * too). A page that missed one (a dropped socket) gets the whole state again when it reconnects.
 */
export type LiveMessage = ({ type: "state" } & LiveSnapshot) | { type: "event"; fixtureId: number; event: LiveEvent; updatedAt: string };

export type RecordAnswer = { replayed: boolean; snapshot: LiveSnapshot; result?: { state: string } | { error: string } };

type EventRow = {
  key: string;
  device_id: string;
  seq: number;
  at: number;
  club_id: number | null;
  minute: number;
  type: string;
  team: string | null;
  player_id: number | null;
  player_name: string | null;
  undoes: string | null;
  side: string;
};

const toEvent = (row: EventRow): LiveEvent =>
  ({
    key: row.key,
    deviceId: row.device_id,
    seq: row.seq,
    at: row.at,
    clubId: row.club_id,
    minute: row.minute,
    type: row.type,
    team: row.team,
    playerId: row.player_id,
    playerName: row.player_name,
    undoes: row.undoes,
  }) as LiveEvent;

export class LiveMatch extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS events (
      key TEXT PRIMARY KEY, device_id TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL, club_id INTEGER,
      minute INTEGER NOT NULL, type TEXT NOT NULL, team TEXT, player_id INTEGER, player_name TEXT, undoes TEXT,
      side TEXT NOT NULL, received_at TEXT NOT NULL)`);
    this.sql.exec("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)");
  }

  private meta(name: string): string | null {
    return this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE name = ?", name).toArray()[0]?.value ?? null;
  }

  private setMeta(name: string, value: string) {
    this.sql.exec("INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value", name, value);
  }

  private rows() {
    return this.sql.exec<EventRow>("SELECT * FROM events").toArray();
  }

  /** The state as fans see it. `code` and `fixtureId` come from the first write, or from the caller before any. */
  async snapshot(fallback?: { fixtureId: number; code: RugbyCode }): Promise<LiveSnapshot> {
    const code = (this.meta("code") as RugbyCode | null) ?? fallback?.code ?? "union";
    const fixtureId = Number(this.meta("fixtureId") ?? fallback?.fixtureId ?? 0);
    const events = this.rows().map(toEvent);
    return { fixtureId, code, state: computeLiveState(code, events), events, updatedAt: this.meta("updatedAt") };
  }

  async record({ fixtureId, code, event, side, actor }: RecordInput): Promise<RecordAnswer> {
    this.setMeta("code", code);
    this.setMeta("fixtureId", String(fixtureId));
    this.setMeta(`actor:${side}`, JSON.stringify(actor));
    const inserted = this.sql.exec(
      `INSERT INTO events (key, device_id, seq, at, club_id, minute, type, team, player_id, player_name, undoes, side, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO NOTHING`,
      event.key,
      event.deviceId,
      event.seq,
      event.at,
      event.clubId,
      event.minute,
      event.type,
      event.team ?? null,
      event.playerId ?? null,
      event.playerName ?? null,
      event.undoes ?? null,
      side,
      new Date().toISOString(),
    ).rowsWritten;
    if (inserted === 0) return { replayed: true, snapshot: await this.snapshot() };

    const updatedAt = new Date().toISOString();
    this.setMeta("updatedAt", updatedAt);
    const snapshot = await this.snapshot();
    await liveSnapshotWrite(getDb(this.env), fixtureId, snapshot);
    const result = await this.writeResultAtFullTime(snapshot);
    // Fans get the new event once the official has the answer: the write never waits for the
    // fan-out. The message is the event alone (a few hundred bytes, however long the match):
    // each page adds it to the events it has and computes the state with the same pure function.
    const message = JSON.stringify({ type: "event", fixtureId, event, updatedAt } satisfies LiveMessage);
    setTimeout(() => this.broadcast(message), 0);
    return { replayed: false, snapshot, ...(result ? { result } : {}) };
  }

  /**
   * At full-time each side whose official (or the admin, for home) recorded full-time gets the
   * final score as its result entry; an event that arrives or is undone after full-time writes
   * it again. A side's last written score is kept so nothing is written twice.
   */
  private async writeResultAtFullTime(snapshot: LiveSnapshot): Promise<RecordAnswer["result"]> {
    if (snapshot.state.clock !== "full-time") return undefined;
    const undone = new Set(this.rows().flatMap((row) => (row.type === "undo" && row.undoes ? [row.undoes] : [])));
    const finishers = this.sql
      .exec<{ key: string; side: Side; club_id: number | null }>("SELECT key, side, club_id FROM events WHERE type = 'full-time'")
      .toArray()
      .filter((row) => !undone.has(row.key));
    const score: ResultScore = {
      homeScore: snapshot.state.homeScore,
      awayScore: snapshot.state.awayScore,
      homeTries: snapshot.state.homeTries,
      awayTries: snapshot.state.awayTries,
    };
    let answer: RecordAnswer["result"];
    for (const side of new Set(finishers.map((row) => row.side))) {
      const written = this.meta(`written:${side}`);
      if (written === JSON.stringify(score)) continue;
      const actor = JSON.parse(this.meta(`actor:${side}`) ?? "null") as Actor | null;
      if (!actor) continue;
      answer = await writeLiveResult(this.env, snapshot.fixtureId, side, actor, score);
      if ("state" in answer) this.setMeta(`written:${side}`, JSON.stringify(score));
    }
    return answer;
  }

  private broadcast(message: string) {
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
      } catch {
        // A socket closing meanwhile: its close handler tidies up.
      }
    }
  }

  /** A fan's socket: accepted for hibernation, and sent the current state at once. */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
    const fixtureId = Number(new URL(request.url).searchParams.get("fixture") ?? 0);
    const code = (new URL(request.url).searchParams.get("code") ?? "union") as RugbyCode;
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify({ type: "state", ...(await this.snapshot({ fixtureId, code })) } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The socket is for watching: anything a fan sends is refused, and changes nothing. */
  async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    if (message === "ping") socket.send("pong");
    else socket.send(JSON.stringify({ type: "error", code: "read_only", message: "This connection is read-only: events are recorded over HTTPS." }));
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string) {
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }
}
