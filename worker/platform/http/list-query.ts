/**
 * Query-string rules shared by the public lists. They go through `validate("query", ...)`, so a
 * bad value is the usual 400 `{message, code, fields}` and the typed client knows the parameters.
 */
import * as v from "valibot";
import { RUGBY_TYPES } from "../../../schema/constants";
import { messages as m } from "../../../schema/messages";

/**
 * `?limit=N`: a positive whole number, `fallback` when absent. Values above `max` are cut to
 * `max` rather than refused: asking for "as many as you can" is not a mistake.
 */
export const limitParam = (fallback: number, max: number) => {
  const message = `Limit must be a whole number from 1 to ${max}`;
  return v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{1,6}$/, message),
      v.transform(Number),
      v.minValue(1, message),
      v.transform((n) => Math.min(n, max)),
    ),
    String(fallback),
  );
};

/** `?code=union|league`: the rugby code a list is narrowed to. */
export const rugbyCodeParam = v.optional(v.picklist(RUGBY_TYPES, m.rugbyTypeInvalid));

/** An opaque keyset cursor: base64url of a JSON tuple, never shown to users. */
export function encodeCursor(values: readonly (string | number)[]): string {
  return btoa(JSON.stringify(values)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The tuple inside a cursor, or null when it is not one of ours. */
export function decodeCursor(raw: string): unknown[] | null {
  if (raw.length > 200 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  try {
    const value: unknown = JSON.parse(atob(raw.replace(/-/g, "+").replace(/_/g, "/")));
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
