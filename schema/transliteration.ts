/**
 * Greek to Latin by ELOT 743 (type 2, the transcription of Greek passports and road signs), the
 * default Latin name of a club registered with only its Greek name; and the reverse, Greeklish to
 * Greek, which search uses to suggest the query in the other script.
 * Pure functions, shared by the web and the worker.
 */

const LETTERS: Record<string, string> = {
  α: "a", β: "v", γ: "g", δ: "d", ε: "e", ζ: "z", η: "i", θ: "th", ι: "i", κ: "k", λ: "l", μ: "m",
  ν: "n", ξ: "x", ο: "o", π: "p", ρ: "r", σ: "s", ς: "s", τ: "t", υ: "y", φ: "f", χ: "ch", ψ: "ps", ω: "o",
};

/** Two letters written as one sound (ELOT 743 §4). "μπ" is handled apart: b at a word's edge, mp inside. */
const PAIRS: Record<string, string> = { ου: "ou", γγ: "ng", γκ: "gk", γξ: "nx", γχ: "nch", ντ: "nt" };

/** αυ, ευ, ηυ are av/ev/iv before a vowel or a voiced consonant, af/ef/if before a voiceless one or at the end. */
const U_DIPHTHONG_FIRST: Record<string, string> = { α: "a", ε: "e", η: "i" };
const VOICELESS = new Set(["θ", "κ", "ξ", "π", "σ", "ς", "τ", "φ", "χ", "ψ"]);

const isGreekLetter = (ch: string | undefined) => {
  const code = ch?.charCodeAt(0) ?? 0;
  return (code >= 0x370 && code <= 0x3ff) || (code >= 0x1f00 && code <= 0x1fff);
};
/** Whether a text has a Greek letter in it. */
export const hasGreek = (text: string) => Array.from(text).some(isGreekLetter);
const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);
const isUpper = (ch: string | undefined) => ch !== undefined && ch !== ch.toLowerCase();

type Bare = { letter: string; diaeresis: boolean; accent: boolean };
/** Each letter's reading, made once: search keys every word of every document with `elot743`. */
const bareLetters = new Map<string, Bare>();

/** A letter without its accent, and whether it carried a diaeresis. */
function bare(ch: string): Bare {
  let known = bareLetters.get(ch);
  if (!known) {
    const decomposed = ch.normalize("NFD");
    known = {
      letter: decomposed[0]!.toLowerCase(),
      diaeresis: decomposed.includes("\u0308"),
      accent: decomposed.includes("\u0301") || decomposed.includes("\u0300") || decomposed.includes("\u0342"),
    };
    bareLetters.set(ch, known);
  }
  return known;
}

/** The Latin form of one Greek word's letters, lower case, by ELOT 743. */
function wordToLatin(word: string[]): string[] {
  const letters = word.map(bare);
  const out: string[] = [];
  for (let i = 0; i < letters.length; i += 1) {
    const here = letters[i]!;
    const next = letters[i + 1];
    // A diaeresis on the second letter, or an accent on the first, splits a pair into two letters.
    const pairs = next !== undefined && !next.diaeresis && !here.accent;
    if (pairs && here.letter === "μ" && next.letter === "π") {
      const atEdge = i === 0 || i + 2 >= letters.length;
      out.push(atEdge ? "b" : "mp", "");
      i += 1;
      continue;
    }
    if (pairs && PAIRS[here.letter + next.letter]) {
      out.push(PAIRS[here.letter + next.letter]!, "");
      i += 1;
      continue;
    }
    if (pairs && next.letter === "υ" && U_DIPHTHONG_FIRST[here.letter]) {
      const after = letters[i + 2]?.letter;
      const voiceless = after === undefined || VOICELESS.has(after);
      out.push(U_DIPHTHONG_FIRST[here.letter]! + (voiceless ? "f" : "v"), "");
      i += 1;
      continue;
    }
    out.push(LETTERS[here.letter] ?? here.letter);
  }
  return out;
}

/**
 * Greek text in Latin letters by ELOT 743: "Αθηναϊκός" → "Athinaikos", "Μπάμπης" → "Bampis".
 * Capitals follow the source: a capital letter gives a capital first letter ("Θ" → "Th"), and
 * stays all capitals inside an all-capitals word ("ΘΕΣΣΑΛΟΝΙΚΗ" → "THESSALONIKI"). Anything that
 * is not Greek passes unchanged.
 */
export function elot743(text: string): string {
  let result = "";
  const chars = Array.from(text.normalize("NFC"));
  for (let start = 0; start < chars.length; ) {
    if (!isGreekLetter(chars[start])) {
      result += chars[start];
      start += 1;
      continue;
    }
    let end = start;
    while (end < chars.length && isGreekLetter(chars[end])) end += 1;
    const word = chars.slice(start, end);
    const latin = wordToLatin(word);
    const wordIsCapitals = word.some(isUpper) && word.filter(isLetter).length > 1 && word.every((ch) => !isLetter(ch) || isUpper(ch));
    word.forEach((ch, i) => {
      const part = latin[i] ?? "";
      if (!isUpper(ch)) result += part;
      else result += wordIsCapitals ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1);
    });
    start = end;
  }
  return result;
}

/**
 * Greeklish back to Greek, longest spelling first (so "th" is θ, not τ and a stray h). Every
 * spelling that search folds together (schema/text-search.ts) becomes Greek that search folds the
 * same way, so the suggestion finds what its Greeklish finds: "leukos" is λευκος, not λεουκος.
 */
const TO_GREEK: [string, string][] = [
  ["nth", "νθ"], ["ou", "ου"], ["au", "αυ"], ["eu", "ευ"], ["th", "θ"], ["ch", "χ"], ["kh", "χ"], ["ph", "φ"], ["ps", "ψ"], ["ks", "ξ"],
  ["mp", "μπ"], ["mb", "μπ"], ["nt", "ντ"], ["gk", "γκ"], ["ng", "γγ"],
  ["a", "α"], ["b", "μπ"], ["c", "κ"], ["d", "δ"], ["e", "ε"], ["f", "φ"], ["g", "γ"], ["h", "χ"], ["i", "ι"], ["j", "τζ"],
  ["k", "κ"], ["l", "λ"], ["m", "μ"], ["n", "ν"], ["o", "ο"], ["p", "π"], ["q", "κ"], ["r", "ρ"], ["s", "σ"], ["t", "τ"],
  ["u", "ου"], ["v", "β"], ["w", "ω"], ["x", "ξ"], ["y", "υ"], ["z", "ζ"],
];

/**
 * Latin letters read as Greeklish, in Greek lower case without accents: "athina" → "αθινα",
 * "peiraias" → "πειραιας". A guess (Greeklish has no one spelling): good for a suggestion.
 */
export function greeklishToGreek(text: string): string {
  let result = "";
  // θ typed as the digit that looks like it ("8essaloniki"), but a number stays one ("U18").
  const lower = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/(?<![0-9])8(?=[a-z])/g, "θ");
  for (let i = 0; i < lower.length; ) {
    const pair = TO_GREEK.find(([latin]) => lower.startsWith(latin, i));
    if (pair) {
      result += pair[1];
      i += pair[0].length;
    } else {
      result += lower[i];
      i += 1;
    }
  }
  return result.replace(/σ(?=$|[^\p{L}])/gu, "ς");
}
