import { describe, expect, it } from "vitest";
import { isClockEvent, LIVE_EVENT_TYPES, type LiveEvent, type LiveEventType, type Team } from "./events";
import { computeLiveState, lastActiveEvent } from "./state";

let counter = 0;
const event = (type: LiveEventType, team: Team | null, minute: number, extra: Partial<LiveEvent> = {}): LiveEvent =>
  ({ key: `k${++counter}`, deviceId: "phone-a", seq: counter, at: counter, clubId: 1, minute, type, team, playerId: null, playerName: null, ...extra }) as LiveEvent;
const undo = (target: LiveEvent, minute = target.minute): LiveEvent =>
  ({ key: `k${++counter}`, deviceId: "phone-a", seq: counter, at: counter, clubId: 1, minute, type: "undo", undoes: target.key }) as LiveEvent;
const count = (target: LiveEvent): LiveEvent =>
  ({ key: `k${++counter}`, deviceId: "phone-a", seq: counter, at: counter, clubId: 1, minute: target.minute, type: "count", counts: target.key }) as LiveEvent;

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

  it("flags the same event from two phones as a possible duplicate, and counts it only once an official counts it", () => {
    const first = event("try", "home", 12, { deviceId: "phone-a", playerId: 7 } as Partial<LiveEvent>);
    const second = event("try", "home", 12, { deviceId: "phone-b", playerId: 7 } as Partial<LiveEvent>);
    const otherPlayer = event("try", "home", 12, { deviceId: "phone-b", playerId: 8 } as Partial<LiveEvent>);
    const state = computeLiveState("union", [first, second, otherPlayer]);
    expect(state).toMatchObject({ homeScore: 10, homeTries: 2 });
    const twin = state.timeline.find((entry) => entry.key === second.key);
    expect(twin).toMatchObject({ possibleDuplicateOf: first.key, counted: false, points: 5 });
    expect(state.timeline.find((entry) => entry.key === otherPlayer.key)).toMatchObject({ possibleDuplicateOf: null, counted: true });
    expect(state.timeline.find((entry) => entry.key === first.key)).toMatchObject({ possibleDuplicateOf: null, counted: true });

    // "Count it": both count, the flag stays for the record.
    const counted = computeLiveState("union", [first, second, otherPlayer, count(second)]);
    expect(counted).toMatchObject({ homeScore: 15, homeTries: 3 });
    expect(counted.timeline.find((entry) => entry.key === second.key)).toMatchObject({ possibleDuplicateOf: first.key, counted: true });
    // Undoing the first instead: the second is no longer a duplicate, and counts.
    const undone = computeLiveState("union", [first, second, undo(first)]);
    expect(undone.homeScore).toBe(5);
    expect(undone.timeline).toMatchObject([{ key: second.key, possibleDuplicateOf: null, counted: true }]);
  });

  it("lets only the event's own club (or the admin) undo it or count it", () => {
    const home = event("try", "home", 10, { clubId: 1, deviceId: "phone-a" } as Partial<LiveEvent>);
    const twin = event("try", "home", 10, { clubId: 1, deviceId: "phone-b" } as Partial<LiveEvent>);
    const byRival = { ...undo(home), clubId: 2 };
    expect(computeLiveState("union", [home, byRival]).homeScore).toBe(5);
    expect(computeLiveState("union", [home, { ...undo(home), clubId: null }]).homeScore).toBe(0);
    expect(computeLiveState("union", [home, twin, { ...count(twin), clubId: 2 }]).homeScore).toBe(5);
    expect(computeLiveState("union", [home, twin, { ...count(twin), clubId: null }]).homeScore).toBe(10);
  });

  it("does not flag the clock's events: two phones at half-time are one half-time", () => {
    const state = computeLiveState("union", [event("half-time", null, 40, { deviceId: "phone-a" } as Partial<LiveEvent>), event("half-time", null, 40, { deviceId: "phone-b" } as Partial<LiveEvent>)]);
    expect(state.timeline.every((entry) => entry.possibleDuplicateOf === null && entry.counted)).toBe(true);
  });

  it("starts the second half with its kick-off, an event of the clock", () => {
    expect(LIVE_EVENT_TYPES).toContain("second-half");
    expect(isClockEvent("second-half")).toBe(true);
    const half = event("half-time", null, 40);
    const kickOff = event("second-half", null, 40);
    expect(computeLiveState("union", [event("try", "home", 5), half]).clock).toBe("half-time");
    expect(computeLiveState("union", [event("try", "home", 5), half, kickOff]).clock).toBe("second-half");
    expect(computeLiveState("union", [event("try", "home", 5), half, kickOff, event("full-time", null, 80)]).clock).toBe("full-time");
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
    // A club's official: the last of its own club's events.
    const rival = event("penalty-goal", "away", 5, { clubId: 2 } as Partial<LiveEvent>);
    expect(lastActiveEvent([a, b, rival], 1)?.key).toBe(b.key);
    expect(lastActiveEvent([a, b, rival], null)?.key).toBe(rival.key);
  });
});
