/**
 * `npm run check-worker-bundle`: each worker a deployment uploads (the site's, and the card drawer
 * beside it: worker/cards), bundled by `wrangler deploy --dry-run` from the last `vite build` (dist,
 * or BUILD_DIR), must build and stay within the budget of issue 25, point 9: at most 1 MiB
 * gzipped, as wrangler counts its upload. The bench measures the same (scripts/bench/worker-cost.ts);
 * `npm test` runs this after its build, so CI fails on a bundle over budget, and `npm run deploy`
 * runs it before uploading anything. Exits non-zero when a worker does not build or is over.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureWorkerBundle, WORKER_BUDGET, WORKERS, type WorkerBundle } from "./bench/worker-cost";

export type BundleCheck = { label: string; bundle: WorkerBundle; withinBudget: boolean };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Every worker's upload for the build in `buildDir`, against the budget (throws when one does not build). */
export function checkWorkerBundles(buildDir: string): BundleCheck[] {
  const work = mkdtempSync(join(tmpdir(), "worker-bundle-"));
  try {
    return WORKERS.map(({ name, label }) => {
      const bundle = measureWorkerBundle(name, buildDir, join(work, name));
      return { label, bundle, withinBudget: bundle.gzipBytes <= WORKER_BUDGET.gzipBytes };
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One line per worker, as the check prints it. */
export const describeCheck = ({ label, bundle, withinBudget }: BundleCheck) =>
  `${withinBudget ? "✓" : "✘"} ${label}: ${kib(bundle.gzipBytes)} gzipped (${kib(bundle.bytes)} raw; budget ${kib(WORKER_BUDGET.gzipBytes)})${withinBudget ? "" : `, ${kib(bundle.gzipBytes - WORKER_BUDGET.gzipBytes)} over`}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const checks = checkWorkerBundles(process.env.BUILD_DIR ?? "dist");
    for (const check of checks) console.log(describeCheck(check));
    process.exit(checks.every((check) => check.withinBudget) ? 0 : 1);
  } catch (error) {
    console.error("✘ a worker does not build:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
