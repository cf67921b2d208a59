/**
 * Live scoring (issue 14): the events an official records pitch-side, and what each is worth.
 * Pure: the Durable Object, the worker and the official's phone (offline) compute the same score.
 */
import type { RugbyCode } from "./code";

export const LIVE_EVENT_TYPES = [
  "try",
  "conversion",
  "penalty-goal",
  "drop-goal",
  "penalty-try",
  "yellow-card",
  "red-card",
  "half-time",
  "full-time",
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Events that belong to a team; the clock events (half-time, full-time) belong to neither. */
export const CLOCK_EVENTS: readonly LiveEventType[] = ["half-time", "full-time"];
export const isClockEvent = (type: LiveEventType) => CLOCK_EVENTS.includes(type);

export type Team = "home" | "away";

/**
 * Points by code (DOMAIN.md): union try 5, conversion 2, penalty goal 3, drop goal 3, and a
 * penalty try 7 (awarded converted); league try 4, conversion 2, penalty goal 2, drop goal 1, and
 * a penalty try is a try (4), its conversion kicked as usual.
 */
export const POINTS: Record<RugbyCode, Partial<Record<LiveEventType, number>>> = {
  union: { try: 5, conversion: 2, "penalty-goal": 3, "drop-goal": 3, "penalty-try": 7 },
  league: { try: 4, conversion: 2, "penalty-goal": 2, "drop-goal": 1, "penalty-try": 4 },
};

/** A try for the table's tries and bonus: a penalty try counts as one. */
export const isTry = (type: LiveEventType) => type === "try" || type === "penalty-try";

/** The last minute an official may record: 80 minutes and generous stoppage and extra time. */
export const MAX_MINUTE = 130;

/**
 * One recorded event. `key` is the Idempotency-Key the phone made for it; `deviceId` and `seq`
 * its phone and that phone's running number for the fixture; `at` the phone's clock when tapped
 * (epoch ms), which orders events of one minute whatever order they arrive in.
 * An `undo` names the event it takes back in `undoes`.
 */
export type LiveEvent = {
  key: string;
  deviceId: string;
  seq: number;
  at: number;
  /** The club whose official recorded it (null: the admin). */
  clubId: number | null;
  minute: number;
} & (
  | { type: LiveEventType; team: Team | null; playerId: number | null; playerName: string | null; undoes?: null }
  | { type: "undo"; undoes: string; team?: null; playerId?: null; playerName?: null }
);
