import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { pairIn } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { Text, TextIn } from "../../ui/text";
import { paths } from "../../../schema/pages";
import { Button, ButtonLink } from "../../ui/button";
import { Alert, Badge, EmptyState, LoadError, Spinner } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { adminKeys } from "./api";
import { moderatedNewsQuery, moderateNews, type ModeratedNews } from "./back-office-api";
import { FilterSelect } from "./filter-select";
import * as s from "./back-office.css";

type Moderation = Parameters<typeof moderateNews>[1];

const FILTERS = {
  all: () => true,
  published: (article: ModeratedNews) => article.isPublished,
  unpublished: (article: ModeratedNews) => !article.isPublished,
  federation: (article: ModeratedNews) => article.byFederation,
} as const;
type Filter = keyof typeof FILTERS;

/** One article: its author club, date and state, and the moderator's buttons. */
function ArticleCard({ article }: { article: ModeratedNews }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const moderate = useMutation({
    mutationFn: (action: Moderation) => moderateNews(article.id, action),
    onSuccess: async (_, action) => {
      const done = { unpublish: t`Article unpublished`, restore: t`Article restored`, feature: t`Article featured on the home page`, unfeature: t`Article no longer featured` };
      toaster.success({ title: done[action] });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      // The public lists and the home page show the change at once on this device too.
      await queryClient.invalidateQueries({ queryKey: ["news"] });
    },
  });
  const author = article.clubName ? <TextIn value={pairIn(i18n.locale, article.clubName, article.clubNameEl)} /> : t`unknown`;
  return (
    <li className={s.card} data-testid="moderated-article">
      <p className={s.title}>
        <Text lang={article.language}>
          {article.isPublished ? <Link href={paths.article(article.slug || article.id)}>{article.title}</Link> : article.title}
        </Text>
      </p>
      <p className={s.meta}>
        <Trans>by {author}</Trans> · {formatDate(article.publishDate)} · {article.category}
      </p>
      <p className={s.badgeRow}>
        {article.byFederation ? (
          <Badge tone="accent">
            <Trans>Federation</Trans>
          </Badge>
        ) : null}
        {article.isPublished ? (
          <Badge tone="success">
            <Trans>Published</Trans>
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Trans>Unpublished</Trans>
          </Badge>
        )}
        {article.isFeatured ? (
          <Badge tone="warning">
            <Trans>Featured on the home page</Trans>
          </Badge>
        ) : null}
      </p>
      <div className={s.buttons}>
        {article.isPublished ? (
          <Button size="sm" tone="danger" onClick={() => moderate.mutate("unpublish")} disabled={moderate.isPending}>
            <Trans>Unpublish</Trans>
          </Button>
        ) : (
          <Button size="sm" tone="outline" onClick={() => moderate.mutate("restore")} disabled={moderate.isPending}>
            <Trans>Restore</Trans>
          </Button>
        )}
        {article.isFeatured ? (
          <Button size="sm" tone="outline" onClick={() => moderate.mutate("unfeature")} disabled={moderate.isPending}>
            <Trans>Stop featuring</Trans>
          </Button>
        ) : (
          <Button size="sm" onClick={() => moderate.mutate("feature")} disabled={moderate.isPending}>
            <Trans>Feature on home page</Trans>
          </Button>
        )}
      </div>
      {moderate.isError ? (
        <Alert tone="error" role="alert">
          {errorText(moderate.error)}
        </Alert>
      ) : null}
    </li>
  );
}

/**
 * News moderation (issue 12): every article with its author club; unpublish or restore any, and
 * feature one on the home page. Federation news is posted from the admin's own news page.
 */
export function AdminNewsTab() {
  const { t } = useLingui();
  const news = useQuery(moderatedNewsQuery());
  const [filter, setFilter] = useState<Filter>("all");
  const labels: Record<Filter, string> = { all: t`All articles`, published: t`Published`, unpublished: t`Unpublished`, federation: t`Federation news` };
  const shown = news.data?.filter(FILTERS[filter]) ?? [];
  return (
    <section aria-label={t`News moderation`}>
      <div className={s.toolbar}>
        <FilterSelect value={filter} labels={labels} onChange={setFilter} />
        <ButtonLink href={`${paths.dashboardNews}?add=1`} size="sm">
          <Trans>Post federation news</Trans>
        </ButtonLink>
      </div>
      {news.isPending ? (
        <Spinner />
      ) : news.isError ? (
        <LoadError onRetry={() => void news.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState>{t`No articles.`}</EmptyState>
      ) : (
        <ul className={s.list}>
          {shown.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}
