import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import * as v from "valibot";
import { OPEN_TRANSFER_STATUSES, TRANSFER_STATUSES, type TransferStatus } from "../../../domain/registrations/statuses";
import { reasonSchema } from "../../../schema/registration-requests";
import { clubNameIn, useContentLanguage } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { TEAM_CODE_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Badge, EmptyState, LoadError, Spinner } from "../../ui/feedback";
import { formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { visuallyHidden } from "../../ui/layout.css";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { FormDialog, useDialogSave } from "../dashboard";
import { adminTransfersQuery, ClubHistory, TRANSFER_STATUS_TONES, TRANSFER_STATUS_WORDS, useApproveTransfer, useDeclineTransfer, type TransferView } from "../registrations";
import * as s from "./registrations.css";
import * as own from "./transfers-tab.css";

const fullName = (transfer: TransferView) => `${transfer.firstName} ${transfer.lastName}`;
const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" };

/** Whether the registrar may approve now: released, objected (over the objection), or open once its 7 days have passed. */
const approvable = (transfer: TransferView, now: string) =>
  transfer.status === "released" || transfer.status === "objected" || (transfer.status === "open" && transfer.objectionDeadline <= now);
const undecided = (transfer: TransferView) => (OPEN_TRANSFER_STATUSES as readonly string[]).includes(transfer.status);

/** The registrar declines: the reason is required, and mailed to the player and both clubs. */
function TransferDeclineDialog({ transfer, onOpenChange }: { transfer: TransferView | undefined; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const decline = useDeclineTransfer();
  const { error, save, clearError } = useDialogSave();
  const form = useAppForm({
    defaultValues: { reason: "" },
    ...validateWith(reasonSchema),
    onSubmit: async ({ value, formApi }) => {
      if (!transfer) return;
      const { reason } = v.parse(reasonSchema, value);
      const name = fullName(transfer);
      const saved = await save(formApi, () => decline.mutateAsync({ id: transfer.id, reason }), {
        success: { title: t`Transfer declined`, description: t`${name} and both clubs are mailed the reason; the licence stays.` },
        fallback: t`The transfer could not be declined`,
      });
      if (saved) onOpenChange(false);
    },
  });
  const name = transfer ? fullName(transfer) : "";
  return (
    <FormDialog form={form} open={transfer !== undefined} onOpenChange={onOpenChange} onClose={clearError} title={t`Decline the transfer of ${name}`} submitLabel={<Trans>Decline</Trans>} error={error}>
      <form.AppField name="reason">{(field) => <field.TextAreaField label={t`Reason (mailed to the player and both clubs)`} rows={3} />}</form.AppField>
    </FormDialog>
  );
}

/** A player's clubs, every season, as the registrar reads them. */
function HistoryDialog({ transfer, onOpenChange }: { transfer: TransferView | undefined; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const name = transfer ? fullName(transfer) : "";
  return (
    <Dialog
      open={transfer !== undefined}
      onOpenChange={onOpenChange}
      title={t`Clubs of ${name}`}
      footer={
        <Button tone="outline" onClick={() => onOpenChange(false)}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {transfer ? <ClubHistory personId={transfer.personId} heading={t`Club history`} asRegistrar /> : null}
    </Dialog>
  );
}

type RowProps = { transfer: TransferView; now: string; approving: boolean; onApprove: () => void; onDecline: () => void; onHistory: () => void };

/** One transfer: a table row on a laptop, a card on a phone. */
function TransferRow({ transfer, now, approving, onApprove, onDecline, onHistory }: RowProps) {
  const { t, i18n } = useLingui();
  const lang = useContentLanguage();
  const name = fullName(transfer);
  const from = transfer.fromClubName ? clubNameIn(lang, { name: transfer.fromClubName, nameEl: transfer.fromClubNameEl }) : "–";
  const to = clubNameIn(lang, { name: transfer.toClubName, nameEl: transfer.toClubNameEl });
  const deadline = formatDate(transfer.objectionDeadline, DEADLINE_FORMAT);
  const objection = transfer.objectionReason;
  const declined = transfer.declineReason;
  return (
    <tr data-testid="admin-transfer" data-transfer-id={transfer.id} data-status={transfer.status}>
      <td className={`${s.td} ${s.name}`}>{name}</td>
      <td className={s.td} data-label={t`Move`}>
        {from} → {to}
      </td>
      <td className={s.td} data-label={t`Season and code`}>
        {transfer.season} · {i18n._(TEAM_CODE_LABELS[transfer.code])}
      </td>
      <td className={s.td} data-label={t`Status`}>
        <Badge tone={TRANSFER_STATUS_TONES[transfer.status]}>{i18n._(TRANSFER_STATUS_WORDS[transfer.status])}</Badge>
        {transfer.status === "open" ? (
          <div>
            <Trans>Objections until {deadline}</Trans>
          </div>
        ) : null}
        {objection ? (
          <div>
            <Trans>Objection: {objection}</Trans>
          </div>
        ) : null}
        {declined ? (
          <div>
            <Trans>Declined: {declined}</Trans>
          </div>
        ) : null}
      </td>
      <td className={s.td}>
        <div className={`${s.rowActions} ${own.actions}`}>
          {approvable(transfer, now) ? (
            <Button size="sm" onClick={onApprove} disabled={approving} aria-busy={approving} aria-label={t`Approve the transfer of ${name}`}>
              {approving ? <Trans>Approving...</Trans> : <Trans>Approve</Trans>}
            </Button>
          ) : null}
          {undecided(transfer) ? (
            <Button size="sm" tone="danger" onClick={onDecline} disabled={approving} aria-label={t`Decline the transfer of ${name}`}>
              <Trans>Decline</Trans>
            </Button>
          ) : null}
          <Button size="sm" tone="outline" onClick={onHistory} aria-label={t`Club history of ${name}`}>
            <Trans>Club history</Trans>
          </Button>
        </div>
      </td>
    </tr>
  );
}

/**
 * The back office's Transfers tab (issue 24, point 5, the registrar): transfers by status, approval
 * (the licence moves to the new club) of a released or objected one, declines with a reason, and
 * each player's club history.
 */
export function AdminTransfersTab() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const [status, setStatus] = useState<TransferStatus | "">("");
  const list = useQuery(adminTransfersQuery(status));
  const approve = useApproveTransfer();
  const [declining, setDeclining] = useState<TransferView>();
  const [history, setHistory] = useState<TransferView>();
  const now = new Date().toISOString();

  const approveOne = (transfer: TransferView) => {
    const name = fullName(transfer);
    approve.mutate(transfer.id, {
      onSuccess: (approved) => {
        const club = clubNameIn(i18n.locale, { name: approved.toClubName, nameEl: approved.toClubNameEl });
        toaster.success({ title: t`Transfer approved`, description: t`${name}'s licence is now held with ${club}.` });
      },
      onError: (error) => toaster.error({ title: t`Error`, description: errorText(error, t`The transfer could not be approved`) }),
    });
  };

  return (
    <section aria-label={t`Transfers`}>
      <div className={s.filters} role="group" aria-label={t`Filters`}>
        <label className={`${s.filter} ${s.search}`}>
          <Trans>Status</Trans>
          <select className={f.input} value={status} onChange={(event) => setStatus(event.target.value as TransferStatus | "")}>
            <option value="">{t`Every status`}</option>
            {TRANSFER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {i18n._(TRANSFER_STATUS_WORDS[value])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>{t`No transfers match this status.`}</EmptyState>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col" className={s.th}>
                  <Trans>Player</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <Trans>Move</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <Trans>Season and code</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className={s.th}>
                  <span className={visuallyHidden}>
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody data-testid="admin-transfers">
              {list.data.map((transfer) => (
                <TransferRow
                  key={transfer.id}
                  transfer={transfer}
                  now={now}
                  approving={approve.isPending && approve.variables === transfer.id}
                  onApprove={() => approveOne(transfer)}
                  onDecline={() => setDeclining(transfer)}
                  onHistory={() => setHistory(transfer)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TransferDeclineDialog key={`decline-${declining?.id ?? "none"}`} transfer={declining} onOpenChange={(open) => !open && setDeclining(undefined)} />
      <HistoryDialog transfer={history} onOpenChange={(open) => !open && setHistory(undefined)} />
    </section>
  );
}
