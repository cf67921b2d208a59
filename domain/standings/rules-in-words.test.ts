import { describe, expect, it } from "vitest";
import { PRESETS, rulesFromPreset } from "./presets";
import { rulesInWords } from "./rules-in-words";

describe("rulesInWords", () => {
  it("says the world-rugby rules in English", () => {
    expect(rulesInWords(rulesFromPreset("world-rugby"), "en")).toEqual([
      "A win earns 4 points, a draw 2 and a loss 0.",
      "A team that scores 4 tries or more earns 1 bonus point.",
      "A team that loses by 7 points or fewer earns 1 bonus point.",
      "A team that forfeits a match loses it 0-28 and gets 0 points; its opponent wins 28-0 with 4 points and the try bonus.",
      "Teams level on points are ranked by wins, then points difference, then points scored, then tries scored, then the matches between them (a table of those matches alone, again for any still level), then name.",
    ]);
  });

  it("says the rugby-league rules in Greek, with the bye and no bonus points", () => {
    expect(rulesInWords(rulesFromPreset("rugby-league"), "el")).toEqual([
      "Η νίκη δίνει 2 βαθμούς, η ισοπαλία 1 και η ήττα 0.",
      "Το ρεπό (αγωνιστική χωρίς αγώνα) δίνει 2 βαθμούς.",
      "Δεν υπάρχουν βαθμοί μπόνους.",
      "Η ομάδα που χάνει αγώνα με κατακύρωση τον χάνει 0-20 και παίρνει 0 βαθμούς· ο αντίπαλός της κερδίζει 20-0 με 2 βαθμούς.",
      "Σε ισοβαθμία οι ομάδες κατατάσσονται με κριτήρια, κατά σειρά: η διαφορά πόντων, οι πόντοι υπέρ, το όνομα.",
    ]);
  });

  it("says the relative try bonus, winners only, and the Grand Slam", () => {
    expect(rulesInWords(rulesFromPreset("lnr"), "en")[1]).toBe("A winning team that scores at least 3 more tries than its opponent earns 1 bonus point.");
    expect(rulesInWords(rulesFromPreset("sanzaar"), "el")[1]).toBe("Η ομάδα που πετυχαίνει τουλάχιστον 3 προσπάθειες περισσότερες από τον αντίπαλο παίρνει 1 βαθμό μπόνους.");
    expect(rulesInWords(rulesFromPreset("six-nations"), "en")).toContain("A team that wins every one of its matches earns 3 bonus points (a Grand Slam).");
    expect(rulesInWords(rulesFromPreset("six-nations"), "el")).toContain("Η ομάδα που κερδίζει όλους τους αγώνες της παίρνει 3 βαθμούς μπόνους (Grand Slam).");
  });

  it("says a forfeit's −1 and a single bonus rule with the other one missing", () => {
    const base = rulesFromPreset("world-rugby");
    const rules = rulesFromPreset("world-rugby", { losingBonus: null, forfeit: { ...base.forfeit, loserPoints: -1 } });
    const words = rulesInWords(rules, "en");
    expect(words).toContain("There is no losing bonus.");
    expect(words.find((sentence) => sentence.startsWith("A team that forfeits"))).toContain("gets −1 point;");
  });

  it("gives as many sentences in Greek as in English, for every preset", () => {
    for (const preset of PRESETS) expect(rulesInWords(rulesFromPreset(preset), "el")).toHaveLength(rulesInWords(rulesFromPreset(preset), "en").length);
  });
});
