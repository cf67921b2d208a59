/**
 * Bundle budgets, computed from the build's manifest (each chunk gzipped on its own, level 9, as a
 * CDN would serve it), and what the service worker precaches.
 *
 * A public page the worker drew runs only its islands (issue 25, web/islands): it loads the entry
 * chunk of index.html (web/main.tsx, which chooses), the islands runtime (web/islands/start.tsx)
 * with their static imports (React among them), the islands catalog of its language, and then the
 * code of the islands it shows (web/islands/registry.ts: each its own chunk, with the page's query
 * cache for those that read data, and their on-demand catalogs). Which islands a page shows is
 * known once it is drawn: the Lighthouse step measures each page's own; here, the runtime every
 * drawn page pays, each island's own cost, and the bound of all of them together.
 *
 * The SPA (the app's own screens, and a public screen reached inside the app or offline) loads the
 * entry chunk, the SPA (web/app/start-app.tsx) with their static imports, the route's lazily loaded
 * screen chunk and its static imports, and the translation catalogs for the locale (issue 9).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { ON_DEMAND_CATALOGS, PAGES, PUBLIC_PAGE_NAMES, type PageName } from "../../schema/pages";
import { quietEnv, root, run } from "../lib";
import { builtPrecacheList, installedGroups } from "../../web/lib/sw-routes";

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** Issue 25: at most 90 KiB of script before a public page is interactive, React included. */
export const ISLANDS_BUDGET_KIB = 90;
/** Issue 9: every public route and locale at most 150 KiB, the median route at most 130 KiB (now the SPA's). */
export const BUDGET_KIB = 150;
export const MEDIAN_BUDGET_KIB = 130;
/** Issue 9's aim for a first visit's bytes, the service worker's precache included. */
export const FIRST_VISIT_AIM_KIB = 250;
const KIB = 1024;

/** Pages a visitor who has not signed in opens, drawn by the app in the browser: measured, outside the budget. */
const SIGN_IN_PAGES: PageName[] = ["login", "register"];

/**
 * The public pages (the page registry, schema/pages.ts) with the screen module each lazily loads,
 * read from the route table (web/routes.tsx): `const HomeScreen = screen(() =>
 * import("./features/home/home-screen"), "HomeScreen", "home")` and its `home: HomeScreen` entry,
 * and the on-demand catalogs the registry names for the page. An alias of a page already listed
 * ("/home") is measured once.
 */
export type MeasuredRoute = { route: string; screen: string; name: string; catalogs: readonly string[]; signIn: boolean };

