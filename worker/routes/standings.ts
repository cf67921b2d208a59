import { and, asc, desc, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { countsAddUp } from "../../domain/standings/played";
import { RUGBY_TYPES } from "../../schema/constants";
import { apiMessages, messages as m } from "../../schema/messages";
import { standingSchema, type StandingInput } from "../../schema/requests";
import { seasonSchema } from "../../schema/season";
import { standings as standingsTable } from "../../schema/tables";
import type { AppEnv } from "../env";
import { isUniqueViolation } from "../lib/accounts";
import { type Db, getDb } from "../lib/db";
import { badRequest, conflict, notFound } from "../lib/errors";
import { featuredStandings } from "../lib/featured-standings";
import { parseId } from "../lib/ids";
import { publicStanding } from "../lib/serialize";
import { proposalWrites, publicStatuses, withdrawalWrites } from "../lib/standing-proposals";
import { validate } from "../lib/validate";
import { requireClub } from "../middleware/auth-guards";

const seasonQuery = v.object({
  season: v.optional(seasonSchema),
});
const typeParam = v.object({ type: v.picklist(RUGBY_TYPES, m.rugbyTypeInvalid) });

/**
 * Public league tables: /api/standings and /api/standings/{type}, computed from each code's
 * featured competition (issue 10; worker/lib/featured-standings.ts). Without `?season=`, each code
 * shows its featured competition of the current season, else of its newest season before.
 */
export const standings = new Hono<AppEnv>()
  /** Both codes in one list, union first, each in table order; the client filters by rugbyType. */
  .get("/", validate("query", seasonQuery), async (c) => {
    return c.json(await featuredStandings(getDb(c.env), c.req.valid("query").season), 200);
  })
  .get("/:type", validate("param", typeParam), validate("query", seasonQuery), async (c) => {
    return c.json(await featuredStandings(getDb(c.env), c.req.valid("query").season, c.req.valid("param").type), 200);
  });

const STANDING_NOT_FOUND = apiMessages.standingNotFound;
const ownRow = (clubId: number, id: number) => and(eq(standingsTable.id, id), eq(standingsTable.clubId, clubId));

/** The counts must add up: played = won + drawn + lost (400 under "played" otherwise). */
function checkedCounts(input: StandingInput) {
  const { id: _ignored, ...row } = input;
  if (!countsAddUp(row)) throw badRequest(m.playedMismatch, { played: m.playedMismatch });
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
    const db = getDb(c.env);
    const rows = await db
      .select()
      .from(standingsTable)
      .where(eq(standingsTable.clubId, c.var.club.id))
      .orderBy(desc(standingsTable.season), desc(standingsTable.rugbyType), asc(standingsTable.id));
    const statuses = await publicStatuses(db, c.var.club.id, rows);
    // The SPEC's fields, and where each row stands with the public table (issue 10).
    return c.json(rows.map((row) => ({ ...publicStanding(row), publicStatus: statuses.get(row.id) ?? "no-table" })), 200);
  })
  .post("/", validate("json", standingSchema), async (c) => {
    const row = checkedCounts(c.req.valid("json"));
    const club = c.var.club;
    const db = getDb(c.env);
    if (await clubRowFor(db, club.id, row)) throw rowExists();
    try {
      // The row and its proposal (issue 10) in one batch: both or neither (issue 20).
      const [[created]] = await db.batch([
        db
          .insert(standingsTable)
          .values({ ...row, teamName: club.name, clubId: club.id })
          .returning(),
        ...(await proposalWrites(db, club, row)),
      ]);
      return c.json(publicStanding(created!), 201);
    } catch (error) {
      // A concurrent insert, or a row under the club's name not linked to it (standings_team_unique).
      if (isUniqueViolation(error)) throw rowExists();
      throw error;
    }
  })
  .patch("/:id", validate("json", standingSchema), async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidStandingId);
    const row = checkedCounts(c.req.valid("json"));
    const club = c.var.club;
    const db = getDb(c.env);
    // Another club's row or none: 404, before any talk of clashes with the club's own rows.
    const own = await db.select({ id: standingsTable.id }).from(standingsTable).where(ownRow(club.id, id)).limit(1);
    if (own.length === 0) throw notFound(STANDING_NOT_FOUND);
    if (await clubRowFor(db, club.id, row, id)) throw rowExists();
    try {
      const [[updated]] = await db.batch([
        db
          .update(standingsTable)
          .set({ ...row, teamName: club.name })
          .where(ownRow(club.id, id))
          .returning(),
        ...(await proposalWrites(db, club, row)),
      ]);
      // Deleted by another of the club's sessions since the read above: its proposal found no row either.
      if (!updated) throw notFound(STANDING_NOT_FOUND);
      return c.json(publicStanding(updated), 200);
    } catch (error) {
      if (isUniqueViolation(error)) throw rowExists();
      throw error;
    }
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidStandingId);
    const db = getDb(c.env);
    const row = await db.query.standings.findFirst({ columns: { rugbyType: true, season: true }, where: ownRow(c.var.club.id, id) });
    if (!row) throw notFound(STANDING_NOT_FOUND);
    // The row and its waiting proposal go together.
    const [[deleted]] = await db.batch([db.delete(standingsTable).where(ownRow(c.var.club.id, id)).returning(), ...(await withdrawalWrites(db, c.var.club.id, row))]);
    if (!deleted) throw notFound(STANDING_NOT_FOUND);
    return c.json({ id: deleted.id, message: apiMessages.standingDeleted }, 200);
  });
