/**
 * Issue 22's migration (0012: one model) on a copy of today's data. A database with the schema
 * of migrations 0000-0011 gets the frozen data set fixtures/before-one-model.sql (the demo seed of
 * 2026-11-27 plus own matches against member clubs by either name and against a free-text guest
 * in two spellings, the same game entered by both clubs, manual tables and typed standings). Every
 * public read, and each of five clubs' own reads, answered as fixtures/before-one-model-answers.json
 * records (commit 681ac3f, the clock at NOW). After 0012 the same reads must answer the same, but
 * for the ids of own matches (they become fixtures: mapped) and the differences listed in
 * ACCEPTED, each with its reason. The migration also refuses to run twice, and refuses a row it
 * cannot carry over, naming it, leaving the database as it was.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import beforeSql from "./fixtures/before-one-model.sql";
import recordedAnswers from "./fixtures/before-one-model-answers.json";

/** The instant the answers were recorded at (12:00 in Athens on the seeding day). */
const NOW = "2026-11-27T10:00:00Z";
const CLUB_PASSWORD = "ClubDemo2026!";
const ONE_MODEL = "0012_one_model.sql";

type Answer = { status: number; type: string; body: unknown };
type Match = { id: number; clubId: number; date: string; time: string; isHomeGame: boolean; rugbyType: string; opponent: string };

const recorded = recordedAnswers as Record<string, Answer>;
const db = env.BEFORE_ONE_MODEL_DB;
const oneModel = () => env.TEST_MIGRATIONS.find((migration) => migration.name === ONE_MODEL);

/**
 * Where a read may answer differently after the migration, because the new answer is the more
 * correct one: `read` matches the read's key, `at` the place in its answer (a JSON path such as
 * `$[3].opponent`, or `line` for a line of a calendar or CSV file).
 */
const ACCEPTED: { read: RegExp; at: RegExp; reason: string }[] = [];

// ---------------------------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------------------------

/** Each statement of the data set ends with ";" at the end of a line (its texts hold newlines). */
const statementsOf = (sql: string) =>
  sql
    .split(/;\n/)
    .map((statement) => statement.replace(/^(--[^\n]*\n)+/, "").trim())
    .filter(Boolean);

async function loadBefore() {
  await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((migration) => migration.name < ONE_MODEL));
  const statements = statementsOf(beforeSql);
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50).map((statement) => db.prepare(statement)));
}

/** 0012 as every migration is applied (once: a second call finds it in d1_migrations and does nothing). */
const migrate = () => applyD1Migrations(db, env.TEST_MIGRATIONS);

/** Everything in the database: its schema and every row of every table (D1's own tables aside). */
async function dump() {
  const { results: objects } = await db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name").all<{ type: string; name: string; sql: string | null }>();
  const rows: Record<string, string[]> = {};
  for (const { name } of objects.filter((object) => object.type === "table")) {
    const { results } = await db.prepare(`SELECT * FROM "${name}"`).all();
    rows[name] = results.map((row) => JSON.stringify(row)).sort();
  }
  return { objects, rows };
}

/** Runs 0012's statements as applyD1Migrations does (one batch: one transaction), whatever d1_migrations says. */
const runOneModelAgain = () => db.batch(oneModel()!.queries.map((query) => db.prepare(query)));

/**
 * 0012 on rows it should refuse, ending in a statement that always fails: a migration that does
 * not refuse is rolled back all the same, so one case that fails leaves the next its database.
 */
const RAN_THROUGH = "0012 ran through";
const runOneModelOnBadRows = () =>
  db
    .batch([...oneModel()!.queries.map((query) => db.prepare(query)), db.prepare(`SELECT json_extract('{}', '${RAN_THROUGH}')`)])
    .then(
      () => "(no error at all)",
      (error: unknown) => String(error instanceof Error ? error.message : error),
    );

// ---------------------------------------------------------------------------------------------
// The reads
// ---------------------------------------------------------------------------------------------

/** The worker, loaded only by the reads test: the migration's own tests need none of it. */
const helpers = () => import("./helpers");

async function read(path: string, cookie?: string): Promise<Answer> {
  const { call } = await helpers();
  const response = await call(path, { env: { ...env, DB: db }, ...(cookie ? { cookie } : {}) });
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!;
  const text = await response.text();
  return { status: response.status, type, body: type === "application/json" ? JSON.parse(text) : text };
}

const cookies = new Map<string, string>();
async function signIn(email: string) {
  if (!cookies.has(email)) {
    const { call, cookieFrom } = await helpers();
    const response = await call("/api/auth/login", { env: { ...env, DB: db }, json: { email, password: CLUB_PASSWORD } });
    expect(response.status, `sign-in of ${email}`).toBe(200);
    cookies.set(email, cookieFrom(response, "rh_club")!);
  }
  return cookies.get(email)!;
}

/** A recorded read's key: a path, or "<club e-mail> <path>" for a signed-in club's own read. */
function splitKey(key: string) {
  const [first, second] = key.split(" ");
  return second === undefined ? { path: first! } : { email: first!, path: second };
}

