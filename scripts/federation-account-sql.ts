/**
 * The SQL that makes the federation's first account (scripts/create-federation-account.ts runs it
 * with wrangler; worker/modules/accounts/first-federation-account.test.ts proves the account it
 * makes signs in to the back office). Pure: no Node-only module, so the worker's tests load it.
 */
import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { clubs, persons } from "../schema/tables";
import { personRoles } from "../schema/tables/people";
import { clubsInGreek } from "./seed/bilingual";
import { seedClubs } from "./seed/data";

export type FederationAccount = { email: string; firstName: string; lastName: string; passwordHash: string; language: "en" | "el"; phone: string };

export const sqlValue = (value: unknown): string => {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
};

/** `INSERT INTO table (...) SELECT ... WHERE condition`: column names from the drizzle table. */
function insertWhere(table: Table, row: Record<string, unknown>, condition: string): string {
  const columns = getTableColumns(table);
  const keys = Object.keys(row).filter((key) => row[key] !== undefined);
  for (const key of keys) if (!(key in columns)) throw new Error(`${getTableName(table)} has no column ${key}`);
  return `INSERT INTO "${getTableName(table)}" (${keys.map((key) => `"${columns[key]!.name}"`).join(", ")}) SELECT ${keys.map((key) => sqlValue(row[key])).join(", ")} WHERE ${condition};`;
}

/** The demo's federation row (its names, description, logo and site), without its demo sign-in. */
function federationProfile() {
  const demo = seedClubs.find((club) => club.isAdmin);
  if (!demo) throw new Error("scripts/seed/data.ts has no federation row");
  const { id, password: _password, email: _email, responsiblePersonName: _name, responsiblePersonEmail: _address, responsiblePersonPhone: _phone, ...profile } = demo;
  const { venue: _venue, venueEl: _venueEl, ...greek } = clubsInGreek[id] ?? {};
  return { ...profile, ...greek };
}

/**
 * The statements, each guarded so that running them again changes nothing: the federation's row
 * only when there is none, the person only when the address is free, their role only once.
 */
export function federationAccountSql(account: FederationAccount): string[] {
  const email = sqlValue(account.email);
  const personId = `(SELECT "id" FROM "persons" WHERE "email" = ${email})`;
  return [
    insertWhere(
      clubs,
      {
        ...federationProfile(),
        email: account.email,
        responsiblePersonName: `${account.firstName} ${account.lastName}`.trim(),
        responsiblePersonEmail: account.email,
        responsiblePersonPhone: account.phone,
        isAdmin: true,
        isClaimed: true,
        isVerified: true,
        status: "approved",
      },
      `NOT EXISTS (SELECT 1 FROM "clubs" WHERE "is_admin" = 1)`,
    ),
    insertWhere(
      persons,
      { email: account.email, passwordHash: account.passwordHash, firstName: account.firstName, lastName: account.lastName, isVerified: true, isDemo: false, language: account.language },
      `NOT EXISTS (SELECT 1 FROM "persons" WHERE "email" = ${email})`,
    ),
    `INSERT INTO "${getTableName(personRoles)}" ("person_id", "role", "club_id") SELECT ${personId}, 'super-admin', NULL WHERE ${personId} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "person_roles" WHERE "person_id" = ${personId} AND "role" = 'super-admin');`,
  ];
}
