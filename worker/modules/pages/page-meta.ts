/**
 * What a shared link of a public page previews (issue 11, point 5): its own description, and Open
 * Graph and Twitter card tags (title, description, image) in the page's language, plus schema.org
 * structured data as JSON-LD: SportsTeam (a club), NewsArticle (an article), SportsEvent (a
 * match) and SportsOrganization (the federation, on the home and about pages). Every page also
 * names its one canonical address, in the language it is drawn in, and its `hreflang`
 * alternates (page-addresses.ts); og:url is the canonical address (issue 20, point 10). Read from
 * the same API the page is drawn from (in process); worker/modules/pages/pages.ts writes it into the page's head.
 */
import { athensOffsetMinutes } from "../../../schema/athens-time";
import { pageDescriptions, pageWords } from "../../../schema/open-data-messages";
import type { PageLocale } from "../../../schema/page-contract";
import { DESCRIBED_PAGES, matchPage, paths, type DescribedPage } from "../../../schema/pages";
import { articlePreview, clubPreview, type PageImage } from "./previews/preview-images";
import { say } from "../../platform/http/language";
import { summaryOf } from "../open-data/news-feed";
import { articleAddresses, languageAlternates, pageAddress, type Alternate } from "./page-addresses";

export type PageMeta = {
  description: string;
  image: PageImage;
  type: "website" | "article";
  jsonLd: Record<string, unknown>[];
  /** The page's one address in the language it is drawn in (also its og:url). */
  canonical: string;
  alternates: Alternate[];
};
type Api = (path: string) => Promise<Response>;

/** The site's icon, for a page with no picture of its own. */
const DEFAULT_IMAGE = { path: "/icons/icon-512.png", type: "image/png", width: 512, height: 512 } as const;

/** The instant a local Athens date and time is, with its offset: 2030-07-06T15:00:00+03:00. */
function athensDateTime(date: string, time: string | null) {
  const guess = new Date(`${date}T${time || "00:00"}:00Z`);
  const offset = athensOffsetMinutes(new Date(guess.getTime() - 120 * 60_000));
  const sign = `+${String(Math.floor(offset / 60)).padStart(2, "0")}:${String(offset % 60).padStart(2, "0")}`;
  return `${date}T${time || "00:00"}:00${sign}`;
}

function federation(origin: string, locale: PageLocale) {
  return {
    "@context": "https://schema.org",
    "@type": "SportsOrganization",
    name: say(locale, pageWords.federation),
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    sport: "Rugby",
  };
}

const json = async <T>(api: Api, path: string): Promise<T | null> => {
  const response = await api(path);
  return response.ok ? ((await response.json()) as T) : null;
};

type Club = {
  id: number;
  name: string;
  nameEl: string | null;
  location: string;
  locationEl: string | null;
  description: string | null;
  descriptionEl: string | null;
  venue: string | null;
  venueEl: string | null;
  logoUrl: string | null;
  rugbyUnion: boolean;
  rugbyLeague: boolean;
};
type ArticleLink = { id: number; slug: string; language: "en" | "el" };
type Article = ArticleLink & {
  title: string;
  content: string;
  imageUrl: string;
  publishDate: string;
  clubName: string | null;
  clubNameEl: string | null;
  translationOf: number | null;
  translation: ArticleLink | null;
};

/** The club's texts in the page's language: the Greek ones on a Greek page, when the club has them. */
function clubIn(locale: PageLocale, club: Club) {
  const greek = locale === "el";
  const name = (greek && club.nameEl?.trim()) || club.name;
  return {
    name,
    otherName: greek ? (name === club.name ? null : club.name) : club.nameEl?.trim() || null,
    location: (greek && club.locationEl?.trim()) || club.location,
    description: ((greek && club.descriptionEl?.trim()) || club.description)?.trim() || null,
    ground: (greek && club.venueEl?.trim()) || club.venue?.trim() || null,
  };
}

