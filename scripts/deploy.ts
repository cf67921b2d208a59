/**
 * `npm run deploy` (README, Deploy): from this checkout to Cloudflare, stopping at the first step
 * that fails.
 *  1. wrangler.jsonc names the federation's own D1 database and KV namespace, not the placeholders
 *     it ships with;
 *  2. `npm run build`: the same checks as every build (the catalogs in sync with the source and
 *     every Greek text translated, the API's messages) and the build itself;
 *  3. both workers a deployment uploads within their budget (scripts/check-worker-bundle.ts);
 *  4. the D1 migrations applied to the remote database (wrangler lists them and asks first);
 *  5. the card drawer deployed (worker/cards), then the site's worker, whose `CARDS` binding needs it.
 * `npm run deploy -- --dry-run` does 1 to 3 (3 is `wrangler deploy --dry-run` of both) and nothing
 * remote: no Cloudflare account needed, and BUILD_DIR may put its build beside dist.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import ts from "typescript";
import { checkWorkerBundles, describeCheck } from "./check-worker-bundle";
import { quietEnv, root, run } from "./lib";

type Resources = { d1_databases?: { binding: string; database_id?: string }[]; kv_namespaces?: { binding: string; id?: string }[] };

/** The bindings of wrangler.jsonc still naming a placeholder (all zeros), with what to run to get a real id. */
export function placeholderIds(config: Resources): string[] {
  const placeholder = (id: string | undefined) => !id || /^[0-]+$/.test(id);
  return [
    ...(config.d1_databases ?? []).filter((database) => placeholder(database.database_id)).map((database) => `d1_databases ${database.binding}: the database_id \`npx wrangler d1 create rugby-hellas\` prints`),
    ...(config.kv_namespaces ?? []).filter((namespace) => placeholder(namespace.id)).map((namespace) => `kv_namespaces ${namespace.binding}: the id \`npx wrangler kv namespace create ${namespace.binding}\` prints`),
  ];
}

function step(title: string, body: () => void) {
  console.log(`\n▶ ${title}`);
  body();
}

function main(dryRun: boolean) {
  // wrangler.jsonc deploys dist; a dry run may build elsewhere (BUILD_DIR, as vite.config.ts reads it).
  const buildDir = dryRun ? (process.env.BUILD_DIR ?? "dist") : "dist";
  const env = { ...quietEnv, BUILD_DIR: buildDir };
  step("wrangler.jsonc names the federation's resources", () => {
    const config = ts.parseConfigFileTextToJson("wrangler.jsonc", readFileSync(resolve(root, "wrangler.jsonc"), "utf8")).config as Resources;
    const missing = placeholderIds(config);
    if (missing.length && !dryRun) throw new Error(`wrangler.jsonc still has placeholder ids (README, Deploy):\n${missing.map((line) => `  - ${line}`).join("\n")}`);
    if (missing.length) console.log(`  (placeholders left, allowed in a dry run: ${missing.length})`);
  });
  step("npm run build: translations, the API's messages, the build", () => {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env });
    if (build.status !== 0) throw new Error("npm run build failed");
  });
  step("both workers within their budget (wrangler deploy --dry-run)", () => {
    const checks = checkWorkerBundles(buildDir);
    for (const check of checks) console.log(`  ${describeCheck(check)}`);
    if (!checks.every((check) => check.withinBudget)) throw new Error("A worker is over its budget");
  });
  if (dryRun) {
    console.log("\nDry run: nothing was migrated or uploaded.");
    return;
  }
  step("D1 migrations, remote", () => run("wrangler", ["d1", "migrations", "apply", "DB", "--remote"]));
  step("the card drawer (worker/cards)", () => run("wrangler", ["deploy", "--config", "worker/cards/wrangler.jsonc"]));
  step("the site's worker", () => run("wrangler", ["deploy"]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.includes("--dry-run"));
  } catch (error) {
    console.error(`\n✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
