/**
 * The official's side of live scoring. Every tap is queued in the outbox first (IndexedDB, with
 * its own Idempotency-Key, device id and running number), then the outbox sends the queue in
 * order; so an event recorded without signal counts at once on this phone and reaches the server
 * exactly once when the signal returns, even after a reload. The state shown is the server's
 * events plus this phone's queued ones, through the same pure function the server uses.
 */
import { useCallback, useMemo } from "react";
import { computeLiveState, type LiveEvent, type LiveEventType, lastActiveEvent, type RugbyCode, type Team } from "../../../domain/live";
import { enqueue, type LiveEventPayload, newIdempotencyKey, replayOutbox } from "../../lib/outbox";
import { useOutbox } from "../../lib/use-outbox";
import { deviceId, nextSequence } from "./live-device";
import { useLiveMatch } from "./use-live-match";

type Roster = ReadonlyMap<number, string>;

const fromPayload = (key: string, payload: LiveEventPayload, roster: Roster): LiveEvent =>
  payload.type === "undo"
    ? { key, deviceId: payload.deviceId, seq: payload.seq, at: payload.at, clubId: null, minute: payload.minute, type: "undo", undoes: payload.undoes ?? "" }
    : {
        key,
        deviceId: payload.deviceId,
        seq: payload.seq,
        at: payload.at,
        clubId: null,
        minute: payload.minute,
        type: payload.type,
        team: payload.team ?? null,
        playerId: payload.playerId ?? null,
        playerName: payload.playerId ? (roster.get(payload.playerId) ?? null) : null,
      };

export function useScoring(fixtureId: number, code: RugbyCode, roster: Roster) {
  const live = useLiveMatch(fixtureId);
  const { items } = useOutbox();

  const queued = useMemo(
    () => items.filter((item): item is typeof item & { kind: "liveEvent"; payload: LiveEventPayload } => item.kind === "liveEvent" && (item.payload as LiveEventPayload).fixtureId === fixtureId),
    [items, fixtureId],
  );
  const pendingKeys = useMemo(() => new Set(queued.filter((item) => item.status !== "failed").map((item) => item.id)), [queued]);

  const events = useMemo(() => {
    const byKey = new Map<string, LiveEvent>((live.snapshot?.events ?? []).map((event) => [event.key, event as LiveEvent]));
    for (const item of queued) if (item.status !== "failed" && !byKey.has(item.id)) byKey.set(item.id, fromPayload(item.id, item.payload, roster));
    return [...byKey.values()];
  }, [live.snapshot, queued, roster]);

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
    (type: LiveEventType, minute: number, team: Team | null, playerId: number | null) => send({ type, minute, team, playerId, undoes: null }),
    [send],
  );

  const undo = useCallback((key: string, minute: number) => send({ type: "undo", minute, team: null, playerId: null, undoes: key }), [send]);

  const undoLast = useCallback(() => {
    const last = lastActiveEvent(events);
    return last ? undo(last.key, last.minute) : Promise.resolve();
  }, [events, undo]);

  return { state, pendingKeys, record, undo, undoLast, canUndo: state.timeline.length > 0, socket: live.socket, receivedAt: live.receivedAt };
}
