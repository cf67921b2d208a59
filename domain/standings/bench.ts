/**
 * The engine's benchmark (issue 10: 16 teams, double round robin, 240 fixtures, head-to-head
 * in the tie-breaks; median under 2 ms). `npm run bench` can call it in Node or in the worker.
 */
import { roundRobin } from "../fixtures/round-robin";
import { computeTable } from "./compute-table";
import { rulesFromPreset } from "./presets";
import type { Entrant, TableFixture } from "./table-types";

/** A small, seeded generator (mulberry32), so every run benchmarks the same results. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 16 teams, every fixture of a double round robin played, with results close enough to leave teams level. */
export function benchCompetition(teamCount = 16) {
  const random = seeded(2026);
  const entrants: Entrant[] = Array.from({ length: teamCount }, (_, index) => ({ id: index + 1, name: `Team ${String(index + 1).padStart(2, "0")}`, clubId: index + 1 }));
  const schedule = roundRobin({ entrantIds: entrants.map((entrant) => entrant.id), rounds: "double", startDate: "2026-09-06", weekday: 7, time: "15:00" });
  const fixtures: TableFixture[] = schedule.map((fixture, index) => {
    const [homeTries, awayTries] = [Math.floor(random() * 5), Math.floor(random() * 5)];
    return {
      id: index + 1,
      homeId: fixture.homeId,
      awayId: fixture.awayId,
      date: fixture.date,
      time: fixture.time,
      status: "played",
      homeTries,
      awayTries,
      homeScore: homeTries * 5 + 3 * Math.floor(random() * 3),
      awayScore: awayTries * 5 + 3 * Math.floor(random() * 3),
    };
  });
  const rules = rulesFromPreset("world-rugby", { tieBreaks: ["points", "headToHead", "pointsDifference", "pointsFor", "name"] });
  return { rules, entrants, fixtures };
}

export type BenchResult = { teams: number; fixtures: number; samples: number; runsPerSample: number; medianMs: number };

/**
 * The median time of one computeTable, in ms: `samples` timings of `runsPerSample` runs each
 * (batches, so a coarse clock still measures). In a Worker the clock only moves on I/O: pass a
 * `now` that does, or run it where time advances (Node, or workerd locally).
 */
export function benchmarkComputeTable({ samples = 21, runsPerSample = 20, now = () => performance.now() } = {}): BenchResult {
  const { rules, entrants, fixtures } = benchCompetition();
  for (let warm = 0; warm < 20; warm += 1) computeTable(rules, entrants, fixtures);
  const timings: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const start = now();
    for (let run = 0; run < runsPerSample; run += 1) computeTable(rules, entrants, fixtures);
    timings.push((now() - start) / runsPerSample);
  }
  timings.sort((a, b) => a - b);
  return { teams: entrants.length, fixtures: fixtures.length, samples, runsPerSample, medianMs: timings[Math.floor(samples / 2)] };
}