export function publicRoutes(): MeasuredRoute[] {
  // The public pages' screens are in web/routes.tsx, the sign-in pages' in web/app-screens.tsx.
  const table = ["web/routes.tsx", "web/app-screens.tsx"]
    .filter((file) => existsSync(join(root, file)))
    .map((file) => readFileSync(join(root, file), "utf8"))
    .join("\n");
  const modules = new Map([...table.matchAll(/const (\w+) = screen\(\(\) => import\("\.\/([^"]+)"\)/g)].map(([, name, path]) => [name!, `web/${path}.tsx`]));
  const measured = (page: PageName, signIn: boolean): MeasuredRoute => {
    const name = new RegExp(`^\\s*${page}: (\\w+),$`, "m").exec(table)?.[1];
    const screen = name && modules.get(name);
    if (!name || !screen) throw new Error(`web/routes.tsx and web/app-screens.tsx map no screen to the page ${page}`);
    return { route: PAGES[page].pattern, screen, name, catalogs: PAGES[page].catalogs, signIn };
  };
  const routes: MeasuredRoute[] = [];
  for (const page of PUBLIC_PAGE_NAMES) {
    const route = measured(page, false);
    if (!routes.some((known) => known.screen === route.screen)) routes.push(route);
  }
  for (const page of SIGN_IN_PAGES) routes.push(measured(page, true));
  return routes;
}

/** Lazy imports only signed-in visitors follow: the dashboard's and admin's screens and catalogs, a club's menu, a player's own screens. */
const SIGNED_IN = /^(web\/features\/(dashboard|admin)\/|web\/features\/auth\/club-menu\.tsx$|web\/features\/player\/(user-profile|academy-registration)-screen\.tsx$|_messages-\w+-(dashboard|admin)-)/;
const MILKDOWN = /milkdown/i;

export type RouteBudget = {
  route: string;
  locale: string;
  /** A sign-in page (/login, /register): measured, but not a public page of the budget. */
  signIn: boolean;
  totalBytes: number;
  /** Separate parts of the total, for the report: the shell (entry), the screen, the catalogs. */
  shellBytes: number;
  screenBytes: number;
  catalogBytes: number;
  files: string[];
};

export type PrecacheEntry = { url: string; bytes: number; kind: "script" | "catalog" | "stylesheet" | "page" | "image" | "other" };

/** One island of the registry: the code only it brings (beyond the runtime), per locale with its catalogs. */
export type IslandCost = { name: string; pageData: boolean; catalogs: string[]; bytes: Record<string, number>; files: string[] };

export type IslandsBudget = {
  /** Per locale: what every drawn public page loads before its own islands (entry, runtime, React, the islands catalog). */
  runtime: { locale: string; bytes: number; files: string[] }[];
  islands: IslandCost[];
  /** Per locale: the runtime and every island of the registry together, the most a drawn page can load at start. */
  all: { locale: string; bytes: number }[];
};

export type BundleResult = {
  entryFile: string;
  /** Drawn public pages (issue 25); absent for a build without the islands runtime. */
  islands?: IslandsBudget;
  /** Files the shell needs that the service worker does not precache (issue 9 precached them all). */
  notPrecached: string[];
  routes: RouteBudget[];
  /** The median first load of the public routes (both locales), and the largest. */
  medianBytes: number;
  maxBytes: number;
  /** What web/sw.ts precaches (the list the build injected into sw.js), gzip as served. */
  precache: PrecacheEntry[];
  stylesheetBytes: number;
  /** Precached files that only signed-in screens load (must be none). */
  privatePrecached: string[];
  /** Chunks only signed-in screens load (the dashboard, admin, the club menu, a player's own screens). */
  dashboardChunks: { file: string; bytes: number; milkdown: boolean }[];
  /** Chunks with Milkdown code, and whether any of them is loaded by a public route. */
  milkdownChunks: string[];
  milkdownInPublic: string[];
  largest: { file: string; bytes: number }[];
};

/** Every chunk loaded together with `keys`: the chunks themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Builds the app into `buildDir` (client/ and the worker's page renderer, server/). */
export function buildApp(buildDir: string) {
  run("vite", ["build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...quietEnv, BUILD_DIR: buildDir } });
}

/**
 * What the built service worker installs on a first visit (its injected list, web/pwa.config.ts
 * tags each file): the shell and the visitor's language, here Greek's (the heavier catalog). The
 * screens, islands and on-demand catalogs come later (web/sw.ts).
 */
function precacheList(outDir: string): string[] {
  const sw = readFileSync(join(outDir, "sw.js"), "utf8");
  return builtPrecacheList(sw)
    .filter((entry) => installedGroups("el").includes(entry.group))
    .map((entry) => entry.url);
}

const ISLANDS_KEY = "web/islands/start.tsx";
const SPA_KEY = "web/app/start-app.tsx";

/** The registry's entries (web/islands/registry.ts): each island's module and what it is wrapped in. */
export function registryIslands(source: string): { name: string; module: string; pageData: boolean; catalogs: string[] }[] {
  return [...source.matchAll(/^\s*"([\w-]+)":\s*(.*import\("([^"]+)"\).*)$/gm)].map(([, name, line, module]) => ({
    name: name!,
    module: module!,
    pageData: line!.includes("withPageData("),
    catalogs: [...(/withCatalogs\(\[([^\]]*)\]/.exec(line!)?.[1] ?? "").matchAll(/"([\w-]+)"/g)].map((match) => match[1]!),
  }));
}

/**
 * What a drawn public page loads: the runtime and the islands catalog, then each island's code. An
 * island's module is found among the runtime's lazy imports: its own chunk (a dynamic entry,
 * `web/<path>.tsx`), or the shared chunk of that name when the SPA imports the same module.
 */
function islandsBudget(manifest: Manifest, entryKey: string, gzipOf: (file: string) => number, catalogsFor: (locale: string, wanted: (name: string | undefined) => boolean) => string[]): IslandsBudget {
  const jsFiles = (keys: Iterable<string>) => [...new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js")))];
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipOf(file), 0);
  const runtimeFiles = jsFiles(staticClosure(manifest, [entryKey, ISLANDS_KEY]));
  const catalogFiles = (locale: string, names: readonly string[]) => jsFiles(staticClosure(manifest, catalogsFor(locale, (name) => name !== undefined && names.includes(name)))).filter((file) => !runtimeFiles.includes(file));
  const lazy = manifest[ISLANDS_KEY]!.dynamicImports ?? [];
  const chunkOf = (module: string) => {
    const path = join("web/islands", module).replace(/\\/g, "/");
    const own = [`${path}.tsx`, `${path}.ts`].find((key) => lazy.includes(key));
    const base = path.split("/").pop();
    return own ?? lazy.find((key) => manifest[key]?.name === base);
  };
  const pageDataFiles = jsFiles(staticClosure(manifest, ["web/islands/page-data.tsx"])).filter((file) => !runtimeFiles.includes(file));
  const source = readFileSync(join(root, "web/islands/registry.ts"), "utf8");
  const locales = ["en", "el"];
  const islands = registryIslands(source).map(({ name, module, pageData, catalogs }) => {
    const chunk = chunkOf(module);
    if (!chunk) throw new Error(`The build has no chunk for the island ${name} (${module})`);
    const code = [...jsFiles(staticClosure(manifest, [chunk])).filter((file) => !runtimeFiles.includes(file)), ...(pageData ? pageDataFiles : [])];
    const files = [...new Set(code)];
    return { name, pageData, catalogs, files, bytes: Object.fromEntries(locales.map((locale) => [locale, sum([...new Set([...files, ...catalogFiles(locale, catalogs)])])])) };
  });
  const runtime = locales.map((locale) => {
    const files = [...runtimeFiles, ...catalogFiles(locale, ["islands"])];
    return { locale, bytes: sum(files), files };
  });
  const all = locales.map((locale) => {
    const files = new Set([...runtime.find((entry) => entry.locale === locale)!.files, ...islands.flatMap((island) => [...island.files, ...catalogFiles(locale, island.catalogs)])]);
    return { locale, bytes: sum([...files]) };
  });
  return { runtime, islands, all };
}

export function measureBundle(outDir: string): BundleResult {
  const manifestPath = join(outDir, ".vite/manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath} (build.manifest in vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const gz = new Map<string, number>();
  const code = (file: string) => readFileSync(join(outDir, file));
  /** As served: text gzipped (level 9), images as they are (already compressed). */
  const gzipOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, /\.(png|jpe?g|webp|avif)$/.test(file) ? code(file).length : gzipSync(code(file), { level: 9 }).length);
    return gz.get(file)!;
  };
  const jsFiles = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipOf(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith("index.html"));
  if (!entryKey) throw new Error("The manifest has no index.html entry");
  // The SPA starts from the entry through web/app/start-app.tsx (a build before islands: the entry alone).
  const shellKeys = staticClosure(manifest, [entryKey, ...(manifest[SPA_KEY] ? [SPA_KEY] : [])]);
  const shellFiles = jsFiles(shellKeys);
  // One stylesheet for the whole app (cssCodeSplit: false), linked from index.html.
  const stylesheets = [...new Set([...Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith(".css")), ...[...shellKeys].flatMap((key) => manifest[key].css ?? [])])];

  // web/lib/i18n.ts loads the shared catalogs of the active locale at start, and a screen's
  // on-demand catalogs with its code (schema/pages.ts); vite.config.ts groups their chunks.
  // A catalog's manifest key is its grouped chunk: `_messages-el-<hash>.js` (the shared ones),
  // `_messages-el-about-<hash>.js` (an on-demand one).
  const catalogsFor = (locale: string, wanted: (name: string | undefined) => boolean) =>
    Object.keys(manifest).filter((key) => {
      if (!key.startsWith(`_messages-${locale}-`)) return false;
      return wanted(ON_DEMAND_CATALOGS.find((name) => key.startsWith(`_messages-${locale}-${name}-`)));
    });
  const sharedCatalogs = (locale: string) => catalogsFor(locale, (name) => name === undefined);

  const precached = precacheList(outDir);
  const notPrecached = [...stylesheets, ...shellFiles].filter((file) => !precached.includes(file));
  const measured = publicRoutes();
  const routes: RouteBudget[] = [];
  for (const locale of ["en", "el"]) {
    for (const { route, screen, catalogs: onDemand, signIn } of measured) {
      if (!manifest[screen]) throw new Error(`The build has no chunk for ${screen} (${route})`);
      const catalogKeys = [...sharedCatalogs(locale), ...catalogsFor(locale, (catalog) => catalog !== undefined && onDemand.includes(catalog))];
      const catalogFiles = [...new Set(jsFiles(staticClosure(manifest, catalogKeys)))].filter((file) => !shellFiles.includes(file));
      const screenFiles = jsFiles(staticClosure(manifest, [screen])).filter((file) => !shellFiles.includes(file));
      const files = [...new Set([...shellFiles, ...screenFiles, ...catalogFiles])];
      routes.push({
        route,
        locale,
        signIn,
        totalBytes: sum(files),
        shellBytes: sum(shellFiles),
        screenBytes: sum(screenFiles.filter((file) => !catalogFiles.includes(file))),
        catalogBytes: sum(catalogFiles),
        files,
      });
    }
  }
  const budgeted = routes.filter((route) => !route.signIn).map((route) => route.totalBytes);

  // What a visitor who has not signed in can load: the entry, then every static and lazy import
  // but those of signed-in screens (web/pwa.config.ts leaves the rest out of the precache).
  const visitorKeys = new Set<string>();
  const stack = [entryKey];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (visitorKeys.has(key) || !manifest[key]) continue;
    visitorKeys.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []).filter((lazy) => !SIGNED_IN.test(lazy)));
  }
  const visitorFiles = new Set(jsFiles(visitorKeys));
  const hasMilkdown = (file: string) => file.endsWith(".js") && MILKDOWN.test(code(file).toString("utf8"));
  const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith(".js"));
  const dashboardChunks = allJs
    .filter((file) => !visitorFiles.has(file))
    .map((file) => ({ file, bytes: gzipOf(file), milkdown: hasMilkdown(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const milkdownChunks = allJs.filter(hasMilkdown);
  const publicScreens = measured.filter((route) => !route.signIn).map((route) => route.screen);
  const publicFiles = new Set(jsFiles(staticClosure(manifest, [entryKey, ...publicScreens])));
  const dashboardFiles = new Set(dashboardChunks.map((chunk) => chunk.file));
  const kindOf = (url: string): PrecacheEntry["kind"] =>
    /messages-/.test(url) ? "catalog" : url.endsWith(".js") ? "script" : url.endsWith(".css") ? "stylesheet" : url.endsWith(".html") ? "page" : /\.(png|svg)$/.test(url) ? "image" : "other";

  return {
    entryFile: manifest[entryKey].file,
    islands: manifest[ISLANDS_KEY] ? islandsBudget(manifest, entryKey, gzipOf, catalogsFor) : undefined,
    notPrecached,
    routes,
    medianBytes: median(budgeted),
    maxBytes: Math.max(...budgeted),
    precache: precached.map((url) => ({ url, bytes: gzipOf(url), kind: kindOf(url) })),
    stylesheetBytes: sum(stylesheets),
    privatePrecached: precached.filter((url) => dashboardFiles.has(url) || hasMilkdown(url)),
    dashboardChunks,
    milkdownChunks,
    milkdownInPublic: milkdownChunks.filter((file) => publicFiles.has(file)),
    largest: allJs.map((file) => ({ file, bytes: gzipOf(file) })).sort((a, b) => b.bytes - a.bytes).slice(0, 8),
  };
}

export const kib = (bytes: number) => (bytes / KIB).toFixed(1);
export const withinBudget = (route: RouteBudget) => route.signIn || route.totalBytes <= BUDGET_KIB * KIB;

// `tsx scripts/bench/bundle.ts [outDir]`: measure an existing build (or build one) and print the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? join(root, "dist/client");
  if (process.argv.includes("--build")) buildApp(dirname(outDir));
  const result = measureBundle(outDir);
  for (const r of result.routes)
    console.log(
      `${r.locale} ${r.route.padEnd(20)} ${kib(r.totalBytes).padStart(6)} KiB  (shell ${kib(r.shellBytes)}, screen ${kib(r.screenBytes)}, catalogs ${kib(r.catalogBytes)})${r.signIn ? " sign-in" : ""}`,
    );
  console.log(`median ${kib(result.medianBytes)} KiB, largest ${kib(result.maxBytes)} KiB`);
  if (result.islands) {
    for (const runtime of result.islands.runtime) console.log(`islands runtime ${runtime.locale} ${kib(runtime.bytes)} KiB (${runtime.files.join(", ")})`);
    for (const island of result.islands.islands) console.log(`island ${island.name.padEnd(22)} en ${kib(island.bytes.en!)} el ${kib(island.bytes.el!)} KiB${island.pageData ? " (page data)" : ""} ${island.files.join(", ")}`);
    for (const all of result.islands.all) console.log(`runtime + every island ${all.locale} ${kib(all.bytes)} KiB`);
  }
  console.log(`not precached: ${result.notPrecached.join(", ") || "none"}`);
  console.log(`precache ${kib(result.precache.reduce((total, entry) => total + entry.bytes, 0))} KiB in ${result.precache.length} files; signed-in-only precached: ${result.privatePrecached.join(", ") || "none"}`);
  console.log("largest:", result.largest.map((c) => `${c.file} ${kib(c.bytes)}`).join(", "));
  console.log("milkdown:", result.milkdownChunks, "in public:", result.milkdownInPublic);
}
