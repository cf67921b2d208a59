/** Live scoring: events, their points by code and the state they add up to. Pure. */
export type { RugbyCode } from "./code";
export {
  CLOCK_EVENTS,
  isClockEvent,
  isLiveAction,
  isTry,
  LIVE_ACTIONS,
  LIVE_EVENT_TYPES,
  LIVE_WRITE_TYPES,
  type LiveAction,
  type LiveEvent,
  type LiveEventType,
  type LiveWriteType,
  MAX_MINUTE,
  mayActOn,
  POINTS,
  TEAMLESS_WRITE_TYPES,
  type Team,
} from "./events";
export { activeEvents, CLOCK_STATES, type ClockState, computeLiveState, lastActiveEvent, type LiveScore, type LiveState, type TimelineEntry } from "./state";
export { isLiveOn, isRunningClock, type LiveColumns, liveSummary, RUNNING_CLOCKS } from "./summary";
