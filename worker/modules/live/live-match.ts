/**
 * One live match (issue 14): a Durable Object per fixture holds its events in its own SQLite
 * storage, computes the state with the pure domain/live, and sends each new event to every fan's
 * socket (the hibernation API: sockets stay open while the object sleeps, so thousands of
 * watchers cost one object). Writes arrive only as RPC from the worker's POST route, after its
 * session check; a socket is read-only.
 *
 * - The official waits only for the event to be stored here. Who may score (the fixture's
 *   clubs, its date) is checked against the fixture's facts the object keeps (live-facts.ts), so
 *   a write reads nothing from D1.
 * - The fan-out follows the answer: each new event alone (a few hundred bytes), to every socket,
 *   in order, a slice of sockets at a time so a write arriving meanwhile is not held up.
 * - D1 is written behind it, in order and coalesced: the fixture's live columns get the latest
 *   state (never an older one after a newer), then full-time's result (live-result.ts): each
 *   club's official's full-time is that club's entry, the admin's is the admin's decision. What is
 *   still to write is kept in storage and an alarm retries it, so it survives a restart; a
 *   result written once is remembered (and D1 refuses the same live entry twice), so it is
 *   written exactly once.
 * - Idempotent: an event's Idempotency-Key is its primary key; a replay stores nothing new.
 * - Out of order: the state is computed from all events in match order (minute, tap time, phone,
 *   sequence), so an event or undo arriving late lands in its place.
 */
import { DurableObject } from "cloudflare:workers";
import { activeEvents, computeLiveState, isClockEvent, type LiveEvent, type LiveState, mayActOn, type RugbyCode } from "../../../domain/live";
import type { ResultScore } from "../../../domain/results";
import { liveMessages as l } from "../../../schema/live-messages";
import { LIVE_PING, LIVE_PONG, type LiveServerMessage, type LiveSnapshot, READ_ONLY_SOCKET } from "../../../schema/live-protocol";
import type { LiveEventInput } from "../../../schema/live-requests";
import type { Actor } from "../../platform/audit/audit";
import { getDb } from "../../platform/db";
import { ApiError, forbidden } from "../../platform/errors/api-error";
import { scorerOf } from "../competitions/results";
import { FACTS_FRESH_MS, FACTS_MAX_AGE_MS, type FixtureFacts, loadFacts, rosterName } from "./live-facts";
import { type Finisher, writeLiveResult, withdrawLiveResult } from "./live-result";
import { liveSnapshotWrite } from "./live-summary";

export { liveMatchOf } from "./live-match-of";

/** One write from an official, after the route's session check. */
/** `actor`: whom the records of the result it leads to name (the person, issue 23). */
export type WriteInput = { fixtureId: number; key: string; club: { id: number; name: string; isAdmin: boolean }; actor?: Actor; input: LiveEventInput };

/** The stored event and the state with it; or why it was refused (an ApiError's status and body). */
export type WriteAnswer =
  | { ok: true; replayed: boolean; event: LiveEvent; state: LiveState; updatedAt: string | null }
  | { ok: false; status: number; code: string; message: string; fields?: Record<string, string> };

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
  /** The event an `undo` takes back or a `count` counts. */
  undoes: string | null;
  /** Who recorded it: the home or away club's official, or the admin. */
  side: string;
};

const toEvent = (row: EventRow): LiveEvent => {
  const base = { key: row.key, deviceId: row.device_id, seq: row.seq, at: row.at, clubId: row.club_id, minute: row.minute };
  if (row.type === "undo") return { ...base, type: "undo", undoes: row.undoes ?? "" };
  if (row.type === "count") return { ...base, type: "count", counts: row.undoes ?? "" };
  return { ...base, type: row.type, team: row.team, playerId: row.player_id, playerName: row.player_name } as LiveEvent;
};

