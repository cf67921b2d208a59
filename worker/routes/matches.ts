import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { matchSchema } from "../../schema/requests";
import { matches as matchesTable } from "../../schema/tables";
import type { AppEnv } from "../env";
import { athensNow } from "../../schema/athens-time";
import { getDb } from "../lib/db";
import { notFound } from "../lib/errors";
import { parseId } from "../lib/ids";
import { limitParam, rugbyCodeParam } from "../lib/list-query";
import { recentResults, selectMatchesWithClub, toPublicMatches, upcomingMatches } from "../lib/public-matches";
import { isFixtureMatchId } from "../../schema/match-ids";
import { clubFixtureMatches, fixtureMatchById, mergeByKickOff, recentFixtureMatches, upcomingFixtureMatches } from "../lib/club-fixtures";
import { publicMatch } from "../lib/serialize";
import { checkMatchCompetition } from "../lib/match-competition";
import { validate } from "../lib/validate";
import { requireClub } from "../middleware/auth-guards";
import { apiMessages } from "../../schema/messages";

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
    const query = c.req.valid("query");
    const db = getDb(c.env);
    // A club's own matches and the competitions' fixtures (issue 10), in one kick-off order.
    const [rows, fixtureRows] = await Promise.all([upcomingMatches(db, now, query), upcomingFixtureMatches(db, now, query)]);
    return c.json(mergeByKickOff(toPublicMatches(rows, now), fixtureRows, query.limit), 200);
  })
  /** Kicked off, most recent first. */
  .get("/results", validate("query", listQuery), async (c) => {
    const now = athensNow();
    const query = c.req.valid("query");
    const db = getDb(c.env);
    const [rows, fixtureRows] = await Promise.all([recentResults(db, now, query), recentFixtureMatches(db, now, query)]);
    return c.json(mergeByKickOff(toPublicMatches(rows, now), fixtureRows, query.limit, "desc"), 200);
  })
  .get("/:id", async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidMatchId);
    if (isFixtureMatchId(id)) {
      const fixture = await fixtureMatchById(getDb(c.env), id, athensNow());
      if (!fixture) throw notFound(MATCH_NOT_FOUND);
      return c.json(fixture, 200);
    }
    const row = await selectMatchesWithClub(getDb(c.env)).where(eq(matchesTable.id, id)).get();
    if (!row) throw notFound(MATCH_NOT_FOUND);
    return c.json(publicMatch(row.match, row.club, athensNow()), 200);
  });

const MATCH_NOT_FOUND = apiMessages.matchNotFound;
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
    // With the club's competition fixtures (issue 10): read-only here, the federation enters their results.
    const fixtureRows = await clubFixtureMatches(getDb(c.env), c.var.club.id, now, { asTheClub: true });
    const own = rows.map((match) => publicMatch(match, c.var.club, now));
    return c.json(mergeByKickOff(own, fixtureRows, own.length + fixtureRows.length), 200);
  })
  .post("/", validate("json", matchSchema), async (c) => {
    const { id: _ignored, ...match } = c.req.valid("json");
    await checkMatchCompetition(getDb(c.env), match.competition);
    const [created] = await getDb(c.env)
      .insert(matchesTable)
      .values({ ...match, clubId: c.var.club.id })
      .returning();
    return c.json(publicMatch(created!, c.var.club, athensNow()), 201);
  })
  .patch("/:id", validate("json", matchSchema), async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidMatchId);
    const { id: _ignored, ...match } = c.req.valid("json");
    await checkMatchCompetition(getDb(c.env), match.competition);
    const [updated] = await getDb(c.env).update(matchesTable).set(match).where(ownMatch(c.var.club.id, id)).returning();
    if (!updated) throw notFound(MATCH_NOT_FOUND);
    return c.json(publicMatch(updated, c.var.club, athensNow()), 200);
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"), apiMessages.invalidMatchId);
    const [deleted] = await getDb(c.env).delete(matchesTable).where(ownMatch(c.var.club.id, id)).returning({ id: matchesTable.id });
    if (!deleted) throw notFound(MATCH_NOT_FOUND);
    return c.json({ id: deleted.id, message: apiMessages.matchRemoved }, 200);
  });
