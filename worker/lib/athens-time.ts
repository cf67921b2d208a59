/**
 * Matches are stored as the local wall-clock date (YYYY-MM-DD) and time (HH:MM) in Europe/Athens,
 * as the SPEC keeps them. To tell upcoming from completed we compare them with the current
 * Athens wall clock, which Intl computes with the DST rules (UTC+2 in winter, UTC+3 in summer).
 * Both are fixed-width strings, so comparing them as text orders them in time.
 */
import { TIME_ZONE } from "../../schema/constants";

export type LocalDateTime = { date: string; time: string };

// h23, not hour12:false: some engines print midnight as "24" with the latter.
const athensClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The current date and time on a clock in Athens, truncated to the minute. */
export function athensNow(now: Date = new Date()): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of athensClock.formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * SPEC: a match is completed once its date and time are in the past. Minute precision: a match
 * set for 15:00 counts as kicked off from 15:00 Athens time.
 */
export function hasKickedOff(match: LocalDateTime, now: LocalDateTime = athensNow()): boolean {
  return match.date < now.date || (match.date === now.date && match.time <= now.time);
}
