import { describe, expect, it } from "vitest";
import { mergeSections } from "./report";

const page = (summaryRows: string[], lighthouse: string) =>
  [
    "# Benchmarks\n\nWritten by a full run.\n\n",
    `## Summary\n\n| Target | Goal | Measured | Result |\n| --- | --- | --- | --- |\n${summaryRows.join("\n")}\n\n`,
    `## 1. JavaScript budget per public route\n\nold bundle\n\n`,
    `## 2. Lighthouse (mobile)\n\n${lighthouse}\n\n`,
  ].join("");

describe("a partial benchmark run (--only)", () => {
  const previous = page(["| First-load JS | ≤ 150 KiB | 160 KiB | ❌ miss |", "| Lighthouse `/`: performance | ≥ 95 | 57 | ❌ miss (−38) |"], "old lighthouse");
  const fresh = page(["| Lighthouse `/`: performance | ≥ 95 | 96 | ✅ pass |", "| Lighthouse `/`: LCP | ≤ 1.20 s | 1.10 s | ✅ pass |"], "new lighthouse");
  const merged = mergeSections(previous, fresh, ["## 2."], new Date("2026-11-27T01:00:00Z"));

  it("replaces the sections it measured and keeps the others", () => {
    expect(merged).toContain("new lighthouse");
    expect(merged).not.toContain("old lighthouse");
    expect(merged).toContain("old bundle");
  });

  it("replaces the summary rows it measured, adds new ones, keeps the rest, and says when", () => {
    expect(merged).toContain("| Lighthouse `/`: performance | ≥ 95 | 96 | ✅ pass |");
    expect(merged).not.toContain("| 57 |");
    expect(merged).toContain("| Lighthouse `/`: LCP | ≤ 1.20 s | 1.10 s | ✅ pass |");
    expect(merged).toContain("| First-load JS | ≤ 150 KiB | 160 KiB | ❌ miss |");
    expect(merged).toMatch(/_Sections 2 and their rows here were measured again on 2026-11-27 01:00 UTC/);
  });

  it("drops the measured section's old rows that this run no longer writes (a target renamed or folded)", () => {
    const renamed = page(["| Lighthouse, every public page: TBT | ≤ 100 ms | 34 of 34 | ✅ pass |"], "new lighthouse");
    const again = mergeSections(previous, renamed, ["## 2."]);
    expect(again).toContain("| Lighthouse, every public page: TBT |");
    expect(again).not.toContain("Lighthouse `/`: performance");
    expect(again).toContain("| First-load JS | ≤ 150 KiB | 160 KiB | ❌ miss |");
  });

  it("keeps one note when merged again", () => {
    const twice = mergeSections(merged, fresh, ["## 2."], new Date("2026-11-27T02:00:00Z"));
    expect(twice.match(/_Sections /g)).toHaveLength(1);
  });
});
