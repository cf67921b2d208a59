/**
 * Bundle budget (issue "Match day offline", item 7): the JavaScript a phone downloads for the
 * first load of each public route, computed from the build's manifest.
 *
 * First load of a route = the entry chunk of index.html and its static imports (transitively),
 * + the route's lazily loaded screen chunk and its static imports,
 * + the translation catalog chunks the app loads at boot for the locale.
 * Each chunk is counted once, gzipped on its own (level 9, as a CDN would serve it).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { ON_DEMAND_CATALOGS, SCREEN_CATALOGS } from "../../web/lib/catalogs";
import { quietEnv, root, run } from "../lib";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export const BUDGET_KIB = 100;
const KIB = 1024;

/** The public routes of web/routes.tsx with the screen module each one lazily loads. */
export const PUBLIC_ROUTES: { route: string; screen: string }[] = [
  { route: "/", screen: "web/features/home/home-screen.tsx" },
  { route: "/clubs", screen: "web/features/clubs/clubs-screen.tsx" },
  { route: "/clubs/:id", screen: "web/features/clubs/club-screen.tsx" },
  { route: "/rugby-league-clubs", screen: "web/features/clubs/league-clubs-screen.tsx" },
  { route: "/news", screen: "web/features/news/news-screen.tsx" },
  { route: "/news/:slug", screen: "web/features/news/article-screen.tsx" },
  { route: "/fixtures", screen: "web/features/fixtures/fixtures-screen.tsx" },
  { route: "/matches/:id", screen: "web/features/fixtures/match-screen.tsx" },
  { route: "/about", screen: "web/features/about/about-screen.tsx" },
  { route: "/academy", screen: "web/features/academy/academy-screen.tsx" },
  { route: "/rugby-union", screen: "web/features/rugby-info/union-screen.tsx" },
  { route: "/rugby-league", screen: "web/features/rugby-info/league-screen.tsx" },
  { route: "/login", screen: "web/features/auth/login-screen.tsx" },
  { route: "/register", screen: "web/features/auth/club-register-screen.tsx" },
];

const DASHBOARD = /^web\/features\/(dashboard|admin)\//;
const MILKDOWN = /milkdown/i;

export type RouteBudget = {
  route: string;
  locale: string;
  totalBytes: number;
  /** Separate parts of the total, for the report: the shell (entry), the screen, the catalogs. */
  shellBytes: number;
  screenBytes: number;
  catalogBytes: number;
  files: string[];
};

