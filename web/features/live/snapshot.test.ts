import { describe, expect, it } from "vitest";
import { computeLiveState, type LiveEvent } from "../../../domain/live";
import type { LiveSnapshot } from "./api";
import { withEvent } from "./snapshot";

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
