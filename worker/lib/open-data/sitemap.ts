/**
 * /sitemap.xml (sitemaps.org 0.9): every public page, club, article, competition and match, each
 * with its English and Greek address as `hreflang` alternates (`?lang=en` / `?lang=el`: a drawn
 * page comes in the language its address asks for); an article with a translation has the
 * translation's own slug as its other language's (the same alternates as the article's page head).
 * Written by fast-xml-parser's builder.
 */
import { and, eq } from "drizzle-orm";
import { XMLBuilder } from "fast-xml-parser";
import { PUBLIC_PAGES } from "../../../schema/public-routes";
import { clubs, news } from "../../../schema/tables";
import { competitions } from "../../../schema/tables/competitions";
import type { Db } from "../db";
import { isOtherLanguage, otherLanguage, translationColumns } from "../news-translation";
import { isPublicArticle, isPublicClub } from "../public-clubs";
import { codeOpenFixtures } from "./fixtures";
import { articleAlternates, type Alternate } from "./page-meta";

/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

/** A page; `alternates` when its languages are not the same address with `?lang=` (an article and its translation). */
type Entry = { path: string; lastmod?: string; alternates?: Alternate[] };

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@", format: true, suppressEmptyNode: true });

function urlElement(origin: string, { path, lastmod, alternates }: Entry) {
  const at = (language?: string) => {
    const url = new URL(path, origin);
    if (language) url.searchParams.set("lang", language);
    return url.toString();
  };
  const links = alternates ?? [
    { hreflang: "en", href: at("en") },
    { hreflang: "el", href: at("el") },
    { hreflang: "x-default", href: at() },
  ];
  return {
    loc: at(),
    ...(lastmod ? { lastmod: lastmod.slice(0, 10) } : {}),
    "xhtml:link": links.map(({ hreflang, href }) => ({ "@rel": "alternate", "@hreflang": hreflang, "@href": href })),
  };
}

export async function sitemapEntries(db: Db, origin: string): Promise<Entry[]> {
  const [clubRows, articleRows, competitionRows, union, league] = await Promise.all([
    db.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.isAdmin, false), isPublicClub)),
    db
      .select({ id: news.id, slug: news.slug, language: news.language, translationOf: news.translationOf, publishDate: news.publishDate, translation: translationColumns })
      .from(news)
      .innerJoin(clubs, eq(clubs.id, news.clubId))
      .leftJoin(otherLanguage, isOtherLanguage)
      .where(isPublicArticle),
    db.select({ slug: competitions.slug, updatedAt: competitions.updatedAt }).from(competitions),
    codeOpenFixtures(db, "union"),
    codeOpenFixtures(db, "league"),
  ]);
  const fixed = PUBLIC_PAGES.filter((page) => !page.includes(":") && page !== "/home").map((path) => ({ path }));
  return [
    ...fixed,
    ...clubRows.map(({ id }) => ({ path: `/clubs/${id}` })),
    ...articleRows.map((article) => ({
      path: `/news/${article.slug || article.id}`,
      lastmod: article.publishDate,
      alternates: article.translation ? articleAlternates(article, origin) : undefined,
    })),
    ...competitionRows.map(({ slug, updatedAt }) => ({ path: `/competitions/${slug}`, lastmod: updatedAt })),
    ...[...union, ...league].map((fixture) => ({ path: `/matches/${fixture.matchId}`, lastmod: fixture.updatedAt })),
  ].slice(0, MAX_URLS);
}

export async function sitemap(db: Db, origin: string): Promise<string> {
  const entries = await sitemapEntries(db, origin);
  return builder.build({
    "?xml": { "@version": "1.0", "@encoding": "UTF-8" },
    urlset: {
      "@xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
      "@xmlns:xhtml": "http://www.w3.org/1999/xhtml",
      url: entries.map((entry) => urlElement(origin, entry)),
    },
  });
}
