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
  "second-half",
  "full-time",
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * Events that belong to no team: the clock's (half-time, the kick-off of the second half,
 * full-time). The clock goes first half, half-time, second half, full-time.
 */
export const CLOCK_EVENTS: readonly LiveEventType[] = ["half-time", "second-half", "full-time"];
export const isClockEvent = (type: LiveEventType) => CLOCK_EVENTS.includes(type);

/**
 * What an official sends about an event already recorded, naming it: `undo` takes it back,
 * `count` counts a possible duplicate (the same event from another phone), which otherwise
 * waits uncounted. A club's official acts on its own club's events only; the admin on any.
 */
export const LIVE_ACTIONS = ["undo", "count"] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];
export const isLiveAction = (type: string): type is LiveAction => (LIVE_ACTIONS as readonly string[]).includes(type);

/** Everything an official may send: an event, or an action on one. */
export const LIVE_WRITE_TYPES = [...LIVE_EVENT_TYPES, ...LIVE_ACTIONS] as const;
export type LiveWriteType = (typeof LIVE_WRITE_TYPES)[number];

/** Writes that name no team: the clock's events and the actions. */
export const TEAMLESS_WRITE_TYPES: readonly LiveWriteType[] = [...CLOCK_EVENTS, ...LIVE_ACTIONS];

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
 * An `undo` names the event it takes back in `undoes`; a `count` the possible duplicate it
 * counts in `counts`.
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
  | { type: LiveEventType; team: Team | null; playerId: number | null; playerName: string | null; undoes?: null; counts?: null }
  | { type: "undo"; undoes: string; counts?: null; team?: null; playerId?: null; playerName?: null }
  | { type: "count"; counts: string; undoes?: null; team?: null; playerId?: null; playerName?: null }
);

/** Whether an official of `clubId` (null: the admin) may undo or count `event`: the admin any, a club its own. */
export const mayActOn = (clubId: number | null, event: Pick<LiveEvent, "clubId">) => clubId === null || clubId === event.clubId;
