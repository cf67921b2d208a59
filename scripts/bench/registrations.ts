/**
 * Issue 24, point 7: the registrar's screens filter and page 10,000 registrations without slowing.
 * Two databases, each migrated and seeded, then filled with `wrangler d1 execute --local --file`
 * up to 100 and to 10,000 registrations (a person each: statuses, seasons, codes and clubs mixed as
 * a federation's register is). Both are served as `npm start` serves them, the registrar signs in
 * on each, and `GET /api/admin/registrations` is timed on both, requests alternating between the
 * two servers, one at a time (as scale.ts does). `EXPLAIN QUERY PLAN` on the large database shows
 * how SQLite runs the list and its count, as the worker's own builders write them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as tables from "../../schema/tables";
import * as registrationTables from "../../schema/tables/registrations";
import { currentSeason } from "../../schema/season";
import { prepareDb } from "../prepare-db";
import { explain, insertAll, percentile, query, quote, type Latency, type QueryPlan } from "./scale";

export const REGISTRATION_SCALE = { small: 100, large: 10_000 } as const;
export const REGISTRATION_REQUESTS = 200;
export const REGISTRATION_FLAT_RATIO = 1.5;
const PAGE_SIZE = 25;

export type RegistrationsBench = { date: Date; rows: { small: number; large: number }; small: Latency[]; large: Latency[]; plans: QueryPlan[] };

const FIRST = ["Giorgos", "Nikos", "Eleni", "Maria", "Dimitris", "Katerina", "Yannis", "Sofia", "Kostas", "Anna", "Petros", "Ioanna"];
const LAST = ["Papadopoulos", "Georgiou", "Nikolaou", "Ioannou", "Vlachos", "Angelopoulos", "Dimitriou", "Konstantinou", "Pappas", "Oikonomou"];
const STATUSES = ["licensed", "licensed", "licensed", "licensed", "licensed", "licensed", "licensed", "pending-federation", "pending-club", "declined"];
const CODES = ["union", "union", "league", "sevens"];

/** A local database with the seed and bench registrations up to `total`, each its own person. */
export async function prepareRegistrationsDb(persistTo: string, total: number) {
  await prepareDb(persistTo);
  const [{ n: seeded } = { n: 0 }] = query<{ n: number }>(persistTo, "SELECT COUNT(*) AS n FROM registrations");
  const clubIds = query<{ id: number }>(persistTo, "SELECT id FROM clubs WHERE is_admin = 0 ORDER BY id").map((row) => row.id);
  const extra = Math.max(0, total - seeded);
  const season = currentSeason();
  const seasons = [season, season, season, ...[1, 2, 3].map((back) => `${Number(season.slice(0, 4)) - back}-${String((Number(season.slice(0, 4)) - back + 1) % 100).padStart(2, "0")}`)];
  const dir = mkdtempSync(join(tmpdir(), "rugby-registrations-sql-"));
  try {
    const people = function* () {
      for (let i = 0; i < extra; i++) {
        const born = `${1980 + (i % 30)}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;
        yield `(${quote(`bench-${i}@bench.invalid`)}, 'unusable', ${quote(FIRST[i % FIRST.length]!)}, ${quote(`${LAST[(i * 7) % LAST.length]!}${i % 50 === 0 ? "" : ` ${i}`}`)}, '${born}', 0, 0)`;
      }
    };
    insertAll(persistTo, dir, "INSERT INTO persons (email, password_hash, first_name, last_name, date_of_birth, has_login, is_verified)", people());
    const [{ first } = { first: 0 }] = query<{ first: number }>(persistTo, "SELECT MIN(id) AS first FROM persons WHERE email LIKE 'bench-%@bench.invalid'");
    const rows = function* () {
      for (let i = 0; i < extra; i++) {
        const status = STATUSES[i % STATUSES.length]!;
        const s = seasons[i % seasons.length]!;
        const licence = status === "licensed" ? quote(`BENCH-${i}`) : "NULL";
        const created = new Date(Date.now() - (extra - i) * 60_000).toISOString();
        // The club turns every 7 rows, so each club has rows of every status.
        yield `(${first + i}, ${clubIds[Math.floor(i / 7) % clubIds.length]}, '${s}', '${CODES[i % CODES.length]}', '${status}', ${licence}, 'import', '${created}', '${created}')`;
      }
    };
    insertAll(persistTo, dir, "INSERT INTO registrations (person_id, club_id, season, code, status, licence_number, source, created_at, updated_at)", rows());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  query(persistTo, "ANALYZE");
  const [{ n } = { n: 0 }] = query<{ n: number }>(persistTo, "SELECT COUNT(*) AS n FROM registrations");
  return n;
}

/** The registrar's session cookie on a served database (the seeded demo registrar). */
export async function signInRegistrar(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "registrar@rugbyhellas.gr", password: "RoleDemo2026!" }),
  });
  if (!response.ok) throw new Error(`registrar sign-in answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
}

/** The lists timed: the registrar's first page, filters, a deep page and a name search. */
export function registrationEndpoints(total: number) {
  const season = currentSeason();
  const deepPage = Math.max(1, Math.ceil((total * 0.9) / PAGE_SIZE));
  return [
    { label: "every registration, first page", path: "/api/admin/registrations?page=1", target: true },
    { label: "licensed, this season, union (filtered)", path: `/api/admin/registrations?status=licensed&season=${season}&code=union&page=1`, target: true },
    // Five a page: a club has only a few of the 100 rows, and both pages must be full to compare the same work.
    { label: "one club, every status (5 a page)", path: "/api/admin/registrations?clubId=1&pageSize=5", target: true },
    { label: "a page 90% deep", path: `/api/admin/registrations?page=${deepPage}`, target: false },
    { label: "a name search (q=Papadop)", path: "/api/admin/registrations?q=Papadop", target: false },
  ];
}

async function timedGet(url: string, cookie: string): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, rows: (JSON.parse(body) as { items: unknown[] }).items.length };
}

const summarize = (label: string, path: string, times: number[], rows: number): Latency => {
  const sorted = [...times].sort((a, b) => a - b);
  return { label, path, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), meanMs: sorted.reduce((a, b) => a + b, 0) / sorted.length, rows };
};

