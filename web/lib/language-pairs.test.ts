import { describe, expect, it } from "vitest";
import { clubNamePair, pairIn } from "./language-pairs";

describe("pairIn: the reader's version of a pair, with the language it is in (issue 21)", () => {
  it("gives a Greek reader the Greek text, an English reader the English one", () => {
    expect(pairIn("el", "Athens Owls", "Κουκουβάγιες Αθήνας")).toEqual({ text: "Κουκουβάγιες Αθήνας", lang: "el" });
    expect(pairIn("en", "Athens Owls", "Κουκουβάγιες Αθήνας")).toEqual({ text: "Athens Owls", lang: "en" });
  });

  it("falls back to the other text, which keeps its own language", () => {
    expect(pairIn("el", "Only English", null)).toEqual({ text: "Only English", lang: "en" });
    expect(pairIn("el", "Only English", "")).toEqual({ text: "Only English", lang: "en" });
    expect(pairIn("en", null, "Μόνο ελληνικά")).toEqual({ text: "Μόνο ελληνικά", lang: "el" });
    expect(pairIn("en", undefined, undefined)).toEqual({ text: "", lang: "en" });
  });

  it("names a club in Greek when it has a Greek name, else in Latin letters as English", () => {
    expect(clubNamePair("el", { name: "Hellenic Rugby Federation", nameEl: "Ελληνική Ομοσπονδία Ράγκμπι" })).toEqual({ text: "Ελληνική Ομοσπονδία Ράγκμπι", lang: "el" });
    expect(clubNamePair("el", { name: "New Club RFC", nameEl: null })).toEqual({ text: "New Club RFC", lang: "en" });
  });
});
