/**
 * The live state of a match from its events: score, tries, clock and the timeline. Pure, and
 * independent of the order events arrived in: they are ordered by minute, then by the phone's
 * tap time, then by phone and sequence number, and an undo takes its event back wherever it is,
 * even when the undo arrives first.
 *
 * This is the one place that decides what counts:
 * - an undo takes back an event of its own club (the admin's, any event);
 * - the same event (type, team, minute and player) from another phone is a possible duplicate:
 *   flagged, and not counted until an official of its club counts it (`count`) or one of the
 *   two is undone; never merged or dropped.
 */
import type { RugbyCode } from "./code";
import { isClockEvent, isTry, type LiveEvent, type LiveEventType, mayActOn, POINTS, type Team } from "./events";

export const CLOCK_STATES = ["not-started", "first-half", "half-time", "second-half", "full-time"] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

export type TimelineEntry = {
  key: string;
  type: LiveEventType;
  team: Team | null;
  minute: number;
  playerId: number | null;
  playerName: string | null;
  clubId: number | null;
  /** What the event is worth by the code (0 for cards and the clock). */
  points: number;
  /** The score once this event counted (unchanged by an event that does not count). */
  homeScore: number;
  awayScore: number;
  /**
   * An earlier event of another phone with the same type, team, minute and player: perhaps the
   * same one entered twice. This one waits, uncounted, until an official counts it or undoes
   * one of the two.
   */
  possibleDuplicateOf: string | null;
  /** Whether it is in the score: false for a possible duplicate nobody counted yet. */
  counted: boolean;
};

export type LiveScore = { homeScore: number; awayScore: number; homeTries: number; awayTries: number };
export type LiveState = LiveScore & { clock: ClockState; timeline: TimelineEntry[]; eventCount: number };

type Recorded = Extract<LiveEvent, { type: LiveEventType }>;

const inOrder = (a: LiveEvent, b: LiveEvent) =>
  a.minute - b.minute || a.at - b.at || a.deviceId.localeCompare(b.deviceId) || a.seq - b.seq || a.key.localeCompare(b.key);

const isRecorded = (event: LiveEvent): event is Recorded => event.type !== "undo" && event.type !== "count";

/** The keys each action names, kept only where its official may act on that event. */
function targets(events: readonly LiveEvent[], type: "undo" | "count") {
  const byKey = new Map(events.map((event) => [event.key, event]));
  const keys = new Set<string>();
  for (const action of events) {
    const key = action.type === "undo" && type === "undo" ? action.undoes : action.type === "count" && type === "count" ? action.counts : null;
    const target = key ? byKey.get(key) : undefined;
    if (target && isRecorded(target) && mayActOn(action.clubId, target)) keys.add(target.key);
  }
  return keys;
}

/** The events that still count or wait to be counted: every recorded one that no undo took back, in match order. */
export function activeEvents(events: readonly LiveEvent[]): Recorded[] {
  const undone = targets(events, "undo");
  return events.filter((event): event is Recorded => isRecorded(event) && !undone.has(event.key)).sort(inOrder);
}

/** The same event from another phone. The clock's events are not flagged: two phones at half-time are one half-time. */
const sameEvent = (a: Recorded, b: Recorded) =>
  !isClockEvent(a.type) &&
  a.deviceId !== b.deviceId &&
  a.type === b.type &&
  a.team === b.team &&
  a.minute === b.minute &&
  (a.playerId ?? null) === (b.playerId ?? null);

function clockOf(active: readonly Recorded[]): ClockState {
  if (active.length === 0) return "not-started";
  if (active.some((event) => event.type === "full-time")) return "full-time";
  const halfTime = active.findIndex((event) => event.type === "half-time");
  if (halfTime === -1) return active.some((event) => event.type === "second-half") ? "second-half" : "first-half";
  // The second half starts with its kick-off, or with anything that happens in it.
  return active.slice(halfTime + 1).some((event) => event.type === "second-half" || !isClockEvent(event.type)) ? "second-half" : "half-time";
}

export function computeLiveState(code: RugbyCode, events: readonly LiveEvent[]): LiveState {
  const active = activeEvents(events);
  const countedByOfficial = targets(events, "count");
  const score = { home: 0, away: 0 };
  const tries = { home: 0, away: 0 };
  const timeline = active.map((event, index): TimelineEntry => {
    const points = event.team ? (POINTS[code][event.type] ?? 0) : 0;
    const twin = active.slice(0, index).find((earlier) => sameEvent(earlier, event));
    const counted = !twin || countedByOfficial.has(event.key);
    if (event.team && counted) {
      score[event.team] += points;
      if (isTry(event.type)) tries[event.team] += 1;
    }
    return {
      key: event.key,
      type: event.type,
      team: event.team,
      minute: event.minute,
      playerId: event.playerId ?? null,
      playerName: event.playerName ?? null,
      clubId: event.clubId,
      points,
      homeScore: score.home,
      awayScore: score.away,
      possibleDuplicateOf: twin?.key ?? null,
      counted,
    };
  });
  return {
    homeScore: score.home,
    awayScore: score.away,
    homeTries: tries.home,
    awayTries: tries.away,
    clock: clockOf(active),
    timeline,
    eventCount: events.length,
  };
}

/**
 * The event "Undo last event" takes back: the last one in match order still in the timeline
 * that `by` may undo (a club's official: its own club's; the admin, null: any; left out: any).
 */
export const lastActiveEvent = (events: readonly LiveEvent[], by?: number | null) =>
  activeEvents(events)
    .filter((event) => by === undefined || mayActOn(by, event))
    .at(-1) ?? null;
