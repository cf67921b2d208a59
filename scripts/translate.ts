/**
 * Fills translations into a PO catalog from a JSON map { "<msgid>": "<translation>" }.
 *   flock /tmp/lingui.lock npx tsx scripts/translate.ts locales/el/home.po /tmp/home-el.json
 * `--missing` prints the msgids that still have no translation, as JSON, instead.
 * Always run it (and `lingui extract`) under the same lock: both rewrite catalogs.
 */
import { readFileSync, writeFileSync } from "node:fs";

const unquote = (line: string) => JSON.parse(line.trim()) as string;
const quote = (text: string) => JSON.stringify(text);

type Entry = { start: number; end: number; msgid: string; msgstr: string };

function parseEntries(lines: string[]): Entry[] {
  const entries: Entry[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith("msgid ")) continue;
    let msgid = unquote(lines[i].slice(6));
    let j = i + 1;
    while (lines[j]?.startsWith('"')) msgid += unquote(lines[j++]);
    if (!lines[j]?.startsWith("msgstr ")) continue;
    const start = j;
    let msgstr = unquote(lines[j].slice(7));
    let k = j + 1;
    while (lines[k]?.startsWith('"')) msgstr += unquote(lines[k++]);
    entries.push({ start, end: k, msgid, msgstr });
    i = k - 1;
  }
  return entries.filter((entry) => entry.msgid !== "");
}

const [file, mapFile] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const lines = readFileSync(file, "utf8").split("\n");
const entries = parseEntries(lines);

if (process.argv.includes("--missing")) {
  console.log(JSON.stringify(entries.filter((entry) => !entry.msgstr).map((entry) => entry.msgid), null, 2));
} else {
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as Record<string, string>;
  let filled = 0;
  for (const entry of [...entries].reverse()) {
    const translation = map[entry.msgid];
    if (translation === undefined || translation === "") continue;
    lines.splice(entry.start, entry.end - entry.start, `msgstr ${quote(translation)}`);
    filled++;
  }
  writeFileSync(file, lines.join("\n"));
  const missing = parseEntries(lines).filter((entry) => !entry.msgstr).length;
  console.log(`${file}: filled ${filled}, still missing ${missing}`);
}
