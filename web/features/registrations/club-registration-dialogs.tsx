import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import * as v from "valibot";
import { healthCardSchema, reasonSchema } from "../../../schema/registration-requests";
import { todayIso, yearsAfter } from "../../../schema/athens-time";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Alert } from "../../ui/feedback";
import { useAppForm, validateWith } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { dashboardStyles as d, FormDialog, useDialogSave } from "../dashboard";
import { useClubDecline, useRecordHealthCard, useReRegister, type ClubRegistration, type ReRegisterSummary } from "./club-api";
import * as s from "./club-registrations.css";

const fullName = (registration: ClubRegistration) => `${registration.firstName} ${registration.lastName}`;

type RowDialogProps = { registration: ClubRegistration | undefined; onOpenChange: (open: boolean) => void };

/** Decline a registration: the reason is required, and mailed to the applicant. */
export function DeclineDialog({ registration, onOpenChange }: RowDialogProps) {
  const { t } = useLingui();
  const decline = useClubDecline();
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

/** Record the date a player's health card expires: from today to a year ahead (the API says why otherwise, under the field). */
export function HealthCardDialog({ registration, onOpenChange }: RowDialogProps) {
  const { t } = useLingui();
  const record = useRecordHealthCard();
  const { error, save, clearError } = useDialogSave();
  const form = useAppForm({
    defaultValues: { expiresOn: registration?.healthCardExpiresOn ?? "" },
    ...validateWith(healthCardSchema),
    onSubmit: async ({ value, formApi }) => {
      if (!registration) return;
      const { expiresOn } = v.parse(healthCardSchema, value);
      const name = fullName(registration);
      const saved = await save(formApi, () => record.mutateAsync({ id: registration.id, expiresOn }), {
        success: { title: t`Health card recorded`, description: t`The health card of ${name} is recorded.` },
        fallback: t`The health card could not be recorded`,
      });
      if (saved) onOpenChange(false);
    },
  });
  const name = registration ? fullName(registration) : "";
  const today = todayIso();
  return (
    <FormDialog form={form} open={registration !== undefined} onOpenChange={onOpenChange} onClose={clearError} title={t`Health card of ${name}`} submitLabel={<Trans>Save</Trans>} error={error}>
      <p className={s.dialogNote}>
        <Trans>The athlete's health card is valid for one year. Record only its expiry date, nothing medical.</Trans>
      </p>
      <form.AppField name="expiresOn">{(field) => <field.TextField label={t`Expires on`} type="date" min={today} max={yearsAfter(today, 1)} />}</form.AppField>
    </FormDialog>
  );
}

/** What re-registering did: how many were made, and who was left out and why. */
function ReRegisterResult({ summary }: { summary: ReRegisterSummary }) {
  const { t, i18n } = useLingui();
  const created = summary.created;
  return (
    <div className={s.summary} data-testid="re-register-summary">
      <Alert tone="success" role="status">
        <Trans>Registrations made: {created}</Trans>
      </Alert>
      {summary.skipped.length > 0 ? (
        <>
          <p className={s.dialogNote}>
            <Trans>Left out:</Trans>
          </p>
          <ul className={s.skippedList} aria-label={t`Players left out`}>
            {summary.skipped.map((player) => (
              <li key={player.personId}>
                <strong>{player.name}</strong>: {i18n._(player.reason)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * "Re-register last season's players": confirmed first, then one call makes a pending
 * registration for each of last season's players still eligible by age; the summary stays open.
 */
export function ReRegisterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const reRegister = useReRegister();
  const [summary, setSummary] = useState<ReRegisterSummary>();
  const [error, setError] = useState<string>();
  const cancel = useRef<HTMLButtonElement>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSummary(undefined);
      setError(undefined);
    }
  };
  const confirm = () => {
    setError(undefined);
    reRegister.mutate(
      {},
      {
        onSuccess: (answer) => {
          setSummary(answer);
          const created = answer.created;
          toaster.success({ title: t`Last season's players re-registered`, description: t`Registrations made: ${created}` });
        },
        onError: (failure) => setError(errorText(failure, t`The players could not be re-registered`)),
      },
    );
  };
  const pending = reRegister.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      busy={pending}
      title={<Trans>Re-register last season's players</Trans>}
      description={
        summary ? undefined : <Trans>Each player licensed with your club last season who is still of age for their team gets a registration for this season. Your approval comes with it: the registrations go straight to the federation.</Trans>
      }
      initialFocus={() => cancel.current}
    >
      {summary ? <ReRegisterResult summary={summary} /> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={d.formActions}>
        {summary ? (
          <Button onClick={() => close(false)}>
            <Trans>Close</Trans>
          </Button>
        ) : (
          <>
            <Button ref={cancel} tone="outline" onClick={() => close(false)} disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={confirm} disabled={pending} aria-busy={pending}>
              {pending ? <Trans>Re-registering...</Trans> : <Trans>Re-register</Trans>}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
