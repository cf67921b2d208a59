/**
 * Applies the D1 migrations to the local database and seeds it when it has no clubs yet.
 * `--persist-to DIR` picks another local database (tests and benchmarks use their own).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSeedSql } from "./seed/build-sql";
import { capture, ensureDevVars, run } from "./lib";

export function persistArgs(persistTo?: string) {
  return persistTo ? ["--persist-to", persistTo] : [];
}

export async function prepareDb(persistTo?: string) {
  ensureDevVars();
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)], { env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } });
  const out = capture("wrangler", ["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--json", "--command", "SELECT COUNT(*) AS n FROM clubs"]);
  const count = JSON.parse(out.slice(out.indexOf("[")))[0]?.results?.[0]?.n ?? 0;
  if (count > 0) {
    console.log(`Database already has ${count} clubs: not seeding.`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "rugby-seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, await buildSeedSql());
  run("wrangler", ["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--file", file]);
  rmSync(dir, { recursive: true, force: true });
  console.log("Seeded the local database with demo data.");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf("--persist-to");
  await prepareDb(index > 0 ? process.argv[index + 1] : undefined);
}
