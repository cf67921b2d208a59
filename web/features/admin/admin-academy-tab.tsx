import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { Alert, EmptyState, LoadError, Spinner } from "../../ui/feedback";
import { useErrorText } from "../auth";
import { AcademyChildrenDialog } from "./academy-children-dialog";
import { academyCsvUrl, academyQuery, updateRegistration, type AcademyRow, type AcademyStatus, type AgeGroup } from "./back-office-api";
import * as s from "./back-office.css";

const STATUSES: AcademyStatus[] = ["new", "contacted", "enrolled", "declined"];
const AGE_GROUPS: AgeGroup[] = ["U10", "U12", "U14", "U16"];

function useStatusLabel() {
  const { t } = useLingui();
  return (status: AcademyStatus) => ({ new: t`New`, contacted: t`Contacted`, enrolled: t`Enrolled`, declined: t`Declined` })[status];
}

function RegistrationCard({ row }: { row: AcademyRow }) {
  const { t } = useLingui();
  const label = useStatusLabel();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState(row.notes ?? "");
  const [registering, setRegistering] = useState(false);
  // Only a form sent with the parent's consent can become registrations, and only once.
  const parentName = row.parentName;
  const mayRegister = row.consentAt !== null && row.status !== "enrolled";
  const save = useMutation({
    mutationFn: (json: { status?: AcademyStatus; notes?: string }) => updateRegistration(row.id, json),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
  return (
    <li className={s.card}>
      <p className={s.title}>{row.parentName}</p>
      <p className={s.meta}>
        <a href={`mailto:${row.email}`}>{row.email}</a> · <a href={`tel:${row.phone}`}>{row.phone}</a> · {formatDate(row.createdAt)}
      </p>
      <p className={s.body}>{row.childrenDetails}</p>
      {row.ageGroups.length ? <p className={s.meta}>{row.ageGroups.join(", ")}</p> : null}
      <div className={s.actions}>
        <label className={s.field}>
          <span>
            <Trans>Status</Trans>
          </span>
          <select value={row.status} onChange={(event) => save.mutate({ status: event.target.value as AcademyStatus })} disabled={save.isPending}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {label(status)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          <span>
            <Trans>Notes</Trans>
          </span>
          <textarea value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} />
        </label>
        <div className={s.buttons}>
          <Button size="sm" tone="outline" onClick={() => save.mutate({ notes })} disabled={save.isPending}>
            {t`Save notes`}
          </Button>
          {mayRegister ? (
            <Button size="sm" onClick={() => setRegistering(true)} aria-label={t`Register the children of ${parentName}`}>
              <Trans>Register children</Trans>
            </Button>
          ) : null}
        </div>
        {registering ? <AcademyChildrenDialog row={row} onClose={() => setRegistering(false)} /> : null}
        {save.isError ? <Alert tone="error" role="alert">{errorText(save.error)}</Alert> : null}
      </div>
    </li>
  );
}

/** The academy inbox: status, notes and the parent's contact; filters by status and age group; CSV export. */
export function AdminAcademyTab() {
  const { t } = useLingui();
  const label = useStatusLabel();
  const [status, setStatus] = useState<AcademyStatus | "">("");
  const [ageGroup, setAgeGroup] = useState<AgeGroup | "">("");
  const rows = useQuery(academyQuery(status || undefined, ageGroup || undefined));
  return (
    <section aria-label={t`Academy registrations`}>
      <div className={s.toolbar}>
        <label className={s.filter}>
          <span>
            <Trans>Status</Trans>
          </span>
          <select value={status} onChange={(event) => setStatus(event.target.value as AcademyStatus | "")}>
            <option value="">{t`All`}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.filter}>
          <span>
            <Trans>Age group</Trans>
          </span>
          <select value={ageGroup} onChange={(event) => setAgeGroup(event.target.value as AgeGroup | "")}>
            <option value="">{t`All`}</option>
            {AGE_GROUPS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <a href={academyCsvUrl(status, ageGroup)} download>
          <Trans>Export CSV</Trans>
        </a>
      </div>
      {rows.isPending ? (
        <Spinner />
      ) : rows.isError ? (
        <LoadError onRetry={() => void rows.refetch()} />
      ) : rows.data.length === 0 ? (
        <EmptyState>{t`No academy registrations.`}</EmptyState>
      ) : (
        <ul className={s.list}>
          {rows.data.map((row) => (
            <RegistrationCard key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