const isMatchList = (key: string) => /\/matches(\?|$)/.test(splitKey(key).path);
const isMatch = (value: unknown): value is Match => typeof value === "object" && value !== null && "isHomeGame" in value && "id" in value;
const normalName = (name: string) => name.trim().toLowerCase();

/**
 * Old match id → new, from the match lists: the same club's game at the same kick-off, side and
 * code (and opponent, where that alone tells two apart) is the same match. Ids that keep their
 * number map to themselves.
 */
function matchIdMap(newAnswers: Map<string, Answer>) {
  const map = new Map<number, number>();
  const clashes: string[] = [];
  const slot = (match: Match) => `${match.clubId}|${match.date}|${match.time}|${match.isHomeGame}|${match.rugbyType}`;
  for (const [key, old] of Object.entries(recorded)) {
    const now = newAnswers.get(key);
    if (!isMatchList(key) || !Array.isArray(old.body) || !Array.isArray(now?.body)) continue;
    const fresh = (now.body as unknown[]).filter(isMatch);
    for (const match of (old.body as unknown[]).filter(isMatch)) {
      const sameSlot = fresh.filter((candidate) => slot(candidate) === slot(match));
      const found = sameSlot.length === 1 ? sameSlot[0] : sameSlot.find((candidate) => normalName(candidate.opponent) === normalName(match.opponent));
      if (!found) continue;
      const known = map.get(match.id);
      if (known !== undefined && known !== found.id) clashes.push(`${match.id} → ${known} and ${found.id} (${key})`);
      map.set(match.id, found.id);
    }
  }
  return { map, clashes };
}

/** The new path of a recorded read: a match named by its old id is asked for by its new one. */
const newPath = (path: string, ids: Map<number, number>) => path.replace(/^\/api\/matches\/(\d+)$/, (whole, id: string) => (ids.has(Number(id)) ? `/api/matches/${ids.get(Number(id))}` : whole));

/** The old answer with each match's id (and each link to a match page) as the new one. */
function withNewIds(body: unknown, ids: Map<number, number>): unknown {
  if (typeof body === "string") return body.replace(/\/matches\/(\d+)/g, (whole, id: string) => (ids.has(Number(id)) ? `/matches/${ids.get(Number(id))}` : whole));
  if (Array.isArray(body)) return body.map((item) => withNewIds(item, ids));
  if (typeof body !== "object" || body === null) return body;
  const copy = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, withNewIds(value, ids)]));
  if (isMatch(body) && ids.has(body.id)) copy.id = ids.get(body.id);
  return copy;
}

/** Where two answers differ: `$.path: old → new`, or for files `line: -old` / `line: +new`. */
function differences(old: unknown, now: unknown, at = "$"): { at: string; text: string }[] {
  if (typeof old === "string" && typeof now === "string" && (old.includes("\n") || now.includes("\n"))) {
    const oldLines = old.split(/\r?\n/);
    const newLines = now.split(/\r?\n/);
    const gone = oldLines.filter((line) => !newLines.includes(line)).map((line) => ({ at: "line", text: `-${line}` }));
    const added = newLines.filter((line) => !oldLines.includes(line)).map((line) => ({ at: "line", text: `+${line}` }));
    const reordered = gone.length === 0 && added.length === 0 && old !== now ? [{ at: "line", text: "same lines, another order" }] : [];
    return [...gone, ...added, ...reordered];
  }
  if (Array.isArray(old) && Array.isArray(now)) {
    const out = Array.from({ length: Math.min(old.length, now.length) }, (_, i) => differences(old[i], now[i], `${at}[${i}]`)).flat();
    if (old.length !== now.length) out.push({ at: `${at}.length`, text: `${old.length} → ${now.length}` });
    return out;
  }
  if (typeof old === "object" && old !== null && typeof now === "object" && now !== null && !Array.isArray(old) && !Array.isArray(now)) {
    const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
    return keys.flatMap((key) => {
      const [a, b] = [(old as Record<string, unknown>)[key], (now as Record<string, unknown>)[key]];
      if (!(key in now)) return [{ at: `${at}.${key}`, text: `${JSON.stringify(a)} → (missing)` }];
      if (!(key in old)) return [{ at: `${at}.${key}`, text: `(new field) → ${JSON.stringify(b)}` }];
      return differences(a, b, `${at}.${key}`);
    });
  }
  return JSON.stringify(old) === JSON.stringify(now) ? [] : [{ at, text: `${JSON.stringify(old)} → ${JSON.stringify(now)}` }];
}

const accepted = (key: string, at: string) => ACCEPTED.some((rule) => rule.read.test(key) && rule.at.test(at));

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
  await loadBefore();
}, 60_000);
afterAll(() => vi.useRealTimers());

const insert = (table: string, values: Record<string, unknown>) =>
  db.prepare(`INSERT INTO "${table}" (${Object.keys(values).map((key) => `"${key}"`).join(", ")}) VALUES (${Object.keys(values).map(() => "?").join(", ")})`).bind(...Object.values(values));
