import type { RugbyType } from "../../schema/constants";
import type { Club, Match, News, Player, Standing, User } from "../../schema/tables";
import { hasKickedOff, type LocalDateTime } from "./athens-time";

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

/** A news article as listed publicly. The SPEC's client reads the date under both spellings. */
export function publicNews(article: News, clubName: string | null) {
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
  };
}
export type PublicNews = ReturnType<typeof publicNews>;

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
export type PublicPlayer = ReturnType<typeof publicPlayer>;

/** SPEC section 3: a competition whose text contains "union" is union, anything else league. */
export const rugbyTypeOf = (competition: string): RugbyType => (competition.toLowerCase().includes("union") ? "union" : "league");

/** The few club fields a fixture list shows beside each match. */
export type MatchClub = Pick<Club, "id" | "name" | "abbreviation" | "logoUrl">;

/** A fixture or result. `now` is the Athens wall clock of the request, so one list agrees with itself. */
export function publicMatch(match: Match, club: MatchClub, now: LocalDateTime) {
  return {
    id: match.id,
    opponent: match.opponent,
    date: match.date,
    time: match.time,
    venue: match.venue,
    competition: match.competition,
    isHomeGame: match.isHomeGame,
    clubId: match.clubId,
    club: { id: club.id, name: club.name, abbreviation: club.abbreviation, logoUrl: club.logoUrl },
    clubScore: match.clubScore,
    opponentScore: match.opponentScore,
    isCompleted: hasKickedOff(match, now),
    rugbyType: rugbyTypeOf(match.competition),
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
export type PublicStanding = ReturnType<typeof publicStanding>;
