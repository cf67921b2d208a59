/**
 * The table's order: points, then the competition's tie-breaks in turn, then name, then id, so
 * the same results always give the same order.
 */
import type { Meeting } from "./match-outcome";
import type { TieBreak } from "./rules";

export type RankedFigures = {
  entrantId: number;
  teamName: string;
  points: number;
  won: number;
  pointsDifference: number;
  pointsFor: number;
  triesFor: number;
  triesAgainst: number;
};

type NumericTieBreak = Exclude<TieBreak, "headToHead" | "name">;

const figure: Record<NumericTieBreak, (row: RankedFigures) => number> = {
  points: (row) => row.points,
  wins: (row) => row.won,
  pointsDifference: (row) => row.pointsDifference,
  pointsFor: (row) => row.pointsFor,
  triesFor: (row) => row.triesFor,
  tryDifference: (row) => row.triesFor - row.triesAgainst,
};

// Greek and Latin names alike, accents and case aside; the same collation in Node and workerd.
const collator = new Intl.Collator("el", { sensitivity: "base", numeric: true });
const byNameThenId = (a: RankedFigures, b: RankedFigures) => collator.compare(a.teamName, b.teamName) || a.entrantId - b.entrantId;

/** The group split into runs of equal value, highest value first. */
function tiers<T extends RankedFigures>(group: readonly T[], value: (row: T) => number): T[][] {
  const sorted = [...group].sort((a, b) => value(b) - value(a));
  const runs: T[][] = [];
  for (const row of sorted) {
    const run = runs.at(-1);
    if (run && value(run[0]) === value(row)) run.push(row);
    else runs.push([row]);
  }
  return runs;
}

/** Points (by the competition's win, draw and loss, no bonuses) from the meetings among the group only. */
function miniLeague(group: readonly RankedFigures[], meetings: readonly Meeting[]) {
  const points = new Map(group.map((row) => [row.entrantId, 0]));
  for (const { home, away } of meetings) {
    if (!points.has(home.entrantId) || !points.has(away.entrantId)) continue;
    points.set(home.entrantId, points.get(home.entrantId)! + home.matchPoints);
    points.set(away.entrantId, points.get(away.entrantId)! + away.matchPoints);
  }
  return points;
}

function rank<T extends RankedFigures>(group: T[], criteria: readonly TieBreak[], meetings: readonly Meeting[]): T[] {
  if (group.length < 2) return group;
  const [criterion, ...rest] = criteria;
  if (criterion === undefined || criterion === "name") return [...group].sort(byNameThenId);
  if (criterion === "headToHead") {
    // A mini-league among the tied teams; whoever it leaves level meets again in a smaller one,
    // and a group it cannot split goes on to the next tie-break.
    const points = miniLeague(group, meetings);
    const split = tiers(group, (row) => points.get(row.entrantId)!);
    return split.length === 1 ? rank(group, rest, meetings) : split.flatMap((tier) => rank(tier, criteria, meetings));
  }
  return tiers(group, figure[criterion]).flatMap((tier) => rank(tier, rest, meetings));
}

/** Points first always, then the competition's tie-breaks in its order. */
export const tieBreakOrder = (tieBreaks: readonly TieBreak[]): TieBreak[] => ["points", ...tieBreaks.filter((tieBreak) => tieBreak !== "points")];

export const orderRows = <T extends RankedFigures>(rows: readonly T[], tieBreaks: readonly TieBreak[], meetings: readonly Meeting[]): T[] =>
  rank([...rows], tieBreakOrder(tieBreaks), meetings);
