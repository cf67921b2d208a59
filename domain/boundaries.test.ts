/** domain/ is pure and shared: no I/O, and nothing from the app or the worker. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [join(dir, entry.name)] : [],
  );

describe("domain/", () => {
  it("imports only itself, valibot and schema/", () => {
    const imports = sources("domain").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)].map((match) => `${file}: ${match[1]}`),
    );
    expect(imports.length).toBeGreaterThan(0);
    const outside = imports.filter((line) => !/: (\.{1,2}\/(?!\.\.\/)(?!.*\b(web|worker)\/)|valibot$|\.\.\/\.\.\/schema\/)/.test(line));
    expect(outside).toEqual([]);
  });
});
