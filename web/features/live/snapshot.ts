/** A fan's copy of the live state, kept current from the socket's messages. Pure. */
import { computeLiveState, type LiveEvent } from "../../../domain/live";
import type { LiveSnapshot } from "./api";

/** The snapshot with one more event (a repeat changes nothing), its state computed again. */
export function withEvent(snapshot: LiveSnapshot, event: LiveEvent, updatedAt: string): LiveSnapshot {
  if (snapshot.events.some((known) => known.key === event.key)) return snapshot;
  const events = [...(snapshot.events as LiveEvent[]), event];
  return { ...snapshot, events, state: computeLiveState(snapshot.code, events), updatedAt };
}
