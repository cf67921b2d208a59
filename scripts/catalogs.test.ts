/**
 * The web merges every feature's catalog of a locale into one map, so the same source text
 * (same msgid and context) must mean the same thing everywhere: otherwise the last catalog
 * loaded would win. Ambiguous words get a Lingui `context` instead.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

type Entry = { context: string; msgid: string; msgstr: string; file: string };

function entries(dir: string): Entry[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".po"))
    .flatMap((file) => {
      const blocks = readFileSync(join(dir, file), "utf8").split(/\n\n+/);
      return blocks.flatMap((block) => {
        const field = (name: string) => {
          const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, "m").exec(block + "\n");
          return match ? match[1].trim().split("\n").map((line) => JSON.parse(line) as string).join("") : undefined;
        };
        const msgid = field("msgid");
        if (!msgid) return [];
        return [{ context: field("msgctxt") ?? "", msgid, msgstr: field("msgstr") ?? "", file }];
      });
    });
}

describe("Greek catalogs", () => {
  it("translate the same source text the same way in every feature", () => {
    const seen = new Map<string, Entry>();
    const clashes: string[] = [];
    for (const entry of entries("locales/el")) {
      const key = `${entry.context}\u0004${entry.msgid}`;
      const first = seen.get(key);
      if (first && first.msgstr !== entry.msgstr) {
        clashes.push(`"${entry.msgid}"${entry.context ? ` (${entry.context})` : ""}: ${first.file} "${first.msgstr}" vs ${entry.file} "${entry.msgstr}"`);
      }
      if (!first) seen.set(key, entry);
    }
    expect(clashes).toEqual([]);
  });
});
