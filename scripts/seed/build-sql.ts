/**
 * Turns the demo data into one SQL file of INSERT OR IGNORE statements (fixed ids), so running it
 * twice changes nothing. Column names come from the drizzle tables.
 */
import { clubsInGreek, translatedNews } from "./bilingual";
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { hashPassword, UNUSABLE_PASSWORD } from "../../worker/lib/password";
import { clubs, news, players, users } from "../../schema/tables";
import { competitions, entrants, fixtures, pointsAdjustments, teams } from "../../schema/tables/competitions";
import { seedCompetitions } from "./competitions";
import { seedOwnFixtures } from "./own-fixtures";
import { seedTeams, type SeedTeams } from "./teams";
import * as data from "./data";

const sqlValue = (value: unknown): string => {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  if (typeof value === "object") return sqlValue(JSON.stringify(value));
  return `'${String(value).replaceAll("'", "''")}'`;
};

function inserts(table: Table, rows: Record<string, unknown>[]): string[] {
  const columns = getTableColumns(table);
  return rows.map((row) => {
    const keys = Object.keys(row).filter((key) => key in columns && row[key] !== undefined);
    const names = keys.map((key) => `"${columns[key].name}"`).join(", ");
    const values = keys.map((key) => sqlValue(row[key])).join(", ");
    return `INSERT OR IGNORE INTO "${getTableName(table)}" (${names}) VALUES (${values});`;
  });
}

/**
 * The competitions on teams (issue 22): seedCompetitions takes the teams (scripts/seed/teams.ts,
 * SeedTeams: a club's team of a code, a guest by name) and answers entrants with `teamId` and
 * fixtures with `homeTeamId`/`awayTeamId`. Until it does, its entrants' clubs and guest names
 * are turned into teams here, and each fixture's entrants into theirs.
 */
function competitionsOnTeams(today: Date, teams: SeedTeams) {
  const rows = (seedCompetitions as (today: Date, teams: SeedTeams) => ReturnType<typeof seedCompetitions>)(today, teams);
  type Legacy = { id: number; competitionId: number; teamId?: number; clubId?: number | null; name?: string; abbreviation?: string | null };
  const codeOf = new Map(rows.competitions.map((competition) => [competition.id, competition.code]));
  const teamOfEntrant = new Map<number, number>();
  const entrantRows = (rows.entrants as Legacy[]).map(({ id, competitionId, teamId, clubId, name, abbreviation }) => {
    const team = teamId ?? (clubId ? teams.ofClub(clubId, codeOf.get(competitionId)!) : teams.guest(name!, abbreviation ?? null));
    teamOfEntrant.set(id, team);
    return { id, competitionId, teamId: team };
  });
  type LegacyFixture = (typeof rows.fixtures)[number] & { homeEntrantId?: number; awayEntrantId?: number | null; homeTeamId?: number; awayTeamId?: number | null };
  const fixtureRows = (rows.fixtures as LegacyFixture[]).map(({ homeEntrantId, awayEntrantId, ...fixture }) => ({
    ...fixture,
    homeTeamId: fixture.homeTeamId ?? teamOfEntrant.get(homeEntrantId!)!,
    awayTeamId: fixture.awayTeamId !== undefined ? fixture.awayTeamId : awayEntrantId == null ? null : teamOfEntrant.get(awayEntrantId)!,
  }));
  return { ...rows, entrants: entrantRows, fixtures: fixtureRows };
}

/**
 * The demo's content rows, as inserted (no passwords): each text in English and in Greek (issue 21);
 * the clubs' teams, the competitions, and the clubs' own games as fixtures after the competitions'.
 */
export function seedContentRows(today = new Date()) {
  const clubRows = data.seedClubs.map(({ password: _password, ...club }) => ({ ...club, ...clubsInGreek[club.id] }));
  const teams = seedTeams();
  const competitionRows = competitionsOnTeams(today, teams);
  const firstOwnId = Math.max(0, ...competitionRows.fixtures.map((fixture) => fixture.id)) + 1;
  const ownFixtures = seedOwnFixtures(teams, today, firstOwnId);
  return { clubs: clubRows, teams: teams.rows(), ownFixtures, competitions: competitionRows };
}

export async function buildSeedSql(today = new Date()): Promise<string> {
  // Same password, same hash: hash each distinct password once (scrypt is deliberately slow).
  const hashes = new Map<string, string>();
  const hashOf = async (password: string | null) => {
    if (password === null) return UNUSABLE_PASSWORD;
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
    return hashes.get(password)!;
  };

  const clubRows = await Promise.all(
    data.seedClubs.map(async ({ password, ...club }) => ({ ...club, ...clubsInGreek[club.id], passwordHash: await hashOf(password) })),
  );
  const userRows = await Promise.all(data.seedUsers.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashOf(password) })));
  const newsRows = [...data.seedNews, ...translatedNews(data.seedNews)].map(({ daysAgo, ...article }) => ({
    ...article,
    publishDate: new Date(today.getTime() - daysAgo * 86_400_000).toISOString(),
  }));
  const { teams: teamRows, ownFixtures, competitions: competitionRows } = seedContentRows(today);

  return [
    ...inserts(clubs, clubRows),
    ...inserts(users, userRows),
    ...inserts(news, newsRows),
    ...inserts(players, data.seedPlayers),
    ...inserts(teams, teamRows),
    ...inserts(competitions, competitionRows.competitions),
    ...inserts(entrants, competitionRows.entrants),
    ...inserts(fixtures, [...competitionRows.fixtures, ...ownFixtures]),
    ...inserts(pointsAdjustments, competitionRows.adjustments),
  ].join("\n");
}