export type BundleResult = {
  entryFile: string;
  routes: RouteBudget[];
  /** Chunks only the dashboard (and admin) load, none of which a public route loads. */
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

/** Builds the app into `buildDir` (client/ and the worker's page renderer, server/). */
export function buildApp(buildDir: string) {
  run("vite", ["build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...quietEnv, BUILD_DIR: buildDir } });
}

export function measureBundle(outDir: string): BundleResult {
  const manifestPath = join(outDir, ".vite/manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath} (build.manifest in vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const gz = new Map<string, number>();
  const code = (file: string) => readFileSync(join(outDir, file));
  const gzipOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(code(file), { level: 9 }).length);
    return gz.get(file)!;
  };
  const jsFiles = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipOf(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith("index.html"));
  if (!entryKey) throw new Error("The manifest has no index.html entry");
  const shellKeys = staticClosure(manifest, [entryKey]);
  const shellFiles = jsFiles(shellKeys);

  // web/lib/i18n.ts loads the shared catalogs of the active locale at start, and a screen's
  // on-demand catalogs with its code (web/lib/catalogs.ts); vite.config.ts groups their chunks.
  // A catalog's manifest key is its grouped chunk: `_messages-el-<hash>.js` (the shared ones),
  // `_messages-el-about-<hash>.js` (an on-demand one).
  const catalogsFor = (locale: string, wanted: (name: string | undefined) => boolean) =>
    Object.keys(manifest).filter((key) => {
      if (!key.startsWith(`_messages-${locale}-`)) return false;
      return wanted(ON_DEMAND_CATALOGS.find((name) => key.startsWith(`_messages-${locale}-${name}-`)));
    });
  const sharedCatalogs = (locale: string) => catalogsFor(locale, (name) => name === undefined);
  /** HomeScreen for web/features/home/home-screen.tsx: routes.tsx names screens by their export. */
  const screenName = (key: string) => key.replace(/^.*\/|\.tsx$/g, "").replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

  const routes: RouteBudget[] = [];
  for (const locale of ["en", "el"]) {
    for (const { route, screen } of PUBLIC_ROUTES) {
      if (!manifest[screen]) throw new Error(`The build has no chunk for ${screen} (${route})`);
      const onDemand: readonly string[] = SCREEN_CATALOGS[screenName(screen)] ?? [];
      const catalogKeys = [...sharedCatalogs(locale), ...catalogsFor(locale, (name) => name !== undefined && onDemand.includes(name))];
      const catalogFiles = [...new Set(jsFiles(staticClosure(manifest, catalogKeys)))].filter((file) => !shellFiles.includes(file));
      const screenFiles = jsFiles(staticClosure(manifest, [screen])).filter((file) => !shellFiles.includes(file));
      const files = [...new Set([...shellFiles, ...screenFiles, ...catalogFiles])];
      routes.push({
        route,
        locale,
        totalBytes: sum(files),
        shellBytes: sum(shellFiles),
        screenBytes: sum(screenFiles.filter((file) => !catalogFiles.includes(file))),
        catalogBytes: sum(catalogFiles),
        files,
      });
    }
  }

  const publicKeys = staticClosure(manifest, [entryKey, ...PUBLIC_ROUTES.map((r) => r.screen), ...sharedCatalogs("en"), ...sharedCatalogs("el")]);
  const dashboardRoots = Object.keys(manifest).filter((key) => DASHBOARD.test(key) && manifest[key].isDynamicEntry);
  const dashboardOnly = [...staticClosure(manifest, dashboardRoots)].filter((key) => !publicKeys.has(key));
  // Chunks the dashboard reaches only through its own lazy imports (the news editor) count too.
  const lazyDashboard = new Set(dashboardOnly);
  for (const key of dashboardOnly) for (const dynamic of manifest[key].dynamicImports ?? []) for (const k of staticClosure(manifest, [dynamic])) if (!publicKeys.has(k)) lazyDashboard.add(k);
  const hasMilkdown = (file: string) => file.endsWith(".js") && MILKDOWN.test(code(file).toString("utf8"));
  const dashboardChunks = jsFiles(lazyDashboard)
    .map((file) => ({ file, bytes: gzipOf(file), milkdown: hasMilkdown(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith(".js"));
  const milkdownChunks = allJs.filter(hasMilkdown);
  const publicFiles = new Set(jsFiles(publicKeys));

  return {
    entryFile: manifest[entryKey].file,
    routes,
    dashboardChunks,
    milkdownChunks,
    milkdownInPublic: milkdownChunks.filter((file) => publicFiles.has(file)),
    largest: allJs.map((file) => ({ file, bytes: gzipOf(file) })).sort((a, b) => b.bytes - a.bytes).slice(0, 8),
  };
}

export const kib = (bytes: number) => (bytes / KIB).toFixed(1);
export const withinBudget = (route: RouteBudget) => route.totalBytes <= BUDGET_KIB * KIB;

// `tsx scripts/bench/bundle.ts [outDir]`: measure an existing build (or build one) and print the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? join(root, "dist/client");
  if (process.argv.includes("--build")) buildApp(dirname(outDir));
  const result = measureBundle(outDir);
  for (const r of result.routes)
    console.log(`${r.locale} ${r.route.padEnd(20)} ${kib(r.totalBytes).padStart(6)} KiB  (shell ${kib(r.shellBytes)}, screen ${kib(r.screenBytes)}, catalogs ${kib(r.catalogBytes)})`);
  console.log("largest:", result.largest.map((c) => `${c.file} ${kib(c.bytes)}`).join(", "));
  console.log("milkdown:", result.milkdownChunks, "in public:", result.milkdownInPublic);
}
