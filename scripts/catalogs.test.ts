/**
 * The web merges every feature's catalog of a locale into one map, so the same source text
 * (same msgid and context) must mean the same thing everywhere: otherwise the last catalog
 * loaded would win. Ambiguous words get a Lingui `context` instead.
 */
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogEntries } from "./po";

describe("Greek catalogs", () => {
  it("translate the same source text the same way in every feature", () => {
    const seen = new Map<string, { file: string; translation: string }>();
    const clashes: string[] = [];
    for (const entry of catalogEntries("el")) {
      if (entry.obsolete) continue;
      const key = `${entry.context ?? ""}\u0004${entry.source}`;
      const translation = entry.translation ?? "";
      const file = basename(entry.file);
      const first = seen.get(key);
      if (first && first.translation !== translation) {
        clashes.push(`"${entry.source}"${entry.context ? ` (${entry.context})` : ""}: ${first.file} "${first.translation}" vs ${file} "${translation}"`);
      }
      if (!first) seen.set(key, { file, translation });
    }
    expect(clashes).toEqual([]);
  });
});
