/**
 * Turns the demo data into one SQL file of INSERT OR IGNORE statements (fixed ids), so running it
 * twice changes nothing. Column names come from the drizzle tables.
 */
import { clubsInGreek, teamsInGreek, translatedNews, venuesInGreek } from "./bilingual";
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { hashPassword, UNUSABLE_PASSWORD } from "../../worker/lib/password";
import { clubs, matches, news, players, standings, users } from "../../schema/tables";
import { competitions, entrants, fixtures, pointsAdjustments } from "../../schema/tables/competitions";
import { seedCompetitions } from "./competitions";
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

const isoDay = (offsetDays: number, from = new Date()) => new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A club's own opponent in Greek: a member club's Greek name, else the team's from bilingual.ts. */
const opponentInGreek = (opponent: string) => {
  const club = data.seedClubs.find((row) => row.name === opponent);
  return club ? clubsInGreek[club.id]?.nameEl : teamsInGreek[opponent];
};

/** The demo's content rows, as inserted (no passwords): each text in English and in Greek (issue 21). */
export function seedContentRows(today = new Date()) {
  const clubRows = data.seedClubs.map(({ password: _password, ...club }) => ({ ...club, ...clubsInGreek[club.id] }));
  const matchRows = data.seedMatches.map(({ dayOffset, ...match }) => ({
    ...match,
    opponentEl: opponentInGreek(match.opponent) ?? null,
    venueEl: venuesInGreek[match.venue] ?? null,
    date: isoDay(dayOffset, today),
  }));
  return { clubs: clubRows, matches: matchRows, competitions: seedCompetitions(today) };
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
  const { matches: matchRows, competitions: competitionRows } = seedContentRows(today);

  return [
    ...inserts(clubs, clubRows),
    ...inserts(users, userRows),
    ...inserts(news, newsRows),
    ...inserts(players, data.seedPlayers),
    ...inserts(matches, matchRows),
    ...inserts(standings, data.seedStandings),
    ...inserts(competitions, competitionRows.competitions),
    ...inserts(entrants, competitionRows.entrants),
    ...inserts(fixtures, competitionRows.fixtures),
    ...inserts(pointsAdjustments, competitionRows.adjustments),
  ].join("\n");
}
