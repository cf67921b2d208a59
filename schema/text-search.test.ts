import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { excerpt, ftsMatch, highlight, indexText, matchesQuery, normalise, otherScriptQuery, queryKeys, searchKey } from "./text-search";
import { elot743, greeklishToGreek } from "./transliteration";

/** Everything the seed writes (scripts/seed/*.ts), read as text: the real names the rules are tried on. */
const seedText = readdirSync("scripts/seed")
  .filter((file) => file.endsWith(".ts"))
  .map((file) => readFileSync(`scripts/seed/${file}`, "utf8"))
  .join("\n");
const seedGreekWords = [...new Set(seedText.match(/[\u0370-\u03ff\u1f00-\u1fff]+/gu) ?? [])];

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
    [["Χανιά", "chania", "hania", "xania"], "xania"],
    [["Ξάνθη", "xanthi", "ksanthi"], "xanthi"],
  ])("%j → %s", (spellings, key) => {
    for (const spelling of spellings) expect(searchKey(spelling)).toBe(key);
  });

  it("keeps digits and drops symbols", () => {
    expect(searchKey("U16")).toBe("u16");
    expect(searchKey("*")).toBe("");
  });
});

describe("Greeklish: every common spelling of a real seed name gives its key (issue 21, point 8)", () => {
  // [the rule, a word of a seeded club, competition, venue or article, the spellings people type]
  it.each([
    ["αυ, ευ as av/af, ev/ef", "Λευκός", ["lefkos", "levkos", "leukos", "Lef"]],
    ["αυ, ευ as av/af, ev/ef", "Αργοναύτες", ["argonaftes", "argonavtes", "argonautes"]],
    ["αυ, ευ as av/af, ev/ef", "Ναυτικοί", ["naftikoi", "navtikoi", "nautiki"]],
    ["αυ, ευ as av/af, ev/ef", "Μινώταυροι", ["minotavroi", "minotafroi", "minotauri"]],
    ["η ι υ ει οι as i", "Πύργος", ["pyrgos", "pirgos"]],
    ["η ι υ ει οι as i", "Ηρακλείου", ["irakleiou", "irakliou", "yrakliou"]],
    ["η ι υ ει οι as i", "Ναυτικοί", ["naftikoi", "naftiki", "naftikei"]],
    ["ω ο as o", "Ιωάννινα", ["ioannina", "iwannina", "ioanina"]],
    ["ω ο as o", "Παμβώτιδας", ["pamvotidas", "pamvwtidas"]],
    ["ου as ou/u", "Κουκουβάγιες", ["koukouvagies", "kukuvagies", "kouk"]],
    ["μπ as b/mp", "Ράγκμπι", ["ragkmpi", "ragkbi", "ragbi", "rangbi"]],
    ["μπ as b/mp", "Ολυμπιακό", ["olympiako", "olimbiako", "olibiako"]],
    ["μπ as b/mp", "Παμπελοποννησιακό", ["pampeloponnisiako", "pabeloponisiako"]],
    ["ντ as d/nt", "Κέντρο", ["kentro", "kedro"]],
    ["γγ, γκ as g", "Αγγλία", ["anglia", "agglia", "aglia"]],
    ["γγ, γκ as g", "Παγκρήτιου", ["pagkritiou", "pagritiou", "pankritiou", "pagkritiu"]],
    ["χ as x/h/ch", "Χανίων", ["chanion", "xanion", "hanion", "xaniwn"]],
    ["χ as x/h/ch", "Αχαιοί", ["achaioi", "axaioi", "ahaioi", "axeoi"]],
    ["θ as th/8", "Θεσσαλονίκης", ["thessalonikis", "8essalonikis", "8esaloniki"]],
    ["θ as th/8", "Θαλασσαετοί", ["thalassaetoi", "8alassaetoi"]],
    ["ψ as ps", "επανάληψη", ["epanalipsi", "epanalypsi", "epanaleipsi"]],
  ])("%s: %s ← %j, and their Greek-script suggestion", (_rule, greek, spellings) => {
    expect(seedText, `${greek} is a seeded word`).toContain(greek);
    const key = searchKey(greek);
    for (const spelling of spellings) {
      // A spelling finds the word as a prefix of its key (a short one, "Lef", is typed on the way).
      expect(key.startsWith(searchKey(spelling)), spelling).toBe(true);
      expect(matchesQuery(greek, queryKeys(spelling)), spelling).toBe(true);
      expect(matchesQuery(greek, queryKeys(greeklishToGreek(spelling))), greeklishToGreek(spelling)).toBe(true);
    }
  });

  it("ELOT 743, the slugs' transliteration, gives every Greek word of the seed its own key, and so does the suggestion made of it", () => {
    expect(seedGreekWords.length).toBeGreaterThan(500);
    const missed = seedGreekWords.filter((word) => searchKey(elot743(word)) !== searchKey(word));
    expect(missed).toEqual([]);
    const suggestionMissed = seedGreekWords.filter((word) => searchKey(greeklishToGreek(elot743(word))) !== searchKey(word));
    expect(suggestionMissed).toEqual([]);
  });

  it("suggests the query in the other script only when it is keyed otherwise, since the same keys find the same nothing", () => {
    // «λεφκος πυργος» finds what "lefkos pyrgos" finds: after a search that found nothing, it would find nothing too.
    expect(queryKeys(greeklishToGreek("lefkos pyrgos"))).toEqual(queryKeys("lefkos pyrgos"));
    for (const q of ["lefkos pyrgos", "zzqqxx", "Λευκός Πύργος", "8essaloniki", "argonautes"]) expect(otherScriptQuery(q), q).toBeUndefined();
    // Where the scripts part ("ay" is a and i, αυ is av), the other one is worth a try.
    expect(otherScriptQuery("Ayia")).toBe("αυια");
    expect(queryKeys("αυια")).not.toEqual(queryKeys("Ayia"));
  });

  it("keeps ξ as x or ks, and a number as a number", () => {
    expect(searchKey("Ξάνθη")).toBe(searchKey("xanthi"));
    expect(searchKey("Ξάνθη")).toBe(searchKey("ksanthi"));
    expect(searchKey("U18")).toBe("u18");
    expect(searchKey("2018")).toBe("2018");
  });
});

describe("queries", () => {
  it("reads FTS5 syntax as plain text", () => {
    expect(ftsMatch('"athina" NEAR(x y) -club *')).toBe('"athi"* "near"* "x"* "i"* "klub"*');
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
