import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { Badge, EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { DashboardPage, dashboardStyles as s } from "../dashboard";
import { actionWords, roleWords } from "./action-words";
import { activityQuery, type ActivityRecord } from "./api";
import * as a from "./activity.css";

/** When, in Athens time (the app's one time zone), to the minute. */
const whenOf = (at: string) => formatDate(at, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** One record: what was done, by whom, in which role, when; the federation's support marked, with its reason. */
function ActivityRow({ record }: { record: ActivityRecord }) {
  const { t, i18n } = useLingui();
  const role = roleWords(i18n, record.actingRole);
  return (
    <li className={s.itemRow} data-testid="activity-row">
      <div className={s.itemMain}>
        <h3 className={s.itemTitle}>{actionWords(i18n, record.action)}</h3>
        <div className={s.itemMeta}>
          <span className={a.person}>{record.personName ?? t`Unknown person`}</span>
          {role ? <Badge tone="accent">{role}</Badge> : null}
          {record.bySupport ? <Badge tone="warning">{t`Federation support`}</Badge> : null}
          <time dateTime={record.at}>{whenOf(record.at)}</time>
        </div>
        {record.bySupport && record.reason ? (
          <p className={a.detail}>
            <Trans>Reason: {record.reason}</Trans>
          </p>
        ) : null}
        <p className={a.detail}>{record.summary}</p>
      </div>
    </li>
  );
}

/**
 * /dashboard/activity (issue 23, point 5, club admins): everything done for the club, newest
 * first, a page at a time: who did it, in which role, what, and when (Athens time).
 */
export function ActivityScreen() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const log = useQuery(activityQuery(page));
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <DashboardPage
      title={t`Activity`}
      intro={<Trans>Everything done for your club, newest first: who did it, in which role, and when. What the federation's support does while helping you shows here too.</Trans>}
    >
      {log.data ? (
        log.data.items.length === 0 ? (
          <EmptyState>{t`Nothing recorded yet.`}</EmptyState>
        ) : (
          <section className={s.section} aria-label={t`Activity`}>
            <ul className={s.itemList} data-testid="activity-log">
              {log.data.items.map((record) => (
                <ActivityRow key={record.id} record={record} />
              ))}
            </ul>
            <nav className={a.pager} aria-label={t`Pages`}>
              <Button size="sm" tone="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>Previous</Trans>
              </Button>
              <span className={a.pageOf}>
                <Trans>
                  Page {page} of {pages}
                </Trans>
              </span>
              <Button size="sm" tone="outline" disabled={page >= pages || log.isPlaceholderData} onClick={() => setPage(page + 1)}>
                <Trans>Next</Trans>
              </Button>
            </nav>
          </section>
        )
      ) : log.isError ? (
        <LoadError onRetry={() => void log.refetch()} />
      ) : (
        <div className={s.skeletonList} aria-hidden="true">
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
        </div>
      )}
    </DashboardPage>
  );
}
