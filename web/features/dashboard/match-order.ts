import { isCompleted } from "../../../schema/athens-time";

type Fixture = { date: string; time: string };

/** Date, then kick-off time, ascending (SPEC: match lists are sorted by date ascending). */
export const byKickoff = <T extends Fixture>(a: T, b: T) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);

/** Matches still to be played, soonest first. */
export const upcoming = <T extends Fixture>(matches: readonly T[], now = new Date()) =>
  matches.filter((match) => !isCompleted(match, now)).sort(byKickoff);
