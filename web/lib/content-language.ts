/**
 * Content in two languages (issue 13): the language the reader reads content in, a club's name
 * in it, and the same page in the other language (an article's translation), which the language
 * toggle goes to.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useSyncExternalStore } from "react";

export type ContentLanguage = "en" | "el";

/** The language the interface shows, as the API's `lang`. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useLingui();
  return i18n.locale === "el" ? "el" : "en";
}

/** A club's name for a reader of `lang`: the Greek one when there is one and the reader reads Greek. */
export const clubNameIn = (lang: string, club: { name: string; nameEl?: string | null }) => (lang === "el" && club.nameEl ? club.nameEl : club.name);

/** The same for any pair of texts, the Latin or English one first. */
export const textIn = (lang: string, english: string | null | undefined, greek: string | null | undefined) => (lang === "el" && greek ? greek : english);

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
