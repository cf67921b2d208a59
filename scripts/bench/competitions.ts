/**
 * Issue 10's speed targets:
 * - `computeTable` for 16 teams in a double round robin (240 fixtures, head-to-head in the
 *   tie-breaks) in the worker's runtime: domain/standings/bench.ts bundled with esbuild and run
 *   in workerd through Miniflare (wrangler's own engine), median of batched runs.
 * - A table read stays flat from 1 to 50 competitions and from about 100 to 20,000 fixtures:
 *   two databases built through the admin API (the measured competition the same in both),
 *   `GET /api/competitions/{slug}/table` timed on both, requests alternating (scale.ts).
 */
import { build } from "esbuild";
import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BenchResult } from "../../domain/standings/bench";
import { capture, quietEnv, root } from "../lib";
import { freePort, startServer } from "./server";
import { persistArgs } from "../prepare-db";

export type TableScale = { competitions: number; fixtures: number };

/**
 * Runs the engine's benchmark in the worker's runtime: the bench module bundled with esbuild,
 * served by `wrangler dev` (workerd, where the clock moves during a request), called once.
 */
export async function computeTableInWorkerd(workDir: string): Promise<BenchResult> {
  const dir = mkdtempSync(join(workDir, "engine-"));
  await build({
    stdin: {
      contents: `import { benchmarkComputeTable } from "./domain/standings/bench";
export default { fetch: () => Response.json(benchmarkComputeTable({ samples: 41, runsPerSample: 20 })) };`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    outfile: join(dir, "engine.js"),
  });
  writeFileSync(join(dir, "wrangler.json"), JSON.stringify({ name: "engine-bench", main: "engine.js", compatibility_date: "2025-09-01" }));
  const port = await freePort(8870);
  const server = await startServer({
    command: join(root, "node_modules/.bin/wrangler"),
    args: ["dev", "--config", join(dir, "wrangler.json"), "--port", String(port), "--ip", "127.0.0.1", "--persist-to", join(dir, "state")],
    env: quietEnv,
    port,
    logFile: join(dir, "wrangler.log"),
    healthPath: "/",
  });
  try {
    return (await (await fetch(server.url)).json()) as BenchResult;
  } finally {
    await server.stop();
  }
}

type Admin = { url: string; cookie: string };

async function send(admin: Admin, path: string, body: unknown) {
  const response = await fetch(`${admin.url}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie: admin.cookie }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as { id: number; slug: string };
}

async function signInAdmin(url: string): Promise<Admin> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@rugbyhellas.gr", password: "AdminDemo2026!" }),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  return { url, cookie };
}

/** A competition of `teams` guest teams with a double round robin generated; answers its slug. */
async function addCompetition(admin: Admin, name: string, season: string, teams: number) {
  const competition = await send(admin, "/api/admin/competitions", { nameEn: name, nameEl: name, code: "union", season, kind: "computed", featured: false, preset: "world-rugby" });
  for (let team = 1; team <= teams; team++) await send(admin, `/api/admin/competitions/${competition.id}/entrants`, { name: `${name} team ${team}` });
  await send(admin, `/api/admin/competitions/${competition.id}/generate`, { rounds: "double", startDate: "2030-09-07", weekday: 6, time: "15:00" });
  return competition.slug;
}

const sql = (persistTo: string, command: string) => capture("wrangler", ["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--json", "--command", command]);

/**
 * Empties the seeded competitions (the clubs' friendlies, fixtures in no competition, stay and are
 * not counted), then adds the measured one (10 teams, 90 fixtures) and
 * `others` more of 22 teams each (462 fixtures); every fixture gets a result, so each table
 * computes from all of them. Answers the measured slug and the counts.
 */
export async function prepareCompetitions(url: string, persistTo: string, others: number): Promise<{ slug: string; scale: TableScale }> {
  sql(persistTo, "DELETE FROM competitions");
  const admin = await signInAdmin(url);
  const slug = await addCompetition(admin, "Measured League", "2030-31", 10);
  for (let index = 0; index < others; index++) await addCompetition(admin, `Other League ${index + 1}`, "2030-31", 22);
  sql(persistTo, "UPDATE fixtures SET status = 'played', home_score = (id * 7) % 41, away_score = (id * 13) % 37, home_tries = 0, away_tries = 0 WHERE competition_id IS NOT NULL AND away_team_id IS NOT NULL");
  sql(persistTo, "UPDATE competitions SET version = version + 1");
  const out = sql(persistTo, "SELECT (SELECT COUNT(*) FROM competitions) AS competitions, (SELECT COUNT(*) FROM fixtures WHERE competition_id IS NOT NULL) AS fixtures");
  const [counts] = (JSON.parse(out.slice(out.indexOf("[")))[0]?.results ?? []) as TableScale[];
  return { slug, scale: counts ?? { competitions: 0, fixtures: 0 } };
}

export const tableEndpoint = (slug: string) => [{ label: "a competition's table (10 teams, 90 fixtures)", path: `/api/competitions/${slug}/table` }];
export const ENGINE_TARGET_MS = 2;
export const FLAT_RATIO = 1.5;
