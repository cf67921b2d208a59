/**
 * The official's side of live scoring. Every tap is queued in the outbox first (IndexedDB, with
 * its own Idempotency-Key, device id and running number), then the outbox sends the queue in
 * order; so an event recorded without signal counts at once on this phone and reaches the server
 * exactly once when the signal returns, even after a reload. The state shown is the server's
 * events plus this phone's queued ones (and those sent whose echo has not come yet), joined by
 * their keys, through the same pure function the server uses.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { computeLiveState, type LiveEvent, type LiveEventType, lastActiveEvent, mayActOn, type RugbyCode, type Team, type TimelineEntry } from "../../../domain/live";
import { enqueue, type LiveEventPayload, newIdempotencyKey, replayOutbox } from "../../lib/outbox";
import { useOutbox } from "../../lib/use-outbox";
import { deviceId, nextSequence } from "./live-device";
import { mergeEvents } from "./snapshot";
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
 * This phone's events that left the outbox delivered (not refused) and that the server's copy
 * does not hold yet: the server answers, then sends the event to the sockets, so for a moment an
 * event is in neither list. Kept on screen until the server's copy has it, so a try never blinks
 * out of the score (an official who re-taps a "missing" try counts it twice).
 */
function useSentUntilEchoed(queuedEvents: readonly LiveEvent[], queued: readonly { id: string }[], serverEvents: readonly { key: string }[] | undefined, onDelivered: () => void): LiveEvent[] {
  const [sent, setSent] = useState<LiveEvent[]>([]);
  const before = useRef<readonly LiveEvent[]>([]);
  useEffect(() => {
    const ids = new Set(queued.map((item) => item.id));
    const delivered = before.current.filter((event) => !ids.has(event.key));
    before.current = queuedEvents;
    const echoed = new Set((serverEvents ?? []).map((event) => event.key));
    setSent((known) => {
      const next = mergeEvents(known, delivered).filter((event) => !echoed.has(event.key));
      return next.length === known.length && next.every((event, index) => event === known[index]) ? known : next;
    });
    if (delivered.some((event) => !echoed.has(event.key))) onDelivered();
  }, [queuedEvents, queued, serverEvents, onDelivered]);
  return sent;
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

  const queuedEvents = useMemo(
    () => queued.filter((item) => item.status !== "failed").map((item) => fromPayload(item.id, item.payload, roster, by)),
    [queued, roster, by],
  );
  // Without an open socket, no echo is on its way: ask for the server's state instead.
  const { socket, refetch } = live;
  const askServer = useCallback(() => {
    if (socket !== "open") void refetch();
  }, [socket, refetch]);
  const sent = useSentUntilEchoed(queuedEvents, queued, live.snapshot?.events, askServer);

  const serverEvents = live.snapshot?.events as LiveEvent[] | undefined;
  const events = useMemo(() => mergeEvents(serverEvents ?? [], queuedEvents, sent), [serverEvents, queuedEvents, sent]);

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

  return {
    state,
    /** The server's state alone (what the final result is typed from); null until it has come. */
    serverState: live.snapshot?.state ?? null,
    pendingKeys,
    record,
    undo,
    count,
    undoLast,
    mayAct,
    canUndo: last !== null,
    socket,
    receivedAt: live.receivedAt,
  };
}
