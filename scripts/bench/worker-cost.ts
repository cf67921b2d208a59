/**
 * The worker's own cost (issue 25, point 9), measured on the bundle a deployment uploads:
 *
 * - Size: `wrangler deploy --dry-run --outdir` writes exactly the modules `wrangler deploy` would
 *   upload (the script, minified per its wrangler.jsonc, and its WebAssembly and data files); they
 *   are counted as wrangler counts its "Total Upload" (every module but source maps, gzipped as
 *   one). A deployment is two workers: the site's and the card drawer (worker/cards).
 * - Start: `wrangler check startup` (Cloudflare's tool) evaluates that bundle in workerd under
 *   V8's profiler. It reports the samples' wall time, which a busy machine inflates (a thread
 *   waiting for a CPU is sampled once it runs again, the wait counted in). V8 takes a sample per
 *   interval the thread runs, so the samples taken × the interval estimate its CPU time: that is
 *   the figure, the least of several runs.
 * - CPU per drawn page: the same bundle served by `wrangler dev` (workerd, a seeded local D1),
 *   one request at a time, each timed by the CPU the workerd process spent on it (Linux
 *   /proc/<pid>/task/<tid>/schedstat: nanoseconds on a CPU, whatever else the machine does).
 *   "Drawn" is every request a full draw: the page and each of its API reads miss the edge cache
 *   (the bench's entry module answers `caches.default` with nothing for requests marked
 *   DRAW_HEADER), the cost of the first visitor after a write. "From the edge" is the same page
 *   answered by the Workers Cache API. The figure is an upper bound of what Cloudflare bills the
 *   worker: it also holds the local D1's own SQLite work and Miniflare's routing, which run in the
 *   same process here and elsewhere on Cloudflare (an empty request, GET /api/health, shows that
 *   floor). V8's profiler is not used for the pages: under load it counts waiting as work.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { get } from "node:http";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import ts from "typescript";
import { prepareDb } from "../prepare-db";
import { capture, quietEnv, root } from "../lib";
import { freePort, startServer } from "./server";

/** Issue 25, point 9 (1 MiB gzipped; start-up under 100 ms), and the free plan's CPU per request. */
export const WORKER_BUDGET = { gzipBytes: 1024 * 1024, startupMs: 100, freePlanCpuMs: 10 } as const;

export type BundleFile = { name: string; bytes: number; gzipBytes: number };
export type WorkerBundle = { files: BundleFile[]; bytes: number; gzipBytes: number };
/**
 * `wrangler check startup` runs: `activeMs` as it reports it (the samples' wall time), `cpuMs`
 * the CPU estimate (samples taken × the sampling interval). The figure is the least `cpuMs`.
 */
export type Startup = { runs: { activeMs: number; cpuMs: number }[]; cpuMs: number };
export type Spread = { p50Ms: number; p99Ms: number; maxMs: number; samples: number };
/** `edge` is null when the edge does not keep the page (it answered `pass`). */
export type PageCost = { page: string; path: string; language: "en" | "el"; drawn: Spread; edge: Spread | null };
/** What a deployment uploads: the site's worker (wrangler.jsonc) and the card drawer beside it (worker/cards). */
export const WORKERS = [
  { name: "site", label: "the site's worker (wrangler.jsonc)" },
  { name: "cards", label: "the card drawer (worker/cards/wrangler.jsonc)" },
] as const;
export type WorkerName = (typeof WORKERS)[number]["name"];
export type DeployedWorker = { name: WorkerName; label: string; bundle: WorkerBundle; startup: Startup };
export type WorkerCost = { date: Date; workers: DeployedWorker[]; pages: PageCost[]; empty: Spread };

/** Marks a request the bench's entry module answers without the edge cache (a full draw). */
const DRAW_HEADER = "x-bench-draw";

/** The parts of wrangler.jsonc changed here; the rest is kept as it is. */
type WranglerConfig = { assets: { directory: string }; alias?: Record<string, string>; [setting: string]: unknown };
const readWranglerConfig = (): WranglerConfig => ts.parseConfigFileTextToJson("wrangler.jsonc", readFileSync(resolve(root, "wrangler.jsonc"), "utf8")).config;

