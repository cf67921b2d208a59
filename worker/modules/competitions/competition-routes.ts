import { and, asc, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { competitionCreateSchema } from "../../../schema/competitions";
import { currentSeason } from "../../../schema/season";
import { competitions as competitionsTable, entrants, teams } from "../../../schema/tables/competitions";
import type { AppEnv } from "../../platform/env";
import {
  competitionBySlug,
  competitionDetail,
  competitionSummary,
  currentRound,
  fixturesByRound,
  publicCompetitionTable,
  listedEntrant,
  publicEntrantsOf,
} from "./competitions";
import { getDb } from "../../platform/db";
import { rugbyCodeParam } from "../../platform/http/list-query";
import { validate } from "../../platform/http/validate";
import { requireClub } from "../../platform/sessions/auth-guards";

const seasonMessage = v.safeParse(competitionCreateSchema.entries.season, "").issues?.[0]?.message;

/** `?season=2026-27`, `2026`, or `current` (the season running in Athens today). */
const listQuery = v.object({
  season: v.optional(v.union([v.literal("current"), competitionCreateSchema.entries.season], seasonMessage)),
  code: rugbyCodeParam,
});

/**
 * Public competitions: /api/competitions (issue 10). Lists, a competition with its rules in words,
 * its table (computed from the results by its rules, cached by version) and its fixtures by round;
 * a club the public does not see (issue 12) is in none of them.
 */
export const competitions = new Hono<AppEnv>()
  /** Newest season first; within one, union before league, the featured table first, then by name. */
  .get("/", validate("query", listQuery), async (c) => {
    const { season, code } = c.req.valid("query");
    const wanted = season === "current" ? currentSeason() : season;
    const rows = await getDb(c.env)
      .select()
      .from(competitionsTable)
      .where(and(wanted ? eq(competitionsTable.season, wanted) : undefined, code ? eq(competitionsTable.code, code) : undefined))
      .orderBy(desc(competitionsTable.season), desc(competitionsTable.code), desc(competitionsTable.featured), asc(competitionsTable.nameEn));
    return c.json(rows.map(competitionSummary), 200);
  })
  .get("/:slug", async (c) => {
    const db = getDb(c.env);
    const competition = await competitionBySlug(db, c.req.param("slug"));
    // Clubs the public does not see (not approved, deactivated) are left out (issue 12).
    const teams = await publicEntrantsOf(db, competition.id);
    return c.json(
      {
        ...competitionDetail(competition),
        entrants: teams.map(listedEntrant),
      },
      200,
    );
  })
  .get("/:slug/table", async (c) => {
    const db = getDb(c.env);
    const competition = await competitionBySlug(db, c.req.param("slug"));
    const { rows, adjustments } = await publicCompetitionTable(db, competition);
    return c.json({ competition: competitionSummary(competition), rows, adjustments }, 200);
  })
  .get("/:slug/fixtures", async (c) => {
    const db = getDb(c.env);
    const competition = await competitionBySlug(db, c.req.param("slug"));
    const rounds = await fixturesByRound(db, competition);
    return c.json({ competition: competitionSummary(competition), currentRound: currentRound(rounds), rounds }, 200);
  });

/**
 * The signed-in club's competitions: /api/clubs/competitions (issue 10). The club's standings
 * screen shows their tables, its own row marked, read-only: results make a computed table. A
 * competition with any of the club's teams (issue 22) is listed once.
 */
export const clubCompetitions = new Hono<AppEnv>().use(requireClub).get("/", async (c) => {
  const rows = await getDb(c.env)
    .selectDistinct({ competition: competitionsTable })
    .from(competitionsTable)
    .innerJoin(entrants, eq(entrants.competitionId, competitionsTable.id))
    .innerJoin(teams, eq(teams.id, entrants.teamId))
    .where(eq(teams.clubId, c.var.club.id))
    .orderBy(desc(competitionsTable.season), desc(competitionsTable.code), desc(competitionsTable.featured), asc(competitionsTable.nameEn));
  return c.json(rows.map(({ competition }) => competitionSummary(competition)), 200);
});
