import { drizzle } from "drizzle-orm/d1";
import * as tables from "../../schema/tables";
import * as competitionTables from "../../schema/tables/competitions";
import * as peopleTables from "../../schema/tables/people";
import * as registrationTables from "../../schema/tables/registrations";

export const getDb = (env: Pick<Env, "DB">) => drizzle(env.DB, { schema: { ...tables, ...competitionTables, ...peopleTables, ...registrationTables } });
export type Db = ReturnType<typeof getDb>;

/**
 * D1 reports a unique index violation in the message of the error or of its cause (drizzle wraps
 * it), naming the table whose index refused the write (`table`, when only that one counts).
 */
export function isUniqueViolation(error: unknown, table?: string): boolean {
  const refused = (table ? `UNIQUE constraint failed: ${table}.` : "UNIQUE constraint failed").toLowerCase();
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.toLowerCase().includes(refused)) return true;
  }
  return false;
}
