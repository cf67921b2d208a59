/**
 * Makes every Greek catalog translate the same source text the same way (see catalogs.test.ts):
 * for each msgid, the translation used most often wins (ties: the common catalog, then the
 * first catalog alphabetically) and is written into the others. Run under the lingui lock:
 *   flock /tmp/lingui.lock npx tsx scripts/harmonize-catalogs.ts
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = "locales/el";
const files = readdirSync(dir).filter((name) => name.endsWith(".po")).sort((a, b) => (a === "common.po" ? -1 : b === "common.po" ? 1 : a.localeCompare(b)));
const votes = new Map<string, Map<string, number>>();
const parsed = files.map((file) => ({ file, blocks: readFileSync(join(dir, file), "utf8").split(/\n\n/) }));

const field = (block: string, name: string) => {
  const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, "m").exec(block + "\n");
  return match ? match[1].trim().split("\n").map((line) => JSON.parse(line) as string).join("") : undefined;
};
const keyOf = (block: string) => {
  const msgid = field(block, "msgid");
  return msgid ? `${field(block, "msgctxt") ?? ""}\u0004${msgid}` : undefined;
};

for (const { blocks } of parsed) {
  for (const block of blocks) {
    const key = keyOf(block);
    const msgstr = field(block, "msgstr");
    if (!key || !msgstr) continue;
    const tally = votes.get(key) ?? new Map<string, number>();
    tally.set(msgstr, (tally.get(msgstr) ?? 0) + 1);
    votes.set(key, tally);
  }
}

let changed = 0;
for (const { file, blocks } of parsed) {
  const out = blocks.map((block) => {
    const key = keyOf(block);
    const tally = key ? votes.get(key) : undefined;
    if (!tally) return block;
    const [best] = [...tally.entries()].sort((a, b) => b[1] - a[1]);
    if (field(block, "msgstr") === best[0]) return block;
    changed++;
    return block.replace(/^msgstr (?:".*"\n?)+/m, `msgstr ${JSON.stringify(best[0])}\n`).replace(/\n$/, "");
  });
  writeFileSync(join(dir, file), out.join("\n\n"));
}
console.log(`harmonized ${changed} translations`);
