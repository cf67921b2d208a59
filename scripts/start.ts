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
 * wrangler.jsonc for another build (its assets and its page renderer: the command line's
 * `--alias` does not override the config's, so the served pages would come from dist/server),
 * or for a mail outage (MAIL_OUTAGE=1: the `send_email` binding allows one address no mail goes
 * to, so it refuses every mail, as Cloudflare refuses an unverified destination; the mail outbox
 * keeps them until a server started without it sends them, worker/platform/mail).
 * Written beside wrangler.jsonc so every relative path in it still holds; git ignores it.
 */
function localConfig(dir: string | undefined, mailOutage: boolean): string {
  const config = ts.parseConfigFileTextToJson("wrangler.jsonc", readFileSync(resolve(root, "wrangler.jsonc"), "utf8")).config;
  if (dir) {
    // An alias that does not start with "./" is looked up as a package name.
    const relativeDir = `./${relative(root, resolve(root, dir))}`;
    config.assets.directory = `${relativeDir}/client`;
    config.alias = { ...config.alias, "page-renderer": `${relativeDir}/server/entry-server.js` };
  }
  if (mailOutage) config.send_email = [{ name: "MAIL", allowed_destination_addresses: ["nobody@mail-outage.invalid"] }];
  const file = resolve(root, `.wrangler-build-${port}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

const port = process.env.PORT ?? "8787";
const persistTo = process.env.PERSIST_TO;
/** Another build to serve instead of dist (BUILD_DIR, as vite.config.ts reads it; the benchmarks build their own). */
const buildDir = process.env.BUILD_DIR;
const mailOutage = process.env.MAIL_OUTAGE === "1";
const host = process.env.HOST ?? "localhost";

if (!process.argv.includes("--no-build")) run("vite", ["build"]);
await prepareDb(persistTo);

const server = start("wrangler", [
  "dev",
  "--port",
  port,
  "--ip",
  host,
  "--var",
  "DEMO_MODE:true",
  // Links in mails no request asked for point at this server, not the production site.
  "--var",
  `SITE_URL:http://${host}:${port}`,
  // The match-day bench counts D1's statements (worker/platform/d1-count.ts); never set otherwise.
  ...(process.env.BENCH_COUNTERS === "1" ? ["--var", "BENCH_COUNTERS:true"] : []),
  "--show-interactive-dev-session=false",
  ...(persistTo ? ["--persist-to", persistTo] : []),
  "--config",
  buildDir || mailOutage ? localConfig(buildDir, mailOutage) : "wrangler.jsonc",
  // The card drawer beside it (the site's `CARDS` binding: worker/cards), in the same session.
  "--config",
  "worker/cards/wrangler.jsonc",
]);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

/**
 * The cron of wrangler.jsonc, which `wrangler dev` does not run: its scheduled handler (the mail
 * outbox's sweep, worker/platform/mail/delivery.ts) is called through wrangler's trigger URL once
 * the server answers, then every minute. So the mails still waiting when a server stopped (the
 * local queue keeps its messages in memory) are sent after it starts again.
 */
async function runCronLocally(origin: string) {
  const trigger = () =>
    fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`).then(
      async (response) => (await response.text(), response.ok),
      () => false,
    );
  while (!(await trigger())) await new Promise((resolve) => setTimeout(resolve, 500));
  setInterval(() => void trigger(), 60_000);
}
void runCronLocally(`http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
