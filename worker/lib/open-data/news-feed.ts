/**
 * The news as an Atom feed (RFC 4287), made by the `feed` library: one per language (the
 * articles written in it), newest first, each entry with its link, date, summary and image.
 */
import { Feed } from "feed";
import { decodeEntities } from "../../../schema/sanitize-html";
import { feedWords } from "../../../schema/open-data-messages";
import type { Db } from "../db";
import { say, type Language } from "./language";
import { latestNews } from "../../routes/news";

const FEED_ENTRIES = 30;
const SUMMARY_CHARACTERS = 280;

/** The article's text without markup, cut at a word near SUMMARY_CHARACTERS. */
export function summaryOf(html: string): string {
  const text = decodeEntities(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
  if (text.length <= SUMMARY_CHARACTERS) return text;
  const cut = text.slice(0, SUMMARY_CHARACTERS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), SUMMARY_CHARACTERS / 2))}…`;
}

const absolute = (url: string, origin: string) => new URL(url, origin).toString();

const IMAGE_TYPES: Record<string, string> = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif", avif: "image/avif" };
const imageType = (url: string) => IMAGE_TYPES[/\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ""] ?? "image/jpeg";

export const feedPath = (language: Language) => (language === "el" ? "/news/feed.xml?lang=el" : "/news/feed.xml");

export async function newsFeed(db: Db, language: Language, origin: string): Promise<string> {
  // `lang` too: a translated story is listed in the reader's language, so the Greek feed keeps the Greek side of a pair.
  const rows = await latestNews(db, { limit: FEED_ENTRIES, language, lang: language });
  const articles = rows.map(({ article, clubName }) => ({ article, clubName, link: `${origin}/news/${article.slug || article.id}` }));
  const feed = new Feed({
    id: `${origin}${feedPath(language)}`,
    title: say(language, feedWords.title),
    description: say(language, feedWords.subtitle),
    link: `${origin}/news`,
    language,
    image: `${origin}/icons/icon-512.png`,
    favicon: `${origin}/favicon.svg`,
    copyright: "Hellenic Rugby Federation",
    // The newest article's date, never the time of the request: an unchanged feed keeps its ETag.
    updated: new Date(rows[0]?.article.publishDate ?? Date.UTC(2024, 0, 1)),
    generator: "Rugby Hellas",
    feedLinks: { atom: `${origin}${feedPath(language)}` },
  });
  for (const { article, clubName, link } of articles) {
    const image = absolute(article.imageUrl, origin);
    feed.addItem({
      id: link,
      title: article.title,
      link,
      date: new Date(article.publishDate),
      published: new Date(article.publishDate),
      description: summaryOf(article.content),
      image: { url: image, type: imageType(image) },
      category: [{ name: article.category }],
      author: [{ name: clubName ?? "Rugby Hellas" }],
    });
  }
  return feed.atom1();
}
