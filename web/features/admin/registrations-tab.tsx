import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import * as v from "valibot";
import { LICENCE_CODES, REGISTRATION_STATUSES, type LicenceCode, type RegistrationStatus } from "../../../domain/registrations/statuses";
import { previousSeason } from "../../../domain/registrations/seasons";
import { reasonSchema } from "../../../schema/registration-requests";
import { currentSeason } from "../../../schema/season";
import { clubNameIn, pairIn, useContentLanguage } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { TEAM_CODE_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { Alert, Badge, EmptyState, LoadError, Spinner } from "../../ui/feedback";
import { formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { visuallyHidden } from "../../ui/layout.css";
import { TextIn } from "../../ui/text";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { FormDialog, useDialogSave } from "../dashboard";
import { REGISTRATION_STATUS_TONES, REGISTRATION_STATUS_WORDS } from "../registrations";
import { adminClubsQuery } from "./api";
import { LicenceImportDialog } from "./registrations-import-dialog";
import {
  adminRegistrationsQuery,
  REGISTRATIONS_PAGE_SIZE,
  useRegistrarApprove,
  useRegistrarDecline,
  type AdminRegistration,
  type AdminRegistrationFilters,
} from "./registrations-api";
import * as s from "./registrations.css";

const fullName = (registration: AdminRegistration) => `${registration.firstName} ${registration.lastName}`;

/** The registrar declines: the reason is required, and mailed to the applicant. */
function RegistrarDeclineDialog({ registration, onOpenChange }: { registration: AdminRegistration | undefined; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const decline = useRegistrarDecline();
  const { error, save, clearError } = useDialogSave();
  const form = useAppForm({
    defaultValues: { reason: "" },
    ...validateWith(reasonSchema),
    onSubmit: async ({ value, formApi }) => {
      if (!registration) return;
      const { reason } = v.parse(reasonSchema, value);
      const name = fullName(registration);
      const saved = await save(formApi, () => decline.mutateAsync({ id: registration.id, reason }), {
        success: { title: t`Registration declined`, description: t`${name} is mailed the reason.` },
        fallback: t`The registration could not be declined`,
      });
      if (saved) onOpenChange(false);
    },
  });
  const name = registration ? fullName(registration) : "";
  return (
    <FormDialog form={form} open={registration !== undefined} onOpenChange={onOpenChange} onClose={clearError} title={t`Decline the registration of ${name}`} submitLabel={<Trans>Decline</Trans>} error={error}>
      <form.AppField name="reason">{(field) => <field.TextAreaField label={t`Reason (mailed to the applicant)`} rows={3} />}</form.AppField>
    </FormDialog>
  );
}

/** The filters: status (waiting for the federation at first), season, code, club, and a name or licence number. */
function Filters({ filters, onChange }: { filters: AdminRegistrationFilters; onChange: (filters: AdminRegistrationFilters) => void }) {
  const { t, i18n } = useLingui();
  const lang = useContentLanguage();
  const clubs = useQuery(adminClubsQuery());
  const season = currentSeason();
  const seasons = [season, previousSeason(season), previousSeason(previousSeason(season))];
  const clubOptions = [...(clubs.data ?? [])].map((club) => ({ id: club.id, name: clubNameIn(lang, club) })).sort((a, b) => a.name.localeCompare(b.name, lang));
  return (
    <div className={s.filters} role="group" aria-label={t`Filters`}>
      <label className={`${s.filter} ${s.wide}`}>
        <Trans>Status</Trans>
        <select className={f.input} value={filters.status} onChange={(event) => onChange({ ...filters, status: event.target.value as RegistrationStatus | "" })}>
          {REGISTRATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(REGISTRATION_STATUS_WORDS[status])}
            </option>
          ))}
          <option value="">{t`Every status`}</option>
        </select>
      </label>
      <label className={s.filter}>
        <Trans>Season</Trans>
        <select className={f.input} value={filters.season} onChange={(event) => onChange({ ...filters, season: event.target.value })}>
          <option value="">{t`Every season`}</option>
          {seasons.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label className={s.filter}>
        <Trans>Code</Trans>
        <select className={f.input} value={filters.code} onChange={(event) => onChange({ ...filters, code: event.target.value as LicenceCode | "" })}>
          <option value="">{t`Every code`}</option>
          {LICENCE_CODES.map((code) => (
            <option key={code} value={code}>
              {i18n._(TEAM_CODE_LABELS[code])}
            </option>
          ))}
        </select>
      </label>
      <label className={s.filter}>
        <Trans>Club</Trans>
        <select className={f.input} value={String(filters.clubId)} onChange={(event) => onChange({ ...filters, clubId: event.target.value ? Number(event.target.value) : "" })}>
          <option value="">{t`Every club`}</option>
          {clubOptions.map((club) => (
            <option key={club.id} value={club.id}>
              {club.name}
            </option>
          ))}
        </select>
      </label>
      <label className={`${s.filter} ${s.wide}`}>
        <Trans>Name or licence number</Trans>
        <input type="search" className={f.input} value={filters.q} autoComplete="off" maxLength={100} onChange={(event) => onChange({ ...filters, q: event.target.value })} />
      </label>
    </div>
  );
}

type RowProps = { registration: AdminRegistration; approving: boolean; onApprove: () => void; onDecline: () => void };

/** One registration of the register: a table row on a laptop, a card on a phone. */
function RegistrationRow({ registration, approving, onApprove, onDecline }: RowProps) {
  const { t, i18n } = useLingui();
  const lang = useContentLanguage();
  const name = fullName(registration);
  const club = pairIn(lang, registration.clubName, registration.clubNameEl);
  const team = pairIn(lang, registration.teamNameEn, registration.teamNameEl);
  const waits = registration.status === "pending-federation";
  return (
    <tr data-testid="admin-registration" data-registration-id={registration.id} data-status={registration.status}>
      <td className={`${s.td} ${s.name}`}>{name}</td>
      <td className={s.td} data-label={t`Date of birth`}>
        {registration.dateOfBirth ? formatDate(registration.dateOfBirth) : "–"}
      </td>
      <td className={s.td} data-label={t`Club`}>
        <TextIn value={club} />
        {team.text ? (
          <>
            {" · "}
            <TextIn value={team} />
          </>
        ) : null}
      </td>
      <td className={s.td} data-label={t`Season`}>
        {registration.season} · {i18n._(TEAM_CODE_LABELS[registration.code])}
      </td>
      <td className={s.td} data-label={t`Status`}>
        <Badge tone={REGISTRATION_STATUS_TONES[registration.status]}>{i18n._(REGISTRATION_STATUS_WORDS[registration.status])}</Badge>
      </td>
      <td className={`${s.td} ${s.licence}`} data-label={t`Licence number`} data-testid="licence-number">
        {registration.licenceNumber ?? "–"}
      </td>
      <td className={s.td}>
        {waits ? (
          <div className={s.rowActions}>
            <Button size="sm" onClick={onApprove} disabled={approving} aria-busy={approving} aria-label={t`Approve the registration of ${name}`}>
              {approving ? <Trans>Approving...</Trans> : <Trans>Approve</Trans>}
            </Button>
            <Button size="sm" tone="danger" onClick={onDecline} disabled={approving} aria-label={t`Decline the registration of ${name}`}>
              <Trans>Decline</Trans>
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The back office's Registrations tab (issue 24, the registrar): the register filtered and paged
 * by the server (it stays fast at 10,000 rows), approvals that issue the licence number, declines
 * with a reason, and the CSV import of existing licences.
 */
export function AdminRegistrationsTab() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [filters, setFilters] = useState<AdminRegistrationFilters>({ status: "pending-federation", season: "", code: "", clubId: "", q: "" });
  const [page, setPage] = useState(1);
  // The list follows the typing without a request per key held down.
  const asked = useDeferredValue(filters);
  const list = useQuery(adminRegistrationsQuery(asked, page));
  const approve = useRegistrarApprove();
  const [declining, setDeclining] = useState<AdminRegistration>();
  const [importing, setImporting] = useState(false);
  // The last licence issued stays in view: the row may leave the "waiting" list once it reloads.
  const [issued, setIssued] = useState<{ name: string; licenceNumber: string }>();

  const changeFilters = (next: AdminRegistrationFilters) => {
    setFilters(next);
    setPage(1);
  };
  const approveOne = (registration: AdminRegistration) => {
    const name = fullName(registration);
    approve.mutate(registration.id, {
      onSuccess: (licensed) => {
        const licenceNumber = licensed.licenceNumber ?? "";
        setIssued({ name, licenceNumber });
        toaster.success({ title: t`Licence issued`, description: t`${name}: licence ${licenceNumber}` });
      },
      onError: (error) => toaster.error({ title: t`Error`, description: errorText(error, t`The registration could not be approved`) }),
    });
  };

  const total = list.data?.total ?? 0;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / (list.data.pageSize || REGISTRATIONS_PAGE_SIZE))) : 1;
  const issuedName = issued?.name;
  const issuedNumber = issued?.licenceNumber;
  return (
    <section aria-label={t`Registrations`}>
      <div className={s.toolbar}>
        <p className={s.total} aria-live="polite">
          {list.data ? <Plural value={total} one="# registration" other="# registrations" /> : null}
        </p>
        <Button tone="outline" onClick={() => setImporting(true)}>
          <Trans>Import licences</Trans>
        </Button>
      </div>
      <Filters filters={filters} onChange={changeFilters} />
      {issued ? (
        <Alert tone="success" role="status">
          <span data-testid="issued-licence">
            <Trans>
              Licence {issuedNumber} issued to {issuedName}.
            </Trans>
          </span>
        </Alert>
      ) : null}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>{t`No registrations match these filters.`}</EmptyState>
      ) : (
        <div className={`${s.tableWrap} ${list.isPlaceholderData || filters !== asked ? s.stale : ""}`}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col" className={s.th}>
                  <Trans>Name</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <Trans>Date of birth</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <Trans>Club and team</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <Trans>Season and code</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <Trans>Licence number</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <span className={visuallyHidden}>
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody data-testid="admin-registrations">
              {list.data.items.map((registration) => (
                <RegistrationRow
                  key={registration.id}
                  registration={registration}
                  approving={approve.isPending && approve.variables === registration.id}
                  onApprove={() => approveOne(registration)}
                  onDecline={() => setDeclining(registration)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className={s.pager} aria-label={t`Pages`}>
        <Button size="sm" tone="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <span className={s.total}>
          {page} / {pages}
        </span>
        <Button size="sm" tone="outline" disabled={page >= pages || list.isPlaceholderData} onClick={() => setPage(page + 1)}>
          <Trans>Next</Trans>
        </Button>
      </nav>
      <RegistrarDeclineDialog key={`decline-${declining?.id ?? "none"}`} registration={declining} onOpenChange={(open) => !open && setDeclining(undefined)} />
      <LicenceImportDialog open={importing} onOpenChange={setImporting} />
    </section>
  );
}
