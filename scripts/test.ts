/**
 * `npm test`: every suite, one summary. Translation completeness, the worker and unit tests
 * (Vitest, workerd) and the browser tests (Playwright, Chromium). Ends with `N passed, N failed`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { quietEnv, root } from "./lib";

const bin = (name: string) => resolve(root, "node_modules/.bin", name);
const tmp = mkdtempSync(join(tmpdir(), "rugby-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${name}`);
  return spawnSync(bin(command), args, { stdio: "inherit", cwd: root, env: { ...quietEnv, ...env } }).status ?? 1;
}

// 1. Every message has its Greek translation and the catalogs match the source.
const i18nStatus = step("translations", "lingui", ["check", "sync"]) || step("translations (el)", "lingui", ["check", "missing", "--mode", "catalog", "--locale", "el"]);
totals[i18nStatus === 0 ? "passed" : "failed"] += 1;

// 2. Vitest: worker (inside workerd) and unit projects.
const vitestJson = join(tmp, "vitest.json");
const vitestStatus = step("vitest", "vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
} else if (vitestStatus !== 0) totals.failed += 1;

// 3. Playwright in Chromium against the app as `npm start` serves it.
if (!process.argv.includes("--no-e2e")) {
  const playwrightJson = join(tmp, "playwright.json");
  rmSync(resolve(root, `.wrangler/e2e-state-${process.env.E2E_PORT ?? 8790}`), { recursive: true, force: true });
  const e2eStatus = step("playwright", "playwright", ["test"], { PLAYWRIGHT_JSON: playwrightJson });
  if (existsSync(playwrightJson)) {
    const { stats } = JSON.parse(readFileSync(playwrightJson, "utf8"));
    totals.passed += stats.expected + (stats.flaky ?? 0);
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else if (e2eStatus !== 0) totals.failed += 1;
}

rmSync(tmp, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
