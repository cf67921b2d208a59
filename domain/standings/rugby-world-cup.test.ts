/**
 * The 2023 Rugby World Cup, Pool C: Fiji finished above Australia, both on 11 points, because
 * Fiji won the match between them. Scores are the real ones; the tries are chosen to give each
 * team its real bonus points (Georgia's own total aside).
 */
import { describe, expect, it } from "vitest";
import { computeTable } from "./compute-table";
import { rulesFromPreset } from "./presets";
import type { TableFixture } from "./table-types";
import { entrants, fixtureMaker } from "./test-fixtures";

const [WAL, FIJ, AUS, POR, GEO] = [1, 2, 3, 4, 5];
const teams = entrants("Wales", "Fiji", "Australia", "Portugal", "Georgia");

function poolC(australiaBeatPortugal: [number, number] = [34, 14]): TableFixture[] {
  const f = fixtureMaker();
  return [
    f.played(AUS, GEO, [35, 15], [4, 2]),
    f.played(WAL, FIJ, [32, 26], [4, 4]),
    f.played(WAL, POR, [28, 8], [4, 1]),
    f.played(AUS, FIJ, [15, 22], [2, 2]),
    f.played(GEO, POR, [18, 18], [2, 2]),
    f.played(WAL, AUS, [40, 6], [3, 0]),
    f.played(FIJ, GEO, [17, 12], [2, 2]),
    f.played(AUS, POR, australiaBeatPortugal, [5, 2]),
    f.played(WAL, GEO, [43, 19], [6, 3]),
    f.played(FIJ, POR, [23, 24], [3, 2]),
  ];
}

/** The World Cup's pool order: the match between the teams first, then points and try difference, points and tries for. */
const worldCupPools = rulesFromPreset("world-rugby", { tieBreaks: ["points", "headToHead", "pointsDifference", "tryDifference", "pointsFor", "triesFor"] });

describe("Rugby World Cup 2023, Pool C", () => {
  it("puts Fiji above Australia, both on 11 points", () => {
    const table = computeTable(worldCupPools, teams, poolC());
    expect(table.slice(0, 4).map((row) => [row.teamName, row.points])).toEqual([
      ["Wales", 19],
      ["Fiji", 11],
      ["Australia", 11],
      ["Portugal", 6],
    ]);
  });

  it("keeps Fiji above by the match between them even where Australia's points difference is better", () => {
    // Had Australia beaten Portugal 64-14, their difference would top Fiji's (+29 against +5).
    const fixtures = poolC([64, 14]);
    const withHeadToHeadFirst = computeTable(worldCupPools, teams, fixtures);
    expect(withHeadToHeadFirst.slice(1, 3).map((row) => [row.teamName, row.points, row.pointsDifference])).toEqual([
      ["Fiji", 11, 5],
      ["Australia", 11, 29],
    ]);
    // The standard order (wins, then difference, head-to-head later) would have put Australia second.
    const standard = computeTable(rulesFromPreset("world-rugby"), teams, fixtures);
    expect(standard.slice(1, 3).map((row) => row.teamName)).toEqual(["Australia", "Fiji"]);
  });
});
