/** A full name as typed once ("Maria Papadopoulou"), as a first and a last name: the last name is everything after the first word. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}
