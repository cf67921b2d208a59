import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { RUGBY_TYPES, type RugbyType } from "../../schema/constants";
import { messages as m } from "../../schema/messages";
import { standingSchema, type StandingInput } from "../../schema/requests";
import { standings as standingsTable } from "../../schema/tables";
import type { AppEnv } from "../env";
import { isUniqueViolation } from "../lib/accounts";
import { type Db, getDb } from "../lib/db";
import { badRequest, conflict, notFound } from "../lib/errors";
import { parseId } from "../lib/ids";
import { publicStanding } from "../lib/serialize";
import { validate } from "../lib/validate";
import { requireClub } from "../middleware/auth-guards";

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

const STANDING_NOT_FOUND = "Standing not found";
const ownRow = (clubId: number, id: number) => and(eq(standingsTable.id, id), eq(standingsTable.clubId, clubId));

/** The counts must add up: played = won + drawn + lost (400 under "played" otherwise). */
function checkedCounts(input: StandingInput) {
  const { id: _ignored, ...row } = input;
  if (row.played !== row.won + row.drawn + row.lost) throw badRequest(m.playedMismatch, { played: m.playedMismatch });
  return row;
}

/** One row per code and season: a second one would make the club appear twice in a table. */
const rowExists = () => conflict(m.standingExists, { season: m.standingExists });

/** The club's row for a code and season, other than `exceptId`. */
const clubRowFor = (db: Db, clubId: number, { rugbyType, season }: Pick<StandingInput, "rugbyType" | "season">, exceptId?: number) =>
  db.query.standings.findFirst({
    columns: { id: true },
    where: and(
      eq(standingsTable.clubId, clubId),
      eq(standingsTable.rugbyType, rugbyType),
      eq(standingsTable.season, season),
      exceptId === undefined ? undefined : ne(standingsTable.id, exceptId),
    ),
  });

/**
 * The signed-in club's own standing rows: /api/clubs/standings. Rows belong to a club through
 * clubId and carry the club's name as teamName; another club's row is not found (404).
 */
export const clubStandings = new Hono<AppEnv>()
  .use(requireClub)
  /** All seasons, newest first; within a season union before league ("union" sorts after "league"). */
  .get("/", async (c) => {
    const rows = await getDb(c.env)
      .select()
      .from(standingsTable)
      .where(eq(standingsTable.clubId, c.var.club.id))
      .orderBy(desc(standingsTable.season), desc(standingsTable.rugbyType), asc(standingsTable.id));
    return c.json(rows.map(publicStanding), 200);
  })
  .post("/", validate("json", standingSchema), async (c) => {
    const row = checkedCounts(c.req.valid("json"));
    const club = c.var.club;
    const db = getDb(c.env);
    if (await clubRowFor(db, club.id, row)) throw rowExists();
    try {
      const [created] = await db
        .insert(standingsTable)
        .values({ ...row, teamName: club.name, clubId: club.id })
        .returning();
      return c.json(publicStanding(created!), 201);
    } catch (error) {
      // A concurrent insert, or a row under the club's name not linked to it (standings_team_unique).
      if (isUniqueViolation(error)) throw rowExists();
      throw error;
    }
  })
  .patch("/:id", validate("json", standingSchema), async (c) => {
    const id = parseId(c.req.param("id"), "standing ID");
    const row = checkedCounts(c.req.valid("json"));
    const club = c.var.club;
    const db = getDb(c.env);
    // Another club's row or none: 404, before any talk of clashes with the club's own rows.
    const own = await db.select({ id: standingsTable.id }).from(standingsTable).where(ownRow(club.id, id)).limit(1);
    if (own.length === 0) throw notFound(STANDING_NOT_FOUND);
    if (await clubRowFor(db, club.id, row, id)) throw rowExists();
    try {
      const [updated] = await db
        .update(standingsTable)
        .set({ ...row, teamName: club.name })
        .where(ownRow(club.id, id))
        .returning();
      if (!updated) throw notFound(STANDING_NOT_FOUND);
      return c.json(publicStanding(updated), 200);
    } catch (error) {
      if (isUniqueViolation(error)) throw rowExists();
      throw error;
    }
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"), "standing ID");
    const [deleted] = await getDb(c.env).delete(standingsTable).where(ownRow(c.var.club.id, id)).returning({ id: standingsTable.id });
    if (!deleted) throw notFound(STANDING_NOT_FOUND);
    return c.json({ id: deleted.id, message: "Standing deleted" }, 200);
  });
