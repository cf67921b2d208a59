/**
 * When two club names are the same name (issue 19, point 15): a club cannot take a name another
 * club already uses, in either language, however it is spelled. Names are compared by their key:
 * the search key of schema/text-search.ts (case, accents, diaeresis and final sigma ignored;
 * Greek, Greeklish and Latin spellings folded: "Αθήνα", "ΑΘΗΝΑ", "Athína", "athina") of the name's
 * letters and digits run together, so punctuation and spaces do not tell names apart either
 * ("A.E.K." is "AEK", "Athens  Owls" is "Athens-Owls").
 * Letters drawn like Latin ones count as those Latin letters, so a spoof that looks the same is
 * the same name: full-width and mathematical letters (NFKC), Cyrillic look-alikes ("Аthens" with
 * a Cyrillic А), and Greek ones inside a Latin word ("Ρiraeus" with a Greek Ρ); a whole Greek
 * word keeps its sound ("Ρόδος" is "rodos").
 * The one rule for the worker's unique keys (club_name_keys) and anything that checks a name.
 */
import { normalise, searchKey, words } from "./text-search";

/** Cyrillic letters that look like Latin ones (lower case: the key ignores case anyway). */
const CYRILLIC_LOOK_ALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
  ѕ: "s", і: "i", ј: "j", һ: "h", ԁ: "d", ԛ: "q", ԝ: "w", ӏ: "l",
};
/** Greek letters whose capital or small form looks like a Latin letter: read so only inside a Latin word. */
const GREEK_LOOK_ALIKES: Record<string, string> = {
  α: "a", β: "b", ε: "e", ζ: "z", η: "h", ι: "i", κ: "k", μ: "m", ν: "n", ο: "o", ρ: "p", τ: "t", υ: "y", χ: "x",
};

const fold = (word: string, table: Record<string, string>) => word.replace(/./gu, (letter) => table[letter] ?? letter);

/** One word as the eye reads it: Cyrillic look-alikes always, Greek ones when the word also has Latin letters. */
function asSeen(word: string): string {
  const plain = fold(normalise(word), CYRILLIC_LOOK_ALIKES);
  return /\p{Script=Latin}/u.test(plain) && /\p{Script=Greek}/u.test(plain) ? fold(plain, GREEK_LOOK_ALIKES) : plain;
}

/** The key of one club name; empty for a name with no letter or digit. */
export const clubNameKey = (name: string): string => searchKey(words(name.normalize("NFKC")).map(asSeen).join(""));

/** The distinct, non-empty keys of a club's names (English and Greek), each claimed by the club. */
export function clubNameKeys(...names: (string | null | undefined)[]): string[] {
  return [...new Set(names.map((name) => clubNameKey(name ?? "")).filter(Boolean))];
}
