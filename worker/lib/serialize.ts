import type { Club, User } from "../../schema/tables";

/** A club as anyone may see it: no password hash, no tokens, no private login e-mail. */
export function publicClub(club: Club) {
  return {
    id: club.id,
    name: club.name,
    abbreviation: club.abbreviation,
    location: club.location,
    description: club.description,
    logoUrl: club.logoUrl,
    rugbyUnion: club.rugbyUnion,
    rugbyLeague: club.rugbyLeague,
    isClaimed: club.isClaimed,
    foundedYear: club.foundedYear,
    website: club.website,
    facebookUrl: club.facebookUrl,
    instagramUrl: club.instagramUrl,
    xUrl: club.xUrl,
    responsiblePersonName: club.responsiblePersonName,
    responsiblePersonPhone: club.responsiblePersonPhone,
    createdAt: club.createdAt,
  };
}
export type PublicClub = ReturnType<typeof publicClub>;

/** The signed-in club's own view of itself (session and dashboard profile). */
export function ownClub(club: Club) {
  return {
    ...publicClub(club),
    email: club.email,
    responsiblePersonEmail: club.responsiblePersonEmail,
    isVerified: club.isVerified,
    isAdmin: club.isAdmin,
  };
}
export type OwnClub = ReturnType<typeof ownClub>;

/** A player account as its owner sees it. */
export function ownUser(user: User) {
  const { passwordHash: _hash, verificationToken: _token, verificationTokenExpiry: _expiry, ...profile } = user;
  return profile;
}
export type OwnUser = ReturnType<typeof ownUser>;
