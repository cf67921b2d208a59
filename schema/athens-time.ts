/**
 * Time in Athens, the one way the portal reads it (the federation's TIME_ZONE, Europe/Athens).
 * Matches are stored as the local wall-clock date (YYYY-MM-DD) and time (HH:MM), as the SPEC
 * keeps them; "today" for the dates people enter is the date on a calendar in Athens. The worker,
 * the page renderer and the browser all ask here, so a date the picker offers is never one the
 * server refuses and a fixture turns into a result at the same minute everywhere.
 *
 * The offset is computed from the EU summer-time rule rather than asked of Intl: a time-zone
 * formatter costs a slow phone tens of milliseconds to build (athens-time.test.ts holds the rule
 * to Intl for every hour of three years). Every function reads the clock on each call, never at
 * module load: a worker's clock reads 1970 until a request arrives.
 */

/** A wall-clock date and time in Athens: fixed-width strings, so comparing them as text orders them in time. */
export type LocalDateTime = { date: string; time: string };

/** 01:00 UTC on the last Sunday of a month (0-based), when EU summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number) {
  const day = new Date(Date.UTC(year, month + 1, 0, 1));
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.getTime();
}

/**
 * UTC offset of Europe/Athens at an instant, in minutes: 180 in EU summer time (last Sunday of
 * March to last Sunday of October, from 01:00 UTC), 120 otherwise.
 */
export function athensOffsetMinutes(at: Date): number {
  const year = at.getUTCFullYear();
  const summer = at.getTime() >= lastSundayAtOneUtc(year, 2) && at.getTime() < lastSundayAtOneUtc(year, 9);
  return summer ? 180 : 120;
}

/** The date and time on a clock in Athens at `now`, truncated to the minute. */
export function athensNow(now: Date = new Date()): LocalDateTime {
  const wall = new Date(now.getTime() + athensOffsetMinutes(now) * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** Today in Athens as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()): string => athensNow(now).date;

/** The same day `years` later, as YYYY-MM-DD (29 February stays 29 February: only compared as text). */
export const yearsAfter = (isoDate: string, years: number) => `${String(Number(isoDate.slice(0, 4)) + years).padStart(4, "0")}${isoDate.slice(4)}`;

/**
 * SPEC: a match is completed once its date and time are in the past. Minute precision: a match
 * set for 15:00 counts as kicked off from 15:00 Athens time.
 */
export function hasKickedOff(match: LocalDateTime, now: LocalDateTime = athensNow()): boolean {
  return match.date < now.date || (match.date === now.date && match.time <= now.time);
}

/** hasKickedOff at an instant (a browser's clock, `useNow()`). */
export const isCompleted = (match: LocalDateTime, now: Date) => hasKickedOff(match, athensNow(now));

/** Calendar days between two YYYY-MM-DD dates. */
const daysBetween = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * Whether `today` (Athens) is a fixture's day, or the day before or after: when its clubs'
 * officials may enter its result and score it live (issue 14).
 */
export const isMatchDayWindow = (fixtureDate: string, today: string) => daysBetween(fixtureDate, today) <= 1;
