import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { island } from "../../islands/island";
import type { ContentLanguage } from "../../lib/content-language";
import { stringsForLaterParts } from "../../lib/i18n";
import { Button } from "../../ui/button";
import { toaster } from "../../ui/toast-queue";
import type { NewsItem } from "./api";
import * as s from "./news.css";

type MoreNewsProps = {
  /** Where the page drawn ends: the cursor of the next page. */
  cursor: string;
  lang: ContentLanguage;
};

/** The first "Load more" fetches the cards' code (and on a drawn page their strings) along with the page. */
const loadPage = (cursor: string, lang: ContentLanguage) =>
  Promise.all([
    stringsForLaterParts().then(() => import("./news-more-list")),
    import("./news-page").then(({ fetchNewsPage }) => fetchNewsPage(cursor, lang)),
  ]);

/**
 * "Load more" under the news grid (SPEC): each page after the cursor the server returned, added
 * below the ones shown, until the end. The only part of /news that runs in the browser.
 */
function MoreNews({ cursor, lang }: MoreNewsProps) {
  const { t } = useLingui();
  const [items, setItems] = useState<NewsItem[]>([]);
  const [next, setNext] = useState<string | null>(cursor);
  const [loading, setLoading] = useState(false);
  const [List, setList] = useState<typeof import("./news-more-list").NewsMoreList>();

  const loadMore = async () => {
    if (loading || !next) return;
    setLoading(true);
    try {
      const [{ NewsMoreList }, page] = await loadPage(next, lang);
      setList(() => NewsMoreList);
      setItems((shown) => [...shown, ...page.items]);
      setNext(page.nextCursor);
    } catch {
      // SPEC section 8: a failed load is a toast; the button stays, to try again.
      toaster.error({ about: "news-more", title: t`Error`, description: t`Failed to load news data. Please try again later.` });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {List && items.length > 0 ? <List items={items} /> : null}
      <div className={s.more}>
        {next ? (
          // Never disabled while loading: a disabled button would lose the keyboard's focus.
          <Button tone="outline" size="lg" onClick={() => void loadMore()} aria-busy={loading}>
            {loading ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
          </Button>
        ) : (
          <p className={s.end}>
            <Trans>You have reached the end of the news.</Trans>
          </p>
        )}
      </div>
    </>
  );
}

export const MoreNewsIsland = island("news-more", MoreNews);
