import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import * as v from "valibot";
import { TRANSFER_STATUSES, type TransferStatus } from "../../../domain/registrations/statuses";
import { reasonSchema } from "../../../schema/registration-requests";
import { clubNameIn } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { labelOf, TEAM_CODE_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { Badge, EmptyState } from "../../ui/feedback";
import { formStyles as f, useAppForm, validateWith } from "../../ui/form";
import { useClubCan, useClubSession } from "../auth";
import { dashboardStyles as d, FormDialog, QueryState, useDialogSave } from "../dashboard";
import * as s from "./club-registrations.css";
import { clubTransfersQuery, useObjectToTransfer, type TransferView } from "./transfer-api";
import { TRANSFER_STATUS_TONES, TRANSFER_STATUS_WORDS } from "./transfer-status-words";
import * as ts from "./transfers.css";

const fullName = (transfer: TransferView) => `${transfer.firstName} ${transfer.lastName}`;
const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" };

/** The current club objects: the reason is required, and mailed to the player and the new club. */
function ObjectDialog({ transfer, onOpenChange }: { transfer: TransferView | undefined; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const object = useObjectToTransfer();
  const { error, save, clearError } = useDialogSave();
  const form = useAppForm({
    defaultValues: { reason: "" },
    ...validateWith(reasonSchema),
    onSubmit: async ({ value, formApi }) => {
      if (!transfer) return;
      const { reason } = v.parse(reasonSchema, value);
      const name = fullName(transfer);
      const saved = await save(formApi, () => object.mutateAsync({ id: transfer.id, reason }), {
        success: { title: t`Objection sent`, description: t`${name} and the new club are mailed the reason. The federation decides.` },
        fallback: t`The objection could not be sent`,
      });
      if (saved) onOpenChange(false);
    },
  });
  const name = transfer ? fullName(transfer) : "";
  return (
    <FormDialog form={form} open={transfer !== undefined} onOpenChange={onOpenChange} onClose={clearError} title={t`Object to the transfer of ${name}`} submitLabel={<Trans>Object</Trans>} error={error}>
      <p className={s.dialogNote}>
        <Trans>Say why the player should not leave yet (an unreturned kit, unpaid fees). The federation's registrar reads it and decides.</Trans>
      </p>
      <form.AppField name="reason">{(field) => <field.TextAreaField label={t`Reason (mailed to the player and the new club)`} rows={3} />}</form.AppField>
    </FormDialog>
  );
}

/** One transfer, in or out: the player, the move, its status and deadline; Object for the current club while it may. */
function TransferRow({ transfer, clubId, canObject, onObject }: { transfer: TransferView; clubId: number | undefined; canObject: boolean; onObject: () => void }) {
  const { t, i18n } = useLingui();
  const name = fullName(transfer);
  const from = transfer.fromClubName ? clubNameIn(i18n.locale, { name: transfer.fromClubName, nameEl: transfer.fromClubNameEl }) : "–";
  const to = clubNameIn(i18n.locale, { name: transfer.toClubName, nameEl: transfer.toClubNameEl });
  const leaving = transfer.fromClubId === clubId;
  const mayObject = canObject && leaving && transfer.status === "open" && transfer.objectionDeadline > new Date().toISOString();
  const deadline = formatDate(transfer.objectionDeadline, DEADLINE_FORMAT);
  return (
    <li className={d.itemRow} data-testid="club-transfer" data-transfer-id={transfer.id} data-status={transfer.status}>
      <div className={d.itemMain}>
        <h3 className={d.itemTitle}>{name}</h3>
        <div className={d.itemMeta}>
          <Badge tone={TRANSFER_STATUS_TONES[transfer.status]}>{i18n._(TRANSFER_STATUS_WORDS[transfer.status])}</Badge>
          <Badge tone={leaving ? "warning" : "accent"}>{leaving ? t`Leaving` : t`Joining`}</Badge>
          <span>{labelOf(TEAM_CODE_LABELS, transfer.code, (descriptor) => i18n._(descriptor))}</span>
          <span>{transfer.season}</span>
        </div>
        <p className={ts.route}>
          <span>{from}</span>
          <span aria-hidden="true">→</span>
          <span>{to}</span>
        </p>
        <dl className={s.details}>
          {transfer.status === "open" ? (
            <>
              <dt className={s.term}>{t`Objections until`}</dt>
              <dd className={s.definition}>{deadline}</dd>
            </>
          ) : null}
          {transfer.objectionReason ? (
            <>
              <dt className={s.term}>{t`Objection`}</dt>
              <dd className={s.definition}>{transfer.objectionReason}</dd>
            </>
          ) : null}
          {transfer.declineReason ? (
            <>
              <dt className={s.term}>{t`Declined by the federation`}</dt>
              <dd className={s.definition}>{transfer.declineReason}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {mayObject ? (
        <div className={s.actions}>
          <Button tone="danger" className={s.action} onClick={onObject} aria-label={t`Object to the transfer of ${name}`}>
            <Trans>Object</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The club's transfers (issue 24, point 5), on its registrations screen: players asking to leave
 * and to join, newest first. The current club's secretary (or club admin) objects, with a reason,
 * within the 7 days; team managers see the list only.
 */
export function ClubTransfersPanel() {
  const { t, i18n } = useLingui();
  const canObject = useClubCan("registrations");
  const clubId = useClubSession().data?.id;
  const [status, setStatus] = useState<TransferStatus | "">("");
  const transfers = useQuery(clubTransfersQuery(status));
  const [objecting, setObjecting] = useState<TransferView>();
  return (
    <section className={d.section} aria-labelledby="club-transfers-heading" data-testid="club-transfers">
      <h2 id="club-transfers-heading" className={d.sectionTitle}>
        <Trans>Transfers</Trans>
      </h2>
      <p className={s.dialogNote}>
        <Trans>Players asking to leave your club or to join it. The club a player leaves has 7 days to object, with a reason; then the federation decides.</Trans>
      </p>
      <div className={s.filters}>
        <label className={s.filter}>
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
      <QueryState query={transfers} placeholders={1} empty={<EmptyState>{t`No transfers in or out of your club.`}</EmptyState>}>
        {(rows) => (
          <ul className={d.itemList}>
            {rows.map((transfer) => (
              <TransferRow key={transfer.id} transfer={transfer} clubId={clubId} canObject={canObject} onObject={() => setObjecting(transfer)} />
            ))}
          </ul>
        )}
      </QueryState>
      <ObjectDialog key={`object-${objecting?.id ?? "none"}`} transfer={objecting} onOpenChange={(open) => !open && setObjecting(undefined)} />
    </section>
  );
}
