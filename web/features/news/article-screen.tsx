import { useNotFoundStatus } from "../../lib/page-status";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, useParams } from "wouter";
import { isStatus } from "../../lib/api";
import { pairIn, useAlternatePages, useContentLanguage, useLangAttribute } from "../../lib/content-language";
import { formatLongDate } from "../../lib/format";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";
import { button } from "../../ui/button.css";
import { TryAgain } from "../../ui/try-again";
import { Skeleton } from "../../ui/feedback";
import { container, grid, visuallyHidden } from "../../ui/layout.css";
import { usePageTitle } from "../../ui/page-title";
import { StatusCard } from "../../ui/status-card";
import { TextIn } from "../../ui/text";
import { CategoryBadge } from "../../ui/category-badge";
import { articleQuery, latestNewsQuery, type Article } from "./api";
import { articleHtml } from "./article-html";
import * as s from "./article.css";
import { findCachedArticle } from "./cached-article";
import { articlePath, NewsCard } from "./news-card";

/** How many other articles the "More news" strip under an article shows. */
const MORE_NEWS = 3;

function BackToNews() {
  return (
    <Link href={paths.news} className={s.backLink}>
      <span aria-hidden="true">←</span> <Trans>Back to news</Trans>
    </Link>
  );
}

function ArticleNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Article not found`);
  useNotFoundStatus();
  return (
    <StatusCard
      title={<Trans>Article not found</Trans>}
      description={<Trans>This article does not exist or has been removed.</Trans>}
      actions={
        <ButtonLink href={paths.news}>
          <Trans>Back to news</Trans>
        </ButtonLink>
      }
    />
  );
}

function ArticleLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`);
  return (
    <StatusCard
      title={<Trans>Something went wrong</Trans>}
      description={<Trans>Error loading data. Please try again.</Trans>}
      actions={
        <>
          <TryAgain onRetry={onRetry} className={button({ tone: "outline" })}>
            <Trans>Try again</Trans>
          </TryAgain>
          <ButtonLink href={paths.news}>
            <Trans>Back to news</Trans>
          </ButtonLink>
        </>
      }
    />
  );
}

function ArticleSkeleton() {
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.column} aria-busy="true">
        <span className={visuallyHidden} role="status">
          <Trans>Loading article...</Trans>
        </span>
        <BackToNews />
        <div className={s.header}>
          <Skeleton width="8rem" height="1.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton width="40%" />
        </div>
        <Skeleton height="auto" style={{ aspectRatio: "16 / 9", marginBottom: "2rem" }} />
        <Skeleton />
        <Skeleton width="90%" style={{ marginTop: "0.75rem" }} />
        <Skeleton width="95%" style={{ marginTop: "0.75rem" }} />
      </div>
    </div>
  );
}

/** Up to three other recent articles, from the list the news page and home page share. */
function MoreNews({ currentId }: { currentId: number }) {
  const latest = useQuery(latestNewsQuery(MORE_NEWS + 1, useContentLanguage()));
  const others = latest.data?.filter((item) => item.id !== currentId).slice(0, MORE_NEWS) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-news">
      <h2 id="more-news" className={s.moreTitle}>
        <Trans>More news</Trans>
      </h2>
      <ul className={`${grid.three} ${s.moreList}`}>
        {others.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The article in the other language: a link in the page and the toggle's target. Its hreflang
 * alternates are in the page's head, written by the worker (worker/modules/pages/page-meta.ts).
 */
function useTranslation(article: Article) {
  const translation = article.translation;
  const here = articlePath(article);
  const there = translation ? articlePath(translation) : undefined;
  useAlternatePages(translation ? { [article.language]: here, [translation.language]: there } : {});
  return translation && there ? { ...translation, path: there } : undefined;
}

function ArticleView({ article }: { article: Article }) {
  usePageTitle(article.title);
  const lang = useContentLanguage();
  const translation = useTranslation(article);
  const html = useMemo(() => articleHtml(article.content), [article.content]);
  const langOfArticle = useLangAttribute(article.language);
  return (
    <div className={`${container} ${s.page}`}>
      {/* The article's own language is on its title and text only: the interface around them (back links, date, category) is the page's (issue 21). */}
      <article className={s.column}>
        <BackToNews />
        <header className={s.header}>
          <div>
            <CategoryBadge category={article.category} />
          </div>
          <h1 className={s.title} lang={langOfArticle}>
            {article.title}
          </h1>
          <p className={s.meta}>
            <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time>
            <span aria-hidden="true">·</span>
            {/* Not a link: the federation's own articles have no public club page. */}
            {article.clubName ? <TextIn value={pairIn(lang, article.clubName, article.clubNameEl)} /> : <Trans>unknown</Trans>}
          </p>
          {translation ? (
            <p className={s.meta}>
              <Link href={translation.path} hrefLang={translation.language} lang={translation.language} className={s.backLink}>
                {translation.language === "el" ? "Διαβάστε το στα ελληνικά" : "Read it in English"}
              </Link>
            </p>
          ) : null}
        </header>
        {/* The title above says what the picture shows. */}
        <img className={s.hero} src={article.imageUrl} alt="" width={1200} height={675} decoding="async" fetchPriority="high" />
        {/* Sanitized in the browser with an allowlist (article-html.ts), on top of the server's own cleaning. */}
        <div className={s.body} lang={langOfArticle} dangerouslySetInnerHTML={{ __html: html }} />
        <footer className={s.footer}>
          <BackToNews />
        </footer>
      </article>
      <MoreNews currentId={article.id} />
    </div>
  );
}

/** Greek slugs reach the router percent-encoded; compare and fetch them as text. */
function decodeParam(raw: string) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** /news/{slug}, or /news/{id} when the parameter is all digits. */
export function ArticleScreen() {
  const params = useParams<{ slug: string }>();
  const slug = decodeParam(params.slug ?? "");
  const queryClient = useQueryClient();
  const cached = useMemo(() => findCachedArticle(queryClient, slug), [queryClient, slug]);
  const article = useQuery({
    ...articleQuery(slug),
    // SPEC: fall back to the same article in a list already loaded (offline too).
    initialData: cached?.item,
    initialDataUpdatedAt: cached?.updatedAt,
  });
  // Data already on screen stays there if a refresh fails.
  if (article.data) return <ArticleView article={article.data} />;
  if (article.isPending) return <ArticleSkeleton />;
  // 404: no such article; 400: an id the server cannot read (e.g. /news/0) names no article either.
  if (isStatus(article.error, 404) || isStatus(article.error, 400)) return <ArticleNotFound />;
  return <ArticleLoadError onRetry={() => void article.refetch()} />;
}
