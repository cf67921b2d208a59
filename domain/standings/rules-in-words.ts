/**
 * A competition's rules in plain words, in English and Greek, for its page and its API. Plain
 * strings rather than Lingui messages: the worker says them too, and both languages live here.
 */
import type { CompetitionRules, TieBreak } from "./rules";

export type RulesLocale = "en" | "el";

/** A number as a reader sees it: a true minus sign. */
const n = (value: number) => (value < 0 ? `−${-value}` : String(value));
const one = (value: number) => Math.abs(value) === 1;

type Words = {
  results: (rules: CompetitionRules) => string;
  bye: (points: number) => string;
  noBonus: string;
  noTryBonus: string;
  noLosingBonus: string;
  tryBonusAbsolute: (tries: number) => string;
  tryBonusRelative: (margin: number, winnerOnly: boolean) => string;
  losingBonus: (maxMargin: number) => string;
  allWins: (points: number) => string;
  forfeit: (rules: CompetitionRules) => string;
  tieBreaks: (names: string[]) => string;
  tieBreak: Record<TieBreak, string>;
};

const english: Words = {
  results: ({ win, draw, loss }) => `A win earns ${n(win)} ${one(win) ? "point" : "points"}, a draw ${n(draw)} and a loss ${n(loss)}.`,
  bye: (points) => `A bye (a round without a match) earns ${n(points)} ${one(points) ? "point" : "points"}.`,
  noBonus: "There are no bonus points.",
  noTryBonus: "There is no try bonus.",
  noLosingBonus: "There is no losing bonus.",
  tryBonusAbsolute: (tries) => `A team that scores ${tries} ${one(tries) ? "try" : "tries"} or more earns 1 bonus point.`,
  tryBonusRelative: (margin, winnerOnly) =>
    `${winnerOnly ? "A winning team" : "A team"} that scores at least ${margin} more ${one(margin) ? "try" : "tries"} than its opponent earns 1 bonus point.`,
  losingBonus: (maxMargin) => `A team that loses by ${maxMargin} ${one(maxMargin) ? "point" : "points"} or fewer earns 1 bonus point.`,
  allWins: (points) => `A team that wins every one of its matches earns ${n(points)} bonus ${one(points) ? "point" : "points"} (a Grand Slam).`,
  forfeit: ({ win, tryBonus, forfeit }) => {
    const winnerPoints = forfeit.winnerPoints ?? win;
    const bonus = forfeit.winnerTryBonus && tryBonus ? " and the try bonus" : "";
    return (
      `A team that forfeits a match loses it ${forfeit.loserScore}-${forfeit.winnerScore} and gets ${n(forfeit.loserPoints)} ${one(forfeit.loserPoints) ? "point" : "points"}; ` +
      `its opponent wins ${forfeit.winnerScore}-${forfeit.loserScore} with ${n(winnerPoints)} ${one(winnerPoints) ? "point" : "points"}${bonus}.`
    );
  },
  tieBreaks: (names) => `Teams level on points are ranked by ${names.join(", then ")}.`,
  tieBreak: {
    points: "points",
    wins: "wins",
    pointsDifference: "points difference",
    pointsFor: "points scored",
    triesFor: "tries scored",
    tryDifference: "try difference",
    headToHead: "the matches between them (a table of those matches alone, again for any still level)",
    name: "name",
  },
};

