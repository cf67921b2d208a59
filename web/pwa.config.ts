import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin, PluginOption } from "vite";
import { VitePWA, type ManifestOptions } from "vite-plugin-pwa";
import type { ManifestTransform } from "workbox-build";
import { API_REFERENCE_SCRIPT } from "../schema/api-reference";
import type { PageLocale } from "../schema/page-contract";
import { isOnDemandCatalog } from "./lib/catalogs";
import { EVERY_PAGE, type PrecacheGroup } from "./lib/sw-routes";

/**
 * The installable, offline PWA (issue "Match day offline"): the web manifest and our own service
 * worker (web/sw.ts, built with `injectManifest`). It updates in `prompt` mode, never `autoUpdate`,
 * so an official's half-filled form is never lost to a surprise reload.
 */

const manifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Rugby Hellas — Hellenic Rugby Federation",
  short_name: "Rugby Hellas",
  description:
    "Rugby union and rugby league in Greece: clubs, fixtures, standings, news and the U16 academy of the Hellenic Rugby Federation.",
  lang: "en",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  theme_color: "#06315f",
  background_color: "#ffffff",
  categories: ["sports", "news"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

/**
 * Code only signed-in officials, admins and players use: the dashboard and admin screens (with
 * the news editor, Milkdown, behind them), a signed-in club's header menu, a player's own screens,
 * and the dashboard's and admin's translation catalogs. Matched against the modules a chunk is made of.
 */
const PRIVATE_MODULE =
  /[\\/](web[\\/]features[\\/](dashboard|admin)[\\/]|web[\\/]features[\\/]auth[\\/]club-menu\.|web[\\/]features[\\/]player[\\/](user-profile|academy-registration)-screen|locales[\\/]\w+[\\/](dashboard|admin)\.po)/;

type BundleChunk = { type: "chunk"; fileName: string; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[]; imports: string[]; dynamicImports: string[] };

/**
 * The chunks a visitor who has not signed in can never load: every chunk of the build that is not
 * reached from the entry through static and lazy imports, once the lazy imports of signed-in
 * screens and catalogs are cut. Computed from the build's own chunk graph, so a chunk the
 * dashboard alone shares out (a hook, a form part, a catalog) is never precached whatever its name.
 */
export function privateChunks(bundle: Record<string, BundleChunk | { type: "asset" }>): Set<string> {
  const chunks = Object.values(bundle).filter((output): output is BundleChunk => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isPrivateRoot = (chunk: BundleChunk) =>
    chunk.facadeModuleId ? PRIVATE_MODULE.test(chunk.facadeModuleId) : chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => PRIVATE_MODULE.test(id));
  const opensToVisitors = (lazy: string) => {
    const target = byFile.get(lazy);
    return target !== undefined && !isPrivateRoot(target);
  };
  const reached = new Set<string>();
  const stack = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const file = stack.pop()!;
    const chunk = byFile.get(file);
    if (!chunk || reached.has(file)) continue;
    reached.add(file);
    stack.push(...chunk.imports, ...chunk.dynamicImports.filter(opensToVisitors));
  }
  return new Set(chunks.map((chunk) => chunk.fileName).filter((file) => !reached.has(file)));
}

const CATALOG_MODULE = /[\\/]locales[\\/](en|el)[\\/]([\w-]+)\.po$/;
/** A screen's code (web/features/**, the islands' among it): never the shell's. */
const SCREEN_MODULE = /[\\/]web[\\/]features[\\/]/;

/**
 * What each public chunk is to the service worker (web/lib/sw-routes.ts PrecacheGroup): a catalog
 * goes with its locale (the shared one at install, an on-demand one later); the shell is what starts
 * either way a page runs (web/main.tsx): the entry and the code its own lazy imports bring at start,
 * the islands runtime and the SPA's start, with their static imports; the rest (screens, islands,
 * the SPA's later parts: its toaster, dialogs, drawer) comes when needed, or ahead when welcome.
 */
