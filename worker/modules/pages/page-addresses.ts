/**
 * The address of each public page in each language (issue 20, point 10), for the page's head
 * (canonical, hreflang alternates, og:url: page-meta.ts) and the sitemap, which must agree.
 *
 * English, the default, is the plain address; Greek is the same address with `?lang=el`, which
 * worker/modules/pages/pages.ts draws in Greek whoever asks (web/lib/i18n.ts keeps that choice in the app). The
 * plain address follows a returning visitor's own choice (a cookie), but a crawler has none and
 * reads it in English. An article with a translation is the exception: its other language is the
 * translation, at its own slug.
 */
import type { PageLocale } from "../../../schema/page-contract";
import { paths } from "../../../schema/pages";

/** A `<link rel="alternate" hreflang>` of the page: the same page in another language (or the default). */
export type Alternate = { hreflang: string; href: string };

/** The page at `path` in `language`. */
export function pageAddress(path: string, origin: string, language: PageLocale): string {
  const url = new URL(path, origin);
  if (language === "el") url.searchParams.set("lang", "el");
  return url.toString();
}

/** The page in English and in Greek, English for any other reader. */
export function languageAlternates(path: string, origin: string): Alternate[] {
  return [
    { hreflang: "en", href: pageAddress(path, origin, "en") },
    { hreflang: "el", href: pageAddress(path, origin, "el") },
    { hreflang: "x-default", href: pageAddress(path, origin, "en") },
  ];
}

type ArticleLink = { id: number; slug: string; language: PageLocale };
type Article = ArticleLink & { translation: ArticleLink | null };

export const articlePath = (article: ArticleLink) => paths.article(article.slug || article.id);

/**
 * An article's addresses, drawn in `locale`: with a translation, each of the pair in its own
 * language (its own first), English for other readers, and the article's own address in its
 * language as the canonical one, whatever the interface (never the translation's: another text).
 * Alone, it is one page in two languages, as any other page.
 */
export function articleAddresses(article: Article, origin: string, locale: PageLocale): { canonical: string; alternates: Alternate[] } {
  const { translation } = article;
  if (!translation) return { canonical: pageAddress(articlePath(article), origin, locale), alternates: languageAlternates(articlePath(article), origin) };
  const own = { hreflang: article.language, href: pageAddress(articlePath(article), origin, article.language) };
  const other = { hreflang: translation.language, href: pageAddress(articlePath(translation), origin, translation.language) };
  const english = own.hreflang === "en" ? own : other;
  return { canonical: own.href, alternates: [own, other, { hreflang: "x-default", href: english.href }] };
}
