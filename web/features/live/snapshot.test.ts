import { describe, expect, it } from "vitest";
import { computeLiveState, type LiveEvent } from "../../../domain/live";
import type { LiveSnapshot } from "../../../schema/live-protocol";
import { mergeEvents, mergeSnapshots, withEvent } from "./snapshot";

const event = (key: string, minute: number, type: "try" | "conversion"): LiveEvent => ({ key, deviceId: "phone-a", seq: minute, at: minute, clubId: 1, minute, type, team: "home", playerId: null, playerName: null });
const empty: LiveSnapshot = { fixtureId: 1, code: "union", date: null, events: [], state: computeLiveState("union", []), updatedAt: null };

describe("withEvent", () => {
  it("adds an event and computes the score, whatever order events come in", () => {
    const later = withEvent(empty, event("b", 4, "conversion"), "t1");
    const both = withEvent(later, event("a", 3, "try"), "t2");
    expect(both.state).toMatchObject({ homeScore: 7, homeTries: 1 });
    expect(both.state.timeline.map((entry) => entry.key)).toEqual(["a", "b"]);
    expect(both.updatedAt).toBe("t2");
  });
  it("ignores an event it already has", () => {
    const once = withEvent(empty, event("a", 3, "try"), "t1");
    expect(withEvent(once, event("a", 3, "try"), "t2")).toBe(once);
  });
});

describe("mergeSnapshots", () => {
  const snapshot = (events: LiveEvent[], updatedAt: string): LiveSnapshot => ({ ...empty, events, state: computeLiveState("union", events), updatedAt });
  const a = event("a", 3, "try");
  const b = event("b", 4, "conversion");

  it("takes a newer copy as it is when it holds every event of the one held", () => {
    const received = snapshot([a, b], "t2");
    expect(mergeSnapshots(snapshot([a], "t1"), received)).toBe(received);
    expect(mergeSnapshots(undefined, received)).toBe(received);
  });
  it("keeps an event a stale copy lacks (an answer asked for before the event was stored), with its score", () => {
    const held = withEvent(snapshot([a], "t1"), b, "t2");
    const merged = mergeSnapshots(held, snapshot([a], "t1"));
    expect(merged.events.map((known) => known.key)).toEqual(["a", "b"]);
    expect(merged.state).toMatchObject({ homeScore: 7, homeTries: 1 });
    expect(merged.updatedAt).toBe("t2");
  });
  it("joins two copies that each miss an event of the other", () => {
    const c = event("c", 10, "try");
    const merged = mergeSnapshots(snapshot([a, c], "t3"), snapshot([a, b], "t2"));
    expect(merged.state.timeline.map((entry) => entry.key)).toEqual(["a", "b", "c"]);
    expect(merged.state).toMatchObject({ homeScore: 12, homeTries: 2 });
    expect(merged.updatedAt).toBe("t3");
  });
});

describe("mergeEvents", () => {
  it("lists each key once, the first list's copy first", () => {
    const server = event("a", 3, "try");
    const queued = { ...event("a", 3, "try"), deviceId: "stale" };
    expect(mergeEvents([server], [queued, event("b", 4, "conversion")]).map((known) => [known.key, known.deviceId])).toEqual([
      ["a", "phone-a"],
      ["b", "phone-a"],
    ]);
  });
});
