/**
 * /sitemap.xml (sitemaps.org 0.9): every public page, club, article, competition and match, each
 * with its English and Greek address as `hreflang` alternates (`?lang=en` / `?lang=el`: a drawn
 * page comes in the language its address asks for). Written by fast-xml-parser's builder.
 */
import { and, eq } from "drizzle-orm";
import { XMLBuilder } from "fast-xml-parser";
import { PUBLIC_PAGES } from "../../../schema/public-routes";
import { clubs, news } from "../../../schema/tables";
import { competitions } from "../../../schema/tables/competitions";
import type { Db } from "../db";
import { isPublicArticle, isPublicClub } from "../public-clubs";
import { codeOpenFixtures } from "./fixtures";

/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

type Entry = { path: string; lastmod?: string };

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@", format: true, suppressEmptyNode: true });

function urlElement(origin: string, { path, lastmod }: Entry) {
  const at = (language: string) => `${origin}${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
  return {
    loc: `${origin}${path}`,
    ...(lastmod ? { lastmod: lastmod.slice(0, 10) } : {}),
    "xhtml:link": [
      { "@rel": "alternate", "@hreflang": "en", "@href": at("en") },
      { "@rel": "alternate", "@hreflang": "el", "@href": at("el") },
      { "@rel": "alternate", "@hreflang": "x-default", "@href": `${origin}${path}` },
    ],
  };
}

export async function sitemapEntries(db: Db): Promise<Entry[]> {
  const [clubRows, articleRows, competitionRows, union, league] = await Promise.all([
    db.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.isAdmin, false), isPublicClub)),
    db.select({ id: news.id, slug: news.slug, publishDate: news.publishDate }).from(news).innerJoin(clubs, eq(clubs.id, news.clubId)).where(isPublicArticle),
    db.select({ slug: competitions.slug, updatedAt: competitions.updatedAt }).from(competitions),
    codeOpenFixtures(db, "union"),
    codeOpenFixtures(db, "league"),
  ]);
  const fixed = PUBLIC_PAGES.filter((page) => !page.includes(":") && page !== "/home").map((path) => ({ path }));
  return [
    ...fixed,
    ...clubRows.map(({ id }) => ({ path: `/clubs/${id}` })),
    ...articleRows.map(({ id, slug, publishDate }) => ({ path: `/news/${slug || id}`, lastmod: publishDate })),
    ...competitionRows.map(({ slug, updatedAt }) => ({ path: `/competitions/${slug}`, lastmod: updatedAt })),
    ...[...union, ...league].map((fixture) => ({ path: `/matches/${fixture.matchId}`, lastmod: fixture.updatedAt ?? undefined })),
  ].slice(0, MAX_URLS);
}

export async function sitemap(db: Db, origin: string): Promise<string> {
  const entries = await sitemapEntries(db);
  return builder.build({
    "?xml": { "@version": "1.0", "@encoding": "UTF-8" },
    urlset: {
      "@xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
      "@xmlns:xhtml": "http://www.w3.org/1999/xhtml",
      url: entries.map((entry) => urlElement(origin, entry)),
    },
  });
}
