import { describe, expect, it } from "vitest";
import { computeTable } from "./compute-table";
import { PRESET_RULES, rulesFromPreset } from "./presets";
import type { CompetitionRules, TieBreak } from "./rules";
import type { TableRow } from "./table-types";
import { entrants, fixtureMaker } from "./test-fixtures";

const rowOf = (table: TableRow[], name: string) => table.find((row) => row.teamName === name)!;
const names = (table: TableRow[]) => table.map((row) => row.teamName);
/** Match points, bonuses and adjustment of a row: what each part of its points comes to. */
const parts = ({ matchPoints, tryBonus, losingBonus, otherBonus, adjustment, points }: TableRow) => ({ matchPoints, tryBonus, losingBonus, otherBonus, adjustment, points });

describe("computeTable, world-rugby", () => {
  const rules = rulesFromPreset("world-rugby");
  const teams = entrants("Athens", "Piraeus", "Thessaloniki");

  it("gives 4 for a win, 2 for a draw, 0 for a loss", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [20, 10]), f.played(2, 3, [15, 15])]);
    expect(parts(rowOf(table, "Athens"))).toEqual({ matchPoints: 4, tryBonus: 0, losingBonus: 0, otherBonus: 0, adjustment: 0, points: 4 });
    expect(rowOf(table, "Piraeus")).toMatchObject({ played: 2, won: 0, drawn: 1, lost: 1, matchPoints: 2, points: 2 });
    expect(rowOf(table, "Thessaloniki")).toMatchObject({ played: 1, drawn: 1, points: 2 });
  });

  it("gives the try bonus for 4 tries or more to either side, and the losing bonus for 7 or fewer", () => {
    const f = fixtureMaker();
    // Athens wins with 4 tries (5 points); Piraeus loses by 7 with 4 tries: both bonuses (2 points).
    const table = computeTable(rules, teams.slice(0, 2), [f.played(1, 2, [27, 20], [4, 4])]);
    expect(parts(rowOf(table, "Athens"))).toMatchObject({ matchPoints: 4, tryBonus: 1, losingBonus: 0, points: 5 });
    expect(parts(rowOf(table, "Piraeus"))).toMatchObject({ matchPoints: 0, tryBonus: 1, losingBonus: 1, points: 2 });
  });

  it("gives no try bonus for 3 tries and no losing bonus for a defeat by 8", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams.slice(0, 2), [f.played(1, 2, [23, 15], [3, 3])]);
    expect(rowOf(table, "Athens")).toMatchObject({ tryBonus: 0, points: 4 });
    expect(rowOf(table, "Piraeus")).toMatchObject({ tryBonus: 0, losingBonus: 0, points: 0 });
  });

  it("sums scores and tries both ways", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [20, 10], [3, 1]), f.played(3, 1, [7, 12], [1, 2])]);
    expect(rowOf(table, "Athens")).toMatchObject({ pointsFor: 32, pointsAgainst: 17, pointsDifference: 15, triesFor: 5, triesAgainst: 2 });
  });
});

describe("computeTable, six-nations", () => {
  const rules = rulesFromPreset("six-nations");
  const teams = entrants("Ireland", "France", "England");

  it("adds the Grand Slam (+3) for winning every match once none is left to play", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [20, 10]), f.played(3, 1, [10, 20]), f.played(2, 3, [10, 10])]);
    expect(parts(rowOf(table, "Ireland"))).toMatchObject({ matchPoints: 8, otherBonus: 3, points: 11 });
    expect(rowOf(table, "France").otherBonus).toBe(0);
  });

  it("holds the Grand Slam back while a match is still scheduled or postponed", () => {
    for (const status of ["scheduled", "postponed"] as const) {
      const f = fixtureMaker();
      const table = computeTable(rules, teams, [f.played(1, 2, [20, 10]), f.other(3, 1, status)]);
      expect(rowOf(table, "Ireland")).toMatchObject({ won: 1, otherBonus: 0, points: 4 });
    }
  });

  it("gives no Grand Slam after a draw, nor to a team that has not played", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [20, 10]), f.played(1, 3, [10, 10])]);
    expect(table.every((row) => row.otherBonus === 0)).toBe(true);
  });

  it("ranks points, then points difference, then tries for", () => {
    expect(PRESET_RULES["six-nations"].tieBreaks).toEqual(["points", "pointsDifference", "triesFor"]);
  });
});

