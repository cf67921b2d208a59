import { describe, expect, it } from "vitest";
import { benchCompetition, benchmarkComputeTable } from "./bench";
import { computeTable } from "./compute-table";

describe("the engine's benchmark", () => {
  it("builds 16 teams in a double round robin (240 fixtures) that leaves teams level on points", () => {
    const { rules, entrants, fixtures } = benchCompetition();
    expect(entrants).toHaveLength(16);
    expect(fixtures).toHaveLength(240);
    expect(rules.tieBreaks).toContain("headToHead");
    const points = computeTable(rules, entrants, fixtures).map((row) => row.points);
    // Head-to-head has work to do only if some teams are level.
    expect(new Set(points).size).toBeLessThan(points.length);
  });

  it("measures a median in ms", () => {
    const result = benchmarkComputeTable({ samples: 5, runsPerSample: 2 });
    expect(result).toMatchObject({ teams: 16, fixtures: 240, samples: 5, runsPerSample: 2 });
    expect(result.medianMs).toBeGreaterThan(0);
    console.info(`computeTable, 16 teams, 240 fixtures: median ${result.medianMs.toFixed(3)} ms`);
  });
});
