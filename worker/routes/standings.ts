import { and, asc, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { RUGBY_TYPES, type RugbyType } from "../../schema/constants";
import { messages as m } from "../../schema/messages";
import { standings as standingsTable } from "../../schema/tables";
import type { AppEnv } from "../env";
import { type Db, getDb } from "../lib/db";
import { publicStanding } from "../lib/serialize";
import { validate } from "../lib/validate";

const seasonQuery = v.object({
  season: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{4}(-\d{2}|\/\d{2,4})?$/, "Season must look like 2025-26"))),
});
const typeParam = v.object({ type: v.picklist(RUGBY_TYPES, m.rugbyTypeInvalid) });

/**
 * Without `?season=`, each code shows its own latest season ("2026-27" sorts after "2026" and
 * "2025-26"), so a league table that has not started yet does not hide the other one.
 */
const latestSeasonOfRow = sql`${standingsTable.season} = (
  select max(latest.season) from ${standingsTable} as latest where latest.rugby_type = ${standingsTable}.rugby_type
)`;

/** DOMAIN.md tie-breaks: points, wins, points difference, points for, then name. */
const tableOrder = [
  desc(standingsTable.points),
  desc(standingsTable.won),
  desc(sql`${standingsTable.pointsFor} - ${standingsTable.pointsAgainst}`),
  desc(standingsTable.pointsFor),
  asc(standingsTable.teamName),
];

const selectTable = (db: Db, season: string | undefined, type?: RugbyType) =>
  db
    .select()
    .from(standingsTable)
    .where(and(season ? eq(standingsTable.season, season) : latestSeasonOfRow, type ? eq(standingsTable.rugbyType, type) : undefined))
    .orderBy(...tableOrder);

/** Public league tables: /api/standings and /api/standings/{type}. */
export const standings = new Hono<AppEnv>()
  /** Both codes in one list, in table order; the client filters by rugbyType. */
  .get("/", validate("query", seasonQuery), async (c) => {
    const rows = await selectTable(getDb(c.env), c.req.valid("query").season);
    return c.json(rows.map(publicStanding), 200);
  })
  .get("/:type", validate("param", typeParam), validate("query", seasonQuery), async (c) => {
    const rows = await selectTable(getDb(c.env), c.req.valid("query").season, c.req.valid("param").type);
    return c.json(rows.map(publicStanding), 200);
  });

/** The signed-in club's own standing rows: /api/clubs/standings (issue 4). */
export const clubStandings = new Hono<AppEnv>();
