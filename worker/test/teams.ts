/** Helpers for the tests of clubs' teams (issue 22). */
import { fixtures, teams } from "../../schema/tables/competitions";
import { db } from "./helpers";

/** A club's team, a senior men's union XV unless told otherwise. */
export async function createTeam(clubId: number | null, overrides: Partial<typeof teams.$inferInsert> = {}) {
  const [team] = await db()
    .insert(teams)
    .values({ clubId, nameEn: "Test Team", nameEl: "Ομάδα Δοκιμής", kind: "men", ageGroup: "senior", code: "union", ...overrides })
    .returning();
  return team!;
}

/** A friendly between two teams, played or not. */
export async function createFixture(homeTeamId: number, awayTeamId: number, overrides: Partial<typeof fixtures.$inferInsert> = {}) {
  const [fixture] = await db()
    .insert(fixtures)
    .values({ homeTeamId, awayTeamId, competitionLabel: "Friendly", date: "2026-10-10", time: "15:00", ...overrides })
    .returning();
  return fixture!;
}
