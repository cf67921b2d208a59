import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { ButtonLink } from "../../ui/button";
import { CardLink } from "../../ui/card";
import { LoadError, Skeleton } from "../../ui/feedback";
import * as s from "./overview.css";

/** One count card: a big number linking to the page that manages those items. */
export function CountCard({ href, label, count, testId }: { href: string; label: string; count: number | undefined; testId: string }) {
  return (
    <CardLink href={href} className={s.countCard}>
      <span className={s.countValue} data-testid={testId}>
        {count ?? <Skeleton width="3rem" height="2.25rem" />}
      </span>
      <span className={s.countLabel}>{label}</span>
      <span className={s.countHint} aria-hidden="true">
        <Trans>Manage</Trans> →
      </span>
    </CardLink>
  );
}

type OverviewBlockProps<T, U> = {
  title: string;
  /** The page that manages these items ("View all"). */
  href: string;
  query: UseQueryResult<T[]>;
  /** The items this block shows, picked from the loaded list. */
  select: (items: T[]) => U[];
  emptyText: ReactNode;
  addLabel: ReactNode;
  renderItem: (item: U) => ReactNode;
  itemKey: (item: U) => string | number;
};

/** A titled overview block with its list, loading and failure states, and an empty state with an add button. */
export function OverviewBlock<T, U>({ title, href, query, select, emptyText, addLabel, renderItem, itemKey }: OverviewBlockProps<T, U>) {
  const titleId = useId();
  const items = query.data ? select(query.data) : undefined;
  return (
    <section className={s.block} aria-labelledby={titleId}>
      <div className={s.blockHeader}>
        <h2 id={titleId} className={s.blockTitle}>
          {title}
        </h2>
        <Link href={href} className={s.viewAll}>
          <Trans>View all</Trans>
        </Link>
      </div>
      {items ? (
        items.length > 0 ? (
          <ul className={s.list}>
            {items.map((item) => (
              <li key={itemKey(item)} className={s.item}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        ) : (
          <div className={s.blockEmpty}>
            <p style={{ margin: 0 }}>{emptyText}</p>
            <ButtonLink href={`${href}?add=1`}>
              {addLabel}
            </ButtonLink>
          </div>
        )
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </>
      )}
    </section>
  );
}

export function useOverviewTitles() {
  const { t } = useLingui();
  return { news: t`Recent News`, matches: t`Upcoming Matches`, players: t`Players by Position` };
}
