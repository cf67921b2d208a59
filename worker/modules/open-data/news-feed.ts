/**
 * The news as an Atom feed (RFC 4287): one per language (the articles written in it), newest
 * first, each entry with its page in each language (page-addresses.ts: the addresses the pages'
 * heads and the sitemap give), date, author, category, summary and image.
 * Written with fast-xml-parser's builder, like the sitemap (the `feed` library wrote categories
 * without a term, every image as `image/<extension>` and no language: issue 20, point 9).
 * Checked against the RFC's RELAX NG schema by news-feed.node.test.ts.
 */
import { XMLBuilder } from "fast-xml-parser";
import { decodeEntities } from "../../../schema/sanitize-html";
import { feedWords, newsCategoryWords, pageWords } from "../../../schema/open-data-messages";
import type { NewsCategory } from "../../../schema/constants";
import type { Db } from "../../platform/db";
import { say, type Language } from "../../platform/http/language";
import { pageAddress } from "../pages/page-addresses";
import { latestNews } from "../news/news-reads";

const FEED_ENTRIES = 30;
const SUMMARY_CHARACTERS = 280;
const ATOM = "application/atom+xml";

/** The article's text without markup, cut at a word near SUMMARY_CHARACTERS. */
export function summaryOf(html: string): string {
  const text = decodeEntities(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
  if (text.length <= SUMMARY_CHARACTERS) return text;
  const cut = text.slice(0, SUMMARY_CHARACTERS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), SUMMARY_CHARACTERS / 2))}…`;
}

/** Registered media types (IANA) of the images an article may have, by extension. */
const IMAGE_TYPES: Record<string, string> = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif", avif: "image/avif" };
/** The image's media type, or undefined when its address does not say (`type` is optional in Atom; a guess would be worse). */
const imageType = (url: URL) => IMAGE_TYPES[/\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? ""];

export const feedPath = (language: Language) => (language === "el" ? "/news/feed.xml?lang=el" : "/news/feed.xml");
const otherLanguage = (language: Language): Language => (language === "el" ? "en" : "el");

export type FeedRow = Awaited<ReturnType<typeof latestNews>>[number];

export async function newsFeed(db: Db, language: Language, origin: string): Promise<string> {
  // `lang` too: a translated story is listed in the reader's language, so the Greek feed keeps the Greek side of a pair.
  return atomFeed(await latestNews(db, { limit: FEED_ENTRIES, language, lang: language }), language, origin);
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@", format: true, suppressEmptyNode: true });

/** An atom:link, without the attributes it has no value for. */
const link = (rel: string, type: string | undefined, hreflang: string | undefined, href: string) =>
  Object.fromEntries(Object.entries({ "@rel": rel, "@type": type, "@hreflang": hreflang, "@href": href }).filter(([, value]) => value !== undefined));
/** An Atom date (RFC 3339): the stored dates are ISO already; this also takes a date alone. */
const atomDate = (date: string) => new Date(date).toISOString();
const text = (value: string) => ({ "@type": "text", "#text": value });

function entryOf({ article, clubName, clubNameEl, translation }: FeedRow, language: Language, origin: string) {
  const path = `/news/${article.slug || article.id}`;
  const image = new URL(article.imageUrl, origin);
  const author = (language === "el" ? clubNameEl || clubName : clubName) ?? "Rugby Hellas";
  const label = newsCategoryWords[article.category as NewsCategory];
  return {
    // The id is the article's address, as it always was: readers keep what they have already shown.
    id: new URL(path, origin).toString(),
    title: text(article.title),
    updated: atomDate(article.publishDate),
    published: atomDate(article.publishDate),
    author: { name: author },
    link: [
      link("alternate", "text/html", article.language, pageAddress(path, origin, article.language)),
      ...(translation ? [link("alternate", "text/html", translation.language, pageAddress(`/news/${translation.slug || translation.id}`, origin, translation.language as Language))] : []),
      link("enclosure", imageType(image), undefined, image.toString()),
    ],
    category: { "@term": article.category, "@label": label ? say(language, label) : article.category },
    summary: text(summaryOf(article.content)),
  };
}

/** The feed of these articles (newest first) in the language. */
export function atomFeed(rows: FeedRow[], language: Language, origin: string): string {
  const federation = say(language, pageWords.federation);
  const other = otherLanguage(language);
  const feed = {
    "@xmlns": "http://www.w3.org/2005/Atom",
    "@xml:lang": language,
    id: `${origin}${feedPath(language)}`,
    title: text(say(language, feedWords.title)),
    subtitle: text(say(language, feedWords.subtitle)),
    // The newest article's date, never the time of the request: an unchanged feed keeps its ETag.
    updated: atomDate(rows[0]?.article.publishDate ?? "2024-01-01T00:00:00.000Z"),
    link: [
      link("self", ATOM, language, `${origin}${feedPath(language)}`),
      link("alternate", "text/html", language, pageAddress("/news", origin, language)),
      link("alternate", ATOM, other, `${origin}${feedPath(other)}`),
    ],
    author: { name: federation, uri: `${origin}/` },
    generator: { "@uri": `${origin}/`, "#text": "Rugby Hellas" },
    icon: `${origin}/favicon.svg`,
    logo: `${origin}/icons/icon-512.png`,
    rights: text(federation),
    entry: rows.map((row) => entryOf(row, language, origin)),
  };
  return `<?xml version="1.0" encoding="utf-8"?>\n${builder.build({ feed })}`;
}
