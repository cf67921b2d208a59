import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clubNameKey, clubNameKeys } from "./club-name-key";

describe("clubNameKey", () => {
  it.each([
    // Greek and Latin, any case, with or without accents.
    ["Αθήνα", "Athina"],
    ["ΑΘΗΝΑ", "athina"],
    ["athina", "Athína"],
    ["Αθηναϊκός Ρ.Σ.", "Athinaikos RS"],
    ["Πειραιάς Ράγκμπι", "Peiraias Ragkmpi"],
    // The spoof of the issue: club 1's name, in another case, with punctuation and spaces.
    ["Athens Owls Rugby Club", "ATHENS OWLS RUGBY CLUB"],
    ["Athens Owls Rugby Club", "Athens  Owls-Rugby  Club."],
    ["A.E.K. Rugby", "AEK Rugby"],
  ])("%s ~ %s", (one, other) => {
    expect(clubNameKey(one)).toBe(clubNameKey(other));
    expect(clubNameKey(one)).not.toBe("");
  });

  it.each([
    // Letters that look like Latin ones (issue 19's review): Cyrillic, full-width and
    // mathematical letters, and invisible characters, all spoofed club 1's name.
    ["Athens Owls Rugby Club", "\u0410thens Owls Rugby Club"],
    ["Athens Owls Rugby Club", "Ath\u0435ns \u041Ewls Rugby \u0421lub"],
    ["Piraeus Mariners RFC", "Piraeus Mar\u0456ners RFC"],
    ["Athens Owls Rugby Club", "\uFF21\uFF54\uFF48\uFF45\uFF4E\uFF53 Owls Rugby Club"],
    ["Athens Owls Rugby Club", "\u{1D400}thens Owls Rugby Club"],
    ["Athens Owls Rugby Club", "Athens\u200BOwls Rugby\u2060 Club"],
    // A Greek capital inside a Latin word reads as the Latin letter it looks like.
    ["Piraeus Mariners RFC", "\u03A1iraeus Mariners RFC"],
    ["Hellas Rugby", "\u0397ellas Rugby"],
  ])("%s ~ %s (look-alike letters)", (one, other) => {
    expect(clubNameKey(other)).toBe(clubNameKey(one));
  });

  it.each([
    ["Athens Owls Rugby Club", "Athens Hawks Rugby Club"],
    ["Piraeus Mariners", "Patras Mariners"],
    ["Αθήνα", "Θήβα"],
    // A whole Greek word keeps its sound: Ρόδος is "rodos", not "Podos".
    ["Ρόδος", "Podos"],
  ])("%s and %s differ", (one, other) => {
    expect(clubNameKey(one)).not.toBe(clubNameKey(other));
  });

  const name = fc.stringMatching(/^[A-Za-zΑ-Ωα-ω0-9 .'-]{3,30}$/);

  it("ignores case", () => {
    fc.assert(fc.property(name, (text) => clubNameKey(text.toUpperCase()) === clubNameKey(text.toLowerCase())));
  });

  it("ignores accents", () => {
    // An acute accent on any vowel (NFD: the vowel, then U+0301).
    fc.assert(fc.property(name, (text) => clubNameKey(text.replace(/[aeiouαεηιουω]/g, (vowel) => `${vowel}\u0301`)) === clubNameKey(text)));
  });

  it("ignores punctuation and repeated spaces", () => {
    fc.assert(
      fc.property(name, fc.constantFrom(" ", "  ", ".", "-", " - ", "'"), (text, filler) => clubNameKey(text.split(" ").join(filler)) === clubNameKey(text)),
    );
  });

  it("keys only [a-z0-9]", () => {
    fc.assert(fc.property(fc.string(), (text) => /^[a-z0-9]*$/.test(clubNameKey(text))));
  });
});

describe("clubNameKeys", () => {
  it("gives a club's distinct keys, leaving out empty names", () => {
    expect(clubNameKeys("Athens Owls", "Κουκουβάγιες Αθήνας")).toHaveLength(2);
    expect(clubNameKeys("Athina", "Αθήνα")).toEqual([clubNameKey("Athina")]);
    expect(clubNameKeys("Owls", null, "", "...")).toEqual([clubNameKey("Owls")]);
  });
});
