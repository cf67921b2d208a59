/**
 * Issue 25: the match lists' plans once SQLite has statistics (ANALYZE, which `PRAGMA optimize`
 * runs on D1) of a federation with years of fixtures, half of them played: a list reads the
 * fixtures it answers, not the whole table (scripts/bench/query-plan.ts's check).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { drawPlan, planProblems, type PlanRow } from "../../../scripts/bench/query-plan";
import { getDb } from "../../platform/db";
import { createClub } from "../../test/helpers";
import { createTeam } from "../../test/teams";
import { clubMatchesQuery, upcomingQuery } from "./club-fixtures";

const FIXTURES = 3_000;
const GUESTS = 200;
const GROWING = ["fixtures"];
const NOW = { date: "2026-06-01", time: "12:00" };
let clubId = 0;

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanRow>();
  return results;
}

describe("the match lists' plans with statistics (issue 25)", () => {
  beforeAll(async () => {
    const clubs = [await createClub({ name: "Plan Home RFC" }), await createClub({ name: "Plan Away RFC" }), await createClub({ name: "Plan Third RFC" })];
    clubId = clubs[0]!.id;
    const teams = await Promise.all(clubs.map((club) => createTeam(club.id)));
    const sql = (text: string) => env.DB.prepare(text).run();
    await sql(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${GUESTS - 1})
               INSERT INTO teams (name_en, guest_key) SELECT 'Plan guest ' || i, 'plan-guest-' || i FROM n`);
    // A fixture a day from about four years before NOW to four after it: the clubs' teams in turn, each against a guest, home and away.
    await sql(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${FIXTURES - 1}),
               guest(first) AS (SELECT min(id) FROM teams WHERE guest_key LIKE 'plan-guest-%'),
               sides AS (SELECT i, CASE i % 3 WHEN 0 THEN ${teams[0]!.id} WHEN 1 THEN ${teams[1]!.id} ELSE ${teams[2]!.id} END AS own, (SELECT first FROM guest) + i % ${GUESTS} AS other FROM n)
               INSERT INTO fixtures (competition_label, home_team_id, away_team_id, date, time, status)
               SELECT 'Friendly', CASE i % 2 WHEN 0 THEN own ELSE other END, CASE i % 2 WHEN 0 THEN other ELSE own END,
                      date('${NOW.date}', '-1500 days', '+' || i || ' days'), '15:00', 'scheduled' FROM sides`);
    await sql("ANALYZE");
  });

  it("starts the upcoming list at today's fixtures in the kick-off index, not at the first fixture ever", async () => {
    const rows = await plan(upcomingQuery(getDb(env), NOW, { limit: 20 }));
    expect(drawPlan(rows).join("\n")).toMatch(/SEARCH fixtures USING INDEX fixtures_date_idx \(date>\?\)/);
    expect(planProblems(rows, { growing: GROWING }), drawPlan(rows).join("\n")).toEqual([]);
  });

  it("reads a club's matches through its teams' fixtures, not by walking every fixture", async () => {
    const rows = await plan(clubMatchesQuery(getDb(env), clubId));
    expect(planProblems(rows, { growing: GROWING, unpaged: true }), drawPlan(rows).join("\n")).toEqual([]);
  });
});