/** Each list on both servers, alternating, one request at a time, after 10 unmeasured ones each. */
export async function timeRegistrationLists(small: { url: string; cookie: string; total: number }, large: { url: string; cookie: string; total: number }) {
  const result = { small: [] as Latency[], large: [] as Latency[] };
  const largeEndpoints = registrationEndpoints(large.total);
  for (const [index, endpoint] of registrationEndpoints(small.total).entries()) {
    const other = largeEndpoints[index]!;
    for (let i = 0; i < 10; i++) await Promise.all([timedGet(`${small.url}${endpoint.path}`, small.cookie), timedGet(`${large.url}${other.path}`, large.cookie)]);
    const times = { small: [] as number[], large: [] as number[] };
    let rows = { small: 0, large: 0 };
    for (let i = 0; i < REGISTRATION_REQUESTS; i++) {
      const a = await timedGet(`${small.url}${endpoint.path}`, small.cookie);
      const b = await timedGet(`${large.url}${other.path}`, large.cookie);
      times.small.push(a.ms);
      times.large.push(b.ms);
      rows = { small: a.rows, large: b.rows };
    }
    result.small.push(summarize(endpoint.label, endpoint.path, times.small, rows.small));
    result.large.push(summarize(other.label, other.path, times.large, rows.large));
  }
  return result;
}

type ViewQuery = (db: unknown, where?: SQL) => { limit(n: number): { offset(n: number): { toSQL(): { sql: string; params: unknown[] } } } };

/** The tables the run fills, by the names the plans give them (query-plan.ts flags full reads of these). */
const GROWING = ["registrations", "persons", "person"];

/** `EXPLAIN QUERY PLAN` of the list's page and count, as the worker's builders write them (loaded by path: they are typed for workerd). */
export async function registrationPlans(persistTo: string, total: number): Promise<QueryPlan[]> {
  const paths = ["../../worker/modules/registrations/registration-views", "../../worker/modules/registrations/registration-filters"];
  const [views, filters] = await Promise.all(paths.map((path) => import(path)));
  const registrationViewQuery = views.registrationViewQuery as ViewQuery;
  const filtersWhere = filters.filtersWhere as (filters: { status?: string; season?: string; code?: string }) => (SQL | undefined)[];
  const db = drizzle({} as Parameters<typeof drizzle>[0], { schema: { ...tables, ...registrationTables } });
  const { registrations } = registrationTables;
  const season = currentSeason();
  const cases: { label: string; where?: SQL; offset?: number }[] = [
    { label: "every registration, first page" },
    { label: "a page 90% deep", offset: Math.floor((total * 0.9) / PAGE_SIZE) * PAGE_SIZE },
    { label: "status, season and code", where: and(...(filtersWhere({ status: "licensed", season, code: "union" }) as SQL[])) },
    { label: "one club", where: eq(registrations.clubId, 1) },
    { label: "status and club", where: and(...(filtersWhere({ status: "pending-federation" }) as SQL[]), eq(registrations.clubId, 1)) },
  ];
  const plans: QueryPlan[] = [];
  for (const { label, where, offset = 0 } of cases) {
    for (const [part, built] of [
      ["page", registrationViewQuery(db, where).limit(PAGE_SIZE).offset(offset).toSQL()],
      ["count", db.select({ n: count() }).from(registrations).where(where).toSQL()],
    ] as const) {
      plans.push(explain(persistTo, `${label} (${part})`, built, { growing: GROWING }));
    }
  }
  return plans;
}
