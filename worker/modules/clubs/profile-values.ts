/** A club profile as the database stores it (the club's own form and the admin's edit of it). */
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
