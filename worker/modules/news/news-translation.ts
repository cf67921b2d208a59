/**
 * Articles in two languages (issue 13): a pair, an original and its translation in the other
 * language (`news.translation_of`), is one story with a slug each.
 */
import { and, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { bilingualMessages as b } from "../../../schema/bilingual-messages";
import { news } from "../../../schema/tables";
import type { Db } from "../../platform/db";
import { badRequest, conflict } from "../../platform/errors/api-error";

/** The other article of a story, when it is published: join it to `news` for each row's translation. */
export const otherLanguage = alias(news, "other_language");
export const isOtherLanguage = and(or(eq(otherLanguage.id, news.translationOf), eq(otherLanguage.translationOf, news.id)), eq(otherLanguage.isPublished, true));
/** What a row shows of its translation (null when none, or when it is unpublished). */
export const translationColumns = { id: otherLanguage.id, slug: otherLanguage.slug, language: otherLanguage.language };

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