describe("computeTable, lnr", () => {
  const rules = rulesFromPreset("lnr");
  const teams = entrants("Toulouse", "Clermont");

  it("gives the try bonus to a winner with 3 more tries than the opponent", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [33, 10], [4, 1])]);
    expect(rowOf(table, "Toulouse")).toMatchObject({ tryBonus: 1, points: 5 });
  });

  it("gives no try bonus to a winner with only 2 more tries, nor to a loser with 3 more", () => {
    const f = fixtureMaker();
    const narrow = computeTable(rules, teams, [f.played(1, 2, [30, 10], [4, 2])]);
    expect(rowOf(narrow, "Toulouse").tryBonus).toBe(0);
    const loserOutscores = computeTable(rules, teams, [f.played(1, 2, [20, 30], [3, 0])]);
    expect(rowOf(loserOutscores, "Toulouse")).toMatchObject({ lost: 1, tryBonus: 0 });
  });

  it("gives the losing bonus for 5 or fewer, not for 6", () => {
    const f = fixtureMaker();
    const byFive = computeTable(rules, teams, [f.played(1, 2, [20, 15])]);
    expect(rowOf(byFive, "Clermont").losingBonus).toBe(1);
    const bySix = computeTable(rules, teams, [f.played(1, 2, [21, 15])]);
    expect(rowOf(bySix, "Clermont").losingBonus).toBe(0);
  });
});

describe("computeTable, sanzaar", () => {
  const rules = rulesFromPreset("sanzaar");
  const teams = entrants("Crusaders", "Blues");

  it("gives the try bonus for 3 more tries than the opponent, to a loser too", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [24, 25], [0, 3])]);
    expect(parts(rowOf(table, "Blues"))).toMatchObject({ matchPoints: 4, tryBonus: 1, points: 5 });
    expect(parts(rowOf(table, "Crusaders"))).toMatchObject({ matchPoints: 0, tryBonus: 0, losingBonus: 1, points: 1 });
  });

  it("gives no try bonus for 4 tries against 2", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [28, 14], [4, 2])]);
    expect(rowOf(table, "Crusaders").tryBonus).toBe(0);
  });

  it("gives the losing bonus for 7 or fewer", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [17, 10])]);
    expect(rowOf(table, "Blues").losingBonus).toBe(1);
  });
});

