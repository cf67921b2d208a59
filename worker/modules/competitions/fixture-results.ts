/**
 * Results agreed by both clubs (issue 14): /api/fixtures/{id}/result for the clubs (and the admin
 * on their behalf), /api/admin/fixtures/{id}/settle for the admin's decision with its reason.
 */
import { federationCan } from "../../../domain/people/roles";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import { fixtureMessages as f } from "../../../schema/competition-admin-messages";
import { liveMessages as l } from "../../../schema/live-messages";
import { resultEntrySchema, settleSchema } from "../../../schema/live-requests";
import { competitions, fixtures, teams } from "../../../schema/tables/competitions";
import type { AppEnv } from "../../platform/env";
import { getDb } from "../../platform/db";
import { badRequest } from "../../platform/errors/api-error";
import { parseId } from "../../platform/http/ids";
import { enterResult, resultRecord, scorerOf, scoringFixture, settleResult } from "./results";
import { validate } from "../../platform/http/validate";
import { assertTeamScope, clubMay, federationMay, requireClub, type WithClub } from "../../platform/sessions/auth-guards";
import { loadClub } from "../../platform/sessions/session";

const fixtureIdOf = (raw: string) => parseId(raw, f.invalidFixtureId);
const scoreOf = ({ homeScore, awayScore, homeTries, awayTries }: { homeScore: number; awayScore: number; homeTries: number; awayTries: number }) => ({
  homeScore,
  awayScore,
  homeTries,
  awayTries,
});

export const fixtureResults = new Hono<AppEnv>()
  /** The result's state and each club's entry; the admin also gets every change (who, when, before, after). */
  .get("/:id/result", async (c) => {
    const db = getDb(c.env);
    const fixture = await scoringFixture(db, fixtureIdOf(c.req.param("id")));
    const record = await resultRecord(db, fixture.fixture.id);
    const signedIn = await loadClub(c);
    const isAdmin = federationCan((signedIn?.admin ?? signedIn)?.roles ?? [], "competitions");
    return c.json({ fixtureId: fixture.fixture.id, state: fixture.fixture.resultState, entries: record.entries, history: isAdmin ? record.history : null }, 200);
  })
  .post("/:id/result", requireClub, clubMay("results"), validate("json", resultEntrySchema), async (c) => {
    const db = getDb(c.env);
    const fixture = await scoringFixture(db, fixtureIdOf(c.req.param("id")));
    // A team manager or scorer named for one team enters its fixtures' results only.
    await assertTeamScope(c, "results", async () => [fixture.fixture.homeTeamId, fixture.fixture.awayTeamId]);
    const scorer = scorerOf(c.var.club, fixture, c.var.actor);
    const input = c.req.valid("json");
    const side = scorer.side ?? input.side;
    if (!side) throw badRequest(l.sideRequired, { side: l.sideRequired });
    const after = await enterResult(db, fixture, { side, actor: scorer.actor, source: "form", score: scoreOf(input), env: c.env });
    return c.json({ fixtureId: fixture.fixture.id, side, ...after }, 200);
  });

/** The admin's side of results: a part of the admin area (worker/modules/admin/admin.ts), whose requireAdmin covers it. */
export const adminResults = new Hono<WithClub>()
  .post("/fixtures/:id/settle", federationMay("competitions"), validate("json", settleSchema), async (c) => {
    const db = getDb(c.env);
    const fixture = await scoringFixture(db, fixtureIdOf(c.req.param("id")));
    const input = c.req.valid("json");
    const after = await settleResult(db, fixture, c.var.actor, scoreOf(input), input.reason);
    return c.json({ fixtureId: fixture.fixture.id, ...after, reason: input.reason }, 200);
  })
  /** The admin's matches tab (issue 12): disputed results first, then those only one club has entered. */
  .get("/results", federationMay("competitions"), async (c) => {
    const db = getDb(c.env);
    const home = alias(teams, "home");
    const away = alias(teams, "away");
    const rows = await db
      .select({ fixture: fixtures, competition: competitions, homeName: home.nameEn, awayName: away.nameEn })
      .from(fixtures)
      .innerJoin(competitions, eq(competitions.id, fixtures.competitionId))
      .innerJoin(home, eq(home.id, fixtures.homeTeamId))
      .leftJoin(away, eq(away.id, fixtures.awayTeamId))
      .where(inArray(fixtures.resultState, ["disputed", "provisional"]))
      .orderBy(desc(sql`${fixtures.resultState} = 'disputed'`), desc(fixtures.date), asc(fixtures.id))
      .limit(200);
    return c.json(
      rows.map(({ fixture, competition, homeName, awayName }) => ({
        // A match's id is its fixture's (issue 22: every match is a fixture).
        matchId: fixture.id,
        fixtureId: fixture.id,
        state: fixture.resultState,
        date: fixture.date,
        time: fixture.time,
        home: homeName,
        away: awayName ?? "",
        homeScore: fixture.homeScore,
        awayScore: fixture.awayScore,
        competition: { slug: competition.slug, nameEn: competition.nameEn, nameEl: competition.nameEl },
      })),
      200,
    );
  });
