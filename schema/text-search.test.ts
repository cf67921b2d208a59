import { describe, expect, it } from "vitest";
import { excerpt, ftsMatch, highlight, indexText, matchesQuery, normalise, queryKeys, searchKey } from "./text-search";

describe("normalise", () => {
  it.each([
    ["Αθήνα", "αθηνα"],
    ["ΑΘΗΝΑ", "αθηνα"],
    ["Πειραιάς", "πειραιασ"], // final sigma folded
    ["Αθηναϊκός", "αθηναικοσ"], // diaeresis and accent dropped
    ["ΐ ΰ", "ι υ"],
    ["Café", "cafe"],
  ])("%s → %s", (text, normalised) => {
    expect(normalise(text)).toBe(normalised);
  });
});

describe("searchKey", () => {
  it.each([
    // One key whatever the case, accents and final sigma.
    [["αθηνα", "ΑΘΗΝΑ", "Αθήνα", "athina", "ATHINA"], "athina"],
    [["Πειραιάς", "πειραιας", "ΠΕΙΡΑΙΑΣ", "peiraias", "piraias"], "pireas"],
    [["Αθηναϊκός", "αθηναικος", "athinaikos"], "athinekos"],
    // ου, μπ, ντ as typed either way.
    [["Πουλόπουλος", "poulopoulos", "pulopulos"], "pulopulos"],
    [["Ολυμπιακός", "olympiakos", "olimpiakos"], "olibiakos"],
    [["Μπάμπης", "bampis", "mpampis", "babis"], "babis"],
    [["Ντίνος", "ntinos", "dinos"], "dinos"],
    [["Θεσσαλονίκη", "thessaloniki", "thesaloniki"], "thesaloniki"],
    [["Χανιά", "chania", "hania"], "hania"],
    [["Ξάνθη", "xanthi", "ksanthi"], "ksanthi"],
  ])("%j → %s", (spellings, key) => {
    for (const spelling of spellings) expect(searchKey(spelling)).toBe(key);
  });

  it("keeps digits and drops symbols", () => {
    expect(searchKey("U16")).toBe("u16");
    expect(searchKey("*")).toBe("");
  });
});

describe("queries", () => {
  it("reads FTS5 syntax as plain text", () => {
    expect(ftsMatch('"athina" NEAR(x y) -club *')).toBe('"athi"* "near"* "ks"* "i"* "klub"*');
    expect(ftsMatch("- * \"\"")).toBeUndefined();
  });

  it("indexes keys", () => {
    expect(indexText("Αθηναϊκός Ρ.Σ.", null, "Athens")).toBe("athinekos r s athens");
  });

  it("matches by word prefix, every word", () => {
    const keys = queryKeys("πειραι rugby");
    expect(matchesQuery("Piraiki Rugby Club", keys)).toBe(true);
    expect(matchesQuery("Piraiki Football", keys)).toBe(false);
    expect(matchesQuery("anything", [])).toBe(false);
  });

  it("finds a long word by its stem, so Greek finds the Latin spelling and back", () => {
    expect(matchesQuery("Piraeus Mariners RFC", queryKeys("πειραιας"))).toBe(true);
    expect(matchesQuery("Πειραιάς", queryKeys("Piraeus"))).toBe(true);
    expect(matchesQuery("Peristeri", queryKeys("πειραιας"))).toBe(false);
    expect(highlight("Piraeus Mariners", queryKeys("πειραιας"))[0]).toEqual({ text: "Piraeus", match: true });
  });

  it("highlights the matched words", () => {
    expect(highlight("Νέα σεζόν για τον Αθηναϊκό!", queryKeys("αθηναικ"))).toEqual([
      { text: "Νέα σεζόν για τον ", match: false },
      { text: "Αθηναϊκό", match: true },
      { text: "!", match: false },
    ]);
  });

  it("cuts an excerpt around the first match", () => {
    const text = `${"word ".repeat(100)}Athinaikos wins ${"more ".repeat(100)}`;
    const cut = excerpt(text, queryKeys("athinaikos"), 80);
    expect(cut).toMatch(/^….*Athinaikos wins.*…$/);
    expect(cut.length).toBeLessThanOrEqual(82);
    expect(excerpt("short", ["x"])).toBe("short");
  });
});