describe("computeTable, rugby-league", () => {
  const rules = rulesFromPreset("rugby-league");
  const teams = entrants("Storm", "Panthers", "Broncos");

  it("gives 2 for a win, 1 for a draw and no bonus points at all", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [40, 36], [7, 6]), f.played(2, 3, [12, 12], [2, 2])]);
    expect(parts(rowOf(table, "Storm"))).toEqual({ matchPoints: 2, tryBonus: 0, losingBonus: 0, otherBonus: 0, adjustment: 0, points: 2 });
    expect(parts(rowOf(table, "Panthers"))).toMatchObject({ matchPoints: 1, losingBonus: 0, points: 1 });
  });

  it("gives 2 points for a bye once it is played, without counting it as a match", () => {
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.played(1, 2, [20, 10]), f.bye(3), f.bye(3, "scheduled")]);
    expect(rowOf(table, "Broncos")).toMatchObject({ played: 0, byes: 1, matchPoints: 2, points: 2, form: [] });
  });

  it("gives a generated bye (still scheduled) its points once another fixture of its round is played or forfeited", () => {
    const four = entrants("Storm", "Panthers", "Broncos", "Eels", "Rabbitohs");
    const f = fixtureMaker();
    const round = (n: number) => ({ round: n, date: `2026-10-0${n}` });
    const table = computeTable(rules, four, [
      // Round 1: played, so Rabbitohs' bye counts.
      f.played(1, 2, [20, 10], [0, 0], round(1)),
      f.other(3, 4, "scheduled", round(1)),
      f.bye(5, "scheduled", round(1)),
      // Round 2: a forfeit is a round that took place.
      f.other(5, 1, "forfeited-away", round(2)),
      f.bye(4, "scheduled", round(2)),
      // Round 3: not played yet (postponed), so no bye points.
      f.other(2, 5, "postponed", round(3)),
      f.bye(3, "scheduled", round(3)),
      // Round 4: played, but this bye was cancelled.
      f.played(4, 5, [12, 12], [0, 0], round(4)),
      f.bye(2, "cancelled", round(4)),
    ]);
    expect(rowOf(table, "Rabbitohs")).toMatchObject({ byes: 1, played: 2 });
    expect(rowOf(table, "Eels")).toMatchObject({ byes: 1, played: 1, matchPoints: 2 + 1, form: ["D"] });
    expect(rowOf(table, "Broncos")).toMatchObject({ byes: 0, points: 0 });
    expect(rowOf(table, "Panthers")).toMatchObject({ byes: 0 });
  });

  it("finds a bye's round by the round, not the day; a bye without a round by its day", () => {
    const f = fixtureMaker();
    const sameDay = { date: "2026-10-10" };
    const table = computeTable(rules, teams, [
      f.played(1, 2, [20, 10], [0, 0], { ...sameDay, round: 1 }),
      // Another round on the same day: its round has not been played.
      f.bye(3, "scheduled", { ...sameDay, round: 2 }),
      // No round: the day's match counts for it.
      f.bye(3, "scheduled", { ...sameDay, round: null }),
      f.bye(3, "scheduled", { date: "2026-10-17", round: null }),
    ]);
    expect(rowOf(table, "Broncos")).toMatchObject({ byes: 1, points: 2 });
  });

  it("gives nothing for a bye when the competition has no bye points", () => {
    const f = fixtureMaker();
    const table = computeTable(rulesFromPreset("world-rugby"), teams, [f.bye(3)]);
    expect(rowOf(table, "Broncos")).toMatchObject({ byes: 1, points: 0 });
  });
});

describe("computeTable, forfeits", () => {
  const teams = entrants("Athens", "Piraeus");

  it("credits the opponent a 28-0 win with the try bonus, whatever score was entered", () => {
    const f = fixtureMaker();
    const table = computeTable(rulesFromPreset("world-rugby"), teams, [f.other(1, 2, "forfeited-home", { homeScore: 50, awayScore: 0 })]);
    expect(rowOf(table, "Piraeus")).toMatchObject({ won: 1, pointsFor: 28, pointsAgainst: 0, triesFor: 0, tryBonus: 1, points: 5, form: ["W"] });
    expect(rowOf(table, "Athens")).toMatchObject({ lost: 1, pointsFor: 0, pointsAgainst: 28, losingBonus: 0, points: 0, form: ["L"] });
  });

  it("takes the forfeit's points from the rules: −1 for the side that forfeits, no try bonus when so set", () => {
    const base = rulesFromPreset("world-rugby");
    const rules = rulesFromPreset("world-rugby", { forfeit: { ...base.forfeit, loserPoints: -1, winnerTryBonus: false, winnerPoints: 5 } });
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [f.other(1, 2, "forfeited-away")]);
    expect(parts(rowOf(table, "Athens"))).toMatchObject({ matchPoints: 5, tryBonus: 0, points: 5 });
    expect(parts(rowOf(table, "Piraeus"))).toMatchObject({ matchPoints: -1, points: -1 });
  });

  it("gives no try bonus in a competition without one (rugby league: 20-0)", () => {
    const f = fixtureMaker();
    const table = computeTable(rulesFromPreset("rugby-league"), teams, [f.other(1, 2, "forfeited-away")]);
    expect(rowOf(table, "Athens")).toMatchObject({ pointsFor: 20, tryBonus: 0, points: 2 });
  });
});

