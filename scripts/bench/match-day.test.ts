import { describe, expect, it } from "vitest";
import { missedFor, shownTotal } from "./match-day";

/** A drawn page's data as `#page-data` holds it: TanStack Query's dehydrated queries. */
const page = (...data: unknown[]) => ({ state: { queries: data.map((item, index) => ({ queryKey: ["q", index], state: { data: item } })) } });

describe("the match day's freshness check", () => {
  it("reads a fixture's total points from a page: the live score while live, else the result, the lowest where shown twice", () => {
    const live = { id: 7, fixtureId: 137, clubScore: null, opponentScore: null, live: { clock: "first-half", clubScore: 6, opponentScore: 8 } };
    const played = { id: 9, fixtureId: 134, clubScore: 20, opponentScore: 7, live: null };
    expect(shownTotal(page(live), 137)).toBe(14);
    expect(shownTotal(page([played]), 134)).toBe(27);
    expect(shownTotal(page({ items: [{ ...live, live: { clubScore: 3, opponentScore: 8 } }] }, live), 137)).toBe(11);
    expect(shownTotal(page(played), 137)).toBeUndefined();
  });

  it("flags a view that misses a write answered before it began, by how long before", () => {
    const written = [
      { at: 1_000, fixture: 137, total: 3 },
      { at: 3_000, fixture: 137, total: 6 },
      { at: 4_000, fixture: 134, total: 28 },
    ];
    // Began 2.5 s after the write to 6 and still showing 3: 2.5 s stale.
    expect(missedFor(written, 137, 3, 5_500)).toBe(2_500);
    // Showing 6 then: fresh. A write answered after the view began is no miss.
    expect(missedFor(written, 137, 6, 5_500)).toBe(0);
    expect(missedFor(written, 137, 0, 2_000)).toBe(1_000);
    expect(missedFor(written, 134, 27, 3_999)).toBe(0);
  });
});
