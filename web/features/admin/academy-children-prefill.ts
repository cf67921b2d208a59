/**
 * The children an academy form names, read from its free text so the federation does not retype
 * them (issue 24, point 2): one child per age or birth year the text holds (the academy's own
 * reading, domain/academy/age-groups.ts), named by the word written before it, with the parent's
 * last name and 1 January of the birth year. A guess: every field stays editable in the dialog.
 */
import { agesIn } from "../../../domain/academy/age-groups";
import { splitName } from "../../../domain/people/names";

export type ChildDraft = { firstName: string; lastName: string; dateOfBirth: string };

/** Words around an age that are not a name, in both languages. */
const NOT_A_NAME = new Set(
  ["and", "born", "in", "age", "aged", "year", "years", "old", "months", "is", "the", "my", "son", "daughter", "boy", "girl", "και", "η", "ο", "το", "ετών", "χρονών", "χρόνων", "έτη", "γεννήθηκε", "γεννημένος", "γεννημένη", "ηλικία", "γιος", "κόρη"],
);

const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** The last word before an age that may be a name: one written with a capital first, else any. */
function nameBefore(text: string): string {
  const words = (text.match(/\p{L}+/gu) ?? []).filter((word) => !NOT_A_NAME.has(word.toLocaleLowerCase()));
  const named = words.findLast((word) => word.charAt(0) !== word.charAt(0).toLocaleLowerCase());
  return capitalised(named ?? words.at(-1) ?? "");
}

export function childrenFromForm(details: string, parentName: string, year: number): ChildDraft[] {
  const { lastName } = splitName(parentName);
  const children: ChildDraft[] = [];
  let from = 0;
  for (const match of details.matchAll(/\d+/g)) {
    const end = match.index + match[0].length;
    const [age] = agesIn(match[0], year);
    if (age !== undefined) {
      children.push({ firstName: nameBefore(details.slice(from, match.index)), lastName, dateOfBirth: `${year - age}-01-01` });
      from = end;
    }
  }
  return children.length > 0 ? children : [{ firstName: "", lastName, dateOfBirth: "" }];
}