type Competition = { slug: string; nameEn: string; nameEl: string; season: string; code: string };
type Match = {
  id: number;
  date: string;
  time: string;
  venue: string;
  /** Issue 21: the venue's and the opponent's Greek names, where they have them. */
  venueEl?: string | null;
  competition: string;
  competitionNameEl?: string | null;
  isHomeGame: boolean;
  opponent: string;
  opponentEl?: string | null;
  /** A competition fixture's opponent in Greek (its Greek name, else its name). */
  opponentNameEl?: string | null;
  club: { id: number; name: string; nameEl?: string | null };
  /** Issue 22: the club's team that plays, by its own names (a club fields several). */
  teamName?: string;
  teamNameEl?: string | null;
  /** A competition fixture's other side, when it is a member club. */
  opponentClubId?: number | null;
  status?: string;
};

const EVENT_STATUS: Record<string, string> = {
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
};

/**
 * Where a match is played: the fixture's venue, else the home club's ground, in the town of the
 * home club (a member club's, in the page's language); when the home side is not a member club,
 * the venue is all that is known, and names the town too.
 */
async function matchPlace(match: Match, locale: PageLocale, api: Api) {
  const homeClubId = match.isHomeGame ? match.club.id : match.opponentClubId;
  const found = homeClubId ? await json<Club>(api, `/api/clubs/${homeClubId}`) : null;
  const homeClub = found && clubIn(locale, found);
  const venue = matchIn(locale, match).venue || homeClub?.ground || null;
  const town = homeClub?.location || venue;
  return {
    "@type": "Place",
    name: venue || match.competition,
    address: { "@type": "PostalAddress", ...(town ? { addressLocality: town } : {}), addressCountry: "GR" },
  };
}

/** A match's sides, venue and competition in the page's language: their Greek names on a Greek page, where they have them (issue 21). */
function matchIn(locale: PageLocale, match: Match) {
  const greek = locale === "el";
  const club = (greek && (match.teamNameEl?.trim() || match.club.nameEl?.trim())) || match.teamName || match.club.name;
  const opponent = (greek && (match.opponentEl?.trim() || match.opponentNameEl?.trim())) || match.opponent;
  const [home, away] = match.isHomeGame ? [club, opponent] : [opponent, club];
  const venue = ((greek && match.venueEl?.trim()) || match.venue.trim() || match.venueEl?.trim()) ?? "";
  return { home, away, venue, competition: (greek && match.competitionNameEl?.trim()) || match.competition };
}

const isDescribedPage = (name: string): name is DescribedPage => (DESCRIBED_PAGES as readonly string[]).includes(name);