/**
 * wrangler.jsonc for the build in `buildDir` (its assets and its page renderer), with `change`
 * applied, written beside it (git ignores `.wrangler-build-*.json`) so its relative paths hold.
 */
export function wranglerConfigFor(buildDir: string, name: string, change: (config: WranglerConfig) => void = () => {}): string {
  const config = readWranglerConfig();
  // An alias that does not start with "./" is looked up as a package name.
  const dir = `./${relative(root, resolve(root, buildDir))}`;
  config.assets.directory = `${dir}/client`;
  config.alias = { ...config.alias, "page-renderer": `${dir}/server/entry-server.js` };
  change(config);
  const file = resolve(root, `.wrangler-build-${name}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

const wrangler = (args: string[]) => capture("wrangler", args);

/** Every module of an upload in `outDir` (not its source maps, not wrangler's README), as wrangler counts them. */
export function bundleIn(outDir: string): WorkerBundle {
  const names = readdirSync(outDir).filter((name) => !name.endsWith(".map") && name !== "README.md").sort();
  const contents = names.map((name) => readFileSync(join(outDir, name)));
  const files = names.map((name, at) => ({ name, bytes: contents[at]!.length, gzipBytes: gzipSync(contents[at]!).length }));
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0), gzipBytes: gzipSync(Buffer.concat(contents)).length };
}

/**
 * The configuration `wrangler deploy` uses for `worker`: the site's for the build in `buildDir`
 * (written beside wrangler.jsonc, removed by `done`), the card drawer's as it is.
 */
function deployConfig(worker: WorkerName, buildDir: string, name: string, change?: (config: WranglerConfig) => void) {
  if (worker === "cards") return { file: resolve(root, "worker/cards/wrangler.jsonc"), done: () => {} };
  const file = wranglerConfigFor(buildDir, name, change);
  return { file, done: () => rmSync(file, { force: true }) };
}

/** The upload `wrangler deploy` would make of `worker` (the site's with the build in `buildDir`), written to `outDir`, and its size. */
export function measureWorkerBundle(worker: WorkerName, buildDir: string, outDir: string): WorkerBundle {
  rmSync(outDir, { recursive: true, force: true });
  const config = deployConfig(worker, buildDir, "dry-run");
  try {
    wrangler(["deploy", "--dry-run", "--outdir", outDir, "--config", config.file]);
  } finally {
    config.done();
  }
  return bundleIn(outDir);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

type Profile = { nodes: { id: number; callFrame: { functionName: string } }[]; samples?: number[]; timeDeltas?: number[] };

/**
 * A V8 profile's cost: its active time as `wrangler check startup` reports it (the deltas of all
 * samples but idle ones), and the CPU estimate (those samples × the median interval).
 */
function profileCost(profile: Profile) {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const deltas = profile.timeDeltas ?? [];
  const busy = (profile.samples ?? []).flatMap((sample, at) => (names.get(sample) === "(idle)" ? [] : [deltas[at] ?? 0]));
  const interval = median(deltas.length ? deltas : [0]);
  return { activeMs: busy.reduce((sum, delta) => sum + delta, 0) / 1000, cpuMs: (busy.length * interval) / 1000 };
}

/**
 * `wrangler check startup` on the bundle, `runs` times. The profiler's
 * Miniflare cannot make Durable Object bindings, so the bundle profiled is built without them
 * (the same code: bindings are the upload's metadata, not its modules).
 */
function profileStartup(worker: WorkerName, buildDir: string, work: string, runs: number): Startup {
  const bundle = join(work, `startup-${worker}.bundle`);
  const profile = join(work, `startup-${worker}.cpuprofile`);
  const config = deployConfig(worker, buildDir, "startup", (settings) => {
    delete settings.durable_objects;
    delete settings.migrations;
  });
  try {
    wrangler(["deploy", "--dry-run", "--outfile", bundle, "--config", config.file]);
  } finally {
    config.done();
  }
  const costs: Startup["runs"] = [];
  for (let run = 0; run < runs; run++) {
    wrangler(["check", "startup", "--worker", bundle, "--outfile", profile]);
    costs.push(profileCost(JSON.parse(readFileSync(profile, "utf8")) as Profile));
  }
  return { runs: costs, cpuMs: Math.min(...costs.map((cost) => cost.cpuMs)) };
}

/** The bench's entry: the deployed worker, with no edge cache for requests marked DRAW_HEADER. */
const BENCH_ENTRY = `// scripts/bench/worker-cost.ts: the deployed worker, with no edge cache for requests marked ${DRAW_HEADER}.
import worker from "./index.js";
export * from "./index.js";
const cache = caches.default;
const none = { match: async () => undefined, put: async () => undefined, delete: async () => false };
let drawing = false;
Object.defineProperty(caches, "default", { get: () => (drawing ? none : cache), configurable: true });
export default {
  ...worker,
  async fetch(request, env, ctx) {
    drawing = request.headers.has("${DRAW_HEADER}");
    return worker.fetch(request, env, ctx);
  },
};
`;

/**
 * wrangler.jsonc for serving `entry` from `dir` as it is (no bundling again: the upload, with the
 * bench's entry beside it), the build's assets as assets.
 */
function servedConfig(dir: string, entry: string, buildDir: string): string {
  writeFileSync(join(dir, "bench-entry.js"), entry);
  const config = readWranglerConfig();
  delete config.alias;
  delete config.minify;
  Object.assign(config, {
    main: join(dir, "bench-entry.js"),
    no_bundle: true,
    find_additional_modules: true,
    base_dir: dir,
    rules: [
      { type: "ESModule", globs: ["**/*.js"] },
      { type: "CompiledWasm", globs: ["**/*.wasm"] },
      { type: "Data", globs: ["**/*.bin"] },
    ],
  });
  config.assets.directory = resolve(buildDir, "client");
  const file = join(dir, "wrangler.json");
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * `wrangler dev` serving the config on a free port with the database in `persistTo`, and the
 * workerd process running the worker. Other servers start on this machine too: a port taken
 * between the check and the start is tried again on another.
 */
async function serve(config: string, persistTo: string, logFile: string) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(8950 + Math.floor(Math.random() * 40));
    try {
      const server = await startServer({
        command: join(root, "node_modules/.bin/wrangler"),
        args: ["dev", "--config", config, "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistTo, "--var", "DEMO_MODE:true", "--show-interactive-dev-session=false"],
        env: quietEnv,
        port,
        logFile,
        healthPath: "/api/health",
      });
      try {
        return { ...server, pid: workerdServing(port) };
      } catch (error) {
        await server.stop();
        throw error;
      }
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /s, "").split(" ")[1]);
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8");

/**
 * The workerd process that runs the worker `wrangler dev` serves on `port` (Linux: found by the
 * command lines). wrangler dev runs two: a proxy that listens on the port, and beside it, started
 * by the same wrangler, the one with the worker, its local D1, KV and R2.
 */
function workerdServing(port: number): number {
  const workerds = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return commandOf(pid).includes("workerd\0serve");
      } catch {
        return false; // gone meanwhile
      }
    });
  const proxy = workerds.find((pid) => commandOf(pid).includes(`--socket-addr=entry=127.0.0.1:${port}\0`));
  if (proxy === undefined) throw new Error(`No workerd process serves port ${port} (the CPU measure reads Linux's /proc)`);
  const beside = workerds.filter((pid) => pid !== proxy && parentOf(pid) === parentOf(proxy));
  if (beside.length !== 1) throw new Error(`Expected one workerd beside wrangler dev's proxy on port ${port}, found ${beside.length}`);
  return beside[0]!;
}

/** Nanoseconds every thread of `pid` has spent on a CPU. */
function cpuNs(pid: number): number {
  return readdirSync(`/proc/${pid}/task`).reduce((sum, task) => sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]), 0);
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};
const spread = (values: number[]): Spread => ({ p50Ms: percentile(values, 0.5), p99Ms: percentile(values, 0.99), maxMs: Math.max(...values), samples: values.length });

