import { cloudflare } from "@cloudflare/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { apiReferenceAsset } from "./web/api-reference.config";
import { PAGES } from "./schema/pages";
import { isOnDemandCatalog } from "./web/lib/catalogs";
import { pwa } from "./web/pwa.config";

/**
 * One copy of TanStack Query's core, the one @tanstack/react-query uses: the persister packages
 * pin older patch releases and would otherwise ship a second and third copy to every visitor.
 */
const require = createRequire(import.meta.url);
const queryCore = dirname(createRequire(require.resolve("@tanstack/react-query")).resolve("@tanstack/query-core/package.json"));

/**
 * Chunks a first load should fetch as one file: a locale's shared catalogs (every page loads them,
 * web/lib/i18n.ts; one file compresses better than seven), each on-demand catalog on its own
 * (schema/pages.ts names them per page), and React (the same in every release, so it stays cached
 * across deployments).
 */
const CHUNK_GROUPS = [
  {
    name: (id: string) => {
      const [, locale, name] = id.match(/[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.po/) ?? [];
      if (!locale || !name) return null;
      return isOnDemandCatalog(name) ? `messages-${locale}-${name}` : `messages-${locale}`;
    },
  },
  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
];


/**
 * The worker draws public pages only (web/entry-server.tsx; an app address gets the plain shell),
 * so its page renderer is built without what only the app's own screens use: web/app-screens.tsx
 * (sign-in, accounts, dashboards, the back office, with their editor and forms) is an empty table
 * there, and the catalogs only those screens load (schema/pages.ts) are empty. With them, the
 * renderer was 4.1 MB (904 KiB gzip) of the worker. DOMPurify needs a DOM: the server cleans
 * article HTML with the worker's own sanitizer (web/lib/sanitize-html.ts), so it is left out too.
 */
const APP_SCREENS_MODULE = fileURLToPath(new URL("./web/app-screens.tsx", import.meta.url));
const PUBLIC_CATALOGS = new Set<string>(Object.values(PAGES).flatMap((page) => (page.public ? page.catalogs : [])));
const isAppOnlyCatalog = (id: string) => {
  const name = /[\\/]locales[\\/]\w+[\\/]([\w-]+)\.po$/.exec(id)?.[1];
  return name !== undefined && isOnDemandCatalog(name) && !PUBLIC_CATALOGS.has(name);
};
const NOTHING = "\0app-only";
const SERVER_STAND_INS: Record<string, string> = {
  [`${NOTHING}-screens`]: "export const APP_SCREENS = {};",
  [`${NOTHING}-catalog`]: "export const messages = {};",
  [`${NOTHING}-dompurify`]: 'export default { sanitize() { throw new Error("DOMPurify needs a DOM: the page renderer sanitizes with sanitizeWithoutDom"); } };',
};
function publicPagesOnlyOnServer(): Plugin {
  return {
    name: "public-pages-only-on-server",
    // Before Vite's own resolver, which would resolve the path to the real module first.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async resolveId(source, importer, options) {
      if (source === "dompurify") return `${NOTHING}-dompurify`;
      if (!/app-screens(\.tsx)?$|\.po$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id === APP_SCREENS_MODULE) return `${NOTHING}-screens`;
      return resolved && isAppOnlyCatalog(resolved.id) ? `${NOTHING}-catalog` : null;
    },
    load: (id) => SERVER_STAND_INS[id] ?? null,
  };
}

/** Where `vite build` writes: dist, or another directory (BUILD_DIR) for a build beside it (the benchmarks). */
const BUILD_DIR = process.env.BUILD_DIR ?? "dist";

/**
 * `vite build` builds the SPA into dist/client, which wrangler serves as static assets, and the
 * page renderer into dist/server, which wrangler bundles into the worker. `vite dev` runs the
 * worker too, through the Cloudflare plugin.
 */
export default defineConfig(({ command }) => ({
  publicDir: "public",
  resolve: {
    alias: [
      { find: "@tanstack/query-core", replacement: queryCore },
      // `vite dev` runs the worker inside Vite: its page renderer is the source itself (a build
      // bundles dist/server/entry-server.js into the worker instead, wrangler.jsonc `alias`).
      ...(command === "serve" ? [{ find: /^page-renderer$/, replacement: fileURLToPath(new URL("./web/entry-server.tsx", import.meta.url)) }] : []),
    ],
  },
  build: {
    outDir: `${BUILD_DIR}/client`,
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    manifest: true,
    // No <link rel="modulepreload"> in index.html: on a slow connection those ~120 KiB of script
    // share the line with the stylesheet, and a drawn page waits for its styles to paint (LCP
    // 2.1 s against 1.2 s under Lighthouse's slow 4G; docs/benchmarks.md). The entry still loads at
    // once and fetches its imports itself; lazy screens keep preloading their own imports.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? [] : deps) },
    // One stylesheet for the whole app (11 KiB gzip), linked from index.html: a page the worker
    // renders on the server is styled from its first paint, whichever screens it shows.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  // `vite build` builds both environments: the SPA (client) and the page renderer the worker
  // imports (ssr, web/entry-server.tsx), one self-contained module with React and every screen.
  builder: {},
  environments: {
    ssr: {
      // A built renderer is production React whatever the worker's bundler defines: `wrangler dev`
      // sets NODE_ENV to development, and React's development server build draws a page 3× slower.
      define: command === "build" ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
      // Workers builds of each package (react-dom/server's `renderToReadableStream` for workerd).
      resolve: { noExternal: true, conditions: ["workerd", "worker", "module", "development|production"] },
      build: {
        outDir: `${BUILD_DIR}/server`,
        // Minified like the rest of the worker (wrangler.jsonc `minify`): the size a deployment uploads.
        minify: true,
        // Overwritten in place: a running `wrangler dev` watches the file and would see it vanish.
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: false,
        rolldownOptions: { input: "web/entry-server.tsx", output: { codeSplitting: false } },
      },
    },
  },
  plugins: [
    publicPagesOnlyOnServer(),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    vanillaExtractPlugin(),
    pwa(),
    apiReferenceAsset(),
    // The card drawer runs beside the site's worker (its `CARDS` binding: worker/cards).
    command === "serve" ? cloudflare({ persistState: true, auxiliaryWorkers: [{ configPath: "./worker/cards/wrangler.jsonc" }] }) : null,
  ],
}));
