import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { rosterPlayerSchema } from "../../../schema/requests";
import { registeredPlayerSchema, rosterLinkSchema, rosterPatchSchema, rosterQuerySchema } from "../../../schema/registration-requests";
import { players as playersTable } from "../../../schema/tables";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { notFound } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { ownPlayer } from "../clubs/serialize";
import { validate } from "../../platform/http/validate";
import { clubMay, requireClub } from "../../platform/sessions/auth-guards";
import { rosterCsv } from "../open-data/open-data-csv";
import { apiMessages } from "../../../schema/messages";
import { linkToRegistration } from "./roster-link";
import { checked, refuseDeletingRegistered } from "./roster-rules";
import { rosterEntry, rosterOf } from "./roster-view";

const NOT_FOUND = apiMessages.playerNotFound;
const playerId = (raw: string) => parseId(raw, apiMessages.invalidPlayerId);

/**
 * The signed-in club's roster: /api/clubs/players (SPEC section 7, "Club data (own)"), a view of
 * the register since issue 24 (roster-view.ts): a registered player's entry is the person's
 * name and date of birth with the club's position, number, height and weight; the typed entries of
 * before stay until the club links them to a registration. Every query is scoped to the session's
 * club, so another club's player is simply not found (404). A body's `id` is ignored: the path names the row.
 */
export const clubPlayers = new Hono<AppEnv>()
  // The one guard of /api/clubs/players: its routes and the roster CSV files' below.
  .use(requireClub)
  // Reading the roster (and its CSV): a scorer too, who picks try scorers from it; each write needs `roster`.
  .use(clubMay("rosterRead"))
  .route("/", rosterCsv)
  /** By jersey number, as the public roster; `?teamId=` and `?season=` only that team's or season's registered players. */
  .get("/", validate("query", rosterQuerySchema), async (c) => {
    const rows = await rosterOf(getDb(c.env), c.var.club.id, c.req.valid("query"));
    return c.json(rows.map(ownPlayer), 200);
  })
  /** A typed (unlinked) entry, as the SPEC's form makes it; a registered player's comes with the licence. */
  .post("/", clubMay("roster"), validate("json", rosterPlayerSchema), async (c) => {
    const { id: _ignored, ...player } = c.req.valid("json");
    const [created] = await getDb(c.env)
      .insert(playersTable)
      .values({ ...player, clubId: c.var.club.id })
      .returning();
    return c.json(ownPlayer({ ...created!, teamId: null, season: null, licenceNumber: null }), 201);
  })
  /**
   * A typed entry: the SPEC's form, every field. A registered player's: what GET answers may come
   * back, and only the club's fields change (position, number, height, weight; null for "not yet").
   */
  .patch("/:id", clubMay("roster"), validate("json", rosterPatchSchema), async (c) => {
    const id = playerId(c.req.param("id"));
    const db = getDb(c.env);
    const entry = await rosterEntry(db, c.var.club.id, id);
    if (!entry) throw notFound(NOT_FOUND);
    const body = c.req.valid("json");
    const change = entry.registrationId === null ? (({ id: _ignored, ...typed }) => typed)(checked(rosterPlayerSchema, body)) : checked(registeredPlayerSchema, body);
    await db
      .update(playersTable)
      .set(change)
      .where(and(eq(playersTable.id, id), eq(playersTable.clubId, c.var.club.id)));
    return c.json(ownPlayer((await rosterEntry(db, c.var.club.id, id))!), 200);
  })
  /** A typed entry goes; a registered player leaves the roster by their registration (409). */
  .delete("/:id", clubMay("roster"), async (c) => {
    const id = playerId(c.req.param("id"));
    const db = getDb(c.env);
    const entry = await rosterEntry(db, c.var.club.id, id);
    if (!entry) throw notFound(NOT_FOUND);
    refuseDeletingRegistered(entry);
    const [deleted] = await db
      .delete(playersTable)
      .where(and(eq(playersTable.id, id), eq(playersTable.clubId, c.var.club.id), isNull(playersTable.registrationId)))
      .returning({ id: playersTable.id });
    if (!deleted) throw notFound(NOT_FOUND);
    return c.json({ id: deleted.id, message: apiMessages.playerRemoved }, 200);
  })
  /**
   * Issue 24: a typed entry becomes a licensed registration's (which has no entry the club filled
   * in yet): the typed position, number, height and weight stay, the registration's own empty
   * entry goes, and the name and date of birth are the person's from now on.
   */
  .post("/:id/link", clubMay("roster"), validate("json", rosterLinkSchema), async (c) => {
    const id = playerId(c.req.param("id"));
    const db = getDb(c.env);
    await linkToRegistration(db, c.var.club.id, id, c.req.valid("json").registrationId);
    return c.json(ownPlayer((await rosterEntry(db, c.var.club.id, id))!), 200);
  });
