/**
 * /sitemap.xml (sitemaps.org 0.9): every public page, club, article, competition and match, in
 * each language: each of its addresses (English plain, Greek `?lang=el`: page-addresses.ts) is
 * listed, with the page's `hreflang` alternates, the same as the page's head says (an article with
 * a translation: the translation's own slug for its other language, each listed once, in its own
 * language). Every address listed is the canonical one of the page it opens. Written by
 * fast-xml-parser's builder.
 */
import { and, eq } from "drizzle-orm";
import { XMLBuilder } from "fast-xml-parser";
import { DESCRIBED_PAGES, paths } from "../../../schema/pages";
import { clubs, news } from "../../../schema/tables";
import { competitions } from "../../../schema/tables/competitions";
import type { Db } from "../../platform/db";
import { joinsOriginal, joinsTranslation, originalArticle, translatedArticle, translationColumn } from "../news/news-translation";
import { isPublicArticle, isPublicClub } from "../clubs/public-clubs";
import { codeOpenFixtures } from "./fixtures";
import { articleAddresses, languageAlternates, pageAddress, type Alternate } from "../pages/page-addresses";

/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

/** A page at one of its addresses, with its alternates. */
type Entry = { loc: string; lastmod?: string; alternates: Alternate[] };

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@", format: true, suppressEmptyNode: true });

function urlElement({ loc, lastmod, alternates }: Entry) {
  return {
    loc,
    ...(lastmod ? { lastmod: lastmod.slice(0, 10) } : {}),
    "xhtml:link": alternates.map(({ hreflang, href }) => ({ "@rel": "alternate", "@hreflang": hreflang, "@href": href })),
  };
}

/** A page at `path` in each language: an entry per address. */
const inEachLanguage = (path: string, origin: string, lastmod?: string): Entry[] =>
  (["en", "el"] as const).map((language) => ({ loc: pageAddress(path, origin, language), lastmod, alternates: languageAlternates(path, origin) }));

export async function sitemapEntries(db: Db, origin: string): Promise<Entry[]> {
  const [clubRows, articleRows, competitionRows, union, league] = await Promise.all([
    db.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.isAdmin, false), isPublicClub)),
    db
      .select({ id: news.id, slug: news.slug, language: news.language, translationOf: news.translationOf, publishDate: news.publishDate, translation: translationColumn })
      .from(news)
      .innerJoin(clubs, eq(clubs.id, news.clubId))
      .leftJoin(originalArticle, joinsOriginal({ published: true }))
      .leftJoin(translatedArticle, joinsTranslation({ published: true }))
      .where(isPublicArticle),
    db.select({ slug: competitions.slug, updatedAt: competitions.updatedAt }).from(competitions),
    codeOpenFixtures(db, "union"),
    codeOpenFixtures(db, "league"),
  ]);
  // The registry's pages with no parameter (schema/pages.ts), then a page per club, article, competition and match.
  return [
    ...DESCRIBED_PAGES.flatMap((name) => inEachLanguage(paths[name], origin)),
    ...clubRows.flatMap(({ id }) => inEachLanguage(paths.club(id), origin)),
    ...articleRows.flatMap((article) =>
      // With a translation, the article is one language of the pair (its translation is listed as its other); alone, both.
      (article.translation ? [article.language] : (["en", "el"] as const)).map((language) => ({
        ...articleAddresses(article, origin, language),
        lastmod: article.publishDate,
      })),
    ).map(({ canonical, alternates, lastmod }) => ({ loc: canonical, alternates, lastmod })),
    ...competitionRows.flatMap(({ slug, updatedAt }) => inEachLanguage(paths.competition(slug), origin, updatedAt)),
    ...[...union, ...league].flatMap((fixture) => inEachLanguage(paths.match(fixture.matchId), origin, fixture.updatedAt)),
  ].slice(0, MAX_URLS);
}

export async function sitemap(db: Db, origin: string): Promise<string> {
  const entries = await sitemapEntries(db, origin);
  return builder.build({
    "?xml": { "@version": "1.0", "@encoding": "UTF-8" },
    urlset: {
      "@xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
      "@xmlns:xhtml": "http://www.w3.org/1999/xhtml",
      url: entries.map(urlElement),
    },
  });
}
