/**
 * The Greek the app shows for an English source text, read from the committed catalogs
 * (locales/el/*.po). Tests assert the translation the user sees without copying Greek into the
 * specs, and fail loudly when a text has no Greek at all.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const dir = resolve(import.meta.dirname, "../../locales/el");

/** The strings of one PO field (`msgid "a" "b"` spans lines), joined. */
function field(block: string, name: string): string | undefined {
  const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, "m").exec(`${block}\n`);
  return match?.[1].trim().split("\n").map((line) => JSON.parse(line) as string).join("");
}

let translations: Map<string, string> | undefined;

function load(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".po"))) {
    for (const block of readFileSync(join(dir, file), "utf8").split(/\n\n+/)) {
      // Texts with a Lingui context are ambiguous words; the specs only look up plain texts.
      if (/^msgctxt /m.test(block)) continue;
      const msgid = field(block, "msgid");
      const msgstr = field(block, "msgstr");
      if (msgid && msgstr) map.set(msgid, msgstr);
    }
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
