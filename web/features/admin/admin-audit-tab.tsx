import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { clubNameIn, useContentLanguage } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { Badge, EmptyState, LoadError, Spinner } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { actionWords, roleWords } from "../activity";
import { auditQuery, type AuditPage } from "./back-office-api";
import * as s from "./back-office.css";

/** The kinds of action to filter by: the federation's own, and the clubs' writes by area (issue 23). */
const ACTIONS = ["claim", "club", "academy", "news", "impersonation", "mail", "competitions", "member", "invitation", "staff", "players", "teams", "matches", "standings", "fixtures"] as const;

/** One record: what, by whom (the person, their role, the club), when, why; before and after. */
function AuditRecord({ item }: { item: AuditPage["items"][number] }) {
  const { t, i18n } = useLingui();
  const role = roleWords(i18n, item.actingRole);
  const lang = useContentLanguage();
  const club = item.clubName ? clubNameIn(lang, { name: item.clubName, nameEl: item.clubNameEl }) : null;
  return (
    <li className={s.card}>
      <p className={s.title}>
        {actionWords(i18n, item.action)} · {item.summary}
      </p>
      <p className={`${s.meta} ${s.badgeRow}`}>
        <strong>{item.personName ?? item.adminName}</strong>
        {role ? <Badge tone="accent">{role}</Badge> : null}
        {club ? <span>{club}</span> : null}
        <time dateTime={item.at}>{formatDate(item.at, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" })}</time>
        {item.reason ? <span>{item.reason}</span> : null}
      </p>
      {item.before !== null ? <pre className={s.record}>{t`Before`}: {JSON.stringify(item.before)}</pre> : null}
      {item.after !== null ? <pre className={s.record}>{t`After`}: {JSON.stringify(item.after)}</pre> : null}
    </li>
  );
}

/** The audit log, newest first: who (person, role, club), when, what, before and after; filtered by kind and person, paged. */
export function AdminAuditTab() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState("");
  const [person, setPerson] = useState("");
  // The list follows the typing without a request per key held down.
  const personFilter = useDeferredValue(person.trim());
  const log = useQuery(auditQuery(page, action || undefined, personFilter || undefined));
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <section aria-label={t`Audit log`}>
      <div className={s.toolbar}>
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
        <label className={s.filter}>
          <span>
            <Trans>Person</Trans>
          </span>
          <input
            type="search"
            className={`${f.input} ${s.filterInput}`}
            value={person}
            placeholder={t`Name`}
            autoComplete="off"
            maxLength={100}
            onChange={(event) => {
              setPerson(event.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <LoadError onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyState>{t`Nothing recorded yet.`}</EmptyState>
      ) : (
        <ul className={s.list} data-testid="audit-log">
          {log.data.items.map((item) => (
            <AuditRecord key={item.id} item={item} />
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
