/** Helpers of the families tests (issue 24): dates of birth relative to Athens' today, a signed-in parent. */
import { todayIso, yearsAfter } from "../../../schema/athens-time";
import { createUser, signInUser } from "../../test/helpers";

/** A date of birth `years` years before Athens' today, moved by `days`. */
export function bornYearsAgo(years: number, days = 0) {
  const date = new Date(`${yearsAfter(todayIso(), -years)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function signedInParent() {
  const parent = await createUser({ firstName: "Eleni", lastName: "Parent" });
  return { parent: parent!, cookie: await signInUser(parent!) };
}

