/**
 * Which of a pair of texts (English or Latin, and Greek) a reader reads, and in which language it
 * is (issue 13, issue 21). Pure: web/lib/content-language.ts adds the reader's language.
 */
/** A club's name for a reader of `lang`: the Greek one when there is one and the reader reads Greek. */
export const clubNameIn = (lang: string, club: { name: string; nameEl?: string | null }) => (lang === "el" && club.nameEl ? club.nameEl : club.name);

/** The same for any pair of texts, the Latin or English one first. */
export const textIn = (lang: string, english: string | null | undefined, greek: string | null | undefined) => (lang === "el" && greek ? greek : english);

/** A text and the language it is written in, so the element showing it can say so (`lang`). */
export type TextInLanguage = { text: string; lang: "en" | "el" };

/**
 * The version of a pair a reader of `lang` reads: theirs when there is one, else the other one,
 * which keeps its own language (issue 21: a screen reader reads it with the right voice).
 */
export function pairIn(lang: string, english: string | null | undefined, greek: string | null | undefined): TextInLanguage {
  if (lang === "el" && greek) return { text: greek, lang: "el" };
  if (english) return { text: english, lang: "en" };
  if (greek) return { text: greek, lang: "el" };
  return { text: "", lang: lang === "el" ? "el" : "en" };
}

/** A club's name for a reader of `lang`, with the language it is in (a Latin name with no Greek one is "en"). */
export const clubNamePair = (lang: string, club: { name: string; nameEl?: string | null }) => pairIn(lang, club.name, club.nameEl);
