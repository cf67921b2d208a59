/**
 * Turns the demo data into one SQL file of INSERT OR IGNORE statements (fixed ids), so running it
 * twice changes nothing. Column names come from the drizzle tables.
 */
import { clubsInGreek, translatedNews } from "./bilingual";
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { hashPassword, UNUSABLE_PASSWORD } from "../../worker/platform/sessions/password";
import { clubs, news, players, persons } from "../../schema/tables";
import { competitions, entrants, fixtures, manualRows, pointsAdjustments, standingProposals, teams } from "../../schema/tables/competitions";
import { seedTypedTableRows } from "./typed-tables";
import { seedCompetitions } from "./competitions";
import { seedOwnFixtures } from "./own-fixtures";
import { seedTeams } from "./teams";
import { seedPeople } from "./people";
import { personRoles } from "../../schema/tables/people";
import { guardians, registrations, transfers } from "../../schema/tables/registrations";
import { seedRegister } from "./registrations";
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
 * The demo's content rows, as inserted (no passwords): each text in English and in Greek (issue 21);
 * the clubs' teams, the competitions, and the clubs' own games as fixtures after the competitions'.
 */
export function seedContentRows(today = new Date()) {
  const clubRows = data.seedClubs.map(({ password: _password, ...club }) => ({ ...club, ...clubsInGreek[club.id] }));
  const teams = seedTeams();
  const competitionRows = seedCompetitions(today, teams);
  const firstOwnId = Math.max(0, ...competitionRows.fixtures.map((fixture) => fixture.id)) + 1;
  const ownFixtures = seedOwnFixtures(teams, today, firstOwnId);
  const typedTables = seedTypedTableRows(teams, {
    competition: Math.max(...competitionRows.competitions.map((competition) => competition.id!)) + 1,
    entrant: Math.max(...competitionRows.entrants.map((entrant) => entrant.id!)) + 1,
  });
  return { clubs: clubRows, teams: teams.rows(), ownFixtures, competitions: competitionRows, typedTables };
}

export async function buildSeedSql(today = new Date()): Promise<string> {
  // Same password, same hash: hash each distinct password once (scrypt is deliberately slow).
  const hashes = new Map<string, string>();
  const hashOf = async (password: string | null) => {
    if (password === null) return UNUSABLE_PASSWORD;
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
    return hashes.get(password)!;
  };

  const clubRows = data.seedClubs.map(({ password: _password, ...club }) => ({ ...club, ...clubsInGreek[club.id] }));
  const { people, roles } = seedPeople();
  const personRows = await Promise.all(people.map(async ({ password, ...person }) => ({ ...person, passwordHash: await hashOf(password) })));
  const newsRows = [...data.seedNews, ...translatedNews(data.seedNews)].map(({ daysAgo, ...article }) => ({
    ...article,
    publishDate: new Date(today.getTime() - daysAgo * 86_400_000).toISOString(),
  }));
  const { teams: teamRows, ownFixtures, competitions: competitionRows, typedTables } = seedContentRows(today);
  const register = seedRegister(today, teamRows, people);
  const childRows = await Promise.all(register.children.map(async ({ password, ...child }) => ({ ...child, passwordHash: await hashOf(password) })));
  const withCards = personRows.map((person) => ({ ...person, healthCardExpiresOn: register.healthCards.get(person.id) ?? null }));

  return [
    ...inserts(clubs, clubRows),
    ...inserts(persons, [...withCards, ...childRows]),
    ...inserts(personRoles, [...roles, ...register.children.map((child, index) => ({ id: roles.length + index + 1, personId: child.id, role: "player" as const, clubId: null }))]),
    ...inserts(guardians, register.family),
    ...inserts(news, newsRows),
    ...inserts(players, data.seedPlayers),
    ...inserts(teams, teamRows),
    ...inserts(competitions, [...competitionRows.competitions, ...typedTables.competitions]),
    ...inserts(entrants, [...competitionRows.entrants, ...typedTables.entrants]),
    ...inserts(manualRows, typedTables.manualRows),
    ...inserts(standingProposals, typedTables.proposals),
    ...inserts(fixtures, [...competitionRows.fixtures, ...ownFixtures]),
    ...inserts(registrations, register.registrations),
    ...inserts(players, register.entries),
    ...inserts(transfers, register.transfers),
    ...inserts(pointsAdjustments, competitionRows.adjustments),
  ].join("\n");
}
