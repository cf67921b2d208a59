/**
 * How search compares words, the one rule for the worker's index (FTS5) and the app's offline
 * search. A word is reduced to its key:
 *   1. `normalise`: lower case, accents and diaeresis dropped, final sigma as σ
 *      ("Αθήνα", "ΑΘΗΝΑ", "αθηνα" → "αθηνα");
 *   2. Greek letters in Latin ones by ELOT 743 (schema/transliteration.ts, the slugs' rule), so the
 *      official spelling of a name always gives the name's own key;
 *   3. `searchKey`: the sound of it in plain Latin letters, the same whichever spelling it was
 *      typed in. Greeklish has no single spelling, so the key folds the usual choices together
 *      (LATIN_SOUNDS): η ι υ ει οι (i y ei oi) are all "i", ω and o are "o", ου is ou or u, μπ is
 *      b, mp or mb, ντ d, nt or nd, γγ γκ g, gg, gk, ng or nk, χ and ξ x, h, ch, kh or ks (an x
 *      is either), θ th or 8, αυ ευ av, af or au (ev, ef, eu), and double letters are one:
 *      "Λευκός", "lefkos", "levkos", "leukos" → "levkos". A diaeresis is ignored like an accent
 *      (people leave it out): "Αθηναϊκός" and "αθηναικος" are both "athinekos", as is "Athinaikos".
 * A key holds only [a-z0-9], so no FTS5 syntax can ever reach the index from a query.
 */
import { elot743, greeklishToGreek, hasGreek } from "./transliteration";

/** Lower case, no accents or diaeresis, final sigma folded: how Greek is typed in a hurry. */
export function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ς/g, "σ").normalize("NFC");
}

/**
 * Latin spellings of one sound, to one spelling: ELOT 743, English habits and Greeklish. Read left
 * to right, the longest spelling first where two start alike ("nth" before "nt", "th" before "h").
 */
const LATIN_SOUNDS: [string, string][] = [
  ["nth", "nth"], ["th", "th"], ["ou", "u"], ["ei", "i"], ["oi", "i"], ["ai", "e"], ["ae", "e"], ["au", "av"], ["eu", "ev"],
  ["mp", "b"], ["mb", "b"], ["nt", "d"], ["nd", "d"], ["gk", "g"], ["gg", "g"], ["nch", "gx"], ["nx", "gx"], ["ng", "g"], ["nk", "g"],
  ["ch", "x"], ["kh", "x"], ["ks", "x"], ["ph", "f"], ["ck", "k"], ["c", "k"], ["q", "k"], ["h", "x"], ["y", "i"], ["w", "o"], ["j", "tz"],
];

/** The spellings by their first letter, in the table's order: a word's letter tries only its own few. */
const SOUNDS_BY_FIRST = new Map<string, [string, string][]>();
for (const sound of LATIN_SOUNDS) SOUNDS_BY_FIRST.set(sound[0][0]!, [...(SOUNDS_BY_FIRST.get(sound[0][0]!) ?? []), sound]);

