/**
 * Helpers for translating the catalogs, after `npm run i18n:extract` (README, Other commands):
 *
 *   npm run i18n:missing [-- locales/el/home.po …]
 *     prints, as JSON, the source texts that still have no translation (default: every Greek catalog);
 *   npm run i18n:fill -- locales/el/home.po /tmp/home-el.json
 *     fills translations from a JSON map { "<source text>": "<translation>" }; obsolete entries
 *     (`#~`, kept until `extract --clean`) are filled too when the map names them, since the dev
 *     catalogs still compile them;
 *   npm run i18n:harmonize
 *     makes every Greek catalog translate the same source text the same way (the web merges the
 *     catalogs of a locale, see scripts/catalogs.test.ts): the translation used most often wins,
 *     ties go to the common catalog, then the first alphabetically.
 *
 *   npm run i18n:api
 *     writes the worker's Greek messages from the common catalog (scripts/api-messages.ts); fill
 *     and harmonize do it too, after they change a catalog.
 *
 * Each reads and writes through Lingui's own PO formatter (scripts/po.ts). Run them and
 * `lingui extract` one at a time: each rewrites catalogs.
 */
import { readFileSync } from "node:fs";
import { API_MESSAGES_MODULE, writeApiMessages } from "./api-messages";
import { catalogEntries, catalogFiles, readCatalog, writeCatalog, type Catalog } from "./po";

const LOCALE = "el";
const keyOf = (message: { context?: string }, source: string) => `${message.context ?? ""}\u0004${source}`;
const sourceOf = (id: string, message: { message?: string }) => message.message ?? id;

function missing(files: string[]) {
  const report: Record<string, string[]> = {};
  for (const file of files.length > 0 ? files : catalogFiles(LOCALE)) {
    const texts = Object.entries(readCatalog(file))
      .filter(([, message]) => !message.obsolete && !message.translation)
      .map(([id, message]) => sourceOf(id, message));
    if (texts.length > 0) report[file] = texts;
  }
  console.log(JSON.stringify(report, null, 2));
}

async function fill(file: string, mapFile: string) {
  const map = JSON.parse(readFileSync(mapFile, "utf8")) as Record<string, string>;
  const catalog = readCatalog(file);
  let filled = 0;
  for (const [id, message] of Object.entries(catalog)) {
    const translation = map[sourceOf(id, message)];
    if (!translation) continue;
    message.translation = translation;
    filled += 1;
  }
  await writeCatalog(file, catalog);
  const left = Object.values(catalog).filter((message) => !message.obsolete && !message.translation).length;
  console.log(`${file}: filled ${filled}, still missing ${left}`);
}

async function harmonize() {
  const votes = new Map<string, Map<string, number>>();
  for (const entry of catalogEntries(LOCALE)) {
    if (entry.obsolete || !entry.translation) continue;
    const tally = votes.get(keyOf(entry, entry.source)) ?? new Map<string, number>();
    tally.set(entry.translation, (tally.get(entry.translation) ?? 0) + 1);
    votes.set(keyOf(entry, entry.source), tally);
  }
  let changed = 0;
  for (const file of catalogFiles(LOCALE)) {
    const catalog: Catalog = readCatalog(file);
    let changedHere = 0;
    for (const [id, message] of Object.entries(catalog)) {
      const tally = message.obsolete ? undefined : votes.get(keyOf(message, sourceOf(id, message)));
      if (!tally) continue;
      // A stable sort keeps the earlier catalog's translation first among equals.
      const [best] = [...tally.entries()].sort((a, b) => b[1] - a[1])[0];
      if (message.translation === best) continue;
      message.translation = best;
      changedHere += 1;
    }
    if (changedHere > 0) await writeCatalog(file, catalog);
    changed += changedHere;
  }
  console.log(`harmonized ${changed} translations`);
}

/** The worker's Greek messages follow the catalog (scripts/api-messages.ts). */
function api() {
  console.log(writeApiMessages() ? `wrote ${API_MESSAGES_MODULE}` : `${API_MESSAGES_MODULE} is up to date`);
}

const [command, ...rest] = process.argv.slice(2);
if (command === "missing") missing(rest);
else if (command === "fill" && rest.length === 2) await fill(rest[0], rest[1]).then(api);
else if (command === "harmonize") await harmonize().then(api);
else if (command === "api") api();
else {
  console.error("usage: translations.ts missing [catalog.po …] | fill <catalog.po> <map.json> | harmonize | api");
  process.exit(1);
}
