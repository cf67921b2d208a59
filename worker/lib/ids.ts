import * as v from "valibot";
import { badRequest } from "./errors";

const numericId = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1));

/** Path ids must be positive integers: anything else is the client's mistake, a 400. */
export function parseId(raw: string, what = "id"): number {
  const result = v.safeParse(numericId, raw);
  if (!result.success) throw badRequest(`Invalid ${what}`, { [what]: `Invalid ${what}` });
  return result.output;
}