export function precacheGroups(bundle: Record<string, BundleChunk | { type: "asset" }>): Map<string, PrecacheGroup> {
  const chunks = Object.values(bundle).filter((output): output is BundleChunk => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const groups = new Map<string, PrecacheGroup>();
  const catalogOf = (chunk: BundleChunk) => {
    const found = chunk.moduleIds.map((id) => CATALOG_MODULE.exec(id));
    if (found.length === 0 || found.some((match) => !match)) return undefined;
    const [, locale, name] = found[0]!;
    return { locale: locale as PageLocale, onDemand: isOnDemandCatalog(name!) };
  };
  for (const chunk of chunks) {
    const catalog = catalogOf(chunk);
    groups.set(chunk.fileName, catalog ? (catalog.onDemand ? `later:${catalog.locale}` : `language:${catalog.locale}`) : "later");
  }
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const startsWithEntry = (file: string) => {
    const chunk = byFile.get(file);
    return chunk !== undefined && !catalogOf(chunk) && !(chunk.facadeModuleId && SCREEN_MODULE.test(chunk.facadeModuleId));
  };
  const stack = [...entries.map((chunk) => chunk.fileName), ...entries.flatMap((chunk) => chunk.dynamicImports.filter(startsWithEntry))];
  while (stack.length > 0) {
    const file = stack.pop()!;
    const chunk = byFile.get(file);
    if (!chunk || groups.get(file) === "shell") continue;
    groups.set(file, "shell");
    stack.push(...chunk.imports);
  }
  return groups;
}

const ISLANDS_REGISTRY = resolve("web/islands/registry.ts");
const LATER_CATALOGS = ["en", "el"].map((locale) => resolve(`locales/${locale}/islands-later.po`));
const MODULE_EXTENSIONS = [".tsx", ".ts"];

/**
 * Which islands each chunk serves: the island's module (web/islands/registry.ts) and everything it
 * loads, at once or when touched (a dialog, its form, its strings), with the page-data module
 * for the islands that read the page's cache; not the islands only a signed-in visitor runs. The service worker keeps these with every page it keeps
 * that shows the island (web/sw.ts), so a Register button seen online opens its form offline.
 * The shell's and the languages' files are precached anyway, and never listed here.
 */
export function islandChunks(bundle: Record<string, BundleChunk | { type: "asset" }>, skip: (file: string) => boolean, registrySource = readFileSync(ISLANDS_REGISTRY, "utf8")): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is BundleChunk => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const moduleOf = (specifier: string) => {
    const base = resolve(dirname(ISLANDS_REGISTRY), specifier);
    return MODULE_EXTENSIONS.map((extension) => base + extension);
  };
  const pageData = moduleOf("./page-data");
  const islands: { name: string; modules: string[] }[] = [];
  for (const [line, name, specifier] of registrySource.matchAll(/"([a-z-]+)":[^\n]*?import\("(\.[^"]+)"\)/g)) {
    const source = moduleOf(specifier!).find((path) => existsSync(path));
    // An island that runs only for a signed-in visitor (their own part of a page) is theirs: its
    // code is kept as they use it, never fetched for every visitor.
    if (source && /hydrate:\s*"session"/.test(readFileSync(source, "utf8"))) continue;
    islands.push({ name: name!, modules: [...moduleOf(specifier!), ...(line.includes("withPageData(") ? pageData : [])] });
  }
  // What every drawn page may need offline whatever its islands: the PWA's corner (the offline
  // notice, the page's age, the outbox) and the strings islands load later (web/islands/start.tsx).
  islands.push({ name: EVERY_PAGE, modules: [...moduleOf("../app/pwa-dock"), ...moduleOf("../ui/toaster"), ...moduleOf("./page-age"), ...LATER_CATALOGS] });
  const served = new Map<string, Set<string>>();
  for (const { name, modules } of islands) {
    const stack = chunks.filter((chunk) => chunk.moduleIds.some((id) => modules.includes(id))).map((chunk) => chunk.fileName);
    const reached = new Set<string>();
    while (stack.length > 0) {
      const file = stack.pop()!;
      const chunk = byFile.get(file);
      // The shell's chunks are installed anyway, and what they load is the shell's, not the island's.
      if (!chunk || reached.has(file) || skip(file)) continue;
      reached.add(file);
      stack.push(...chunk.imports, ...chunk.dynamicImports);
    }
    for (const file of reached) served.set(file, (served.get(file) ?? new Set()).add(name!));
  }
  return new Map([...served].map(([file, names]) => [file, [...names].sort()]));
}

/**
 * The precache manifest as the service worker reads it (web/sw.ts): each file tagged with its group.
 * Chunks only signed-in officials load are left out, so a fan's device never fetches the editor and
 * the dashboard; the service worker caches them at runtime ("chunks") once an official has opened
 * them online, so the dashboard still opens offline after that. Every other file (the page shell,
 * the stylesheet, the icons the pages show, the web manifest) is the shell's.
 */
