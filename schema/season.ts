/**
 * A season, the one rule: a year (`2026`) or two years in a row (`2026-27`), with one message.
 * The standing rows, the standings' `?season=` and the competitions check with seasonSchema; the
 * dashboard offers currentSeason() for a new row.
 */
import * as v from "valibot";
import { todayIso } from "./athens-time";
import { messages as m } from "./messages";
import { wellFormedString } from "./text";

/** `2026`, or `2026-27` with the second year the one after the first. */
export const isSeason = (value: string) => {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  return match !== null && (match[2] === undefined || Number(match[2]) === (Number(match[1]) + 1) % 100);
};

/** A season as a request gives it (trimmed). */
export const seasonSchema = v.pipe(wellFormedString(m.seasonFormat), v.trim(), v.check(isSeason, m.seasonFormat));

/** The season running in Athens at `now`, e.g. "2026-27" from September 2026 to August 2027. */
export function currentSeason(now: Date = new Date()) {
  const [year, month] = todayIso(now).split("-").map(Number);
  const start = month >= 9 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
