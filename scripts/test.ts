/**
 * `npm test`: every suite, one summary.
 *   1. translations: the catalogs match the source and every Greek text is translated (Lingui);
 *   2. the type check (`tsc -b`, every tsconfig: worker, web, node), one result;
 *   3. ESLint (eslint.config.js: the architecture's import rules, kebab-case names): one result
 *      when clean, otherwise each file with an error is a failed test;
 *   then one `vite build` (the SPA and the page renderer the worker bundles), which all of:
 *   3b. the workers a deployment uploads, bundled by `wrangler deploy --dry-run`, each within its
 *       budget (scripts/check-worker-bundle.ts): one result;
 *   4. Vitest: the worker project (inside workerd, real D1/KV/R2) and the unit project;
 *   5. Playwright in Debian's Chromium against the app exactly as `npm start` serves it, on its
 *      own port with a fresh database (playwright.config.ts).
 * Counts come from each runner's JSON report. A runner that fails without a failed test in its
 * report (a crash, a file that does not load, a server that does not start) still counts as a
 * failure, so nothing can fail silently. The last line is `N passed, N failed`; the exit code is
 * non-zero when anything failed.
 *
 * Options: --no-e2e (skip Playwright), --e2e-only, and any other argument is passed to Playwright
 * (e.g. `npm test -- --e2e-only e2e/public.spec.ts`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { quietEnv, root } from "./lib";

type Counts = { passed: number; failed: number; skipped: number };
type Outcome = Counts & { name: string; exitCode: number; notes: string[] };

const args = process.argv.slice(2);
const runE2e = !args.includes("--no-e2e");
const runOthers = !args.includes("--e2e-only");
const playwrightArgs = args.filter((arg) => !arg.startsWith("--no-e2e") && arg !== "--e2e-only");

const bin = (name: string) => resolve(root, "node_modules/.bin", name);
const tmp = mkdtempSync(join(tmpdir(), "rugby-test-"));
const outcomes: Outcome[] = [];

function run(title: string, command: string, commandArgs: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}: ${command} ${commandArgs.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(bin(command), commandArgs, { stdio: "inherit", cwd: root, env: { ...quietEnv, ...env } });
  if (result.error) console.error(result.error);
  console.log(`  (${title}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return result.status ?? 1;
}

const readJson = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

/** A runner that exited non-zero must show at least one failure in the total. */
function settle(outcome: Outcome) {
  if (outcome.exitCode !== 0 && outcome.failed === 0) {
    outcome.failed = 1;
    outcome.notes.push(`exited with ${outcome.exitCode} without a failed test in its report`);
  }
  outcomes.push(outcome);
}

// 1. Translations: each check is one result (a missing Greek text fails `npm test`).
if (runOthers) {
  for (const [name, checkArgs] of [
    ["catalogs in sync with the source", ["check", "sync"]],
    ["every Greek text translated", ["check", "missing", "--mode", "catalog", "--locale", "el"]],
  ] as const) {
    const exitCode = run(`translations: ${name}`, "lingui", [...checkArgs]);
    settle({ name: `translations: ${name}`, exitCode, passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0, notes: [] });
  }
}

// 2. The type check of every side, as `npm run typecheck` runs it: one result.
if (runOthers) {
  const exitCode = run("type check (worker, web, node)", "tsc", ["-b", "--noEmit", "tsconfig.worker.json", "tsconfig.web.json", "tsconfig.node.json"]);
  settle({ name: "type check", exitCode, passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0, notes: [] });
}

// 3. ESLint, as `npm run lint` runs it: one result when clean, else one failure per file with errors (printed).
type EslintReport = { filePath: string; messages: { line?: number; column?: number; message: string; ruleId: string | null; severity: number }[] }[];
if (runOthers) {
  const file = join(tmp, "eslint.json");
  const exitCode = run("lint", "eslint", ["--format", "json", "--output-file", file, "."]);
  const outcome: Outcome = { name: "lint", exitCode, passed: 0, failed: 0, skipped: 0, notes: [] };
  const report = readJson(file) as EslintReport | undefined;
  if (!report) outcome.notes.push("no JSON report");
  for (const result of report ?? []) {
    const errors = result.messages.filter((message) => message.severity === 2);
    if (errors.length === 0) continue;
    outcome.failed += 1;
    for (const error of errors) {
      console.log(`  ${result.filePath.replace(`${root}/`, "")}:${error.line ?? 0}:${error.column ?? 0} ${error.message} (${error.ruleId ?? "fatal"})`);
    }
    outcome.notes.push(`${result.filePath.replace(`${root}/`, "")}: ${errors.length} error${errors.length === 1 ? "" : "s"}`);
  }
  if (report && outcome.failed === 0) outcome.passed = 1;
  settle(outcome);
}

