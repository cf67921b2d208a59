/**
 * When two club names are the same name (issue 19, point 15): a club cannot take a name another
 * club already uses, in either language, however it is spelled. Names are compared by their key:
 * the search key of schema/text-search.ts (case, accents, diaeresis and final sigma ignored;
 * Greek, Greeklish and Latin spellings folded: "Αθήνα", "ΑΘΗΝΑ", "Athína", "athina") of the name's
 * letters and digits run together, so punctuation and spaces do not tell names apart either
 * ("A.E.K." is "AEK", "Athens  Owls" is "Athens-Owls").
 * The one rule for the worker's unique keys (club_name_keys) and anything that checks a name.
 */
import { searchKey, words } from "./text-search";

/** The key of one club name; empty for a name with no letter or digit. */
export const clubNameKey = (name: string): string => searchKey(words(name).join(""));

/** The distinct, non-empty keys of a club's names (English and Greek), each claimed by the club. */
export function clubNameKeys(...names: (string | null | undefined)[]): string[] {
  return [...new Set(names.map((name) => clubNameKey(name ?? "")).filter(Boolean))];
}
