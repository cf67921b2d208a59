/** Reading news articles: the routes' reads, and the Atom feed's (open-data/news-feed.ts). */
import { and, desc, eq, or, sql } from "drizzle-orm";
import { clubs, news as newsTable } from "../../../schema/tables";
import type { Db } from "../../platform/db";
import { hasNoTranslation, joinsOriginal, joinsTranslation, originalArticle, translatedArticle, translationColumn } from "./news-translation";
import { isPublicArticle } from "../clubs/public-clubs";

/** Public reads show a translation only once it is published. */
const PUBLISHED = { published: true };

/** Articles with their club's name. Public reads keep to `isPublicArticle`: published, by a club the public sees. */
export const selectNews = (db: Db) =>
  db
    .select({ article: newsTable, clubName: clubs.name, clubNameEl: clubs.nameEl, translation: translationColumn })
    .from(newsTable)
    .leftJoin(clubs, eq(clubs.id, newsTable.clubId))
    .leftJoin(originalArticle, joinsOriginal(PUBLISHED))
    .leftJoin(translatedArticle, joinsTranslation(PUBLISHED));

export type LatestOptions = { limit: number; cursor?: { publishDate: string; id: number }; language?: "en" | "el"; lang?: "en" | "el" };

/** Newest first on (publishDate, id), the key of `news_publish_idx`, starting after `cursor`. */
export const latestNews = (db: Db, { limit, cursor, language, lang = "en" }: LatestOptions) =>
  selectNews(db)
    .where(
      and(
        cursor ? sql`(${newsTable.publishDate}, ${newsTable.id}) < (${cursor.publishDate}, ${cursor.id})` : undefined,
        language ? eq(newsTable.language, language) : undefined,
        // A story once: this article when it is in the reader's language or has no translation.
        or(eq(newsTable.language, lang), hasNoTranslation),
        isPublicArticle,
      ),
    )
    .orderBy(desc(newsTable.publishDate), desc(newsTable.id))
    .limit(limit);
