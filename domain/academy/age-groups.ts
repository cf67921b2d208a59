/**
 * The academy's age groups (SPEC section 9: U10, U12, U14, U16 for ages 6 to 16), read from the
 * free text parents write about their children ("Nikos, 9; Maria 12 years", "born 2015").
 * Reading is best effort: a registration whose text holds no readable age is in no group.
 */
import { AGE_GROUPS, type AgeGroup } from "../../schema/back-office-requests";

/** Ages written as numbers from 3 to 18, and birth years turned into ages in `year`. */
export function agesIn(details: string, year: number): number[] {
  const ages: number[] = [];
  for (const match of details.matchAll(/\d+/g)) {
    const value = Number(match[0]);
    if (match[0].length <= 2 && value >= 3 && value <= 18) ages.push(value);
    else if (match[0].length === 4 && value >= year - 18 && value <= year - 3) ages.push(year - value);
  }
  return ages;
}

/** Under 10, under 12, under 14, and under 16 (16-year-olds included, the academy's upper age). */
export function ageGroupOf(age: number): AgeGroup | undefined {
  if (age < 3 || age > 16) return undefined;
  if (age < 10) return "U10";
  if (age < 12) return "U12";
  if (age < 14) return "U14";
  return "U16";
}

/** Every group one of the children falls in, in the academy's order. */
export function ageGroupsIn(details: string, year: number): AgeGroup[] {
  const groups = new Set(agesIn(details, year).map(ageGroupOf));
  return AGE_GROUPS.filter((group) => groups.has(group));
}