// The build the worker tests (the page renderer, dist/server) and the browser tests serve.
const buildExitCode = run("build: the app and its page renderer", "vite", ["build"]);
if (buildExitCode !== 0) settle({ name: "build", exitCode: buildExitCode, passed: 0, failed: 1, skipped: 0, notes: ["vite build failed"] });

// The workers that build deploys (`wrangler deploy --dry-run`), each within its budget (1 MiB gzipped): one result.
if (runOthers && buildExitCode === 0) {
  const exitCode = run("worker bundles: wrangler deploy --dry-run, within budget", "tsx", ["scripts/check-worker-bundle.ts"]);
  settle({ name: "worker bundles", exitCode, passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0, notes: exitCode === 0 ? [] : ["a worker does not build, or is over its budget (printed above)"] });
}

// 4. Vitest, both projects, with a JSON report beside the usual output.
type VitestReport = { testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[] };
if (runOthers) {
  const file = join(tmp, "vitest.json");
  const exitCode = run("vitest (worker + unit)", "vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
  const outcome: Outcome = { name: "vitest", exitCode, passed: 0, failed: 0, skipped: 0, notes: [] };
  const report = readJson(file) as VitestReport | undefined;
  if (!report) outcome.notes.push("no JSON report");
  for (const suite of report?.testResults ?? []) {
    for (const test of suite.assertionResults) {
      if (test.status === "passed") outcome.passed += 1;
      else if (test.status === "failed") outcome.failed += 1;
      else outcome.skipped += 1;
    }
    // A file that fails outside any test (import error, failing hook) has no failed test of its own.
    if (suite.status === "failed" && !suite.assertionResults.some((test) => test.status === "failed")) {
      outcome.failed += 1;
      outcome.notes.push(`${suite.name.replace(`${root}/`, "")}: ${suite.message?.split("\n")[0] ?? "failed"}`);
    }
  }
  settle(outcome);
}

// 5. Playwright, on a fresh database for its port (the config's webServer runs `npm start`'s script).
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
};
if (runE2e) {
  const file = join(tmp, "playwright.json");
  rmSync(resolve(root, `.wrangler/e2e-state-${process.env.E2E_PORT ?? 8790}`), { recursive: true, force: true });
  const exitCode = run("playwright (Chromium)", "playwright", ["test", ...playwrightArgs], { PLAYWRIGHT_JSON: file, ...(buildExitCode === 0 ? { E2E_BUILT: "1" } : {}) });
  const outcome: Outcome = { name: "playwright", exitCode, passed: 0, failed: 0, skipped: 0, notes: [] };
  const report = readJson(file) as PlaywrightReport | undefined;
  if (!report) outcome.notes.push("no JSON report");
  if (report) {
    outcome.passed = report.stats.expected;
    outcome.failed = report.stats.unexpected + report.stats.flaky;
    outcome.skipped = report.stats.skipped;
    // Retries are off: a test that needed one is a failure to look at, not a pass.
    if (report.stats.flaky) outcome.notes.push(`${report.stats.flaky} flaky`);
    // Errors outside tests: a spec that does not compile, a web server that does not start.
    for (const error of report.errors ?? []) {
      outcome.failed += 1;
      outcome.notes.push(error.message?.split("\n")[0] ?? "error outside the tests");
    }
  }
  settle(outcome);
}

rmSync(tmp, { recursive: true, force: true });

const total = outcomes.reduce<Counts>((sum, o) => ({ passed: sum.passed + o.passed, failed: sum.failed + o.failed, skipped: sum.skipped + o.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log("\nSummary");
for (const o of outcomes) {
  const mark = o.failed > 0 ? "✘" : "✓";
  console.log(`  ${mark} ${o.name}: ${o.passed} passed, ${o.failed} failed${o.skipped ? `, ${o.skipped} skipped` : ""}`);
  for (const note of o.notes) console.log(`      ${note}`);
}
if (total.skipped) console.log(`  (${total.skipped} skipped)`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
