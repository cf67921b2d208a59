/**
 * The image a shared link of a page previews (issue 20, point 10). Facebook, X and LinkedIn show
 * no SVG, and most logos and pictures here are SVG: a club page and an article with an SVG (or
 * unknown) picture get a PNG card the card drawer draws (worker/modules/pages/previews.ts, worker/cards) at
 * `/og/<kind>/<id>.png?v=<version>`; an article with a photo (PNG, JPEG, GIF, WebP) is shared
 * with it as it is. The version is a hash of everything the card shows: a changed name or
 * picture is a new address, so a crawler that kept the old picture fetches the new one.
 */
import { pageWords } from "../../../../schema/open-data-messages";
import type { PageLocale } from "../../../../schema/page-contract";
import { say } from "../../../platform/http/language";
import { CARD, type ArticleCardText, type ClubCardText } from "../../../cards/card-drawing";

/** What the head says of its preview image: its address (absolute), and its type and size where known. */
export type PageImage = { url: string; alt: string; type?: string; width?: number; height?: number };

/** Raised when the cards are drawn differently: every card gets a new address, so crawlers fetch it again. */
const DESIGN = 1;

/** The logo a club without one shows (web/features/clubs/club-logo.tsx). */
const DEFAULT_CLUB_LOGO = "/images/default-club-logo.svg";

type ClubAnswer = { id: number; name: string; nameEl: string | null; location: string; locationEl: string | null; logoUrl: string | null };
type ArticleAnswer = { id: number; title: string; imageUrl: string; language: PageLocale; publishDate: string; clubName: string | null; clubNameEl?: string | null };

export type ClubCard = { kind: "club"; language: PageLocale; text: ClubCardText; picture: string };
export type ArticleCard = { kind: "news"; language: PageLocale; text: ArticleCardText; picture: string | null };
export type Card = ClubCard | ArticleCard;

/** A club's card in the page's language: its Greek name and town on a Greek page, where it has them. */
export function clubCard(club: ClubAnswer, language: PageLocale): ClubCard {
  const greek = language === "el";
  return {
    kind: "club",
    language,
    text: {
      name: (greek && club.nameEl?.trim()) || club.name,
      place: (greek && club.locationEl?.trim()) || club.location,
      federation: say(language, pageWords.federation),
    },
    picture: club.logoUrl || DEFAULT_CLUB_LOGO,
  };
}

/** An article's card, in the article's own language (its headline's): who published it, and when (Athens). */
export function articleCard(article: ArticleAnswer): ArticleCard {
  const language = article.language;
  const author = (language === "el" && article.clubNameEl?.trim()) || article.clubName || say(language, pageWords.federation);
  const date = new Date(article.publishDate);
  const day = Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(language === "el" ? "el-GR" : "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Athens" }).format(date);
  return { kind: "news", language, text: { title: article.title, byline: day ? `${author} · ${day}` : author }, picture: article.imageUrl || null };
}

/** The card's version: a hash of all it shows and of how it is drawn. */
export async function cardVersion(card: Card): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify([DESIGN, card])));
  return [...new Uint8Array(digest).slice(0, 6)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The card's address: a club's names its language, an article's is in the article's own. */
export async function cardAddress(card: Card, id: number, origin: string): Promise<string> {
  const url = new URL(`/og/${card.kind}/${id}.png`, origin);
  if (card.kind === "club") url.searchParams.set("lang", card.language);
  url.searchParams.set("v", await cardVersion(card));
  return url.toString();
}

const cardImage = async (card: Card, id: number, origin: string, alt: string): Promise<PageImage> => ({
  url: await cardAddress(card, id, origin),
  alt,
  type: "image/png",
  ...CARD,
});

export const clubPreview = (club: ClubAnswer, language: PageLocale, origin: string) => {
  const card = clubCard(club, language);
  return cardImage(card, club.id, origin, card.text.name);
};

/** Photos every network shows, by the ending of their address's path. */
const PHOTO_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

export function articlePreview(article: ArticleAnswer, origin: string): Promise<PageImage> {
  const url = new URL(article.imageUrl || "/", origin);
  const photo = PHOTO_TYPES[/\.([a-z]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? ""];
  if (photo) return Promise.resolve({ url: url.toString(), alt: article.title, type: photo });
  return cardImage(articleCard(article), article.id, origin, article.title);
}
