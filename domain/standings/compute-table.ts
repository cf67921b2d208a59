/**
 * The league table, computed from the results by the competition's rules. Pure: the worker and
 * the app run the same code on the same data and get the same table.
 */
import { isPending } from "../fixtures/fixture-status";
import { countsInTable } from "../results/result-state";
import { type Meeting, meetingOf, type SideOutcome } from "./match-outcome";
import { orderRows } from "./order-rows";
import { playedOf } from "./played";
import type { CompetitionRules } from "./rules";
import type { Entrant, PointsAdjustment, TableFixture, TableRow } from "./table-types";

const FORM_LENGTH = 5;

type Tally = Omit<TableRow, "position" | "played" | "pointsDifference" | "otherBonus" | "points" | "form" | "provisional"> & {
  outcomes: { outcome: SideOutcome; fixture: TableFixture }[];
  pending: number;
};

const emptyTally = (entrant: Entrant): Tally => ({
  entrantId: entrant.id,
  teamName: entrant.name,
  clubId: entrant.clubId,
  won: 0,
  drawn: 0,
  lost: 0,
  byes: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  triesFor: 0,
  triesAgainst: 0,
  matchPoints: 0,
  tryBonus: 0,
  losingBonus: 0,
  adjustment: 0,
  outcomes: [],
  pending: 0,
});

function add(tally: Tally, outcome: SideOutcome, fixture: TableFixture) {
  if (outcome.result === "W") tally.won += 1;
  else if (outcome.result === "D") tally.drawn += 1;
  else tally.lost += 1;
  tally.pointsFor += outcome.pointsFor;
  tally.pointsAgainst += outcome.pointsAgainst;
  tally.triesFor += outcome.triesFor;
  tally.triesAgainst += outcome.triesAgainst;
  tally.matchPoints += outcome.matchPoints;
  tally.tryBonus += outcome.tryBonus;
  tally.losingBonus += outcome.losingBonus;
  tally.outcomes.push({ outcome, fixture });
}

/** A match that took place: its round (or its day) has been played, whether or not its result counts yet. */
const tookPlace = (fixture: TableFixture) => fixture.awayId !== null && (fixture.status === "played" || fixture.status === "forfeited-home" || fixture.status === "forfeited-away");

/**
 * The byes that earn their points (see TableFixture): marked played, or still scheduled in a round
 * (for a bye without a round, on a day) in which another fixture took place. Two passes, so the
 * answer does not depend on the order of the fixtures.
 */
function countedByes(fixtures: readonly TableFixture[]): Set<TableFixture> {
  const playedRounds = new Set<number>();
  const playedDates = new Set<string>();
  for (const fixture of fixtures) {
    if (!tookPlace(fixture)) continue;
    if (fixture.round != null) playedRounds.add(fixture.round);
    playedDates.add(fixture.date);
  }
  const roundPlayed = (bye: TableFixture) => (bye.round != null ? playedRounds.has(bye.round) : playedDates.has(bye.date));
  return new Set(fixtures.filter((fixture) => fixture.awayId === null && (fixture.status === "played" || (fixture.status === "scheduled" && roundPlayed(fixture)))));
}

/** By date, then kick-off (unknown first), then fixture id: a total order, whatever order fixtures came in. */
const chronological = (a: TableFixture, b: TableFixture) =>
  a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? "") || a.id - b.id;

/**
 * The table of a competition, in order.
 * - `fixtures`: the competition's fixtures (a bye is a fixture with `awayId` null, see TableFixture);
 *   only played and forfeited ones count, and a team's pending ones hold back its all-wins bonus;
 *   a bye counts once it is played, or once its round has been played.
 * - `adjustments`: points given or taken, added to the team's points.
 * Throws when a fixture or an adjustment names a team that is not an entrant: a caller's mistake.
 */
export function computeTable(
  rules: CompetitionRules,
  entrants: readonly Entrant[],
  fixtures: readonly TableFixture[],
  adjustments: readonly PointsAdjustment[] = [],
): TableRow[] {
  const tallies = new Map(entrants.map((entrant) => [entrant.id, emptyTally(entrant)]));
  const tallyOf = (entrantId: number, what: string) => {
    const tally = tallies.get(entrantId);
    if (!tally) throw new Error(`${what} names entrant ${entrantId}, who is not in the competition`);
    return tally;
  };

  const meetings: Meeting[] = [];
  const byes = countedByes(fixtures);
  for (const fixture of fixtures) {
    const home = tallyOf(fixture.homeId, `Fixture ${fixture.id}`);
    if (fixture.awayId === null) {
      if (byes.has(fixture)) home.byes += 1;
      continue;
    }
    const away = tallyOf(fixture.awayId, `Fixture ${fixture.id}`);
    if (fixture.homeId === fixture.awayId) throw new Error(`Fixture ${fixture.id} has a team play itself`);
    // A disputed result waits for the admin, as a match still to be played does.
    const meeting = countsInTable(fixture.resultState) ? meetingOf(rules, { ...fixture, awayId: fixture.awayId }) : null;
    if (meeting) {
      add(home, meeting.home, fixture);
      add(away, meeting.away, fixture);
      meetings.push(meeting);
    } else if (isPending(fixture.status) || !countsInTable(fixture.resultState)) {
      home.pending += 1;
      away.pending += 1;
    }
  }
  for (const adjustment of adjustments) tallyOf(adjustment.entrantId, "An adjustment").adjustment += adjustment.points;

  const rows = [...tallies.values()].map(({ outcomes, pending, ...tally }) => {
    const played = playedOf(tally);
    const wonEverything = rules.allWinsBonus !== null && played > 0 && tally.won === played && pending === 0;
    const otherBonus = wonEverything ? rules.allWinsBonus! : 0;
    const matchPoints = tally.matchPoints + tally.byes * rules.bye;
    const form = outcomes
      .sort((a, b) => chronological(a.fixture, b.fixture))
      .slice(-FORM_LENGTH)
      .map(({ outcome }) => outcome.result);
    return {
      ...tally,
      played,
      pointsDifference: tally.pointsFor - tally.pointsAgainst,
      matchPoints,
      otherBonus,
      points: matchPoints + tally.tryBonus + tally.losingBonus + otherBonus + tally.adjustment,
      form,
      provisional: outcomes.filter(({ fixture }) => fixture.resultState === "provisional").length,
    };
  });

  return orderRows(rows, rules.tieBreaks, meetings).map((row, index) => ({ position: index + 1, ...row }));
}