/**
 * A GET with exactly these headers, body read. Not `fetch`: it sends `Sec-Fetch-Mode: cors`
 * whatever it is told, and the worker answers a script's fetch differently from a page visit.
 */
function visit(url: string, headers: Record<string, string>): Promise<{ status: number; edge: string | null }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.on("data", () => undefined);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, edge: (response.headers["x-edge-cache"] as string | undefined) ?? null }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** How many times the start-up is profiled. */
const STARTUP_RUNS = 5;

/** How many requests of each page and language: drawn in full, and answered from the edge. */
export const CPU_SAMPLES = { drawn: 30, edge: 15 } as const;

/**
 * The CPU of each request to `paths`, one at a time, with the upload in `outDir` served by
 * `wrangler dev` on a seeded database in `persistTo`.
 */
export async function measurePageCpu({
  outDir,
  buildDir,
  persistTo,
  logFile,
  pagesOf,
  log,
}: {
  outDir: string;
  buildDir: string;
  persistTo: string;
  logFile: string;
  pagesOf: (url: string) => Promise<{ page: string; path: string }[]>;
  log: (message: string) => void;
}): Promise<{ pages: PageCost[]; empty: Spread }> {
  const server = await serve(servedConfig(outDir, BENCH_ENTRY, buildDir), persistTo, logFile);
  try {
    const pid = server.pid;
    /** The CPU one request cost, and where the edge cache says its answer came from. */
    const timed = async (path: string, headers: Record<string, string>) => {
      const before = cpuNs(pid);
      const { status, edge } = await visit(`${server.url}${path}`, headers);
      const ms = (cpuNs(pid) - before) / 1e6;
      if (status < 200 || status >= 300) throw new Error(`${path} answered ${status}`);
      return { ms, state: edge };
    };
    // A browser opening the page.
    const opening = { accept: "text/html", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
    const draw = { ...opening, [DRAW_HEADER]: "1" };
    const pages: PageCost[] = [];
    for (const { page, path } of await pagesOf(server.url)) {
      for (const language of ["en", "el"] as const) {
        const address = `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
        // Once first: the code of this page's path compiled, as in an isolate that has served it before.
        await timed(address, draw);
        const drawn: number[] = [];
        for (let at = 0; at < CPU_SAMPLES.drawn; at++) {
          const { ms, state } = await timed(address, draw);
          if (state === "hit") throw new Error(`${address}: answered from the edge while the bench's entry switched it off`);
          drawn.push(ms);
        }
        // Once to keep it, then from the edge (a page the edge does not keep has no such figure).
        const keeping = (await timed(address, opening)).state;
        let edge: number[] | null = keeping === "miss" || keeping === "hit" ? [] : null;
        for (let at = 0; edge && at < CPU_SAMPLES.edge; at++) {
          const { ms, state } = await timed(address, opening);
          if (state === "hit") edge.push(ms);
          else edge = null;
        }
        const cost: PageCost = { page, path: address, language, drawn: spread(drawn), edge: edge ? spread(edge) : null };
        pages.push(cost);
        log(`worker: ${address} drawn p50 ${cost.drawn.p50Ms.toFixed(1)} ms p99 ${cost.drawn.p99Ms.toFixed(1)} ms; from the edge ${cost.edge ? `p50 ${cost.edge.p50Ms.toFixed(1)} ms` : "not kept"}`);
      }
    }
    const empty: number[] = [];
    for (let at = 0; at < CPU_SAMPLES.drawn; at++) empty.push((await timed("/api/health", {})).ms);
    return { pages, empty: spread(empty) };
  } finally {
    await server.stop();
  }
}

