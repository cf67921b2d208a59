import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Skeleton } from "../../ui/feedback";
import type { AdminStats } from "./api";
import * as s from "./admin.css";

/** The dashboard's four counts, from the database (not the SPEC's placeholder numbers). */
export function StatsCards({ stats }: { stats: AdminStats | undefined }) {
  const { i18n } = useLingui();
  const items: { key: keyof AdminStats; label: ReactNode }[] = [
    { key: "clubs", label: <Trans>Clubs</Trans> },
    { key: "matches", label: <Trans>Matches</Trans> },
    { key: "articles", label: <Trans>Articles</Trans> },
    { key: "rugbyTypes", label: <Trans>Rugby types</Trans> },
  ];
  return (
    <ul className={s.stats}>
      {items.map((item) => (
        <li key={item.key} className={s.stat}>
          <span className={s.statLabel}>{item.label}</span>
          <span className={s.statValue}>{stats ? i18n.number(stats[item.key]) : <Skeleton width="3rem" height="1.75rem" />}</span>
        </li>
      ))}
    </ul>
  );
}