describe("computeTable, fixtures that do not count", () => {
  it("leaves out scheduled, postponed, abandoned and cancelled fixtures, and a played one without a score", () => {
    const f = fixtureMaker();
    const fixtures = [
      ...(["scheduled", "postponed", "abandoned", "cancelled"] as const).map((status) => f.other(1, 2, status, { homeScore: 10, awayScore: 0 })),
      f.played(1, 2, [0, 0], [0, 0], { homeScore: null }),
    ];
    const table = computeTable(rulesFromPreset("world-rugby"), entrants("Athens", "Piraeus"), fixtures);
    expect(table.every((row) => row.played === 0 && row.points === 0 && row.pointsFor === 0)).toBe(true);
  });

  it("counts tries left empty as none", () => {
    const f = fixtureMaker();
    const table = computeTable(rulesFromPreset("world-rugby"), entrants("Athens", "Piraeus"), [f.played(1, 2, [30, 0], [0, 0], { homeTries: null, awayTries: null })]);
    expect(rowOf(table, "Athens")).toMatchObject({ triesFor: 0, tryBonus: 0, points: 4 });
  });

  it("refuses a fixture or adjustment naming a team outside the competition, and a team playing itself", () => {
    const f = fixtureMaker();
    const rules = rulesFromPreset("world-rugby");
    const teams = entrants("Athens", "Piraeus");
    expect(() => computeTable(rules, teams, [f.played(1, 9, [1, 0])])).toThrow(/entrant 9/);
    expect(() => computeTable(rules, teams, [], [{ entrantId: 7, points: 1, reasonEn: "x", reasonEl: "x" }])).toThrow(/entrant 7/);
    expect(() => computeTable(rules, teams, [f.played(1, 1, [1, 0])])).toThrow(/itself/);
  });
});

describe("computeTable, adjustments", () => {
  it("adds every adjustment of a team to its points, and they can change the order", () => {
    const f = fixtureMaker();
    const reason = { reasonEn: "Ineligible player", reasonEl: "Αντικανονικός παίκτης" };
    const table = computeTable(rulesFromPreset("world-rugby"), entrants("Athens", "Piraeus"), [f.played(1, 2, [20, 10])], [
      { entrantId: 1, points: -5, ...reason },
      { entrantId: 1, points: -1, ...reason },
      { entrantId: 2, points: 2, ...reason },
    ]);
    expect(names(table)).toEqual(["Piraeus", "Athens"]);
    expect(parts(rowOf(table, "Athens"))).toMatchObject({ matchPoints: 4, adjustment: -6, points: -2 });
    expect(rowOf(table, "Piraeus")).toMatchObject({ adjustment: 2, points: 2, position: 1 });
  });
});

describe("computeTable, rows", () => {
  it("numbers positions 1 to n, keeps club ids (null for a guest) and teams without matches", () => {
    const teams = [...entrants("Athens", "Piraeus"), { id: 3, name: "Malta Guests", clubId: null }];
    const f = fixtureMaker();
    const table = computeTable(rulesFromPreset("world-rugby"), teams, [f.played(3, 1, [20, 10])]);
    expect(table.map((row) => row.position)).toEqual([1, 2, 3]);
    expect(table[0]).toMatchObject({ teamName: "Malta Guests", clubId: null, entrantId: 3 });
    expect(rowOf(table, "Piraeus")).toMatchObject({ played: 0, points: 0, clubId: 102, form: [] });
  });

  it("shows the last five results, most recent last, by date and kick-off whatever the input order", () => {
    const f = fixtureMaker();
    const at = (date: string, time: string | null) => ({ date, time });
    const fixtures = [
      f.played(1, 2, [10, 0], [0, 0], at("2026-10-20", "15:00")), // W, 6th oldest... most recent
      f.played(1, 2, [0, 10], [0, 0], at("2026-10-20", "13:00")), // L, same day, earlier kick-off
      f.played(1, 2, [5, 5], [0, 0], at("2026-10-01", "15:00")), // D, oldest: falls off
      f.played(1, 2, [10, 0], [0, 0], at("2026-10-05", null)), // W
      f.played(1, 2, [5, 5], [0, 0], at("2026-10-05", "18:00")), // D
      f.played(1, 2, [0, 10], [0, 0], at("2026-10-12", "15:00")), // L
    ];
    const table = computeTable(rulesFromPreset("world-rugby"), entrants("Athens", "Piraeus"), fixtures.reverse());
    expect(rowOf(table, "Athens").form).toEqual(["W", "D", "L", "L", "W"]);
    expect(rowOf(table, "Piraeus").form).toEqual(["L", "D", "W", "W", "L"]);
  });
});

