/** Live scoring: events, their points by code and the state they add up to. Pure. */
export type { RugbyCode } from "./code";
export { CLOCK_EVENTS, isClockEvent, isTry, LIVE_EVENT_TYPES, type LiveEvent, type LiveEventType, MAX_MINUTE, POINTS, type Team } from "./events";
export { activeEvents, CLOCK_STATES, type ClockState, computeLiveState, lastActiveEvent, type LiveScore, type LiveState, type TimelineEntry } from "./state";
