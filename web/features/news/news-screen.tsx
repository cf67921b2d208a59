import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { LastUpdated } from "../../ui/last-updated";
import { useContentLanguage } from "../../lib/content-language";
import { button } from "../../ui/button.css";
import { EmptyState } from "../../ui/feedback";
import { container, grid, section, visuallyHidden } from "../../ui/layout.css";
import { PageHeader } from "../../ui/page-header";
import { usePageTitle } from "../../ui/page-title";
import { toaster } from "../../ui/toaster";
import { TryAgain } from "../../ui/try-again";
import { newsFirstPageQuery } from "./api";
import { NewsCard } from "./news-card";
import { NewsCardSkeleton } from "./news-card-skeleton";
import { MoreNewsIsland } from "./news-more";
import * as s from "./news.css";

const SKELETON_CARDS = 6;

/** /news: the latest articles, newest first; "Load more" (an island) follows the server's cursor. */
export function NewsScreen() {
  const { t } = useLingui();
  usePageTitle(t`News`);
  const lang = useContentLanguage();
  const news = useQuery(newsFirstPageQuery(lang));

  // SPEC section 8: a failed load is a toast 'Error' and an empty list (once per failure).
  useEffect(() => {
    if (!news.errorUpdatedAt) return;
    toaster.error({ title: t`Error`, description: t`Failed to load news data. Please try again later.` });
  }, [news.errorUpdatedAt, t]);

  const items = news.data?.items ?? [];
  const nextCursor = news.data?.nextCursor;

  return (
    <>
      <PageHeader
        title={<Trans>News</Trans>}
        lead={<Trans>The latest from Greek rugby: national teams, competitions, clubs and youth development.</Trans>}
      />
      <div className={`${container} ${section}`}>
        {news.isPending ? (
          <div className={grid.three} aria-busy="true">
            <span className={visuallyHidden} role="status">
              <Trans>Loading news...</Trans>
            </span>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <NewsCardSkeleton key={index} />
            ))}
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            action={
              news.isError ? (
                <TryAgain onRetry={() => void news.refetch()} className={button({ tone: "outline" })}>
                  <Trans>Try again</Trans>
                </TryAgain>
              ) : null
            }
          >
            {news.isError ? <Trans>No news to show right now.</Trans> : <Trans>No news has been published yet.</Trans>}
          </EmptyState>
        ) : (
          <>
            <div className={s.toolbar}>
              <LastUpdated query={news} />
            </div>
            <ul className={`${grid.three} ${s.list}`}>
              {items.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} headingLevel={2} />
                </li>
              ))}
            </ul>
            {nextCursor ? (
              // Keyed by the cursor: a fresher first page starts its own "Load more".
              <MoreNewsIsland key={nextCursor} cursor={nextCursor} lang={lang} />
            ) : (
              <div className={s.more}>
                <p className={s.end}>
                  <Trans>You have reached the end of the news.</Trans>
                </p>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
