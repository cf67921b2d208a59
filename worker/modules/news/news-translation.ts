/**
 * Articles in two languages (issue 13): a pair, an original and its translation in the other
 * language (`news.translation_of`), is one story with a slug each.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { bilingualMessages as b } from "../../../schema/bilingual-messages";
import { news } from "../../../schema/tables";
import type { Db } from "../../platform/db";
import { badRequest, conflict } from "../../platform/errors/api-error";

/** The article this one translates (`news.translation_of`), when it is a translation. */
export const originalArticle = alias(news, "original_article");
/** The article that translates this one, when it is an original. */
export const translatedArticle = alias(news, "translated_article");

/**
 * A story's other article is found by two left joins, each one index lookup (the primary key;
 * `news_translation_unique`), of which at most one matches:
 * `.leftJoin(originalArticle, joinsOriginal(options)).leftJoin(translatedArticle, joinsTranslation(options))`.
 * Not one join on an or(...) of both links: once SQLite has statistics (ANALYZE), they count the
 * originals' empty `translation_of` as one value shared by nearly every article, so it judged that
 * index useless and built an automatic index over every article on each read (issue 25: the lists
 * 13× slower at 100,000 articles; worker/modules/news/news-plan.test.ts).
 * `published`: only a published translation (the public reads); otherwise whatever its state.
 */
type JoinOptions = { published: boolean };
type Linked = typeof originalArticle | typeof translatedArticle;
const isPublishedIf = (article: Linked, { published }: JoinOptions) => (published ? eq(article.isPublished, true) : undefined);
export const joinsOriginal = (options: JoinOptions) => and(eq(originalArticle.id, news.translationOf), isPublishedIf(originalArticle, options))!;
export const joinsTranslation = (options: JoinOptions) => and(eq(translatedArticle.translationOf, news.id), isPublishedIf(translatedArticle, options))!;

/** The row's article has no translation (joined as above). */
export const hasNoTranslation = and(isNull(originalArticle.id), isNull(translatedArticle.id))!;

type Translation = { id: number; slug: string; language: "en" | "el" };
const linkTo = (article: Linked) => sql`json_object('id', ${article.id}, 'slug', ${article.slug}, 'language', ${article.language})`;
/** What a row shows of its translation (joined as above): null when none. */
export const translationColumn = sql`case when ${originalArticle.id} is not null then ${linkTo(originalArticle)} when ${translatedArticle.id} is not null then ${linkTo(translatedArticle)} end`.mapWith(
  (json: string | null): Translation | null => (json === null ? null : (JSON.parse(json) as Translation)),
);

/**
 * The link and language of an article the club writes as a translation of its own `original`
 * (or as no translation: `original` null). The language is the other one of the original's.
 * `self` is the article being edited, if any.
 */
export async function translationLink(db: Db, clubId: number, original: number | null | undefined, self?: number) {
  if (original == null) return { translationOf: null, language: undefined };
  const field = (message: string) => ({ translationOf: message });
  const source = await db.query.news.findFirst({ where: and(eq(news.id, original), eq(news.clubId, clubId)) });
  if (!source || source.id === self) throw badRequest(b.originalNotFound, field(b.originalNotFound));
  if (source.translationOf !== null) throw badRequest(b.translationOfTranslation, field(b.translationOfTranslation));
  const taken = await db.query.news.findFirst({ columns: { id: true }, where: eq(news.translationOf, original) });
  if (taken && taken.id !== self) throw conflict(b.translationExists, field(b.translationExists));
  if (self !== undefined) {
    // An original with a translation of its own cannot become a translation: stories are pairs.
    const ownTranslation = await db.query.news.findFirst({ columns: { id: true }, where: eq(news.translationOf, self) });
    if (ownTranslation) throw badRequest(b.translationOfTranslation, field(b.translationOfTranslation));
  }
  return { translationOf: original, language: source.language === "el" ? ("en" as const) : ("el" as const) };
}
