/**
 * `npm run lint` (and `npm test`). Besides typescript-eslint's recommended rules, this file is
 * the architecture, written so a wrong import fails:
 *   - schema/ and domain/ (pure rules, shared by both sides) import neither web/ nor worker/;
 *   - worker/ imports nothing from web/: it reaches the page renderer only through the bare
 *     module `page-renderer` (an alias in wrangler.jsonc for the build of web/entry-server.tsx);
 *   - in the worker, imports run one way: platform ← modules ← app. worker/platform (sessions,
 *     mail, storage, errors, HTTP plumbing) imports no module and not the app, and a module never
 *     imports the app;
 *   - web/ imports from worker/ only types (the API's `AppType` for the typed client);
 *   - a feature, and the app shell, import a feature only through its public index.ts (the route
 *     table may also load a screen lazily by its own file, see below);
 *   - a feature never imports the app shell (web/app and the files at the top of web/);
 *   - web/ui and web/lib (shared building blocks) import neither features nor the app shell;
 *   - no import cycles, and every file name in kebab-case.
 * scripts/eslint-boundaries.test.ts proves each of these rules fails on a forbidden import.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = fileURLToPath(new URL(".", import.meta.url));
const features = readdirSync(new URL("./web/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SOURCE = ["{schema,domain,worker,web,scripts,e2e}/**/*.{ts,tsx}", "*.{ts,js}"];

/** One zone per feature: its files may reach another feature only through that feature's index.ts. */
const featureZones = features.map((feature) => ({
  target: `web/features/${feature}/**`,
  from: features.filter((other) => other !== feature).map((other) => `web/features/${other}/**`),
  // Exceptions of a glob zone are matched against absolute paths, unlike `target` and `from`.
  except: [`${root}web/features/*/index.ts`],
  message: `A feature imports another feature only through its public index.ts (web/features/<name>/index.ts).`,
}));

/**
 * Issue 22, point 4: the worker's imports run one way, platform ← modules ← app. (A test may
 * import the app it tests: see the test files' block below.)
 */
const WORKER_LAYERS = [
  {
    target: "worker/platform/**",
    from: ["worker/modules/**", "worker/{app,index}.ts"],
    message: "worker/platform is what every module stands on: it imports no module (worker/modules) and not the app.",
  },
  {
    target: "worker/modules/**",
    from: "worker/{app,index}.ts",
    message: "A module does not import the app (worker/app.ts, worker/index.ts): the app mounts the modules.",
  },
];

const WEB_TAKES_TYPES_FROM_WORKER = {
  regex: "(^|/)worker/",
  allowTypeImports: true,
  message: "web/ imports only types from worker/ (e.g. AppType); shared code lives in schema/.",
};

/** Every import boundary (scripts/eslint-boundaries.test.ts proves each one fails on a forbidden import). */
const ZONES = [

            {
              target: ["schema/**", "domain/**"],
              from: ["web/**", "worker/**"],
              message: "schema/ and domain/ are pure and shared: they import neither web/ nor worker/.",
            },
            {
              target: "worker/**",
              from: "web/**",
              message: "The worker reaches web/ only through the page renderer (import from \"page-renderer\").",
            },
            ...WORKER_LAYERS,
            ...featureZones,
            {
              // Issue 22, point 4: what features share lives in web/ui and web/lib (building blocks)
              // or in the page registry (schema/pages.ts: `paths`), never in the shell around them.
              target: "web/features/**",
              // The shell: web/app and every file at the top of web/ (the route table, the entry points, the service worker).
              from: ["web/app/**", "web/*.{ts,tsx}"],
              message: "A feature never imports the app shell (web/app, the files at the top of web/): shared pieces live in web/ui, web/lib or schema/pages.ts.",
            },
            {
              target: ["web/app/**", "web/{main,entry-server}.tsx"],
              from: "web/features/**",
              except: [`${root}web/features/*/index.ts`],
              message: "The app shell imports a feature through its public index.ts (web/features/<name>/index.ts).",
            },
            {
              // The route table loads each screen lazily, by its own file: going through index.ts
              // would put every screen of a feature (and what it imports) in one chunk, and the
              // public pages would load the dashboard's. Static imports of those files are refused
              // below (no-restricted-imports), so only `import()` of a screen reaches past index.ts.
              target: ["web/routes.tsx", "web/app-screens.tsx"],
              from: "web/features/**",
              except: [`${root}web/features/*/index.ts`, `${root}web/features/*/*-{screen,layout}.tsx`],
              message: "The route table imports a feature through its index.ts, or a screen lazily with import().",
            },
            {
              target: ["web/ui/**", "web/lib/**"],
              from: ["web/features/**", "web/app/**", "web/{routes,main,entry-server}.tsx"],
              message: "web/ui and web/lib are shared building blocks: they import neither features nor the app shell.",
            }
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "**/.wrangler/**", ".bench/**", "coverage/**", "test-results/**", "worker/worker-configuration.d.ts"] },
  { files: SOURCE, extends: [js.configs.recommended, ...tseslint.configs.recommended] },
  {
    files: SOURCE,
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      // The TypeScript setup of import-x (which files it parses and follows: without it, no-cycle
      // skips every .ts file), with the resolver that reads the tsconfigs.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      // Unused names are TypeScript's job (noUnusedLocals, noUnusedParameters in tsconfig.base.json).
      "@typescript-eslint/no-unused-vars": "off",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: ZONES }],
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,js}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{schema,domain,worker,web,scripts,e2e}/**/": "KEBAB_CASE" }],
    },
  },
  {
    // A worker test may reach what it tests from anywhere: the app, or a module from the platform's tests.
    files: ["worker/**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: ZONES.filter((zone) => !WORKER_LAYERS.includes(zone)) }] },
  },
  {
    // A test reads response bodies it checks field by field; product code has no `any`.
    files: ["**/*.test.ts", "worker/test/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // web/ runs in the browser and the page renderer: of the worker it may know only types.
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [WEB_TAKES_TYPES_FROM_WORKER],
        },
      ],
    },
  },
  {
    files: ["web/routes.tsx", "web/app-screens.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            WEB_TAKES_TYPES_FROM_WORKER,
            { regex: "^\\./features/[^/]+/.", message: "The route table imports a feature through its index.ts; screens only lazily, with import()." },
          ],
        },
      ],
    },
  },
);
