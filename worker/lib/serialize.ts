import { competitionCode } from "../../schema/competition-code";
import type { Club, Match, News, Player, Standing, User } from "../../schema/tables";
import { hasKickedOff, type LocalDateTime } from "../../schema/athens-time";

/** A club as anyone may see it: no password hash, no tokens, no private login e-mail. */
export function publicClub(club: Club) {
  return {
    id: club.id,
    name: club.name,
    abbreviation: club.abbreviation,
    location: club.location,
    description: club.description,
    // Issue 13: the Greek texts beside the SPEC's (Latin/English) ones; the app shows the reader's.
    nameEl: club.nameEl,
    locationEl: club.locationEl,
    descriptionEl: club.descriptionEl,
    venue: club.venue,
    venueEl: club.venueEl,
    logoUrl: club.logoUrl,
    rugbyUnion: club.rugbyUnion,
    rugbyLeague: club.rugbyLeague,
    isClaimed: club.isClaimed,
    foundedYear: club.foundedYear,
    website: club.website,
    facebookUrl: club.facebookUrl,
    instagramUrl: club.instagramUrl,
    xUrl: club.xUrl,
    // The responsible person is a private individual: named and reachable in public only when the club says so.
    contactPublic: club.contactPublic,
    responsiblePersonName: club.contactPublic ? club.responsiblePersonName : null,
    responsiblePersonEmail: club.contactPublic ? club.responsiblePersonEmail : null,
    responsiblePersonPhone: club.contactPublic ? club.responsiblePersonPhone : null,
    createdAt: club.createdAt,
  };
}
export type PublicClub = ReturnType<typeof publicClub>;

/** The signed-in club's own view of itself (session and dashboard profile). */
export function ownClub(club: Club) {
  return {
    ...publicClub(club),
    email: club.email,
    responsiblePersonName: club.responsiblePersonName,
    responsiblePersonEmail: club.responsiblePersonEmail,
    responsiblePersonPhone: club.responsiblePersonPhone,
    isVerified: club.isVerified,
    isAdmin: club.isAdmin,
    // A new club waits for the federation's approval: its dashboard says so (issue 19).
    status: club.status,
  };
}
export type OwnClub = ReturnType<typeof ownClub>;

/** A player account as its owner sees it. */
export function ownUser(user: User) {
  const { passwordHash: _hash, verificationToken: _token, verificationTokenExpiry: _expiry, lastLoginAt: _lastLogin, ...profile } = user;
  return profile;
}

type Translation = { id: number; slug: string; language: "en" | "el" } | null;

/**
 * A news article as listed publicly. The SPEC's client reads the date under both spellings.
 * Issue 13: the club's Greek name, and the article's translation (the other language), if any.
 */
export function publicNews(article: News, clubName: string | null, { clubNameEl = null, translation = null }: { clubNameEl?: string | null; translation?: Translation } = {}) {
  return {
    id: article.id,
    title: article.title,
    content: article.content,
    category: article.category,
    imageUrl: article.imageUrl,
    slug: article.slug,
    language: article.language,
    publishDate: article.publishDate,
    publish_date: article.publishDate,
    clubId: article.clubId,
    clubName,
    clubNameEl,
    translationOf: article.translationOf,
    translation,
  };
}

/** A roster entry on the club's public page. */
export function publicPlayer(player: Player) {
  return {
    id: player.id,
    name: player.name,
    position: player.position,
    jerseyNumber: player.jerseyNumber,
    dateOfBirth: player.dateOfBirth,
    height: player.height,
    weight: player.weight,
    clubId: player.clubId,
  };
}

/** The few club fields a fixture list shows beside each match. */
type MatchClub = Pick<Club, "id" | "name" | "abbreviation" | "logoUrl"> & { nameEl?: string | null };

/** A fixture or result. `now` is the Athens wall clock of the request, so one list agrees with itself. */
export function publicMatch(match: Match, club: MatchClub, now: LocalDateTime) {
  return {
    id: match.id,
    opponent: match.opponent,
    // Issue 21: the Greek texts beside the SPEC's; the client picks by its language.
    opponentEl: match.opponentEl,
    date: match.date,
    time: match.time,
    venue: match.venue,
    venueEl: match.venueEl,
    competition: match.competition,
    isHomeGame: match.isHomeGame,
    clubId: match.clubId,
    // The SPEC's club, and its Greek name for a reader of Greek (issue 13).
    club: { id: club.id, name: club.name, abbreviation: club.abbreviation, logoUrl: club.logoUrl, nameEl: club.nameEl ?? null },
    clubScore: match.clubScore,
    opponentScore: match.opponentScore,
    isCompleted: hasKickedOff(match, now),
    rugbyType: competitionCode(match.competition),
  };
}
export type PublicMatch = ReturnType<typeof publicMatch>;

/** A league-table row. */
export function publicStanding(row: Standing) {
  return {
    id: row.id,
    teamName: row.teamName,
    rugbyType: row.rugbyType,
    season: row.season,
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    pointsFor: row.pointsFor,
    pointsAgainst: row.pointsAgainst,
    pointsDifference: row.pointsFor - row.pointsAgainst,
    points: row.points,
    clubId: row.clubId,
  };
}
