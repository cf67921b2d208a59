/**
 * Bundle budget (issue 9, "Budgets"): the JavaScript a phone downloads for the first load of each
 * public route, computed from the build's manifest, and what the service worker precaches after it.
 *
 * First load of a route = the entry chunk of index.html and its static imports (transitively),
 * + the route's lazily loaded screen chunk and its static imports (web/main.tsx fetches it before
 *   hydrating the page the worker drew),
 * + the translation catalog chunks the app loads at boot for the locale.
 * Each chunk is counted once, gzipped on its own (level 9, as a CDN would serve it).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { ON_DEMAND_CATALOGS, PAGES, PUBLIC_PAGE_NAMES, type PageName } from "../../schema/pages";
import { quietEnv, root, run } from "../lib";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** Issue 9: every public route and locale at most 150 KiB, the median route at most 130 KiB. */
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

export type BundleResult = {
  entryFile: string;
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

/** The precache list vite-plugin-pwa injected into the built service worker. */
function precacheList(outDir: string): string[] {
  const sw = readFileSync(join(outDir, "sw.js"), "utf8");
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
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
  const shellKeys = staticClosure(manifest, [entryKey]);
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
  if (notPrecached.length) throw new Error(`The service worker does not precache ${notPrecached.join(", ")}`);
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
  console.log(`precache ${kib(result.precache.reduce((total, entry) => total + entry.bytes, 0))} KiB in ${result.precache.length} files; signed-in-only precached: ${result.privatePrecached.join(", ") || "none"}`);
  console.log("largest:", result.largest.map((c) => `${c.file} ${kib(c.bytes)}`).join(", "));
  console.log("milkdown:", result.milkdownChunks, "in public:", result.milkdownInPublic);
}
