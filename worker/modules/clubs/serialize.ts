import type * as v from "valibot";
import { clubAnswer, newsAnswer, ownClubAnswer, playerAnswer, userAnswer } from "../../../schema/responses";
import type { Club, News, Player, Person } from "../../../schema/tables";
import { asAnswer } from "../../platform/answers";

/** A club as anyone may see it: no password hash, no tokens, no private login e-mail. */
export function publicClub(club: Club): PublicClub {
  // The responsible person is a private individual: named and reachable in public only when the club says so.
  const shown = club.contactPublic;
  return asAnswer(clubAnswer, {
    ...club,
    responsiblePersonName: shown ? club.responsiblePersonName : null,
    responsiblePersonEmail: shown ? club.responsiblePersonEmail : null,
    responsiblePersonPhone: shown ? club.responsiblePersonPhone : null,
  });
}
export type PublicClub = v.InferOutput<typeof clubAnswer>;

/** The signed-in club's own view of itself (session and dashboard profile); a new club's `status` says it waits for approval (issue 19). */
export const ownClub = (club: Club): OwnClub => asAnswer(ownClubAnswer, club);
export type OwnClub = v.InferOutput<typeof ownClubAnswer>;

/** A player account as its owner sees it. */
export const ownUser = (user: Person): v.InferOutput<typeof userAnswer> => asAnswer(userAnswer, user);

type Translation = { id: number; slug: string; language: "en" | "el" } | null;

/**
 * A news article as listed publicly. The SPEC's client reads the date under both spellings.
 * Issue 13: the club's Greek name, and the article's translation (the other language), if any.
 */
export function publicNews(
  article: News,
  clubName: string | null,
  { clubNameEl = null, translation = null }: { clubNameEl?: string | null; translation?: Translation } = {},
): v.InferOutput<typeof newsAnswer> {
  return asAnswer(newsAnswer, { ...article, publish_date: article.publishDate, clubName, clubNameEl, translation });
}

/** A roster entry as the register's view gives it (worker/modules/players/roster-view.ts): the row with a registered player's person and licence. */
type RosterEntry = Omit<Player, "dateOfBirth"> & { dateOfBirth: string | null; teamId: number | null; season: string | null; licenceNumber: string | null };
export type PlayerAnswer = v.InferOutput<typeof playerAnswer>;

/** A roster entry as its club sees it. */
export const ownPlayer = (entry: RosterEntry): PlayerAnswer => asAnswer(playerAnswer, entry);

/**
 * A roster entry on the club's public page. A registered player (shown only with their consent,
 * roster-view.ts isPublicEntry) shows name, club, team, position and number: no date of birth,
 * height, weight or licence (issue 24, point 8). A typed entry shows as the club published it.
 */
export const publicPlayer = (entry: RosterEntry): PlayerAnswer =>
  asAnswer(playerAnswer, entry.registrationId === null ? entry : { ...entry, dateOfBirth: null, height: null, weight: null, licenceNumber: null });

