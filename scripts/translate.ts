/**
 * Fills translations into a PO catalog from a JSON map { "<msgid>": "<translation>" }.
 *   flock /tmp/lingui.lock npx tsx scripts/translate.ts locales/el/home.po /tmp/home-el.json
 * `--missing` prints the msgids that still have no translation, as JSON, instead.
 * Always run it (and `lingui extract`) under the same lock: both rewrite catalogs.
 * Obsolete entries (`#~ msgid`, kept until `extract --clean`) are filled too when the map names
 * them: the dev catalogs still compile them, and an untranslated one would show English in place
 * of another catalog's translation of the same message.
 */
import { readFileSync, writeFileSync } from "node:fs";

const unquote = (line: string) => JSON.parse(line.trim()) as string;
const quote = (text: string) => JSON.stringify(text);

type Entry = { start: number; end: number; msgid: string; msgstr: string; obsolete: boolean };

const OBSOLETE = "#~ ";

function parseEntries(lines: string[]): Entry[] {
  const entries: Entry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const prefix = lines[i].startsWith(OBSOLETE) ? OBSOLETE : "";
    // The entry's lines without the obsolete marker (undefined past the end or outside the entry).
    const at = (n: number) => (lines[n]?.startsWith(prefix) ? lines[n].slice(prefix.length) : undefined);
    if (!at(i)?.startsWith("msgid ")) continue;
    let msgid = unquote(at(i)!.slice(6));
    let j = i + 1;
    while (at(j)?.startsWith('"')) msgid += unquote(at(j++)!);
    if (!at(j)?.startsWith("msgstr ")) continue;
    const start = j;
    let msgstr = unquote(at(j)!.slice(7));
    let k = j + 1;
    while (at(k)?.startsWith('"')) msgstr += unquote(at(k++)!);
    entries.push({ start, end: k, msgid, msgstr, obsolete: prefix !== "" });
    i = k - 1;
  }
  return entries.filter((entry) => entry.msgid !== "");
}
const active = (entries: Entry[]) => entries.filter((entry) => !entry.obsolete);

const [file, mapFile] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const lines = readFileSync(file, "utf8").split("\n");
const entries = parseEntries(lines);

if (process.argv.includes("--missing")) {
  console.log(JSON.stringify(active(entries).filter((entry) => !entry.msgstr).map((entry) => entry.msgid), null, 2));
} else {
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as Record<string, string>;
  let filled = 0;
  for (const entry of [...entries].reverse()) {
    const translation = map[entry.msgid];
    if (translation === undefined || translation === "") continue;
    lines.splice(entry.start, entry.end - entry.start, `${entry.obsolete ? OBSOLETE : ""}msgstr ${quote(translation)}`);
    filled++;
  }
  writeFileSync(file, lines.join("\n"));
  const missing = active(parseEntries(lines)).filter((entry) => !entry.msgstr).length;
  console.log(`${file}: filled ${filled}, still missing ${missing}`);
}
