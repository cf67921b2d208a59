/**
 * The rules many request schemas share, each written once (issue 15, "one home per rule"): a
 * whole number in a range, a date that exists on the calendar, a kick-off time, the window a
 * match date must fall in, and an object that is not a list. Text fields take `wellFormedString`
 * (schema/text.ts).
 */
import * as v from "valibot";
import { todayIso, yearsAfter } from "./athens-time";
import { LIMITS } from "./constants";
import { messages as m } from "./messages";

/**
 * A check valibot has no message of ours for (a wrong type in a field without its own message)
 * must still answer with a sentence the app translates, never valibot's "Invalid type: ...".
 * Every field names its own message; this is the net under them.
 */
v.setGlobalMessage(m.invalidInput);

/** A whole number from `min` to `max`; `message` for anything else, a wrong type included. */
export const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A YYYY-MM-DD date that exists on the calendar (v.isoDate alone lets 2027-02-30 through). */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A kick-off, HH:MM from 00:00 to 23:59 (a pattern, so the API document shows it). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (value: string) => TIME_PATTERN.test(value);

/**
 * A match is dated from 1950 to ten years after today (Athens): year 0100 or 9999 is a typing
 * slip. Today is read on every call. Its message: `messages.matchDateRange`.
 */
export const isMatchDateInWindow = (date: string) => date >= LIMITS.earliestMatchDate && date <= yearsAfter(todayIso(), LIMITS.matchYearsAhead);

const isJsonObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `schema` (an object schema) that also refuses a list, with `message`: valibot's object schema
 * takes `["x"]` as an object with none of its keys, so an object whose fields may all be left out
 * would take a list as "nothing to change". The check reads the value as sent and adds nothing to
 * it: what comes out is `schema`'s fields only.
 */
export const objectNotList = <T extends v.GenericSchema<unknown, object>>(schema: T, message: string) =>
  v.intersect([v.pipe(v.unknown(), v.check(isJsonObject, message), v.transform(() => ({}))), schema], message);

/**
 * The one rule for an optional field of a request body (issue 20, point 6): it may be left out,
 * or sent as `null`, which is how an answer gives an empty field, so what a GET returns a PATCH
 * takes back as it is. `null` comes out as `empty` (by default as if left out, which a PATCH reads
 * as "keep it"); a field left out comes out as `absent` (by default: left out).
 *
 *   optionalField(text, { empty: "" })                 // null clears the text
 *   optionalField(v.boolean(m), { empty: false, absent: false })
 *   optionalField(wholeNumber(m, 1, 9), { empty: null }) // null clears the number
 */
export function optionalField<TSchema extends v.GenericSchema, const TEmpty = undefined, const TAbsent extends v.InferInput<TSchema> | null | undefined = undefined>(
  schema: TSchema,
  { empty, absent }: { empty?: TEmpty; absent?: TAbsent } = {},
) {
  // NoInfer: the types come from the arguments, never from where the field is used (an object's entries).
  const field = v.pipe(
    v.nullable(schema),
    v.transform((value): v.InferOutput<TSchema> | NoInfer<TEmpty> => (value === null ? (empty as TEmpty) : (value as v.InferOutput<TSchema>))),
  );
  return v.optional(field, absent as NoInfer<TAbsent>);
}

/**
 * A PATCH's fields: each of `entries` may be left out or sent as null. A field that is optional
 * already keeps its own rule; one whose `null` means something (a bye, no bonus) keeps it.
 */
export function optionalFields<TEntries extends Record<string, v.GenericSchema>>(entries: TEntries) {
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [key, schema.type === "optional" ? schema : schema.type === "nullable" ? v.optional(schema) : optionalField(schema)]),
  ) as { [K in keyof TEntries]: OptionalEntry<TEntries[K]> };
}

type OptionalEntry<TSchema extends v.GenericSchema> =
  TSchema extends v.OptionalSchema<v.GenericSchema, unknown>
    ? TSchema
    : TSchema extends v.NullableSchema<v.GenericSchema, unknown>
      ? v.OptionalSchema<TSchema, undefined>
      : ReturnType<typeof optionalField<TSchema>>;
