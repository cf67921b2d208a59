import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useStore } from "@tanstack/react-form";
import { useState } from "react";
import * as v from "valibot";
import { OPEN_TRANSFER_STATUSES } from "../../../domain/registrations/statuses";
import { wholeNumber } from "../../../schema/field-rules";
import { registrationMessages as r } from "../../../schema/registration-messages";
import { currentSeason } from "../../../schema/season";
import { clubNameIn } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { labelOf, TEAM_CODE_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { Alert, Badge, LoadError, Skeleton } from "../../ui/feedback";
import { Form, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { visuallyHidden } from "../../ui/layout.css";
import { toaster } from "../../ui/toaster";
import { useErrorText, type UserSession } from "../auth";
import { clubsQuery } from "../clubs";
import { myChildrenQuery, myRegistrationsQuery, type RegistrationView } from "./api";
import * as s from "./my-registrations.css";
import { myTransfersQuery, useRequestTransfer, useWithdrawTransfer, type TransferView } from "./transfer-api";
import { TRANSFER_STATUS_TONES, TRANSFER_STATUS_WORDS } from "./transfer-status-words";
import * as ts from "./transfers.css";

/** The form: which licence moves (a registration of the person or a child) and where to. */
const requestSchema = v.object({ registrationId: wholeNumber(r.transferLicenceRequired, 1, 999_999_999), toClubId: wholeNumber(r.clubRequired, 1, 999_999_999) });
type FormValues = { registrationId?: number; toClubId?: number };

const isOpen = (transfer: TransferView) => (OPEN_TRANSFER_STATUSES as readonly string[]).includes(transfer.status);

/**
 * "Ask to move to another club" (issue 24, point 5), on the player's registrations screen: the
 * licences held this season (the person's and their children's), a club to move to, and the
 * transfers asked for, with their status, the current club's deadline to object, and Withdraw.
 */
export function TransferRequest({ user }: { user: UserSession }) {
  const registrations = useQuery(myRegistrationsQuery());
  const transfers = useQuery(myTransfersQuery());
  const season = currentSeason();
  const licences = (registrations.data ?? []).filter((row) => row.status === "licensed" && row.season === season);
  return (
    <section className={s.panel} aria-labelledby="transfer-heading" data-testid="transfer-request">
      <h2 id="transfer-heading" className={s.panelTitle}>
        <Trans>Ask to move to another club</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>
          Your current club has 7 days to object, with a reason. Without an objection you are released automatically, and the federation approves
          the move: your licence then moves to the new club.
        </Trans>
      </p>
      {transfers.isError ? <LoadError onRetry={() => void transfers.refetch()} /> : null}
      {transfers.data && transfers.data.length > 0 ? (
        <ul className={s.list} aria-label={`${user.firstName} ${user.lastName}`}>
          {transfers.data.map((transfer) => (
            <TransferItem key={transfer.id} transfer={transfer} />
          ))}
        </ul>
      ) : null}
      {registrations.isPending ? (
        <Skeleton height="6rem" />
      ) : licences.length === 0 ? (
        <p className={s.muted}>
          <Trans>You can ask to move once you, or your child, hold a licence for this season.</Trans>
        </p>
      ) : (
        <RequestForm user={user} licences={licences} busy={(transfers.data ?? []).some(isOpen)} />
      )}
    </section>
  );
}

/** One transfer asked for: who, which code, from and to, its status, the deadline or the reasons, and Withdraw while undecided. */
function TransferItem({ transfer }: { transfer: TransferView }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const withdraw = useWithdrawTransfer();
  const from = transfer.fromClubName ? clubNameIn(i18n.locale, { name: transfer.fromClubName, nameEl: transfer.fromClubNameEl }) : "–";
  const to = clubNameIn(i18n.locale, { name: transfer.toClubName, nameEl: transfer.toClubNameEl });
  const code = labelOf(TEAM_CODE_LABELS, transfer.code, (descriptor) => i18n._(descriptor));
  const name = `${transfer.firstName} ${transfer.lastName}`;
  const deadline = formatDate(transfer.objectionDeadline, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
  return (
    <li className={s.item} data-transfer={transfer.id} data-status={transfer.status}>
      <div className={s.itemHead}>
        <p className={s.itemTitle}>
          {name} · {code} · {transfer.season}
        </p>
        <Badge tone={TRANSFER_STATUS_TONES[transfer.status]}>{i18n._(TRANSFER_STATUS_WORDS[transfer.status])}</Badge>
      </div>
      <p className={ts.route}>
        <span>{from}</span>
        <span aria-hidden="true">→</span>
        <span className={visuallyHidden}>{t`to`}</span>
        <span>{to}</span>
      </p>
      <dl className={s.facts}>
        {transfer.status === "open" ? (
          <>
            <dt className={s.term}>{t`The club may object until`}</dt>
            <dd className={s.value}>{deadline}</dd>
          </>
        ) : null}
        {transfer.objectionReason ? (
          <>
            <dt className={s.term}>{t`The club's objection`}</dt>
            <dd className={s.value}>{transfer.objectionReason}</dd>
          </>
        ) : null}
        {transfer.status === "declined" && transfer.declineReason ? (
          <>
            <dt className={s.term}>{t`Declined by the federation`}</dt>
            <dd className={s.value}>{transfer.declineReason}</dd>
          </>
        ) : null}
      </dl>
      {isOpen(transfer) ? (
        <div className={s.actions}>
          <Button
            tone="outline"
            size="sm"
            disabled={withdraw.isPending}
            aria-label={t`Withdraw the transfer of ${name} to ${to}`}
            onClick={() =>
              withdraw.mutate(transfer.id, {
                onSuccess: () => toaster.success({ about: "transfer", title: t`Transfer withdrawn` }),
                onError: (error) => toaster.error({ about: "transfer", title: t`Could not withdraw`, description: errorText(error) }),
              })
            }
          >
            <Trans>Withdraw</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The request: a licence (the person's or a child's) and the club to move to; the server judges it again. */
function RequestForm({ user, licences, busy }: { user: UserSession; licences: readonly RegistrationView[]; busy: boolean }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const request = useRequestTransfer();
  const clubs = useQuery(clubsQuery());
  const children = useQuery(myChildrenQuery());
  const [refusal, setRefusal] = useState<string | null>(null);
  const defaults: FormValues = { registrationId: licences.length === 1 ? licences[0]!.id : undefined, toClubId: undefined };
  const form = useAppForm({
    defaultValues: defaults,
    ...validateWith(requestSchema),
    onSubmit: async ({ value }) => {
      setRefusal(null);
      const licence = licences.find((row) => row.id === value.registrationId);
      if (!licence || value.toClubId === undefined) return;
      try {
        const created = await request.mutateAsync({ toClubId: value.toClubId, code: licence.code, ...(licence.personId === user.id ? {} : { personId: licence.personId }) });
        const club = clubNameIn(i18n.locale, { name: created.toClubName, nameEl: created.toClubNameEl });
        form.reset(defaults);
        toaster.success({ about: "transfer", title: t`Transfer asked for`, description: t`Your current club has 7 days to object. Then the federation decides on the move to ${club}.` });
      } catch (error) {
        const text = errorText(error);
        toaster.error({ about: "transfer", title: t`Could not ask for the transfer`, description: text });
        showServerErrors(form, error);
        setRefusal(text);
      }
    },
  });
  const chosen = useStore(form.store, (state) => licences.find((row) => row.id === state.values.registrationId));
  const childNames = new Map((children.data ?? []).map((child) => [child.id, `${child.firstName} ${child.lastName}`]));
  const licenceOptions = licences.map((row) => {
    const who = row.personId === user.id ? t`Me` : (childNames.get(row.personId) ?? `${row.firstName} ${row.lastName}`);
    const club = clubNameIn(i18n.locale, { name: row.clubName, nameEl: row.clubNameEl });
    return { value: String(row.id), label: `${who} · ${labelOf(TEAM_CODE_LABELS, row.code, (descriptor) => i18n._(descriptor))} · ${club}` };
  });
  const clubOptions = (clubs.data ?? [])
    .filter((club) => club.id !== chosen?.clubId)
    .map((club) => ({ value: String(club.id), label: clubNameIn(i18n.locale, club) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Ask to move to another club`}>
        <form.AppField name="registrationId">
          {(field) => <field.SelectField numeric label={t`Licence to move`} options={licenceOptions} placeholder={t`Choose a licence`} />}
        </form.AppField>
        <form.AppField name="toClubId">
          {(field) => <field.SelectField numeric label={t`New club`} options={clubOptions} placeholder={clubs.isPending ? t`Loading...` : t`Choose a club`} />}
        </form.AppField>
        {busy ? (
          <Alert tone="info">
            <Trans>A transfer is in progress: you can ask for another once it is decided or withdrawn.</Trans>
          </Alert>
        ) : null}
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div>
          <form.SubmitButton pending={<Trans>Sending...</Trans>}>
            <Trans>Ask to move</Trans>
          </form.SubmitButton>
        </div>
      </Form>
    </form.AppForm>
  );
}
