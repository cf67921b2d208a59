import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { persons } from "../../../schema/tables";
import { fixtures } from "../../../schema/tables/competitions";
import { createClub, createNews, createPerson, db } from "../../test/helpers";
import { matchDay } from "../../test/live";
import { AREA_TAGS } from "./tags";

/**
 * The rule that maps a write to the tags it raises: the triggers of migration 0015, one home in
 * SQL, so every writer is covered (a route, the cron, a live match's Durable Object, a script).
 * A later migration that rebuilds one of these tables must make its triggers again (as 0014 did
 * the search triggers): the first test fails until it does.
 */
const TABLE_TAGS: Record<string, string[]> = {
  clubs: ["clubs"],
  teams: ["clubs"],
  news: ["news"],
  players: ["players"],
  registrations: ["players"],
  transfers: ["players"],
  persons: ["players"],
  competitions: ["fixtures"],
  entrants: ["fixtures"],
  points_adjustments: ["fixtures"],
  manual_rows: ["fixtures"],
  standing_proposals: ["fixtures"],
  result_entries: ["fixtures"],
  result_history: ["fixtures"],
  fixtures: ["fixtures", "live", "fixture:"],
};

async function versions(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare("SELECT tag, version FROM edge_cache_versions").all<{ tag: string; version: number }>();
  return Object.fromEntries(results.map((row) => [row.tag, row.version]));
}

/** Which tags a write raised. */
async function raisedBy(write: () => Promise<unknown>): Promise<string[]> {
  const before = await versions();
  await write();
  const after = await versions();
  return Object.keys(after)
    .filter((tag) => after[tag] !== before[tag])
    .sort();
}

describe("the triggers that raise the edge cache's versions (migration 0015)", () => {
  it("every table a public read draws from raises its tags on insert, update and delete", async () => {
    const { results } = await env.DB.prepare("SELECT name, tbl_name AS tableName, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_edge\\_%' ESCAPE '\\'").all<{
      name: string;
      tableName: string;
      sql: string;
    }>();
    const byTable = new Map<string, { name: string; sql: string }[]>();
    for (const trigger of results) byTable.set(trigger.tableName, [...(byTable.get(trigger.tableName) ?? []), trigger]);
    expect([...byTable.keys()].sort()).toEqual(Object.keys(TABLE_TAGS).sort());
    for (const [table, tags] of Object.entries(TABLE_TAGS)) {
      const triggers = byTable.get(table)!;
      // Updates and deletes always; inserts too, but for a person (on no roster until registered).
      expect(triggers.some((trigger) => /AFTER UPDATE/.test(trigger.sql)), table).toBe(true);
      expect(triggers.some((trigger) => /AFTER DELETE/.test(trigger.sql)), table).toBe(true);
      if (table !== "persons") expect(triggers.some((trigger) => /AFTER INSERT/.test(trigger.sql)), table).toBe(true);
      for (const tag of tags) expect(triggers.some((trigger) => trigger.sql.includes(`'${tag}`)), `${table} raises ${tag}`).toBe(true);
    }
  });

  it("every area has a tag the triggers raise, and each database its own epoch", async () => {
    const raised = new Set(Object.values(TABLE_TAGS).flat());
    for (const area of AREA_TAGS) expect(raised, area).toContain(area);
    expect((await versions()).epoch).toEqual(expect.any(Number));
  });

  it("a club, an article: their areas only", async () => {
    expect(await raisedBy(() => createClub())).toEqual(["clubs"]);
    const club = await createClub();
    expect(await raisedBy(() => createNews(club.id))).toEqual(["news"]);
  });

  it("a fixture's live score raises the live lists and that fixture, never the tables; its date raises the fixtures and that fixture", { timeout: 30_000 }, async () => {
    const { fixtureId } = await matchDay();
    const live = () => db().update(fixtures).set({ liveClock: "first-half", liveHomeScore: 7, liveAwayScore: 0, liveUpdatedAt: new Date().toISOString() }).where(eq(fixtures.id, fixtureId!));
    expect(await raisedBy(live)).toEqual([`fixture:${fixtureId}`, "live"]);
    const moved = () => db().update(fixtures).set({ time: "18:30" }).where(eq(fixtures.id, fixtureId!));
    expect(await raisedBy(moved)).toEqual([`fixture:${fixtureId}`, "fixtures"]);
  });

  it("a person's sign-in raises nothing; their public name raises the rosters", async () => {
    const person = await createPerson();
    expect(await raisedBy(() => db().update(persons).set({ lastLoginAt: new Date().toISOString() }).where(eq(persons.id, person.id)))).toEqual([]);
    expect(await raisedBy(() => db().update(persons).set({ lastName: "Renamed" }).where(eq(persons.id, person.id)))).toEqual(["players"]);
  });
});
