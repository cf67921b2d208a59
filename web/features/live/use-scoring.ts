/**
 * The official's side of live scoring. Every tap is queued in the outbox first (IndexedDB, with
 * its own Idempotency-Key, device id and running number), then the outbox sends the queue in
 * order; so an event recorded without signal counts at once on this phone and reaches the server
 * exactly once when the signal returns, even after a reload. The state shown is the server's
 * events plus this phone's queued ones, through the same pure function the server uses.
 */
import { useCallback, useMemo } from "react";
import { computeLiveState, type LiveEvent, type LiveEventType, lastActiveEvent, mayActOn, type RugbyCode, type Team, type TimelineEntry } from "../../../domain/live";
import { enqueue, type LiveEventPayload, newIdempotencyKey, replayOutbox } from "../../lib/outbox";
import { useOutbox } from "../../lib/use-outbox";
import { deviceId, nextSequence } from "./live-device";
import { useLiveMatch } from "./use-live-match";

type Roster = ReadonlyMap<number, string>;

/** A queued event as the server will store it: `by` is this phone's club (null: the admin). */
function fromPayload(key: string, payload: LiveEventPayload, roster: Roster, by: number | null): LiveEvent {
  const base = { key, deviceId: payload.deviceId, seq: payload.seq, at: payload.at, clubId: by, minute: payload.minute };
  if (payload.type === "undo") return { ...base, type: "undo", undoes: payload.undoes ?? "" };
  if (payload.type === "count") return { ...base, type: "count", counts: payload.counts ?? "" };
  return {
    ...base,
    type: payload.type,
    team: payload.team ?? null,
    playerId: payload.playerId ?? null,
    playerName: payload.playerId ? (roster.get(payload.playerId) ?? null) : null,
  };
}

/**
 * `by`: the club this phone scores for (null: the admin, for neither club). Its official undoes
 * and counts its own club's events only; "Undo last event" takes back the last of those.
 */
export function useScoring(fixtureId: number, code: RugbyCode, roster: Roster, by: number | null) {
  const live = useLiveMatch(fixtureId);
  const { items } = useOutbox();

  const queued = useMemo(
    () => items.filter((item): item is typeof item & { kind: "liveEvent"; payload: LiveEventPayload } => item.kind === "liveEvent" && (item.payload as LiveEventPayload).fixtureId === fixtureId),
    [items, fixtureId],
  );
  const pendingKeys = useMemo(() => new Set(queued.filter((item) => item.status !== "failed").map((item) => item.id)), [queued]);

  const events = useMemo(() => {
    const byKey = new Map<string, LiveEvent>((live.snapshot?.events ?? []).map((event) => [event.key, event as LiveEvent]));
    for (const item of queued) if (item.status !== "failed" && !byKey.has(item.id)) byKey.set(item.id, fromPayload(item.id, item.payload, roster, by));
    return [...byKey.values()];
  }, [live.snapshot, queued, roster, by]);

  const state = useMemo(() => computeLiveState(code, events), [code, events]);

  const send = useCallback(
    async (event: Omit<LiveEventPayload, "fixtureId" | "deviceId" | "seq" | "at">) => {
      const payload: LiveEventPayload = { fixtureId, deviceId: deviceId(), seq: nextSequence(fixtureId), at: Date.now(), ...event };
      await enqueue("liveEvent", payload, newIdempotencyKey());
      void replayOutbox().catch(() => undefined);
    },
    [fixtureId],
  );

  const record = useCallback(
    (type: LiveEventType, minute: number, team: Team | null, playerId: number | null) => send({ type, minute, team, playerId, undoes: null, counts: null }),
    [send],
  );

  const undo = useCallback((key: string, minute: number) => send({ type: "undo", minute, team: null, playerId: null, undoes: key, counts: null }), [send]);

  /** "Count it": a possible duplicate counts after all. */
  const count = useCallback((key: string, minute: number) => send({ type: "count", minute, team: null, playerId: null, undoes: null, counts: key }), [send]);

  const last = useMemo(() => lastActiveEvent(events, by), [events, by]);
  const undoLast = useCallback(() => (last ? undo(last.key, last.minute) : Promise.resolve()), [last, undo]);

  /** Whether this phone's official may undo or count an event of the timeline. */
  const mayAct = useCallback((entry: TimelineEntry) => mayActOn(by, entry), [by]);

  return { state, pendingKeys, record, undo, count, undoLast, mayAct, canUndo: last !== null, socket: live.socket, receivedAt: live.receivedAt };
}
