import { todayIso } from "../../schema/athens-time";

/** Whole years between a birth date (YYYY-MM-DD) and `today` (YYYY-MM-DD), as people count age. */
export function ageOn(dateOfBirth: string, today: string = todayIso()): number | undefined {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return undefined;
  const [, by, bm, bd] = birth.map(Number);
  const [, ny, nm, nd] = now.map(Number);
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  const age = ny - by - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : undefined;
}