/** All of the above for the build in `buildDir`; `pagesOf` names the public pages to draw (with seeded values). */
export async function measureWorkerCost({
  buildDir,
  work,
  logFile,
  pagesOf,
  log,
}: {
  buildDir: string;
  work: string;
  logFile: string;
  pagesOf: (url: string) => Promise<{ page: string; path: string }[]>;
  log: (message: string) => void;
}): Promise<WorkerCost> {
  const workers: DeployedWorker[] = [];
  for (const { name, label } of WORKERS) {
    const bundle = measureWorkerBundle(name, buildDir, join(work, `upload-${name}`));
    const startup = profileStartup(name, buildDir, work, STARTUP_RUNS);
    workers.push({ name, label, bundle, startup });
    log(`worker: ${label}: ${(bundle.bytes / 1024).toFixed(0)} KiB, ${(bundle.gzipBytes / 1024).toFixed(0)} KiB gzipped; start-up ${startup.cpuMs.toFixed(1)} ms of CPU (least of ${STARTUP_RUNS}; wrangler's active time ${startup.runs.map((run) => run.activeMs.toFixed(0)).join(", ")} ms)`);
  }
  log("worker: the CPU of each public page...");
  const outDir = join(work, "upload-site");
  const persistTo = join(work, "worker-cost-state");
  mkdirSync(persistTo, { recursive: true });
  await prepareDb(persistTo);
  const { pages, empty } = await measurePageCpu({ outDir, buildDir, persistTo, logFile, pagesOf, log });
  return { date: new Date(), workers, pages, empty };
}

