import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { matchSchema } from "../../schema/requests";
import { matches as matchesTable } from "../../schema/tables";
import type { AppEnv } from "../env";
import { athensNow } from "../lib/athens-time";
import { getDb } from "../lib/db";
import { notFound } from "../lib/errors";
import { parseId } from "../lib/ids";
import { limitParam, rugbyCodeParam } from "../lib/list-query";
import { recentResults, selectMatchesWithClub, toPublicMatches, upcomingMatches } from "../lib/public-matches";
import { publicMatch } from "../lib/serialize";
import { validate } from "../lib/validate";
import { requireClub } from "../middleware/auth-guards";

const MATCH_PAGE = { size: 20, max: 100 } as const;

const listQuery = v.object({ limit: limitParam(MATCH_PAGE.size, MATCH_PAGE.max), code: rugbyCodeParam });

/**
 * Public fixtures: /api/matches/*. "Now" is the Athens wall clock, read once per request so a
 * match cannot be both upcoming and completed within one answer.
 */
export const matches = new Hono<AppEnv>()
  /** Not kicked off yet, soonest first. */
  .get("/upcoming", validate("query", listQuery), async (c) => {
    const now = athensNow();
    const rows = await upcomingMatches(getDb(c.env), now, c.req.valid("query"));
    return c.json(toPublicMatches(rows, now), 200);
  })
  /** Kicked off, most recent first. */
  .get("/results", validate("query", listQuery), async (c) => {
    const now = athensNow();
    const rows = await recentResults(getDb(c.env), now, c.req.valid("query"));
    return c.json(toPublicMatches(rows, now), 200);
  })
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"), "match ID");
    const row = await selectMatchesWithClub(getDb(c.env)).where(eq(matchesTable.id, id)).get();
    if (!row) throw notFound("Match not found");
    return c.json(publicMatch(row.match, row.club, athensNow()), 200);
  });

const MATCH_NOT_FOUND = "Match not found";
const ownMatch = (clubId: number, id: number) => and(eq(matchesTable.id, id), eq(matchesTable.clubId, clubId));

/**
 * The signed-in club's fixtures: /api/clubs/matches (SPEC section 7, "Club data (own)"). Every
 * query is scoped to the session's club: another club's match is not found (404). Answers use
 * the public match shape (isCompleted, rugbyType) so the dashboard and the public pages agree.
 */
export const clubMatches = new Hono<AppEnv>()
  .use(requireClub)
  /** Date and time ascending, as the management screen lists them. */
  .get("/", async (c) => {
    const now = athensNow();
    const rows = await getDb(c.env)
      .select()
      .from(matchesTable)
      .where(eq(matchesTable.clubId, c.var.club.id))
      .orderBy(asc(matchesTable.date), asc(matchesTable.time), asc(matchesTable.id));
    return c.json(
      rows.map((match) => publicMatch(match, c.var.club, now)),
      200,
    );
  })
  .post("/", validate("json", matchSchema), async (c) => {
    const { id: _ignored, ...match } = c.req.valid("json");
    const [created] = await getDb(c.env)
      .insert(matchesTable)
      .values({ ...match, clubId: c.var.club.id })
      .returning();
    return c.json(publicMatch(created!, c.var.club, athensNow()), 201);
  })
  .patch("/:id", validate("json", matchSchema), async (c) => {
    const id = parseId(c.req.param("id"), "match ID");
    const { id: _ignored, ...match } = c.req.valid("json");
    const [updated] = await getDb(c.env).update(matchesTable).set(match).where(ownMatch(c.var.club.id, id)).returning();
    if (!updated) throw notFound(MATCH_NOT_FOUND);
    return c.json(publicMatch(updated, c.var.club, athensNow()), 200);
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"), "match ID");
    const [deleted] = await getDb(c.env).delete(matchesTable).where(ownMatch(c.var.club.id, id)).returning({ id: matchesTable.id });
    if (!deleted) throw notFound(MATCH_NOT_FOUND);
    return c.json({ id: deleted.id, message: "Match removed" }, 200);
  });
