/** Invariants of the table, over random competitions (fast-check). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIXTURE_STATUSES } from "../fixtures/fixture-status";
import { computeTable } from "./compute-table";
import { PRESETS, rulesFromPreset } from "./presets";
import { type CompetitionRules, TIE_BREAKS } from "./rules";
import type { Entrant, PointsAdjustment, TableFixture } from "./table-types";

const NAMES = ["Athens", "Piraeus", "Άρης", "Thessaloniki", "Athens", "Patras", "Ηράκλειο", "Volos"];

const rulesArb: fc.Arbitrary<CompetitionRules> = fc
  .record({
    preset: fc.constantFrom(...PRESETS),
    tieBreaks: fc.uniqueArray(fc.constantFrom(...TIE_BREAKS), { minLength: 1, maxLength: TIE_BREAKS.length }),
    loserPoints: fc.constantFrom(0, -1),
    winnerTryBonus: fc.boolean(),
  })
  .map(({ preset, tieBreaks, loserPoints, winnerTryBonus }) => {
    const rules = rulesFromPreset(preset, { tieBreaks });
    return { ...rules, forfeit: { ...rules.forfeit, loserPoints, winnerTryBonus } };
  });

type Competition = { rules: CompetitionRules; entrants: Entrant[]; fixtures: TableFixture[]; adjustments: PointsAdjustment[] };

const competitionArb: fc.Arbitrary<Competition> = fc.integer({ min: 2, max: 8 }).chain((size) => {
  const entrants = NAMES.slice(0, size).map((name, index) => ({ id: index + 1, name, clubId: index % 3 === 0 ? null : index + 100 }));
  const team = fc.integer({ min: 1, max: size });
  const fixture = fc
    .record({
      homeId: team,
      awayId: fc.option(team, { freq: 8 }),
      day: fc.integer({ min: 1, max: 9 }),
      round: fc.option(fc.integer({ min: 1, max: 4 }), { freq: 3 }),
      time: fc.option(fc.constantFrom("13:00", "15:00", "18:30")),
      status: fc.constantFrom(...FIXTURE_STATUSES, "played", "played", "played"),
      homeScore: fc.option(fc.integer({ min: 0, max: 60 }), { freq: 10 }),
      awayScore: fc.option(fc.integer({ min: 0, max: 60 }), { freq: 10 }),
      homeTries: fc.option(fc.integer({ min: 0, max: 9 }), { freq: 6 }),
      awayTries: fc.option(fc.integer({ min: 0, max: 9 }), { freq: 6 }),
    })
    .filter((drawn) => drawn.homeId !== drawn.awayId);
  const adjustment = fc.record({ entrantId: team, points: fc.integer({ min: -10, max: 10 }), reasonEn: fc.constant("Reason"), reasonEl: fc.constant("Αιτία") });
  return fc.record({
    rules: rulesArb,
    entrants: fc.constant(entrants),
    fixtures: fc
      .array(fixture, { maxLength: 40 })
      .map((drawn) => drawn.map(({ day, ...rest }, index) => ({ ...rest, id: index + 1, date: `2026-10-0${day}` }))),
    adjustments: fc.array(adjustment, { maxLength: 4 }),
  });
});

const table = ({ rules, entrants, fixtures, adjustments }: Competition) => computeTable(rules, entrants, fixtures, adjustments);

describe("computeTable invariants", () => {
  it("does not depend on the order of the fixtures, the entrants or the adjustments", () => {
    fc.assert(
      fc.property(
        competitionArb.chain((competition) =>
          fc.record({
            competition: fc.constant(competition),
            shuffled: fc.record({
              rules: fc.constant(competition.rules),
              entrants: fc.shuffledSubarray(competition.entrants, { minLength: competition.entrants.length }),
              fixtures: fc.shuffledSubarray(competition.fixtures, { minLength: competition.fixtures.length }),
              adjustments: fc.shuffledSubarray(competition.adjustments, { minLength: competition.adjustments.length }),
            }),
          }),
        ),
        ({ competition, shuffled }) => {
          expect(table(shuffled)).toEqual(table(competition));
        },
      ),
    );
  });

  it("counts as many wins as losses, an even number of draws, and as many points for as against", () => {
    fc.assert(
      fc.property(competitionArb, (competition) => {
        const rows = table(competition);
        const total = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
        expect(total((row) => row.won)).toBe(total((row) => row.lost));
        expect(total((row) => row.drawn) % 2).toBe(0);
        expect(total((row) => row.pointsFor)).toBe(total((row) => row.pointsAgainst));
        expect(total((row) => row.triesFor)).toBe(total((row) => row.triesAgainst));
      }),
    );
  });

  it("makes each team's points the sum of their parts", () => {
    fc.assert(
      fc.property(competitionArb, (competition) => {
        const { rules, fixtures, adjustments } = competition;
        for (const row of table(competition)) {
          const forfeitsWon = fixtures.filter((f) => (f.status === "forfeited-home" && f.awayId === row.entrantId) || (f.status === "forfeited-away" && f.homeId === row.entrantId && f.awayId !== null)).length;
          const forfeitsLost = fixtures.filter((f) => f.awayId !== null && ((f.status === "forfeited-home" && f.homeId === row.entrantId) || (f.status === "forfeited-away" && f.awayId === row.entrantId))).length;
          // A bye counts when played, or when scheduled and a match of its round (its day, without a round) took place.
          const tookPlace = (f: TableFixture) => f.awayId !== null && ["played", "forfeited-home", "forfeited-away"].includes(f.status);
          const roundPlayed = (bye: TableFixture) => fixtures.some((f) => tookPlace(f) && (bye.round != null ? f.round === bye.round : f.date === bye.date));
          const byes = fixtures.filter((f) => f.awayId === null && f.homeId === row.entrantId && (f.status === "played" || (f.status === "scheduled" && roundPlayed(f)))).length;
          const matchPoints =
            (row.won - forfeitsWon) * rules.win +
            forfeitsWon * (rules.forfeit.winnerPoints ?? rules.win) +
            row.drawn * rules.draw +
            (row.lost - forfeitsLost) * rules.loss +
            forfeitsLost * rules.forfeit.loserPoints +
            byes * rules.bye;
          const adjustment = adjustments.filter((a) => a.entrantId === row.entrantId).reduce((sum, a) => sum + a.points, 0);
          expect(row.byes).toBe(byes);
          expect(row.matchPoints).toBe(matchPoints);
          expect(row.adjustment).toBe(adjustment);
          expect(row.points).toBe(matchPoints + row.tryBonus + row.losingBonus + row.otherBonus + adjustment);
          expect(row.tryBonus).toBeLessThanOrEqual(rules.tryBonus ? row.played : 0);
          expect(row.losingBonus).toBeLessThanOrEqual(rules.losingBonus ? row.lost : 0);
          expect([0, rules.allWinsBonus ?? 0]).toContain(row.otherBonus);
          expect(row.played).toBe(row.won + row.drawn + row.lost);
          expect(row.pointsDifference).toBe(row.pointsFor - row.pointsAgainst);
          expect(row.form.length).toBe(Math.min(5, row.played));
        }
      }),
    );
  });

  it("numbers positions 1 to n, lists every entrant once and never puts fewer points above more", () => {
    fc.assert(
      fc.property(competitionArb, (competition) => {
        const rows = table(competition);
        expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
        expect(rows.map((row) => row.entrantId).sort()).toEqual(competition.entrants.map((entrant) => entrant.id).sort());
        rows.slice(1).forEach((row, index) => expect(row.points).toBeLessThanOrEqual(rows[index].points));
      }),
    );
  });
});
