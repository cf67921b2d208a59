/** What one counted fixture gives each side, by the competition's rules. */
import type { CompetitionRules, TryBonusRule } from "./rules";
import type { FormLetter, TableFixture } from "./table-types";

export type SideOutcome = {
  entrantId: number;
  opponentId: number;
  result: FormLetter;
  pointsFor: number;
  pointsAgainst: number;
  triesFor: number;
  triesAgainst: number;
  matchPoints: number;
  tryBonus: number;
  losingBonus: number;
};

/** A fixture that counts: both sides' outcomes, home first. */
export type Meeting = { fixture: TableFixture; home: SideOutcome; away: SideOutcome };

const resultOf = (own: number, other: number): FormLetter => (own > other ? "W" : own < other ? "L" : "D");

function earnsTryBonus(rule: TryBonusRule | null, tries: number, opponentTries: number, result: FormLetter) {
  if (!rule) return false;
  if (rule.kind === "absolute") return tries >= rule.tries;
  return tries - opponentTries >= rule.margin && (!rule.winnerOnly || result === "W");
}

function playedSide(rules: CompetitionRules, own: { id: number; score: number; tries: number }, other: { id: number; score: number; tries: number }): SideOutcome {
  const result = resultOf(own.score, other.score);
  const losingBonus = rules.losingBonus && result === "L" && other.score - own.score <= rules.losingBonus.maxMargin ? 1 : 0;
  return {
    entrantId: own.id,
    opponentId: other.id,
    result,
    pointsFor: own.score,
    pointsAgainst: other.score,
    triesFor: own.tries,
    triesAgainst: other.tries,
    matchPoints: result === "W" ? rules.win : result === "D" ? rules.draw : rules.loss,
    tryBonus: earnsTryBonus(rules.tryBonus, own.tries, other.tries, result) ? 1 : 0,
    losingBonus,
  };
}

/** A forfeit: the credited score, no tries, the forfeit's points, and the try bonus only for the winner. */
function forfeitSides(rules: CompetitionRules, winnerId: number, loserId: number): [winner: SideOutcome, loser: SideOutcome] {
  const { winnerScore, loserScore, winnerPoints, loserPoints, winnerTryBonus } = rules.forfeit;
  const side = { triesFor: 0, triesAgainst: 0, losingBonus: 0 };
  return [
    { ...side, entrantId: winnerId, opponentId: loserId, result: "W", pointsFor: winnerScore, pointsAgainst: loserScore, matchPoints: winnerPoints ?? rules.win, tryBonus: winnerTryBonus && rules.tryBonus ? 1 : 0 },
    { ...side, entrantId: loserId, opponentId: winnerId, result: "L", pointsFor: loserScore, pointsAgainst: winnerScore, matchPoints: loserPoints, tryBonus: 0 },
  ];
}

/** The meeting a fixture between two teams makes, or null while it does not count (no result, or not played). */
export function meetingOf(rules: CompetitionRules, fixture: TableFixture & { awayId: number }): Meeting | null {
  const { homeId, awayId } = fixture;
  if (fixture.status === "forfeited-home") {
    const [away, home] = forfeitSides(rules, awayId, homeId);
    return { fixture, home, away };
  }
  if (fixture.status === "forfeited-away") {
    const [home, away] = forfeitSides(rules, homeId, awayId);
    return { fixture, home, away };
  }
  if (fixture.status !== "played" || fixture.homeScore === null || fixture.awayScore === null) return null;
  const home = { id: homeId, score: fixture.homeScore, tries: fixture.homeTries ?? 0 };
  const away = { id: awayId, score: fixture.awayScore, tries: fixture.awayTries ?? 0 };
  return { fixture, home: playedSide(rules, home, away), away: playedSide(rules, away, home) };
}
