/**
 * `npm start`: build the app (the SPA and the worker's page renderer), migrate and seed the local
 * D1 database, then serve the whole portal (API, server-drawn pages and PWA) with `wrangler dev`
 * on http://localhost:8787 (PORT overrides it).
 */
import { prepareDb } from "./prepare-db";
import { readFileSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import ts from "typescript";
import { root, run, start } from "./lib";

/**
 * wrangler.jsonc for another build: its assets and its page renderer. (The command line's
 * `--alias` does not override the config's, so the served pages would come from dist/server.)
 * Written beside wrangler.jsonc so every relative path in it still holds; git ignores it.
 */
function configForBuild(dir: string): string {
  const config = ts.parseConfigFileTextToJson("wrangler.jsonc", readFileSync(resolve(root, "wrangler.jsonc"), "utf8")).config;
  // An alias that does not start with "./" is looked up as a package name.
  const relativeDir = `./${relative(root, resolve(root, dir))}`;
  config.assets.directory = `${relativeDir}/client`;
  config.alias = { ...config.alias, "page-renderer": `${relativeDir}/server/entry-server.js` };
  const file = resolve(root, `.wrangler-build-${port}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

const port = process.env.PORT ?? "8787";
const persistTo = process.env.PERSIST_TO;
/** Another build to serve instead of dist (BUILD_DIR, as vite.config.ts reads it; the benchmarks build their own). */
const buildDir = process.env.BUILD_DIR;

if (!process.argv.includes("--no-build")) run("vite", ["build"]);
await prepareDb(persistTo);

const server = start("wrangler", [
  "dev",
  "--port",
  port,
  "--ip",
  process.env.HOST ?? "localhost",
  "--var",
  "DEMO_MODE:true",
  // Links in mails no request asked for point at this server, not the production site.
  "--var",
  `SITE_URL:http://${process.env.HOST ?? "localhost"}:${port}`,
  "--show-interactive-dev-session=false",
  ...(persistTo ? ["--persist-to", persistTo] : []),
  ...(buildDir ? ["--config", configForBuild(buildDir)] : []),
]);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
