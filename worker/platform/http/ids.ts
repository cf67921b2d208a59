import * as v from "valibot";
import { badRequest } from "../errors/api-error";

const numericId = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1));

/**
 * A club's id as a route segment: digits only, so the signed-in club's own paths beside it
 * (/clubs/news, /clubs/players ...) never reach a `/clubs/{id}` route, whatever the order of
 * mounting. Typed as plain `/:id`, so the web client's typed paths stay `clubs[":id"]`.
 */
export const CLUB_ID = "/:id{[0-9]+}" as "/:id";
/** A read of `/api/clubs/{id}` (or of its players, matches, logo or matches.csv) that no route takes, its id being no number. */
export const NOT_A_CLUB_ID_PATH = /^\/api\/clubs\/[^/]+(\/(players|matches|logo|matches\.csv))?$/;

/**
 * Path ids must be positive integers: anything else is the client's mistake, a 400 with the
 * item's own message (apiMessages, e.g. "Invalid club ID") under `id`.
 */
export function parseId(raw: string, message: string): number {
  const result = v.safeParse(numericId, raw);
  if (!result.success) throw badRequest(message, { id: message });
  return result.output;
}