/** The page's description, image, addresses and structured data; null when the page has nothing of its own (a 404). */
export async function pageMeta(visited: string, locale: PageLocale, api: Api, origin: string): Promise<PageMeta | null> {
  const absolute = (url: string | null | undefined) => new URL(url || DEFAULT_IMAGE.path, origin).toString();
  const defaultImage: PageImage = { url: absolute(null), alt: "Rugby Hellas", type: DEFAULT_IMAGE.type, width: DEFAULT_IMAGE.width, height: DEFAULT_IMAGE.height };
  /** The page at `path` in the language drawn, and in each language. */
  const addressed = (path: string) => ({ canonical: pageAddress(path, origin, locale), alternates: languageAlternates(path, origin) });
  // The page the registry (schema/pages.ts) finds at the address, whatever it carried: a trailing
  // slash, an alias (/home is the home page).
  const page = matchPage(visited);
  if (!page) return null;
  if (isDescribedPage(page.name)) {
    const jsonLd = page.name === "home" || page.name === "about" ? [federation(origin, locale)] : [];
    return { description: say(locale, pageDescriptions[page.name]), image: defaultImage, type: "website", jsonLd, ...addressed(paths[page.name]) };
  }
  const param = page.param!;
  if (page.name === "club") {
    const found = await json<Club>(api, `/api/clubs/${param}`);
    if (!found) return null;
    const club = { ...found, ...clubIn(locale, found) };
    const sport = [club.rugbyUnion ? "Rugby union" : null, club.rugbyLeague ? "Rugby league" : null].filter(Boolean);
    const addresses = addressed(paths.club(found.id));
    return {
      description: club.description || `${club.name}, ${club.location}: ${say(locale, pageWords.rugbyClub)}`,
      image: await clubPreview(found, locale, origin),
      type: "website",
      ...addresses,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "SportsTeam",
          name: club.name,
          ...(club.otherName ? { alternateName: club.otherName } : {}),
          ...(club.description ? { description: club.description } : {}),
          url: addresses.canonical,
          logo: absolute(club.logoUrl),
          sport: sport.length === 1 ? sport[0] : sport,
          location: { "@type": "Place", name: club.location },
          memberOf: { "@type": "SportsOrganization", name: say(locale, pageWords.federation), url: `${origin}/` },
        },
      ],
    };
  }
  if (page.name === "article") {
    const slug = decodeURIComponent(param);
    const article = await json<Article>(api, /^\d+$/.test(slug) ? `/api/news/${slug}` : `/api/news/slug/${encodeURIComponent(slug)}`);
    if (!article) return null;
    const description = summaryOf(article.content);
    const addresses = articleAddresses(article, origin, locale);
    return {
      description,
      image: await articlePreview(article, origin),
      type: "article",
      ...addresses,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: article.title,
          description,
          image: [absolute(article.imageUrl)],
          datePublished: article.publishDate,
          inLanguage: article.language,
          mainEntityOfPage: addresses.canonical,
          author: { "@type": "Organization", name: (locale === "el" && article.clubNameEl?.trim()) || article.clubName || say(locale, pageWords.federation) },
          publisher: { "@type": "Organization", name: say(locale, pageWords.federation), logo: { "@type": "ImageObject", url: `${origin}/logo.svg` } },
        },
      ],
    };
  }
  if (page.name === "competition") {
    const competition = await json<Competition>(api, `/api/competitions/${param}`);
    if (!competition) return null;
    const name = locale === "el" ? competition.nameEl : competition.nameEn;
    return {
      description: `${name} ${competition.season}: ${say(locale, pageWords.competitionPage)}`,
      image: defaultImage,
      type: "website",
      jsonLd: [],
      ...addressed(paths.competition(competition.slug)),
    };
  }
  if (page.name === "match") {
    const found = await json<Match>(api, `/api/matches/${param}`);
    if (!found) return null;
    const { home, away, venue, competition } = matchIn(locale, found);
    const name = `${home} – ${away}`;
    const addresses = addressed(paths.match(found.id));
    return {
      description: `${name}, ${found.date} ${found.time}, ${venue} (${competition})`,
      image: defaultImage,
      type: "website",
      ...addresses,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "SportsEvent",
          name,
          url: addresses.canonical,
          startDate: athensDateTime(found.date, found.time),
          eventStatus: EVENT_STATUS[found.status ?? ""] ?? "https://schema.org/EventScheduled",
          location: await matchPlace(found, locale, api),
          homeTeam: { "@type": "SportsTeam", name: home },
          awayTeam: { "@type": "SportsTeam", name: away },
          sport: "Rugby",
          organizer: { "@type": "SportsOrganization", name: say(locale, pageWords.federation), url: `${origin}/` },
        },
      ],
    };
  }
  return null;
}

/** HTMLRewriter writes an attribute as given (quotes aside): the text is escaped here. */
export const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** JSON inside a <script>: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** A page's addresses: its one canonical address and its hreflang alternates. */
export function addressTags({ canonical, alternates }: Pick<PageMeta, "canonical" | "alternates">): string[] {
  return [
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}" />`),
  ];
}

/** The head's tags: addresses, Open Graph, Twitter card and the JSON-LD (the description itself replaces the shell's). */
export function metaTags(meta: PageMeta, { title, locale }: { title: string; locale: PageLocale }): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeAttribute(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}" />`;
  const { image } = meta;
  return [
    ...addressTags(meta),
    property("og:type", meta.type),
    property("og:site_name", "Rugby Hellas"),
    property("og:title", title),
    property("og:description", meta.description),
    property("og:image", image.url),
    ...(image.type ? [property("og:image:type", image.type)] : []),
    ...(image.width && image.height ? [property("og:image:width", String(image.width)), property("og:image:height", String(image.height))] : []),
    property("og:image:alt", image.alt),
    property("og:url", meta.canonical),
    property("og:locale", locale === "el" ? "el_GR" : "en_GB"),
    named("twitter:card", "summary_large_image"),
    named("twitter:title", title),
    named("twitter:description", meta.description),
    named("twitter:image", image.url),
    named("twitter:image:alt", image.alt),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join("\n");
}