/** Latin `text` with each spelling of LATIN_SOUNDS as its one spelling, longest spelling first. */
function bySound(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; ) {
    const sound = SOUNDS_BY_FIRST.get(text[i]!)?.find(([spelling]) => text.startsWith(spelling, i));
    if (sound) {
      out += sound[1];
      i += sound[0].length;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

/** Double letters as one ("thessaloniki", "thesaloniki"). */
const single = (key: string) => key.replace(/([a-z])\1+/g, "$1");

/** The key of one word (see the top of this file): [a-z0-9] only, empty for a word of neither script. */
export function searchKey(word: string): string {
  let key = knownKeys.get(word);
  if (key === undefined) {
    // θ typed as the digit that looks like it ("8essaloniki"), but a number stays one ("U18", "2018").
    const latin = elot743(normalise(word)).replace(/(?<![0-9])8(?=[a-z])/g, "th");
    // αυ, ευ are av or af by the next letter (ELOT 743), and either is typed: v after a or e.
    key = single(single(bySound(latin).replace(/[^a-z0-9]/g, "")).replace(/([ae])f/g, "$1v"));
    // Highlighting a page of results keys the same words again and again: remember a bounded few.
    if (knownKeys.size >= KNOWN_KEYS_MAX) knownKeys.clear();
    knownKeys.set(word, key);
  }
  return key;
}

const KNOWN_KEYS_MAX = 20_000;
const knownKeys = new Map<string, string>();

/** The words of a text: runs of letters and digits (an apostrophe or a hyphen splits them). */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A text as it goes into the index: its words' keys, separated by spaces. */
export function indexText(...texts: (string | null | undefined)[]): string {
  return texts
    .flatMap((text) => words(text ?? ""))
    .map(searchKey)
    .filter(Boolean)
    .join(" ");
}

/** The distinct keys of a query's words, in order; quotes, `*`, NEAR or a lone `-` are only spaces here. */
export function queryKeys(query: string): string[] {
  return [...new Set(words(query).map(searchKey).filter(Boolean))];
}

/**
 * The query in the other script (Greek by ELOT 743, Greeklish as Greek), for a search that found
 * nothing to suggest; undefined when it is keyed as the query is, since it would find the same
 * nothing ("lefkos pyrgos" and «λεφκος πυργος» are one search).
 */
export function otherScriptQuery(query: string): string | undefined {
  const other = hasGreek(query) ? elot743(query).toLowerCase() : greeklishToGreek(query);
  const keys = queryKeys(other).join(" ");
  return keys && keys !== queryKeys(query).join(" ") ? other : undefined;
}

/**
 * The part of a key a word is found by. A long word's ending is where spellings part most
 * (Πειραιάς "pireas", Piraeus "pireus", Πειραιεύς "pirevs"), so from six letters on the last two
 * are left out: "πειραιας" finds Piraeus. Shorter words are kept whole.
 */
export const findingPrefix = (key: string) => (key.length >= 6 ? key.slice(0, -2) : key);

/**
 * The FTS5 MATCH expression for a query: every word, as a prefix ("athin" finds "Athinaikos").
 * Keys are [a-z0-9] and quoted, so FTS5 reads them as plain words. Undefined when nothing is left.
 */
export function ftsMatch(query: string): string | undefined {
  const keys = queryKeys(query);
  return keys.length ? keys.map((key) => `"${findingPrefix(key)}"*`).join(" ") : undefined;
}

/** Whether every word of the query starts one of the text's words (the app's offline search). */
export function matchesQuery(text: string, keys: string[]): boolean {
  if (!keys.length) return false;
  const textKeys = words(text).map(searchKey);
  return keys.every((key) => textKeys.some((textKey) => textKey.startsWith(findingPrefix(key))));
}

/** A text cut in pieces, `match` on the words the query found, for the screen to mark. */
export type Highlight = { text: string; match: boolean }[];

/** `text` in pieces, each word whose key starts with one of the query's keys marked. */
export function highlight(text: string, keys: string[]): Highlight {
  const pieces: Highlight = [];
  const push = (piece: string, match: boolean) => {
    const last = pieces.at(-1);
    if (last && last.match === match) last.text += piece;
    else if (piece) pieces.push({ text: piece, match });
  };
  let at = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = found[0];
    push(text.slice(at, found.index), false);
    const key = searchKey(word);
    push(word, key !== "" && keys.some((queryKey) => key.startsWith(findingPrefix(queryKey))));
    at = found.index + word.length;
  }
  push(text.slice(at), false);
  return pieces;
}

/**
 * About `size` characters of `text` around its first match (the whole of a short text), with
 * "…" where it was cut: what a result shows of an article's body.
 */
export function excerpt(text: string, keys: string[], size = 160): string {
  if (text.length <= size) return text;
  const first = highlight(text, keys).reduce(
    (state, piece) => (state.found ? state : piece.match ? { ...state, found: true } : { at: state.at + piece.text.length, found: false }),
    { at: 0, found: false },
  );
  const start = first.found ? Math.max(0, first.at - Math.floor(size / 3)) : 0;
  const from = start === 0 ? 0 : text.indexOf(" ", start) + 1 || start;
  const cut = text.slice(from, from + size);
  const end = from + size < text.length ? cut.lastIndexOf(" ") : -1;
  return `${from > 0 ? "…" : ""}${end > 0 ? cut.slice(0, end) : cut}${from + size < text.length ? "…" : ""}`;
}
