import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { EmptyState, LoadError, Spinner } from "../../ui/feedback";
import { auditQuery } from "./back-office-api";
import * as s from "./back-office.css";

const ACTIONS = ["claim", "club", "academy", "news", "impersonation", "mail"] as const;

/** The audit log, newest first: who, when, what, before and after; filtered by kind, paged. */
export function AdminAuditTab() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState("");
  const log = useQuery(auditQuery(page, action || undefined));
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <section aria-label={t`Audit log`}>
      <label className={s.filter}>
        <span>
          <Trans>Action</Trans>
        </span>
        <select
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
          }}
        >
          <option value="">{t`All`}</option>
          {ACTIONS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <LoadError onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyState>{t`Nothing recorded yet.`}</EmptyState>
      ) : (
        <ul className={s.list} data-testid="audit-log">
          {log.data.items.map((item) => (
            <li key={item.id} className={s.card}>
              <p className={s.title}>
                {item.action} · {item.summary}
              </p>
              <p className={s.meta}>
                {item.adminName} · {formatDate(item.at, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" })}
                {item.reason ? ` · ${item.reason}` : ""}
              </p>
              {item.before !== null ? <pre className={s.record}>{t`Before`}: {JSON.stringify(item.before)}</pre> : null}
              {item.after !== null ? <pre className={s.record}>{t`After`}: {JSON.stringify(item.after)}</pre> : null}
            </li>
          ))}
        </ul>
      )}
      <div className={s.buttons}>
        <Button size="sm" tone="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <span className={s.meta}>
          {page} / {pages}
        </span>
        <Button size="sm" tone="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </section>
  );
}