// ---- docs/benchmarks.md ------------------------------------------------------------------------

const kib = (bytes: number) => `${(bytes / 1024).toLocaleString("en-US", { maximumFractionDigits: 0 })} KiB`;
const msText = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (ok: boolean, miss = "") => (ok ? "✅ pass" : `❌ miss${miss ? ` (${miss})` : ""}`);
const markdownTable = (head: string[], rows: string[][]) =>
  [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");

/** The drawn page whose p99 is the highest. */
const costliest = (cost: WorkerCost) => [...cost.pages].sort((a, b) => b.drawn.p99Ms - a.drawn.p99Ms)[0];

/** The summary's rows: the bundle's budget, the start-up, the CPU of a drawn page and of one from the edge. */
export function workerCostSummary(cost: WorkerCost): string[][] {
  const rows = cost.workers.flatMap(({ label, bundle, startup }) => [
    [`Worker upload, minified: ${label}`, `≤ ${kib(WORKER_BUDGET.gzipBytes)} gzipped`, `${kib(bundle.gzipBytes)} (${kib(bundle.bytes)} raw)`, verdict(bundle.gzipBytes <= WORKER_BUDGET.gzipBytes, `+${kib(bundle.gzipBytes - WORKER_BUDGET.gzipBytes)}`)],
    [`Worker start-up (CPU, \`wrangler check startup\`): ${label}`, `< ${WORKER_BUDGET.startupMs} ms`, `${msText(startup.cpuMs)} (least of ${startup.runs.length} runs)`, verdict(startup.cpuMs < WORKER_BUDGET.startupMs)],
  ]);
  const worst = costliest(cost);
  if (worst) {
    const p50s = cost.pages.map((page) => page.drawn.p50Ms);
    const edge = cost.pages.flatMap((page) => (page.edge ? [page.edge.p99Ms] : []));
    rows.push(["Worker CPU of a drawn public page (full draw, upper bound)", "reported (free plan: 10 ms)", `p50 ${msText(Math.min(...p50s))} to ${msText(Math.max(...p50s))}; highest p99 ${msText(worst.drawn.p99Ms)} (\`${worst.path}\`)`, "recorded"]);
    if (edge.length) rows.push(["Worker CPU of a public page from the edge cache", "reported", `p99 at most ${msText(Math.max(...edge))} (an empty request: p50 ${msText(cost.empty.p50Ms)})`, "recorded"]);
  }
  return rows;
}

/** The section: what was measured, how, each page's CPU, and the plan the federation needs. */
export function workerCostSection(cost: WorkerCost | undefined): string {
  if (!cost) return "_Not measured in this run._";
  const worst = costliest(cost);
  const overFree = cost.pages.filter((page) => page.drawn.p50Ms > WORKER_BUDGET.freePlanCpuMs);
  return [
    `Measured on ${cost.date.toISOString().replace("T", " ").slice(0, 16)} UTC (scripts/bench/worker-cost.ts).`,
    "",
    `**The uploads** (\`wrangler deploy --dry-run --outdir\`: the modules a deployment sends, gzipped as wrangler counts them; budget ${kib(WORKER_BUDGET.gzipBytes)} each). A deployment is two workers: the site's, which answers every page and API request, and the card drawer (worker/cards), which only draws the preview cards of shared links (/og/*) for the site's worker through a service binding: resvg's WebAssembly and the fonts it needs weigh as much as the whole site's worker, and only a crawler fetching a card needs them.`,
    "",
    markdownTable(
      ["Worker", "Module", "Raw", "Gzipped"],
      cost.workers.flatMap(({ label, bundle }) => [
        ...bundle.files.map((file) => [label, `\`${file.name.replace(/^[0-9a-f]{40}-/, "")}\``, kib(file.bytes), kib(file.gzipBytes)]),
        [label, "**the upload**", `**${kib(bundle.bytes)}**`, `**${kib(bundle.gzipBytes)}**`],
      ]),
    ),
    "",
    `**Start-up**: \`wrangler check startup\` evaluates each upload in workerd under V8's profiler, ${STARTUP_RUNS} times. Its "active" time is the wall time of the samples taken while the worker ran; a busy machine inflates it (a thread waiting for a CPU is sampled once it runs again, the wait counted in). V8 takes a sample per interval the thread runs, so the samples taken × the interval estimate the CPU time; the figure is the least run's (budget ${WORKER_BUDGET.startupMs} ms; Cloudflare refuses a worker whose start-up exceeds 1 s).`,
    "",
    markdownTable(
      ["Worker", "CPU per run", "Active time per run (wrangler's)", "Figure"],
      cost.workers.map(({ label, startup }) => [label, startup.runs.map((run) => msText(run.cpuMs)).join(", "), startup.runs.map((run) => msText(run.activeMs)).join(", "), `**${msText(startup.cpuMs)}**`]),
    ),
    "",
    `**CPU per request**: the same upload served by \`wrangler dev\` on the seeded database, one request at a time, each timed by the CPU time the workerd process running the worker spent on it (Linux schedstat: time on a CPU, not waiting). "Drawn" is a full draw (${CPU_SAMPLES.drawn} per page and language, after one to warm the code): the page and each of its API reads miss the edge cache, as for the first visitor after a write. "From the edge" (${CPU_SAMPLES.edge} each) is the same page answered by the Workers Cache API. Both are upper bounds of what Cloudflare bills the worker: the process also runs the local D1's SQLite and Miniflare's routing, which on Cloudflare run elsewhere; an empty request (GET /api/health) costs p50 ${msText(cost.empty.p50Ms)}, p99 ${msText(cost.empty.p99Ms)} of this measure.`,
    "",
    markdownTable(
      ["Page", "Language", "Drawn p50", "Drawn p99", "From the edge p50", "From the edge p99"],
      cost.pages.map((page) => [`\`${page.page}\``, page.language, msText(page.drawn.p50Ms), msText(page.drawn.p99Ms), page.edge ? msText(page.edge.p50Ms) : "not kept", page.edge ? msText(page.edge.p99Ms) : "–"]),
    ),
    "",
    `**Which plan**: Workers Paid. The free plan stops a request at ${WORKER_BUDGET.freePlanCpuMs} ms of CPU; ${overFree.length ? `${overFree.length} of ${cost.pages.length} drawn pages take more at the median here` : "no drawn page takes more at the median here"}${worst ? `, and the costliest full draw reaches ${msText(worst.drawn.p99Ms)} at p99 (\`${worst.path}\`)` : ""}. Even where the edge answers most visits in a few milliseconds, every write makes the next visitor of each page it touches wait for a full draw, and a draw that runs out of CPU is an error page. The free plan also caps a day at 100,000 requests, fewer than one national match day's visits to /fixtures alone (issue 25). Workers Paid (from $5 a month) has no daily cap and allows 30 s of CPU per request by default.`,
  ].join("\n");
}
