import * as v from "valibot";
import { badRequest } from "./errors";

const numericId = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1));

/**
 * Path ids must be positive integers: anything else is the client's mistake, a 400 with the
 * item's own message (apiMessages, e.g. "Invalid club ID") under `id`.
 */
export function parseId(raw: string, message: string): number {
  const result = v.safeParse(numericId, raw);
  if (!result.success) throw badRequest(message, { id: message });
  return result.output;
}