const matchRow = (values: Record<string, unknown>) => insert("matches", { venue: "Test Ground", competition: "Friendly", is_home_game: 1, time: "15:00", ...values });

/** Rows 0012 cannot carry over; each must stop it, named, with nothing changed. Inserted and removed again one case at a time. */
const UNCARRIABLE: { name: string; rows: () => D1PreparedStatement[]; undo: string[]; names: RegExp }[] = [
  {
    name: "an own match without an opponent",
    rows: () => [matchRow({ id: 901, club_id: 2, date: "2026-12-20", opponent: "   " })],
    undo: ["DELETE FROM matches WHERE id = 901"],
    names: /match 901\b/,
  },
  {
    name: "a guest entrant without a name",
    rows: () => [insert("entrants", { id: 901, competition_id: 3, club_id: null, name: " " })],
    undo: ["DELETE FROM entrants WHERE id = 901"],
    names: /entrant 901\b/,
  },
  {
    name: "a typed standings row with neither a club nor a team name",
    rows: () => [insert("standings", { id: 901, team_name: " ", rugby_type: "union", season: "2023-24", club_id: null })],
    undo: ["DELETE FROM standings WHERE id = 901"],
    names: /standings row 901\b/,
  },
  {
    name: "two entrants of one competition that are the same guest team",
    rows: () => [insert("entrants", { id: 902, competition_id: 1, club_id: null, name: "corfu phaeacians rfc " })],
    undo: ["DELETE FROM entrants WHERE id = 902"],
    names: /entrant \d+\b.*902|902\b.*entrant/,
  },
  {
    // Two clubs' rows of one game that disagree: keeping either would lose the other's figures.
    name: "the same game entered by both clubs with different scores",
    rows: () => [
      matchRow({ id: 903, club_id: 4, date: "2026-11-21", opponent: "Larissa Centaurs RFC", competition: "Rugby Union - Cup", is_home_game: 1, club_score: 20, opponent_score: 10 }),
      matchRow({ id: 904, club_id: 6, date: "2026-11-21", opponent: "Patras Achaeans RFC", competition: "Rugby Union - Cup", is_home_game: 0, club_score: 13, opponent_score: 20 }),
    ],
    undo: ["DELETE FROM matches WHERE id IN (903, 904)"],
    names: /match (903|904)\b/,
  },
];

describe("migration 0012 (one model) on today's data", () => {
  it.each(UNCARRIABLE)("refuses $name, naming the row, and leaves the database as it was", async ({ rows, undo, names }) => {
    expect(oneModel(), `migrations/${ONE_MODEL}`).toBeDefined();
    await db.batch(rows());
    const before = await dump();
    const refusal = await runOneModelOnBadRows();
    const after = await dump();
    await db.batch(undo.map((statement) => db.prepare(statement)));
    expect(refusal).not.toContain(RAN_THROUGH);
    expect(refusal).toMatch(names);
    expect(after).toEqual(before);
  });

  it("carries today's data over (applied as every migration is)", async () => {
    await migrate();
    const tables = (await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>()).results.map((row) => row.name);
    expect(tables).toContain("teams");
    expect(tables).not.toContain("matches");
    expect(tables).not.toContain("standings");
  });

  it("refuses to run a second time, saying so, and leaves the database as it was", async () => {
    await migrate();
    const before = await dump();
    await expect(runOneModelAgain()).rejects.toThrow(/already run/);
    expect(await dump()).toEqual(before);
  });

  it("answers every old read as before, but for the listed differences", { timeout: 120_000 }, async () => {
    await migrate();
    const answers = new Map<string, Answer>();
    // The match lists first: they tell each old match id its new one.
    const keys = Object.keys(recorded);
    for (const key of keys.filter(isMatchList)) {
      const { email, path } = splitKey(key);
      answers.set(key, await read(path, email && (await signIn(email))));
    }
    const { map: ids, clashes } = matchIdMap(answers);
    for (const key of keys.filter((key) => !isMatchList(key))) {
      const { email, path } = splitKey(key);
      answers.set(key, await read(newPath(path, ids), email && (await signIn(email))));
    }

    const report: string[] = [];
    for (const [key, old] of Object.entries(recorded)) {
      const now = answers.get(key)!;
      const found = [
        ...(old.status === now.status ? [] : [{ at: "status", text: `${old.status} → ${now.status}` }]),
        ...(old.type === now.type ? [] : [{ at: "type", text: `${old.type} → ${now.type}` }]),
        ...(old.status === now.status ? differences(withNewIds(old.body, ids), now.body) : []),
      ].filter((difference) => !accepted(key, difference.at));
      if (found.length > 0) report.push(`${key}\n${found.map((difference) => `  ${difference.at}: ${difference.text}`).join("\n")}`);
    }
    expect(clashes, "old match ids that map to two new ones").toEqual([]);
    expect(report.join("\n")).toBe("");
  });
});
