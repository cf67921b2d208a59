/**
 * The live state of a match from its events: score, tries, clock and the timeline. Pure, and
 * independent of the order events arrived in: they are ordered by minute, then by the phone's
 * tap time, then by phone and sequence number, and an undo takes its event back wherever it is,
 * even when the undo arrives first.
 */
import type { RugbyCode } from "./code";
import { isClockEvent, isTry, type LiveEvent, type LiveEventType, POINTS, type Team } from "./events";

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
  points: number;
  /** The score once this event counted. */
  homeScore: number;
  awayScore: number;
  /**
   * An earlier event of another phone with the same type, team, minute and player: perhaps the
   * same one entered twice. Both count; the officials decide (undo one, or keep both).
   */
  possibleDuplicateOf: string | null;
};

export type LiveScore = { homeScore: number; awayScore: number; homeTries: number; awayTries: number };
export type LiveState = LiveScore & { clock: ClockState; timeline: TimelineEntry[]; eventCount: number };

type Recorded = Extract<LiveEvent, { type: LiveEventType }>;

const inOrder = (a: LiveEvent, b: LiveEvent) =>
  a.minute - b.minute || a.at - b.at || a.deviceId.localeCompare(b.deviceId) || a.seq - b.seq || a.key.localeCompare(b.key);

/** The events that still count: every recorded one that no undo took back, in match order. */
export function activeEvents(events: readonly LiveEvent[]): Recorded[] {
  const undone = new Set(events.flatMap((event) => (event.type === "undo" ? [event.undoes] : [])));
  return events.filter((event): event is Recorded => event.type !== "undo" && !undone.has(event.key)).sort(inOrder);
}

const sameEvent = (a: Recorded, b: Recorded) =>
  a.deviceId !== b.deviceId && a.type === b.type && a.team === b.team && a.minute === b.minute && (a.playerId ?? null) === (b.playerId ?? null);

function clockOf(active: readonly Recorded[]): ClockState {
  if (active.length === 0) return "not-started";
  if (active.some((event) => event.type === "full-time")) return "full-time";
  const halfTime = active.findIndex((event) => event.type === "half-time");
  if (halfTime === -1) return "first-half";
  return active.slice(halfTime + 1).some((event) => !isClockEvent(event.type)) ? "second-half" : "half-time";
}

export function computeLiveState(code: RugbyCode, events: readonly LiveEvent[]): LiveState {
  const active = activeEvents(events);
  const score = { home: 0, away: 0 };
  const tries = { home: 0, away: 0 };
  const timeline = active.map((event, index): TimelineEntry => {
    const points = event.team ? (POINTS[code][event.type] ?? 0) : 0;
    if (event.team) {
      score[event.team] += points;
      if (isTry(event.type)) tries[event.team] += 1;
    }
    const twin = active.slice(0, index).find((earlier) => sameEvent(earlier, event));
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

/** The event "Undo last event" takes back: the last one in match order that still counts. */
export const lastActiveEvent = (events: readonly LiveEvent[]) => activeEvents(events).at(-1) ?? null;
