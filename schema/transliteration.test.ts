import { describe, expect, it } from "vitest";
import { elot743, greeklishToGreek } from "./transliteration";

describe("elot743", () => {
  it.each([
    ["Αθήνα", "Athina"],
    ["Αθηναϊκός", "Athinaikos"], // diaeresis: α and ϊ are two letters
    ["Πειραιάς", "Peiraias"], // final sigma
    ["Θεσσαλονίκη", "Thessaloniki"],
    ["ΘΕΣΣΑΛΟΝΙΚΗ", "THESSALONIKI"],
    ["Κέρκυρα", "Kerkyra"],
    ["Πουλόπουλος", "Poulopoulos"], // ου
    ["Μπάμπης", "Bampis"], // μπ: b at the start, mp inside
    ["Λάμπ", "Lab"], // and b at the end
    ["Ντίνος", "Ntinos"], // ντ
    ["Πέντε", "Pente"],
    ["Άγγελος", "Angelos"],
    ["Αγκίστρι", "Agkistri"],
    ["Ευάγγελος", "Evangelos"], // ευ before a vowel
    ["Ευθύμιος", "Efthymios"], // ευ before a voiceless consonant
    ["Αύρα", "Avra"],
    ["άυλος", "aylos"], // an accent on the first vowel splits the pair
    ["Ευϊ", "Evi"],
    ["Χανιά", "Chania"],
    ["Ψυχικό", "Psychiko"],
    ["Ξάνθη", "Xanthi"],
    ["Ρόδος Rugby Club", "Rodos Rugby Club"],
    ["Ωραιόκαστρο", "Oraiokastro"],
  ])("%s → %s", (greek, latin) => {
    expect(elot743(greek)).toBe(latin);
  });
});

describe("greeklishToGreek", () => {
  it.each([
    ["athina", "αθινα"],
    ["peiraias", "πειραιας"],
    ["Thessaloniki", "θεσσαλονικι"],
    ["mpampis", "μπαμπις"],
    ["poulos", "πουλος"],
    ["ntinos", "ντινος"],
    ["pirgos rugby", "πιργος ρουγμπυ"],
    // Spellings search folds together make Greek that search folds the same way (issue 21, point 8).
    ["leukos", "λευκος"],
    ["argonautes", "αργοναυτες"],
    ["olimbiako", "ολιμπιακο"],
    ["penthimeri", "πενθιμερι"],
    ["khania", "χανια"],
    ["8essaloniki", "θεσσαλονικι"],
    ["u18", "ου18"],
  ])("%s → %s", (latin, greek) => {
    expect(greeklishToGreek(latin)).toBe(greek);
  });
});
