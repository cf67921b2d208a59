/** Small pieces shared by club and player account routes. */
import { accountMessages } from "../../schema/messages";
import { conflict } from "./errors";

/** 409 for a registration whose e-mail is already used, with the message under the e-mail field. */
export const emailTaken = () => conflict(accountMessages.emailTaken, { email: accountMessages.emailTaken });

/**
 * D1 reports a unique index violation in the message of the error or of its cause (drizzle wraps
 * it), naming the table whose index refused the write (`table`, when only that one counts).
 */
export function isUniqueViolation(error: unknown, table?: string): boolean {
  const refused = (table ? `UNIQUE constraint failed: ${table}.` : "UNIQUE constraint failed").toLowerCase();
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.toLowerCase().includes(refused)) return true;
  }
  return false;
}

/** Optional profile text: an empty field means "no value", stored as NULL; `undefined` leaves it alone. */
export const emptyToNull = <T>(value: T | "" | null | undefined): T | null | undefined =>
  value === undefined ? undefined : value === "" || value === null ? null : value;

/** The profile form's optional links and texts: an empty one clears the stored value. */
type ProfileOptionals = { description?: string | null; website?: string | null; facebookUrl?: string | null; instagramUrl?: string | null; xUrl?: string | null };

/**
 * A club profile as the database stores it, from the profile form's fields (the club's own form
 * and the admin's edit of it): the empty optional texts become null.
 */
export function clubProfileValues<T extends ProfileOptionals>({ description, website, facebookUrl, instagramUrl, xUrl, ...details }: T) {
  return {
    ...details,
    description: emptyToNull(description),
    website: emptyToNull(website),
    facebookUrl: emptyToNull(facebookUrl),
    instagramUrl: emptyToNull(instagramUrl),
    xUrl: emptyToNull(xUrl),
  };
}
