/**
 * Rows into answers (issue 22, point 5): an answer's fields are the entries of its schema
 * (schema/responses.ts, derived from the drizzle tables), so the serializers and the selects that
 * feed them name no field of their own. A column added to a table reaches the answer with no
 * edit here.
 */
import { getTableColumns, type Table } from "drizzle-orm";
import type * as v from "valibot";

type ObjectAnswer = v.ObjectSchema<v.ObjectEntries, undefined> | v.StrictObjectSchema<v.ObjectEntries, undefined>;

/** The answer's fields of a row (or of a row with its joined and computed fields), in the answer's order; nothing else. */
export function asAnswer<S extends ObjectAnswer>(answer: S, row: v.InferOutput<S>): v.InferOutput<S> {
  const fields = row as Record<string, unknown>;
  return Object.fromEntries(Object.keys(answer.entries).map((key) => [key, fields[key]])) as v.InferOutput<S>;
}

type ColumnsOf<T extends Table> = T["_"]["columns"];

/** The table's columns an answer carries: a select of exactly those (add the joined fields beside them). */
export function columnsFor<T extends Table, S extends ObjectAnswer>(table: T, answer: S): Pick<ColumnsOf<T>, keyof S["entries"] & keyof ColumnsOf<T>> {
  const columns: Record<string, unknown> = getTableColumns(table);
  return Object.fromEntries(Object.keys(answer.entries).filter((key) => key in columns).map((key) => [key, columns[key]])) as Pick<ColumnsOf<T>, keyof S["entries"] & keyof ColumnsOf<T>>;
}
