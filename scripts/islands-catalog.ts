/**
 * The source files of the islands catalogs (lingui.config.ts): every file whose strings a drawn
 * public page's islands can show. A drawn page loads these catalogs alone (web/islands/start.tsx),
 * not the app's shared catalogs (tens of KiB), so they must hold every string an island reaches:
 * - `islands`: what the islands draw as they start, loaded with the page;
 * - `islands-later`: what they load later, with its code (a drawer, a dialog, a menu: the parts
 *   behind an `import()`, web/lib/use-on-demand.ts waits for this catalog too).
 *
 * Found, not listed by hand: from the islands runtime (web/islands/start.tsx, which reaches every
 * island through the registry's `import()`s) and from every file that makes an island
 * (`island("…", …)`), following imports (not `import type`) through web/ and schema/. A feature's
 * index.ts is followed only for the names imported from it, so an island that uses one thing of a
 * feature does not bring in the strings of all its screens.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$|\.css\.ts$/;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && statSync(path).isFile());
}

type Import = { specifier: string; names?: string[]; later?: boolean };

/** Each import of a file: where from, the names it takes (undefined: all of it), and whether it is an `import()`. */
function importsOf(source: string): Import[] {
  const found: Import[] = [];
  // `import { a, b as c } from "x"`, `import d from "x"`, `import * as e from "x"`, `export … from "x"`; not `import type`.
  for (const match of source.matchAll(/^\s*(import|export)\s+(?!type\s)([^;]*?)\s+from\s+["']([^"']+)["']/gms)) {
    const clause = match[2];
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const names = named
      ? named[1]
          .split(",")
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith("type "))
          .map((part) => part.split(/\s+as\s+/)[0])
      : undefined;
    if (names && names.length === 0) continue;
    found.push({ specifier: match[3], names });
  }
  for (const match of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) found.push({ specifier: match[1] });
  for (const match of source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) found.push({ specifier: match[1], later: true });
  return found;
}

/** In a barrel (a feature's index.ts), the files that export `names`. */
function barrelSources(barrel: string, source: string, names: string[]): string[] {
  const files: string[] = [];
  for (const match of source.matchAll(/^\s*export\s+\{([^}]*)\}\s+from\s+["']([^"']+)["']/gm)) {
    const exported = match[1].split(",").map((part) => part.trim().replace(/^type\s+/, "").split(/\s+as\s+/).pop()!);
    if (!names.some((name) => exported.includes(name))) continue;
    const file = resolveImport(barrel, match[2]);
    if (file) files.push(file);
  }
  return files;
}

/** The files (absolute paths) whose strings the islands show: as they start, and later. */
export function islandSourceFiles(root: string): { now: string[]; later: string[] } {
  const web = join(root, "web");
  const registry = join(web, "islands", "registry.ts");
  const inScope = (path: string) => (path.startsWith(web + "/") || path.startsWith(join(root, "schema") + "/")) && !TEST.test(path);
  const makesIsland = (path: string) => /\bisland\(\s*["']/.test(readFileSync(path, "utf8"));
  const start = [join(web, "islands", "start.tsx"), ...filesUnder(web).filter(makesIsland)];
  /** Every file reached from `start`; `throughLater`: across `import()`s too (the registry's always: they are the islands). */
  function reached(throughLater: boolean): Set<string> {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file) || !inScope(file)) continue;
      seen.add(file);
      const source = readFileSync(file, "utf8");
      for (const { specifier, names, later } of importsOf(source)) {
        if (later && !throughLater && file !== registry) continue;
        const target = resolveImport(file, specifier);
        if (!target || !inScope(target)) continue;
        const isBarrel = /\/index\.tsx?$/.test(target);
        if (isBarrel && names) queue.push(...barrelSources(target, readFileSync(target, "utf8"), names));
        else queue.push(target);
      }
    }
    return seen;
  }
  const now = reached(false);
  return { now: [...now].sort(), later: [...reached(true)].filter((file) => !now.has(file)).sort() };
}

const includePaths = (root: string, files: string[]) => files.map((path) => `<rootDir>/${relative(root, path)}`);

/** The same, as Lingui's include paths: the `islands` catalog's, and the `islands-later` one's. */
export function islandCatalogSources(root: string): { now: string[]; later: string[] } {
  const { now, later } = islandSourceFiles(root);
  return { now: includePaths(root, now), later: includePaths(root, later) };
}