/** Sockets sent to in one go; the object takes other work between slices. */
const FAN_OUT_SLICE = 50;
/** When D1 could not be written, the alarm tries again after this long. */
const RETRY_MS = 5_000;
const FINISHERS: readonly Finisher[] = ["home", "away", "admin"];

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class LiveMatch extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** The stored events, and who recorded each, read once after the object wakes. */
  private events: LiveEvent[] | null = null;
  private whoByKey = new Map<string, Finisher>();
  private facts: { value: FixtureFacts; loadedAt: number } | null = null;
  private loadingFacts: Promise<FixtureFacts> | null = null;
  private players = new Map<number, { name: string; at: number }>();
  /** Sends to the sockets, one message after another, so each socket gets them in order. */
  private fanOuts: Promise<void> = Promise.resolve();
  private flushing: Promise<void> | null = null;
  private alarmSet = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS events (
      key TEXT PRIMARY KEY, device_id TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL, club_id INTEGER,
      minute INTEGER NOT NULL, type TEXT NOT NULL, team TEXT, player_id INTEGER, player_name TEXT, undoes TEXT,
      side TEXT NOT NULL, received_at TEXT NOT NULL)`);
    this.sql.exec("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)");
  }

  // ---- storage ---------------------------------------------------------------------------------

  private meta(name: string): string | null {
    return this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE name = ?", name).toArray()[0]?.value ?? null;
  }

  private setMeta(name: string, value: string) {
    this.sql.exec("INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value", name, value);
  }

  private deleteMeta(name: string) {
    this.sql.exec("DELETE FROM meta WHERE name = ?", name);
  }

  private counter(name: string) {
    return Number(this.meta(name) ?? 0);
  }

  private loadEvents(): LiveEvent[] {
    if (!this.events) {
      const rows = this.sql.exec<EventRow>("SELECT * FROM events").toArray();
      this.events = rows.map(toEvent);
      this.whoByKey = new Map(rows.map((row) => [row.key, (row.side as Finisher) ?? "home"]));
    }
    return this.events;
  }

  // ---- the fixture's facts ---------------------------------------------------------------------

  /** The facts kept, however old: in memory, else in storage (after the object woke). */
  private knownFacts() {
    if (!this.facts) {
      const stored = this.meta("facts");
      this.facts = stored ? (JSON.parse(stored) as { value: FixtureFacts; loadedAt: number }) : null;
    }
    return this.facts;
  }

  private async factsOf(fixtureId: number): Promise<FixtureFacts> {
    this.knownFacts();
    const age = this.facts ? Date.now() - this.facts.loadedAt : Infinity;
    if (this.facts && age < FACTS_FRESH_MS) return this.facts.value;
    if (this.facts && age < FACTS_MAX_AGE_MS) {
      this.ctx.waitUntil(this.reloadFacts(fixtureId).catch(() => undefined));
      return this.facts.value;
    }
    return this.reloadFacts(fixtureId);
  }

  private reloadFacts(fixtureId: number): Promise<FixtureFacts> {
    this.loadingFacts ??= loadFacts(getDb(this.env), fixtureId)
      .then((value) => {
        this.facts = { value, loadedAt: Date.now() };
        this.setMeta("facts", JSON.stringify(this.facts));
        return value;
      })
      .finally(() => {
        this.loadingFacts = null;
      });
    return this.loadingFacts;
  }

  private async playerName(facts: FixtureFacts, playerId: number): Promise<string> {
    const known = this.players.get(playerId);
    if (known && Date.now() - known.at < FACTS_FRESH_MS) return known.name;
    const name = await rosterName(getDb(this.env), facts, playerId);
    this.players.set(playerId, { name, at: Date.now() });
    return name;
  }

  // ---- reading ---------------------------------------------------------------------------------

  /** The state as fans see it. The caller's fixture details (fresh from D1) come first, then those kept here. */
  async snapshot(given?: { fixtureId: number; code: RugbyCode; date?: string }): Promise<LiveSnapshot> {
    const facts = this.knownFacts()?.value;
    const code = given?.code ?? facts?.code ?? "union";
    const events = this.loadEvents();
    return {
      fixtureId: given?.fixtureId ?? facts?.fixture.id ?? 0,
      code,
      date: given?.date ?? facts?.fixture.date ?? null,
      state: computeLiveState(code, events),
      events,
      updatedAt: this.meta("updatedAt"),
    };
  }

  // ---- writing ---------------------------------------------------------------------------------

  /** One event (or undo, or count) from an official: checked, stored, answered; the rest follows the answer. */
  async write({ fixtureId, key, club, actor, input }: WriteInput): Promise<WriteAnswer> {
    try {
      const facts = await this.factsOf(fixtureId);
      const scorer = scorerOf(club, facts, actor);
      // The admin (not one of the two clubs) records as the federation: its events are no club's.
      const by = scorer.isAdmin ? null : scorer.clubId;
      const base = { key, deviceId: input.deviceId, seq: input.seq, at: input.at, clubId: by, minute: input.minute };
      let event: LiveEvent;
      if (input.type === "undo" || input.type === "count") {
        const targetKey = (input.type === "undo" ? input.undoes : input.counts) ?? "";
        const target = this.loadEvents().find((known) => known.key === targetKey);
        // A target not here yet (it arrives later) is checked by the state itself (domain/live).
        if (target && !mayActOn(by, target)) throw forbidden(l.ownEventsOnly);
        event = input.type === "undo" ? { ...base, type: "undo", undoes: targetKey } : { ...base, type: "count", counts: targetKey };
      } else {
        const clock = isClockEvent(input.type);
        const playerId = clock ? null : input.playerId;
        event = { ...base, type: input.type, team: clock ? null : input.team, playerId, playerName: playerId === null ? null : await this.playerName(facts, playerId) };
      }
      return this.store(facts, event, scorer.side ?? "admin", scorer.actor);
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, status: error.status, code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      throw error;
    }
  }

  private store(facts: FixtureFacts, event: LiveEvent, who: Finisher, actor: Actor): WriteAnswer {
    const events = this.loadEvents();
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
      event.undoes ?? event.counts ?? null,
      who,
      new Date().toISOString(),
    ).rowsWritten;
    if (inserted === 0) {
      const stored = events.find((known) => known.key === event.key) ?? event;
      return { ok: true, replayed: true, event: stored, state: computeLiveState(facts.code, events), updatedAt: this.meta("updatedAt") };
    }
    events.push(event);
    this.whoByKey.set(event.key, who);

    // A time that only grows, so D1 can refuse an older state arriving after a newer one.
    const updatedMs = Math.max(Date.now(), this.counter("updatedMs") + 1);
    const updatedAt = new Date(updatedMs).toISOString();
    this.setMeta("updatedMs", String(updatedMs));
    this.setMeta("updatedAt", updatedAt);
    this.setMeta(`actor:${who}`, JSON.stringify(actor));
    // What D1 still needs: the live columns, and the result once there is or was a full-time.
    const version = this.counter("liveVersion") + 1;
    this.setMeta("liveVersion", String(version));
    this.setMeta(`acted:${who}`, String(version));
    if (events.some((known) => known.type === "full-time") || FINISHERS.some((finisher) => this.meta(`written:${finisher}`))) this.setMeta("resultVersion", String(version));
    this.armAlarm(RETRY_MS);

    const message = JSON.stringify({ type: "event", fixtureId: facts.fixture.id, event, updatedAt } satisfies LiveServerMessage);
    // After the answer: first the fans, then D1.
    this.fanOut(message).then(() => this.flush());
    return { ok: true, replayed: false, event, state: computeLiveState(facts.code, events), updatedAt };
  }

  // ---- the fan-out -----------------------------------------------------------------------------

  /** Queues a message for every socket; starts on the next turn, after the write has answered. */
  private fanOut(message: string): Promise<void> {
    this.fanOuts = this.fanOuts.then(async () => {
      await nextTurn();
      const sockets = this.ctx.getWebSockets();
      for (let start = 0; start < sockets.length; start += FAN_OUT_SLICE) {
        if (start > 0) await nextTurn();
        for (const socket of sockets.slice(start, start + FAN_OUT_SLICE)) {
          try {
            socket.send(message);
          } catch {
            // A socket closing meanwhile: its close handler tidies up.
          }
        }
      }
    }).catch((error: unknown) => console.error("live match: fan-out failed", error));
    this.ctx.waitUntil(this.fanOuts);
    return this.fanOuts;
  }

  // ---- D1, behind the answer -------------------------------------------------------------------

  private pending() {
    return this.counter("liveWritten") < this.counter("liveVersion") || this.counter("resultSynced") < this.counter("resultVersion");
  }

  private armAlarm(delay: number) {
    if (this.alarmSet) return;
    this.alarmSet = true;
    void this.ctx.storage.setAlarm(Date.now() + delay);
  }

  /** Writes what D1 still needs; one writer at a time, always the latest state. Resolves when done (or failed: the alarm retries). */
  private flush(): Promise<void> {
    this.flushing ??= this.writeBehind()
      .then(
        () => {
          // Nothing left to write (a write that came meanwhile keeps the alarm for its own).
          if (this.alarmSet && !this.pending()) {
            this.alarmSet = false;
            void this.ctx.storage.deleteAlarm();
          }
        },
        (error: unknown) => {
          console.error("live match: D1 write failed, retrying", (error as Error)?.stack);
          this.alarmSet = false;
          this.armAlarm(RETRY_MS);
        },
      )
      .finally(() => {
        this.flushing = null;
      });
    this.ctx.waitUntil(this.flushing);
    return this.flushing;
  }

  private async writeBehind() {
    for (;;) {
      const known = this.knownFacts();
      if (!known) return;
      const facts = await this.factsOf(known.value.fixture.id);
      const liveVersion = this.counter("liveVersion");
      if (this.counter("liveWritten") < liveVersion) {
        // Coalesced: whatever came meanwhile, the state now; newer events than it write again.
        const state = computeLiveState(facts.code, this.loadEvents());
        await liveSnapshotWrite(getDb(this.env), facts.fixture.id, { state, updatedAt: this.meta("updatedAt") });
        this.setMeta("liveWritten", String(liveVersion));
        continue;
      }
      const resultVersion = this.counter("resultVersion");
      if (this.counter("resultSynced") < resultVersion) {
        await this.writeResults(facts);
        this.setMeta("resultSynced", String(resultVersion));
        continue;
      }
      return;
    }
  }

  /**
   * Each finisher (the home club, the away club, the admin) whose full-time stands gets the final
   * score as its result; one whose full-time was undone has it taken back. Only a finisher's own
   * events move its result (its full-time, its corrections after it, its undo): another's events
   * never rewrite a club's entry. What was written is remembered, so nothing is written twice.
   *
   * Each finisher is judged on the events as they are when its turn comes (a write before it
   * awaited D1, and events arrive meanwhile: the other club's full-time at the same moment), and
   * only what it had done by then is marked handled; anything later is the next pass's.
   */
  private async writeResults(facts: FixtureFacts) {
    for (const who of FINISHERS) {
      const acted = this.counter(`acted:${who}`);
      const actor = JSON.parse(this.meta(`actor:${who}`) ?? "null") as Actor | null;
      if (!actor || acted <= this.counter(`handled:${who}`)) continue;
      const { finished, score } = this.resultNow(facts);
      const written = this.meta(`written:${who}`);
      if (finished.has(who) && written !== JSON.stringify(score)) {
        const answer = await writeLiveResult(this.env, facts.fixture.id, who, actor, score);
        if ("state" in answer) {
          this.setMeta(`written:${who}`, JSON.stringify(score));
          this.fanOut(JSON.stringify({ type: "result", fixtureId: facts.fixture.id, state: answer.state } satisfies LiveServerMessage));
        }
      } else if (!finished.has(who) && written) {
        await withdrawLiveResult(this.env, facts.fixture.id, who, actor, JSON.parse(written) as ResultScore);
        this.deleteMeta(`written:${who}`);
        this.fanOut(JSON.stringify({ type: "result", fixtureId: facts.fixture.id, state: null } satisfies LiveServerMessage));
      }
      this.setMeta(`handled:${who}`, String(acted));
    }
  }

  /** Who has a standing full-time, and the score now. */
  private resultNow(facts: FixtureFacts): { finished: Set<Finisher>; score: ResultScore } {
    const events = this.loadEvents();
    const state = computeLiveState(facts.code, events);
    const finished = new Set(activeEvents(events).flatMap((event) => (event.type === "full-time" ? [this.whoByKey.get(event.key) ?? "home"] : [])));
    return { finished, score: { homeScore: state.homeScore, awayScore: state.awayScore, homeTries: state.homeTries, awayTries: state.awayTries } };
  }

  /** Resolves once the fans and D1 have had everything stored so far (D1 may have failed: the alarm retries). */
  async idle(): Promise<void> {
    await this.fanOuts;
    while (this.flushing) await this.flushing;
  }

  /** What D1 could not take yet (an error, or the object restarted before writing), again. */
  async alarm() {
    this.alarmSet = false;
    if (!this.pending()) return;
    await this.flush();
  }

  // ---- the fans' sockets -----------------------------------------------------------------------

  /** A fan's socket: accepted for hibernation, and sent the current state at once. */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
    const params = new URL(request.url).searchParams;
    const given = { fixtureId: Number(params.get("fixture") ?? 0), code: (params.get("code") ?? "union") as RugbyCode, date: params.get("date") ?? undefined };
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify({ type: "state", ...(await this.snapshot(given)) } satisfies LiveServerMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The socket is for watching: anything a fan sends is refused, and changes nothing. */
  async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    if (message === LIVE_PING) socket.send(LIVE_PONG);
    else socket.send(JSON.stringify(READ_ONLY_SOCKET satisfies LiveServerMessage));
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string) {
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }
}
