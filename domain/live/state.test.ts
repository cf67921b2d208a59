import { describe, expect, it } from "vitest";
import type { LiveEvent, LiveEventType, Team } from "./events";
import { computeLiveState, lastActiveEvent } from "./state";

let counter = 0;
const event = (type: LiveEventType, team: Team | null, minute: number, extra: Partial<LiveEvent> = {}): LiveEvent =>
  ({ key: `k${++counter}`, deviceId: "phone-a", seq: counter, at: counter, clubId: 1, minute, type, team, playerId: null, playerName: null, ...extra }) as LiveEvent;
const undo = (target: LiveEvent, minute = target.minute): LiveEvent =>
  ({ key: `k${++counter}`, deviceId: "phone-a", seq: counter, at: counter, clubId: 1, minute, type: "undo", undoes: target.key }) as LiveEvent;

describe("computeLiveState", () => {
  it("scores union 5/2/3/3 and a penalty try 7, counting penalty tries as tries", () => {
    const state = computeLiveState("union", [
      event("try", "home", 3),
      event("conversion", "home", 4),
      event("penalty-goal", "away", 10),
      event("drop-goal", "away", 20),
      event("penalty-try", "home", 30),
    ]);
    expect(state).toMatchObject({ homeScore: 14, awayScore: 6, homeTries: 2, awayTries: 0 });
  });

  it("scores league 4/2/2/1", () => {
    const state = computeLiveState("league", [event("try", "home", 3), event("conversion", "home", 4), event("penalty-goal", "away", 10), event("drop-goal", "away", 20)]);
    expect(state).toMatchObject({ homeScore: 6, awayScore: 3, homeTries: 1, awayTries: 0 });
  });

  it("gives cards and clock events no points", () => {
    const state = computeLiveState("union", [event("yellow-card", "home", 5), event("red-card", "away", 6), event("half-time", null, 40)]);
    expect(state).toMatchObject({ homeScore: 0, awayScore: 0, clock: "half-time" });
  });

  it("follows the clock: not started, first half, half-time, second half, full-time", () => {
    const kickOff = event("try", "home", 2);
    const half = event("half-time", null, 40);
    const second = event("penalty-goal", "away", 45);
    const end = event("full-time", null, 80);
    expect(computeLiveState("union", []).clock).toBe("not-started");
    expect(computeLiveState("union", [kickOff]).clock).toBe("first-half");
    expect(computeLiveState("union", [kickOff, half]).clock).toBe("half-time");
    expect(computeLiveState("union", [kickOff, half, second]).clock).toBe("second-half");
    expect(computeLiveState("union", [kickOff, half, second, end]).clock).toBe("full-time");
  });

  it("is the same whatever order the events arrive in", () => {
    const events = [event("try", "home", 3), event("conversion", "home", 4), event("penalty-goal", "away", 10), event("half-time", null, 40), event("try", "away", 50)];
    const forwards = computeLiveState("union", events);
    const backwards = computeLiveState("union", [...events].reverse());
    expect(backwards).toEqual(forwards);
    expect(forwards.timeline.map((entry) => [entry.homeScore, entry.awayScore])).toEqual([[5, 0], [7, 0], [7, 3], [7, 3], [7, 8]]);
  });

  it("undoes an event, even when the undo arrives before it", () => {
    const scored = event("try", "home", 3);
    const taken = undo(scored);
    expect(computeLiveState("union", [scored, taken]).homeScore).toBe(0);
    expect(computeLiveState("union", [taken, scored]).homeScore).toBe(0);
    expect(computeLiveState("union", [taken, scored]).timeline).toEqual([]);
  });

  it("flags the same event from two phones as a possible duplicate and still counts both", () => {
    const first = event("try", "home", 12, { deviceId: "phone-a", playerId: 7 } as Partial<LiveEvent>);
    const second = event("try", "home", 12, { deviceId: "phone-b", playerId: 7 } as Partial<LiveEvent>);
    const otherPlayer = event("try", "home", 12, { deviceId: "phone-b", playerId: 8 } as Partial<LiveEvent>);
    const state = computeLiveState("union", [first, second, otherPlayer]);
    expect(state.homeScore).toBe(15);
    expect(state.timeline.find((entry) => entry.key === second.key)?.possibleDuplicateOf).toBe(first.key);
    expect(state.timeline.find((entry) => entry.key === otherPlayer.key)?.possibleDuplicateOf).toBeNull();
    expect(state.timeline.find((entry) => entry.key === first.key)?.possibleDuplicateOf).toBeNull();
  });

  it("does not flag two events of one phone", () => {
    const state = computeLiveState("union", [event("penalty-goal", "home", 12), event("penalty-goal", "home", 12)]);
    expect(state.timeline.every((entry) => entry.possibleDuplicateOf === null)).toBe(true);
  });

  it("names the last event that still counts for undo", () => {
    const a = event("try", "home", 3);
    const b = event("conversion", "home", 4);
    expect(lastActiveEvent([a, b])?.key).toBe(b.key);
    expect(lastActiveEvent([a, b, undo(b)])?.key).toBe(a.key);
  });
});
