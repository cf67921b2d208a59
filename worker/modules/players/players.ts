import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { rosterPlayerSchema } from "../../../schema/requests";
import { players as playersTable } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { publicPlayer } from "../clubs/serialize";
import { validate } from "../../platform/http/validate";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";
import { rosterCsv } from "../open-data/open-data-csv";
import { apiMessages } from "../../../schema/messages";

const NOT_FOUND = apiMessages.playerNotFound;
const playerId = (raw: string) => parseId(raw, apiMessages.invalidPlayerId);

/**
 * The signed-in club's roster: /api/clubs/players (SPEC section 7, "Club data (own)"). Every
 * query is scoped to the session's club, so another club's player is simply not found (404).
 * A body's `id` is ignored: the path names the row.
 */
export const clubPlayers = new Hono<AppEnv>()
  // The one guard of /api/clubs/players: its routes and the roster CSV files' below.
  .use(requireClub)
  // Reading the roster (and its CSV): a scorer too, who picks try scorers from it; each write needs `roster`.
  .use(clubMay("rosterRead"))
  .route("/", rosterCsv)
  /** By jersey number, as the public roster. */
  .get("/", async (c) => {
    const rows = await getDb(c.env)
      .select()
      .from(playersTable)
      .where(eq(playersTable.clubId, c.var.club.id))
      .orderBy(asc(playersTable.jerseyNumber), asc(playersTable.id));
    return c.json(rows.map(publicPlayer), 200);
  })
  .post("/", clubMay("roster"), validate("json", rosterPlayerSchema), async (c) => {
    const { id: _ignored, ...player } = c.req.valid("json");
    const [created] = await getDb(c.env)
      .insert(playersTable)
      .values({ ...player, clubId: c.var.club.id })
      .returning();
    return c.json(publicPlayer(created!), 201);
  })
  .patch("/:id", clubMay("roster"), validate("json", rosterPlayerSchema), async (c) => {
    const id = playerId(c.req.param("id"));
    const { id: _ignored, ...player } = c.req.valid("json");
    const [updated] = await getDb(c.env)
      .update(playersTable)
      .set(player)
      .where(and(eq(playersTable.id, id), eq(playersTable.clubId, c.var.club.id)))
      .returning();
    if (!updated) throw notFound(NOT_FOUND);
    return c.json(publicPlayer(updated), 200);
  })
  .delete("/:id", clubMay("roster"), async (c) => {
    const id = playerId(c.req.param("id"));
    const [deleted] = await getDb(c.env)
      .delete(playersTable)
      .where(and(eq(playersTable.id, id), eq(playersTable.clubId, c.var.club.id)))
      .returning({ id: playersTable.id });
    if (!deleted) throw notFound(NOT_FOUND);
    return c.json({ id: deleted.id, message: apiMessages.playerRemoved }, 200);
  });
