/**
 * What a shared link of a public page previews (issue 11, point 5): its own description, and Open
 * Graph and Twitter card tags (title, description, image) in the page's language, plus schema.org
 * structured data as JSON-LD: SportsTeam (a club), NewsArticle (an article), SportsEvent (a
 * match) and SportsOrganization (the federation, on the home and about pages), and an article's
 * `hreflang` alternates (itself and its translation, each at its own slug). Read from the same
 * API the page is drawn from (in process); worker/pages.ts writes it into the page's head.
 */
import { athensOffsetMinutes } from "../../../schema/athens-time";
import { pageDescriptions, pageWords } from "../../../schema/open-data-messages";
import type { PageLocale } from "../../../schema/page-contract";
import { say } from "./language";
import { summaryOf } from "./news-feed";

/** A `<link rel="alternate" hreflang>` of the page: the same page in another language (or the default). */
export type Alternate = { hreflang: string; href: string };
export type PageMeta = { description: string; image: string; type: "website" | "article"; jsonLd: Record<string, unknown>[]; alternates?: Alternate[] };
type Api = (path: string) => Promise<Response>;

const DEFAULT_IMAGE = "/icons/icon-512.png";

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
  };
}

/**
 * An article and its translation, each at its own slug and in its language (`?lang=`: the page, not
 * only the article, in that language), and the story's original as the default. Both ways: the
 * translation's page names this one, so search engines read the pair as one story.
 */
export function articleAlternates(article: ArticleLink & { translationOf: number | null; translation: ArticleLink | null }, origin: string): Alternate[] {
  const { translation } = article;
  if (!translation) return [];
  const at = (item: ArticleLink, language?: string) => {
    const url = new URL(`/news/${item.slug || item.id}`, origin);
    if (language) url.searchParams.set("lang", language);
    return url.toString();
  };
  const original = article.translationOf === null ? article : translation;
  return [
    { hreflang: article.language, href: at(article, article.language) },
    { hreflang: translation.language, href: at(translation, translation.language) },
    { hreflang: "x-default", href: at(original) },
  ];
}
type Competition = { nameEn: string; nameEl: string; season: string; code: string };
type Match = { date: string; time: string; venue: string; competition: string; isHomeGame: boolean; opponent: string; club: { name: string }; status?: string };

const EVENT_STATUS: Record<string, string> = {
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
};

/** The page's description, image and structured data; null when the page has nothing of its own (a 404). */
export async function pageMeta(path: string, locale: PageLocale, api: Api, origin: string): Promise<PageMeta | null> {
  const absolute = (url: string | null | undefined) => new URL(url || DEFAULT_IMAGE, origin).toString();
  const fixed = pageDescriptions[path === "/home" ? "/" : path];
  if (fixed) {
    const jsonLd = path === "/" || path === "/home" || path === "/about" ? [federation(origin, locale)] : [];
    return { description: say(locale, fixed), image: absolute(null), type: "website", jsonLd };
  }
  let match: RegExpExecArray | null;
  if ((match = /^\/clubs\/(\d+)$/.exec(path))) {
    const found = await json<Club>(api, `/api/clubs/${match[1]}`);
    if (!found) return null;
    const club = { ...found, ...clubIn(locale, found) };
    const sport = [club.rugbyUnion ? "Rugby union" : null, club.rugbyLeague ? "Rugby league" : null].filter(Boolean);
    return {
      description: club.description || `${club.name}, ${club.location}: ${say(locale, pageWords.rugbyClub)}`,
      image: absolute(club.logoUrl),
      type: "website",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "SportsTeam",
          name: club.name,
          ...(club.otherName ? { alternateName: club.otherName } : {}),
          ...(club.description ? { description: club.description } : {}),
          url: `${origin}${path}`,
          logo: absolute(club.logoUrl),
          sport: sport.length === 1 ? sport[0] : sport,
          location: { "@type": "Place", name: club.location },
          memberOf: { "@type": "SportsOrganization", name: say(locale, pageWords.federation), url: `${origin}/` },
        },
      ],
    };
  }
  if ((match = /^\/news\/([^/]+)$/.exec(path))) {
    const slug = decodeURIComponent(match[1]!);
    const article = await json<Article>(api, /^\d+$/.test(slug) ? `/api/news/${slug}` : `/api/news/slug/${encodeURIComponent(slug)}`);
    if (!article) return null;
    const description = summaryOf(article.content);
    return {
      description,
      image: absolute(article.imageUrl),
      type: "article",
      alternates: articleAlternates(article, origin),
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: article.title,
          description,
          image: [absolute(article.imageUrl)],
          datePublished: article.publishDate,
          inLanguage: article.language,
          mainEntityOfPage: `${origin}${path}`,
          author: { "@type": "Organization", name: article.clubName ?? say(locale, pageWords.federation) },
          publisher: { "@type": "Organization", name: say(locale, pageWords.federation), logo: { "@type": "ImageObject", url: `${origin}/logo.svg` } },
        },
      ],
    };
  }
  if ((match = /^\/competitions\/([^/]+)$/.exec(path))) {
    const competition = await json<Competition>(api, `/api/competitions/${match[1]}`);
    if (!competition) return null;
    const name = locale === "el" ? competition.nameEl : competition.nameEn;
    return { description: `${name} ${competition.season}: ${say(locale, pageWords.competitionPage)}`, image: absolute(null), type: "website", jsonLd: [] };
  }
  if ((match = /^\/matches\/(\d+)$/.exec(path))) {
    const found = await json<Match>(api, `/api/matches/${match[1]}`);
    if (!found) return null;
    const [home, away] = found.isHomeGame ? [found.club.name, found.opponent] : [found.opponent, found.club.name];
    const name = `${home} – ${away}`;
    return {
      description: `${name}, ${found.date} ${found.time}, ${found.venue} (${found.competition})`,
      image: absolute(null),
      type: "website",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "SportsEvent",
          name,
          url: `${origin}${path}`,
          startDate: athensDateTime(found.date, found.time),
          eventStatus: EVENT_STATUS[found.status ?? ""] ?? "https://schema.org/EventScheduled",
          location: { "@type": "Place", name: found.venue || found.competition },
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

/** The head's tags: Open Graph, Twitter card, hreflang alternates and the JSON-LD (the description itself replaces the shell's). */
export function metaTags(meta: PageMeta, { title, url, locale }: { title: string; url: string; locale: PageLocale }): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeAttribute(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}" />`;
  return [
    property("og:type", meta.type),
    property("og:site_name", "Rugby Hellas"),
    property("og:title", title),
    property("og:description", meta.description),
    property("og:image", meta.image),
    property("og:url", url),
    property("og:locale", locale === "el" ? "el_GR" : "en_GB"),
    named("twitter:card", "summary_large_image"),
    named("twitter:title", title),
    named("twitter:description", meta.description),
    named("twitter:image", meta.image),
    ...(meta.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}" />`),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join("\n");
}
