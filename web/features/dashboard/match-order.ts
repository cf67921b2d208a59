import { isCompleted, todayIso } from "../../../schema/athens-time";

type Fixture = { date: string; time: string };

/** Date, then kick-off time, ascending (SPEC: match lists are sorted by date ascending). */
export const byKickoff = <T extends Fixture>(a: T, b: T) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

/** Matches still to be played, soonest first. */
export const upcoming = <T extends Fixture>(matches: readonly T[], now = new Date()) =>
  matches.filter((match) => !isCompleted(match, now)).sort(byKickoff);

/**
 * The order an official picks a match from (issue 19): today's fixtures first (all day, kicked off
 * or not: the match being scored is one of them), then the upcoming ones soonest first, then the
 * past ones latest first. Today is Athens's.
 */
export function todayFirst<T extends Fixture>(matches: readonly T[], now = new Date()): T[] {
  const today = todayIso(now);
  const comingOrToday = matches.filter((match) => match.date >= today).sort(byKickoff);
  const past = matches.filter((match) => match.date < today).sort((a, b) => byKickoff(b, a));
  return [...comingOrToday, ...past];
}