function precacheManifest(): { plugin: Plugin; transform: ManifestTransform } {
  let privateFiles = new Set<string>();
  let groups = new Map<string, PrecacheGroup>();
  let islands = new Map<string, string[]>();
  const plugin: Plugin = {
    name: "rugby-hellas:precache-groups",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_, bundle) {
      const chunks = bundle as unknown as Record<string, BundleChunk>;
      privateFiles = privateChunks(chunks);
      groups = precacheGroups(chunks);
      islands = islandChunks(chunks, (file) => privateFiles.has(file) || !(groups.get(file) ?? "").startsWith("later"));
    },
  };
  const transform: ManifestTransform = async (entries) => ({
    manifest: entries
      .filter((entry) => !privateFiles.has(entry.url.replace(/^\//, "")))
      .map((entry) => {
        const file = entry.url.replace(/^\//, "");
        const served = islands.get(file);
        return { ...entry, group: groups.get(file) ?? "shell", ...(served ? { islands: served } : {}) };
      }),
    warnings: [],
  });
  return { plugin, transform };
}

/** Changes when the shapes the API returns change, so a persisted query cache of old shapes is dropped. */
function dataShapeHash() {
  const hash = createHash("sha256");
  for (const file of ["schema/tables.ts", "schema/responses.ts", "worker/modules/clubs/serialize.ts", "package.json"]) {
    try {
      hash.update(readFileSync(file));
    } catch {
      // a missing file only weakens the buster
    }
  }
  return hash.digest("hex").slice(0, 12);
}

/**
 * `VITE_BUILD_ID` names the build inside the service worker, so every rebuild ships a byte-different
 * sw.js (that is what makes browsers offer the update). `VITE_CACHE_BUSTER` keys the persisted
 * query cache. vite-plugin-pwa hands the app's `define` to the service worker's own build.
 */
function buildIds(buildId: string): Plugin {
  return {
    name: "rugby-hellas:build-ids",
    config() {
      return {
        define: {
          "import.meta.env.VITE_BUILD_ID": JSON.stringify(buildId),
          "import.meta.env.VITE_CACHE_BUSTER": JSON.stringify(dataShapeHash()),
        },
      };
    },
  };
}

/** Only the browser build gets the PWA; the worker environment of `vite dev` never sees it. */
const clientOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  applyToEnvironment: (environment) => environment.name === "client",
});

/**
 * The server's page renderer (web/entry-server.tsx: the ssr build, or the worker inside `vite dev`)
 * bundles every module, the update prompt's too, though it never draws it: there the service
 * worker's registration is an inert stand-in.
 */
const REGISTER_MODULE = "virtual:pwa-register/react";
const serverRegisterStub: Plugin = {
  name: "rugby-hellas:pwa-register-on-server",
  applyToEnvironment: (environment) => environment.name !== "client",
  resolveId: (id) => (id === REGISTER_MODULE ? `\0${REGISTER_MODULE}` : undefined),
  load: (id) =>
    id === `\0${REGISTER_MODULE}`
      ? "export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} });"
      : undefined,
};

export function pwa(): PluginOption {
  const buildId = process.env.VITE_BUILD_ID ?? new Date().toISOString();
  const precache = precacheManifest();
  const plugins = VitePWA({
    strategies: "injectManifest",
    srcDir: "web",
    filename: "sw.ts",
    registerType: "prompt",
    // We register from React (virtual:pwa-register/react) to show the update prompt.
    injectRegister: false,
    manifest,
    // The glob below already takes the icons; the plugin adds the manifest itself.
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ["**/*.{js,css,html,svg,png}"],
      // Club and news images are cached at runtime, when a visitor first sees them. The install
      // icons are the browser's to fetch when it installs the app (an installed app keeps its own
      // copy): no page shows them, so a first visit does not download them again (58 KiB). The API
      // reference's script (~5 MB) is for developers at /api/docs, online: never precached.
      // The logo and the favicon the page shows are the browser's to fetch (a kept page's logo is
      // kept with its images, web/sw.ts): nothing re-downloads them on a first visit.
      globIgnores: ["images/**", "icons/**", "favicon.svg", "logo.svg", "_headers", "robots.txt", API_REFERENCE_SCRIPT.slice(1)],
      manifestTransforms: [precache.transform],
    },
    // `vite dev` runs without a service worker; the offline behaviour is tested against the build.
    devOptions: { enabled: false },
  });
  return [buildIds(buildId), precache.plugin, ...plugins.map(clientOnly), serverRegisterStub];
}
