/**
 * Content in two languages (issue 13): the language the reader reads content in, a club's name
 * in it, and the same page in the other language (an article's translation), which the language
 * toggle goes to.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useSyncExternalStore } from "react";
import { clubNamePair, pairIn, type TextInLanguage } from "./language-pairs";

export type ContentLanguage = "en" | "el";

/** The language the interface shows, as the API's `lang`. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useLingui();
  return i18n.locale === "el" ? "el" : "en";
}

// The pure choices live apart (no React, testable in node); the screens import them from here.
export { clubNameIn, clubNamePair, pairIn, textIn, type TextInLanguage } from "./language-pairs";

/** pairIn for the reader of the interface. */
export function useTextIn(english: string | null | undefined, greek: string | null | undefined): TextInLanguage {
  return pairIn(useContentLanguage(), english, greek);
}

/** clubNamePair for the reader of the interface. */
export function useClubName(club: { name: string; nameEl?: string | null }): TextInLanguage {
  return clubNamePair(useContentLanguage(), club);
}

/** The `lang` attribute an element showing a text in `lang` needs: none when it is the page's own. */
export function useLangAttribute(lang: string | null | undefined): string | undefined {
  const page = useContentLanguage();
  return lang && lang !== page ? lang : undefined;
}

type Alternates = Partial<Record<ContentLanguage, string>>;
let alternates: Alternates = {};
const listeners = new Set<() => void>();

/** The page the language toggle goes to for each language, while the calling screen is shown. */
export function useAlternatePages(pages: Alternates) {
  const key = JSON.stringify(pages);
  useEffect(() => {
    alternates = JSON.parse(key) as Alternates;
    listeners.forEach((listener) => listener());
    return () => {
      alternates = {};
      listeners.forEach((listener) => listener());
    };
  }, [key]);
}

/** The page in `lang` the current screen offers, if any (an article's translation). */
export function useAlternatePage(lang: ContentLanguage): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => alternates[lang],
    () => undefined,
  );
}

type BilingualClub = {
  name: string;
  nameEl?: string | null;
  location?: string;
  locationEl?: string | null;
  description?: string | null;
  descriptionEl?: string | null;
};

/** A club as the reader sees it: name, location and description in their language where the club gave them. */
export function useClubInLanguage<T extends BilingualClub>(club: T): T {
  const lang = useContentLanguage();
  if (lang !== "el") return club;
  return {
    ...club,
    name: club.nameEl || club.name,
    location: club.locationEl || club.location,
    description: club.descriptionEl || club.description,
  };
}

type LangAttribute = string | undefined;

/**
 * The `lang` each of a club's texts needs where it is not in the page's language (issue 21): a
 * Latin name with no Greek one, an English-only description, on a Greek page; and the other way.
 */
export function useClubLanguages(club: BilingualClub): { name: LangAttribute; location: LangAttribute; description: LangAttribute } {
  const lang = useContentLanguage();
  const own = (english: string | null | undefined, greek: string | null | undefined) => {
    const shown = pairIn(lang, english, greek);
    return shown.text && shown.lang !== lang ? shown.lang : undefined;
  };
  return { name: own(club.name, club.nameEl), location: own(club.location, club.locationEl), description: own(club.description, club.descriptionEl) };
}
