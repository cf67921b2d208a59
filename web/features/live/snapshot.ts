/**
 * A copy of the live state, kept current from the socket's messages and the API's answers. Pure.
 *
 * The server never forgets an event (an undo is an event too), so no copy may drop one that
 * another copy holds: copies are joined by the events' keys, never replaced. An answer asked for
 * before an event was stored (a poll, or the refetch on reconnecting, that lands after the socket
 * brought the event) would otherwise take the event off the screen until a reload.
 */
import { computeLiveState, type LiveEvent } from "../../../domain/live";
import type { LiveSnapshot } from "../../../schema/live-protocol";

/** The snapshot with one more event (a repeat changes nothing), its state computed again. */
export function withEvent(snapshot: LiveSnapshot, event: LiveEvent, updatedAt: string): LiveSnapshot {
  if (snapshot.events.some((known) => known.key === event.key)) return snapshot;
  const events = [...(snapshot.events as LiveEvent[]), event];
  return { ...snapshot, events, state: computeLiveState(snapshot.code, events), updatedAt };
}

/** Several lists of one match's events as one, each key once (the earlier list's copy wins). */
export function mergeEvents(...lists: readonly (readonly LiveEvent[])[]): LiveEvent[] {
  const byKey = new Map<string, LiveEvent>();
  for (const list of lists) for (const event of list) if (!byKey.has(event.key)) byKey.set(event.key, event);
  return [...byKey.values()];
}

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The copy just received (a socket's `state`, an API answer) joined with the one held: the
 * received one as it is when it has every event held (the usual case), else every event of both,
 * the state computed again by the same pure function as the server's.
 */
export function mergeSnapshots(held: LiveSnapshot | undefined, received: LiveSnapshot): LiveSnapshot {
  if (!held || held.fixtureId !== received.fixtureId) return received;
  const receivedKeys = new Set(received.events.map((event) => event.key));
  const missing = (held.events as LiveEvent[]).filter((event) => !receivedKeys.has(event.key));
  if (missing.length === 0) return received;
  const events = mergeEvents(received.events as LiveEvent[], missing);
  return { ...received, events, state: computeLiveState(received.code, events), updatedAt: later(held.updatedAt, received.updatedAt) };
}
