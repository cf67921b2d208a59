/**
 * `npm start`: build the app (the SPA and the worker's page renderer), migrate and seed the local
 * D1 database, then serve the whole portal (API, server-drawn pages and PWA) with `wrangler dev`
 * on http://localhost:8787 (PORT overrides it).
 */
import { prepareDb } from "./prepare-db";
import { run, start } from "./lib";

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
  "--show-interactive-dev-session=false",
  ...(persistTo ? ["--persist-to", persistTo] : []),
  ...(buildDir ? ["--assets", `${buildDir}/client`, "--alias", `page-renderer:${buildDir}/server/entry-server.js`] : []),
]);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
