import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin, PluginOption } from "vite";
import { VitePWA, type ManifestOptions } from "vite-plugin-pwa";
import { API_REFERENCE_SCRIPT } from "../schema/api-reference";

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

/**
 * Leaves those chunks out of the precache, so a fan's first visit does not download the editor and
 * the dashboard; the service worker caches them at runtime (web/sw.ts, "chunks") once an official has
 * opened them online, so the dashboard still opens offline after that.
 */
function precacheFilter(): { plugin: Plugin; isPrivate: (url: string) => boolean } {
  let privateFiles = new Set<string>();
  const plugin: Plugin = {
    name: "rugby-hellas:private-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_, bundle) {
      privateFiles = privateChunks(bundle as unknown as Record<string, BundleChunk>);
    },
  };
  return { plugin, isPrivate: (url) => privateFiles.has(url.replace(/^\//, "")) };
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
  const signedInOnly = precacheFilter();
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
      globIgnores: ["images/**", "icons/**", "_headers", "robots.txt", API_REFERENCE_SCRIPT.slice(1)],
      manifestTransforms: [
        async (entries) => ({ manifest: entries.filter((entry) => !signedInOnly.isPrivate(entry.url)), warnings: [] }),
      ],
    },
    // `vite dev` runs without a service worker; the offline behaviour is tested against the build.
    devOptions: { enabled: false },
  });
  return [buildIds(buildId), signedInOnly.plugin, ...plugins.map(clientOnly), serverRegisterStub];
}
