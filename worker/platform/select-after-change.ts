/**
 * Rows written in a D1 batch only when the statement before them wrote a row: so a row that
 * belongs to a change (its history, its audit record, its mails) is stored with that change or not
 * at all, even when the change is conditional and may change nothing.
 */
import { getTableColumns, is, sql, SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * `insert into table (…) select … where changes() = 1`: a row written only when the statement
 * before it in the batch changed one row (SQLite's `changes()`, which does not count what triggers
 * change). Each such row changes one row, so a chain of them follows the first statement.
 * `values` may hold SQL expressions. (Every column in the table's order, as drizzle lists them for
 * an insert from a select.)
 */
export function selectAfterChange(table: SQLiteTable, values: Record<string, unknown>): SQL {
  return selectWhen(table, values, sql`changes() = 1`);
}

/** The same row, written only when `condition` holds as the statement runs (e.g. `changes() > 0`, or an `exists (…)`). */
export function selectWhen(table: SQLiteTable, values: Record<string, unknown>, condition: SQL): SQL {
  // drizzle leaves generated columns out of an insert (an internal method; these tables have none).
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert());
  const list = columns.map(([key, column]) => {
    const value = values[key];
    if (value === undefined) return is(column.default, SQL) ? column.default : column.default === undefined ? sql`null` : sql`${column.mapToDriverValue(column.default)}`;
    return is(value, SQL) ? value : sql`${column.mapToDriverValue(value)}`;
  });
  return sql`select ${sql.join(list, sql`, `)} where ${condition}`;
}