const greek: Words = {
  results: ({ win, draw, loss }) => `Η νίκη δίνει ${n(win)} ${one(win) ? "βαθμό" : "βαθμούς"}, η ισοπαλία ${n(draw)} και η ήττα ${n(loss)}.`,
  bye: (points) => `Το ρεπό (αγωνιστική χωρίς αγώνα) δίνει ${n(points)} ${one(points) ? "βαθμό" : "βαθμούς"}.`,
  noBonus: "Δεν υπάρχουν βαθμοί μπόνους.",
  noTryBonus: "Δεν υπάρχει μπόνους προσπαθειών.",
  noLosingBonus: "Δεν υπάρχει μπόνους ήττας.",
  tryBonusAbsolute: (tries) => `Η ομάδα που πετυχαίνει ${tries} ή περισσότερες ${one(tries) ? "προσπάθεια" : "προσπάθειες"} παίρνει 1 βαθμό μπόνους.`,
  tryBonusRelative: (margin, winnerOnly) =>
    `${winnerOnly ? "Η νικήτρια ομάδα" : "Η ομάδα"} που πετυχαίνει τουλάχιστον ${margin} ${one(margin) ? "προσπάθεια περισσότερη" : "προσπάθειες περισσότερες"} από τον αντίπαλο παίρνει 1 βαθμό μπόνους.`,
  losingBonus: (maxMargin) => `Η ομάδα που χάνει με διαφορά ${maxMargin} ${one(maxMargin) ? "πόντου" : "πόντων"} ή λιγότερο παίρνει 1 βαθμό μπόνους.`,
  allWins: (points) => `Η ομάδα που κερδίζει όλους τους αγώνες της παίρνει ${n(points)} ${one(points) ? "βαθμό" : "βαθμούς"} μπόνους (Grand Slam).`,
  forfeit: ({ win, tryBonus, forfeit }) => {
    const winnerPoints = forfeit.winnerPoints ?? win;
    const bonus = forfeit.winnerTryBonus && tryBonus ? " και το μπόνους προσπαθειών" : "";
    return (
      `Η ομάδα που χάνει αγώνα με κατακύρωση τον χάνει ${forfeit.loserScore}-${forfeit.winnerScore} και παίρνει ${n(forfeit.loserPoints)} ${one(forfeit.loserPoints) ? "βαθμό" : "βαθμούς"}· ` +
      `ο αντίπαλός της κερδίζει ${forfeit.winnerScore}-${forfeit.loserScore} με ${n(winnerPoints)} ${one(winnerPoints) ? "βαθμό" : "βαθμούς"}${bonus}.`
    );
  },
  tieBreaks: (names) => `Σε ισοβαθμία οι ομάδες κατατάσσονται με κριτήρια, κατά σειρά: ${names.join(", ")}.`,
  tieBreak: {
    points: "οι βαθμοί",
    wins: "οι νίκες",
    pointsDifference: "η διαφορά πόντων",
    pointsFor: "οι πόντοι υπέρ",
    triesFor: "οι προσπάθειες υπέρ",
    tryDifference: "η διαφορά προσπαθειών",
    headToHead: "οι μεταξύ τους αγώνες (βαθμολογία μόνο από αυτούς, ξανά για όσες παραμένουν ισόβαθμες)",
    name: "το όνομα",
  },
};

const WORDS: Record<RulesLocale, Words> = { en: english, el: greek };

/**
 * The rules as sentences, one a rule, in the order a reader needs them: results, byes, bonuses,
 * forfeits, tie-breaks (ending with the name, as the engine does).
 */
export function rulesInWords(rules: CompetitionRules, locale: RulesLocale): string[] {
  const words = WORDS[locale];
  const sentences = [words.results(rules)];
  if (rules.bye !== 0) sentences.push(words.bye(rules.bye));
  if (!rules.tryBonus && !rules.losingBonus && rules.allWinsBonus === null) sentences.push(words.noBonus);
  else {
    const { tryBonus, losingBonus } = rules;
    if (!tryBonus) sentences.push(words.noTryBonus);
    else sentences.push(tryBonus.kind === "absolute" ? words.tryBonusAbsolute(tryBonus.tries) : words.tryBonusRelative(tryBonus.margin, tryBonus.winnerOnly));
    sentences.push(losingBonus ? words.losingBonus(losingBonus.maxMargin) : words.noLosingBonus);
    if (rules.allWinsBonus !== null) sentences.push(words.allWins(rules.allWinsBonus));
  }
  sentences.push(words.forfeit(rules));
  const after = rules.tieBreaks.filter((tieBreak) => tieBreak !== "points");
  const order: TieBreak[] = after.includes("name") ? after : [...after, "name"];
  sentences.push(words.tieBreaks(order.map((tieBreak) => words.tieBreak[tieBreak])));
  return sentences;
}
