/**
 * The Greek the app shows for an English source text, read from the committed catalogs
 * (locales/el/*.po). Tests assert the translation the user sees without copying Greek into the
 * specs, and fail loudly when a text has no Greek at all.
 */
import { catalogEntries } from "../../scripts/po";

let translations: Map<string, string> | undefined;

function load(): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of catalogEntries("el")) {
    // Texts with a Lingui context are ambiguous words; the specs only look up plain texts.
    if (entry.context || entry.obsolete || !entry.translation) continue;
    map.set(entry.source, entry.translation);
  }
  return map;
}

/** The Greek translation of an English source text; throws when the catalogs have none. */
export function greek(english: string): string {
  translations ??= load();
  const text = translations.get(english);
  if (!text) throw new Error(`No Greek translation for ${JSON.stringify(english)} in locales/el`);
  return text;
}

export const LOCALES = ["en", "el"] as const;
export type Locale = (typeof LOCALES)[number];

/** The text a user sees in `locale` for an English source text. */
export const inLocale = (locale: Locale, english: string) => (locale === "en" ? english : greek(english));

/** Any Greek letter, accented ones included. */
export const GREEK = /[Α-Ωα-ωΆ-Ώά-ώ]/;