describe("computeTable, tie-breaks", () => {
  const league = (tieBreaks: TieBreak[]): CompetitionRules => rulesFromPreset("rugby-league", { tieBreaks });
  // Zeta and Alpha end level on points (the adjustment evens them up), so only the tie-break
  // separates them: each case favours Zeta by its criterion, while the name alone puts Alpha first.
  const teams = entrants("Zeta", "Alpha", "X", "Y");
  const evenUp = (entrantId: number, points: number) => [{ entrantId, points, reasonEn: "Level", reasonEl: "Ισοβαθμία" }];
  const cases: { criterion: TieBreak; build: (f: ReturnType<typeof fixtureMaker>) => Parameters<typeof computeTable>[2]; adjust?: ReturnType<typeof evenUp> }[] = [
    { criterion: "wins", build: (f) => [f.played(1, 3, [10, 0])], adjust: evenUp(2, 2) },
    { criterion: "pointsDifference", build: (f) => [f.played(1, 3, [30, 0]), f.played(2, 4, [40, 20])] },
    { criterion: "pointsFor", build: (f) => [f.played(1, 3, [40, 30]), f.played(2, 4, [20, 0])] },
    { criterion: "triesFor", build: (f) => [f.played(1, 3, [20, 10], [4, 2]), f.played(2, 4, [30, 0], [3, 0])] },
    { criterion: "tryDifference", build: (f) => [f.played(1, 3, [20, 10], [3, 0]), f.played(2, 4, [30, 0], [5, 4])] },
    { criterion: "headToHead", build: (f) => [f.played(1, 2, [12, 10]), f.played(2, 3, [50, 0])] },
  ];

  for (const { criterion, build, adjust = [] } of cases) {
    it(`orders teams level on points by ${criterion}`, () => {
      const fixtures = build(fixtureMaker());
      expect(names(computeTable(league([criterion]), teams, fixtures, adjust)).slice(0, 2)).toEqual(["Zeta", "Alpha"]);
      expect(names(computeTable(league(["points"]), teams, fixtures, adjust)).slice(0, 2)).toEqual(["Alpha", "Zeta"]);
    });
  }

  it("always ranks points first, whatever the list says", () => {
    const f = fixtureMaker();
    const table = computeTable(league(["name", "points"]), entrants("Alpha", "Zeta"), [f.played(2, 1, [10, 0])]);
    expect(names(table)).toEqual(["Zeta", "Alpha"]);
  });

  it("falls back to the name, ignoring accents and case (Greek too), then to the id", () => {
    const teams = [
      { id: 4, name: "Άρης", clubId: 1 },
      { id: 3, name: "αθηναϊκός", clubId: 2 },
      { id: 2, name: "Ολυμπιακός", clubId: 3 },
      { id: 1, name: "Ολυμπιακός", clubId: 4 },
    ];
    expect(computeTable(league([]), teams, []).map((row) => row.entrantId)).toEqual([3, 4, 1, 2]);
  });

  it("head-to-head between two: the winner of their match goes above a better points difference", () => {
    const f = fixtureMaker();
    const teams = entrants("Alpha", "Beta", "Gamma");
    // Level on 4 points: Alpha +98, Beta +3; Beta won their match.
    const fixtures = [f.played(2, 1, [12, 10]), f.played(1, 3, [50, 0]), f.played(3, 1, [0, 50]), f.played(2, 3, [1, 0])];
    expect(names(computeTable(league(["headToHead", "pointsDifference"]), teams, fixtures)).slice(0, 2)).toEqual(["Beta", "Alpha"]);
    expect(names(computeTable(league(["pointsDifference", "headToHead"]), teams, fixtures)).slice(0, 2)).toEqual(["Alpha", "Beta"]);
  });

  it("head-to-head among three who beat one another in a circle goes on to the next tie-break", () => {
    const f = fixtureMaker();
    const teams = entrants("Alpha", "Beta", "Gamma");
    // Alpha beat Beta, Beta beat Gamma, Gamma beat Alpha: 2 points each, mini-league level too.
    const fixtures = [f.played(1, 2, [11, 10]), f.played(2, 3, [30, 0]), f.played(3, 1, [20, 0])];
    // Differences: Alpha −19, Beta +29, Gamma −10.
    expect(names(computeTable(league(["headToHead", "pointsDifference"]), teams, fixtures))).toEqual(["Beta", "Gamma", "Alpha"]);
  });

  it("head-to-head among four is applied again to the two it leaves level", () => {
    const f = fixtureMaker();
    const teams = entrants("Alpha", "Beta", "Gamma", "Delta");
    // Mini-league of four: Alpha and Beta 4 each, Gamma and Delta 2 each (adjustments even up the table).
    // Among the two on 4 Beta beat Alpha; among the two on 2 Delta beat Gamma.
    const fixtures = [f.played(2, 1, [10, 0]), f.played(1, 3, [10, 0]), f.played(1, 4, [10, 0]), f.played(3, 2, [10, 0]), f.played(2, 4, [10, 0]), f.played(4, 3, [10, 0])];
    const adjustments = [...evenUp(3, 2), ...evenUp(4, 2)];
    const table = computeTable(league(["headToHead"]), teams, fixtures, adjustments);
    expect(table.map((row) => row.points)).toEqual([4, 4, 4, 4]);
    expect(names(table)).toEqual(["Beta", "Alpha", "Delta", "Gamma"]);
  });

  it("head-to-head counts the mini-league's match points only, not bonuses", () => {
    const f = fixtureMaker();
    const rules = rulesFromPreset("world-rugby", { tieBreaks: ["points", "headToHead", "name"] });
    const teams = entrants("Zeta", "Alpha");
    // Zeta: a win with the try bonus and a defeat with the losing bonus (6); Alpha: a win (4), +2 to level.
    const fixtures = [f.played(1, 2, [30, 0], [4, 0]), f.played(2, 1, [10, 5], [1, 1])];
    const table = computeTable(rules, teams, fixtures, evenUp(2, 2));
    expect(table.map((row) => row.points)).toEqual([6, 6]);
    // Their two matches: 4 points each (bonuses aside), so the name decides.
    expect(names(table)).toEqual(["Alpha", "Zeta"]);
  });
});

describe("results the clubs enter (issue 14)", () => {
  const rules = PRESET_RULES["world-rugby"];
  it("counts a provisional result and marks it, leaves a disputed one out", () => {
    const teams = entrants("Athens", "Piraeus", "Patras");
    const f = fixtureMaker();
    const table = computeTable(rules, teams, [
      f.played(1, 2, [20, 10], [0, 0], { resultState: "provisional" }),
      f.played(2, 3, [30, 0], [0, 0], { resultState: "disputed" }),
      f.played(3, 1, [10, 10], [0, 0], { resultState: "confirmed" }),
    ]);
    expect(rowOf(table, "Athens")).toMatchObject({ played: 2, won: 1, drawn: 1, provisional: 1 });
    expect(rowOf(table, "Piraeus")).toMatchObject({ played: 1, lost: 1, provisional: 1 });
    expect(rowOf(table, "Patras")).toMatchObject({ played: 1, drawn: 1, provisional: 0 });
  });
});
