import { describe, expect, it } from "vitest";
import { roundsCurrentFirst } from "./rounds";
import type { FixtureView, RoundView } from "./types";

const fixture = (id: number, date: string): FixtureView => ({
  id,
  round: null,
  date,
  time: "15:00",
  venue: null,
  status: "scheduled",
  home: { name: "A", clubId: 1 },
  away: { name: "B", clubId: 2 },
  homeScore: null,
  awayScore: null,
  homeTries: null,
  awayTries: null,
});

const rounds: RoundView[] = [
  { round: 1, fixtures: [fixture(1, "2026-10-03"), fixture(2, "2026-10-04")] },
  { round: 2, fixtures: [fixture(3, "2026-10-10"), fixture(4, "2026-10-11")] },
  { round: 3, fixtures: [fixture(5, "2026-10-17")] },
  { round: 4, fixtures: [fixture(6, "2026-10-24")] },
];

const order = (current: number | null, list = rounds) => roundsCurrentFirst(list, current).map((round) => round.round);

describe("the rounds of a competition's page", () => {
  it("start with the current round, then the later ones in order, then the earlier ones latest first", () => {
    expect(order(3)).toEqual([3, 4, 2, 1]);
    expect(order(1)).toEqual([1, 2, 3, 4]);
    expect(order(4)).toEqual([4, 3, 2, 1]);
  });

  it("keep fixtures without a round (null) as a round of their own", () => {
    const withOthers = [...rounds, { round: null, fixtures: [fixture(7, "2026-11-01")] }];
    expect(order(null, withOthers)).toEqual([null, 4, 3, 2, 1]);
    expect(order(2, withOthers)).toEqual([2, 3, 4, null, 1]);
  });

  it("start from the first round when the current one is not listed, and are empty without rounds", () => {
    expect(order(9)).toEqual([1, 2, 3, 4]);
    expect(order(1, [])).toEqual([]);
  });
});
