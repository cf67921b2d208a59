import type { BatchItem } from "drizzle-orm/batch";
import { Hono } from "hono";
import * as v from "valibot";
import { countsAddUp } from "../../../domain/standings/played";
import { RUGBY_TYPES } from "../../../schema/constants";
import { apiMessages, messages as m } from "../../../schema/messages";
import { standingSchema, type StandingInput } from "../../../schema/requests";
import { seasonSchema } from "../../../schema/season";
import type { AppEnv } from "../../platform/env";
import { type Db, getDb } from "../../platform/db";
import { badRequest, conflict, notFound } from "../../platform/errors/api-error";
import { featuredStandings } from "./featured-standings";
import { parseId } from "../../platform/http/ids";
import { ownRow, ownRowFor, ownRows, proposalWrites, type RowKey, withdrawalWrites } from "./own-standings";
import { validate } from "../../platform/http/validate";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";

const seasonQuery = v.object({
  season: v.optional(seasonSchema),
});
const typeParam = v.object({ type: v.picklist(RUGBY_TYPES, m.rugbyTypeInvalid) });

/**
 * Public league tables: /api/standings and /api/standings/{type}, computed from each code's
 * featured competition (issue 10; worker/modules/standings/featured-standings.ts). Without `?season=`, each code
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

/** The counts must add up: played = won + drawn + lost (400 under "played" otherwise). */
function checkedCounts(input: StandingInput) {
  const { id: _ignored, rugbyType, season, ...figures } = input;
  if (!countsAddUp(figures)) throw badRequest(m.playedMismatch, { played: m.playedMismatch });
  return { key: { rugbyType, season }, figures };
}

/** One row per code and season: a second one would make the club appear twice in a table. */
const rowExists = () => conflict(m.standingExists, { season: m.standingExists });

/** The row the club reads back after a write. */
const rowAfter = async (db: Db, clubId: number, key: RowKey) => (await ownRowFor(db, clubId, key))!;

/**
 * The signed-in club's own rows in the typed tables: /api/clubs/standings (worker/modules/standings/own-standings.ts).
 * A row's id is its team's entry in the table; another club's row is not found (404).
 */
export const clubStandings = new Hono<AppEnv>()
  .use(requireClub)
  // The club's proposals, read and written by those who keep its tables.
  .use(clubMay("standings"))
  /** All seasons, newest first; within a season union before league. */
  .get("/", async (c) => c.json(await ownRows(getDb(c.env), c.var.club.id), 200))
  .post("/", validate("json", standingSchema), async (c) => {
    const { key, figures } = checkedCounts(c.req.valid("json"));
    const club = c.var.club;
    const db = getDb(c.env);
    if (await ownRowFor(db, club.id, key)) throw rowExists();
    await db.batch(await proposalWrites(db, club, key, figures) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    return c.json(await rowAfter(db, club.id, key), 201);
  })
  .patch("/:id", validate("json", standingSchema), async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidStandingId);
    const { key, figures } = checkedCounts(c.req.valid("json"));
    const club = c.var.club;
    const db = getDb(c.env);
    const row = await ownRow(db, club.id, id);
    if (!row) throw notFound(STANDING_NOT_FOUND);
    // A row belongs to one table: its code and season stay (another season is another row).
    if (row.rugbyType !== key.rugbyType || row.season !== key.season) throw badRequest(m.standingTableFixed, { season: m.standingTableFixed });
    await db.batch(await proposalWrites(db, club, key, figures) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    return c.json(await rowAfter(db, club.id, key), 200);
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidStandingId);
    const db = getDb(c.env);
    const row = await ownRow(db, c.var.club.id, id);
    if (!row) throw notFound(STANDING_NOT_FOUND);
    // Figures the federation approved are its table's: only it takes them out.
    if (row.status === "approved") throw conflict(m.standingApproved);
    await db.batch(withdrawalWrites(db, row) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    return c.json({ id: row.id, message: apiMessages.standingDeleted }, 200);
  });
