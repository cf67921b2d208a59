import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
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

/** The signed-in club's fixtures: /api/clubs/matches (issue 4). */
export const clubMatches = new Hono<AppEnv>();
