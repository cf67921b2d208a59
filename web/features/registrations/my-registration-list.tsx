import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { canTake } from "../../../domain/registrations/statuses";
import { clubNameIn, textIn } from "../../lib/content-language";
import { labelOf, TEAM_CODE_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { Badge } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { type RegistrationView, useWithdrawRegistration } from "./api";
import * as s from "./my-registrations.css";
import { REGISTRATION_STATUS_TONES, REGISTRATION_STATUS_WORDS } from "./status-words";

/** One person's registrations, every season, newest first: the person's own or a child's (issue 24). */
export function MyRegistrationList({ heading, registrations }: { heading: string; registrations: readonly RegistrationView[] }) {
  return (
    <section className={s.panel} aria-label={heading}>
      <h2 className={s.panelTitle}>{heading}</h2>
      {registrations.length === 0 ? (
        <p className={s.muted}>
          <Trans>No registrations yet.</Trans>
        </p>
      ) : (
        <ul className={s.list}>
          {registrations.map((registration) => (
            <MyRegistrationItem key={registration.id} registration={registration} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyRegistrationItem({ registration }: { registration: RegistrationView }) {
  const { t, i18n } = useLingui();
  const club = clubNameIn(i18n.locale, { name: registration.clubName, nameEl: registration.clubNameEl });
  const team = registration.teamNameEn ? textIn(i18n.locale, registration.teamNameEn, registration.teamNameEl) : null;
  const code = labelOf(TEAM_CODE_LABELS, registration.code, (descriptor) => i18n._(descriptor));
  return (
    <li className={s.item} data-registration={registration.id}>
      <div className={s.itemHead}>
        <p className={s.itemTitle}>
          {registration.season} · {code}
        </p>
        <Badge tone={REGISTRATION_STATUS_TONES[registration.status]}>{i18n._(REGISTRATION_STATUS_WORDS[registration.status])}</Badge>
      </div>
      <dl className={s.facts}>
        <dt className={s.term}>{t`Club`}</dt>
        <dd className={s.value}>{club}</dd>
        <dt className={s.term}>{t`Team`}</dt>
        <dd className={s.value}>{team ?? t`Not placed in a team yet`}</dd>
        {registration.licenceNumber ? (
          <>
            <dt className={s.term}>{t`Licence number`}</dt>
            <dd className={`${s.value} ${s.licence}`} data-testid="licence-number">
              {registration.licenceNumber}
            </dd>
          </>
        ) : null}
        {registration.status === "declined" && registration.declineReason ? (
          <>
            <dt className={s.term}>{registration.declinedBy === "club" ? t`Declined by the club` : t`Declined by the federation`}</dt>
            <dd className={s.value}>{registration.declineReason}</dd>
          </>
        ) : null}
      </dl>
      {canTake("withdraw", registration.status) ? <WithdrawButton registration={registration} /> : null}
    </li>
  );
}

/** Taking back an application still waiting for a decision, after a second press to confirm. */
function WithdrawButton({ registration }: { registration: RegistrationView }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const withdraw = useWithdrawRegistration();
  const [confirming, setConfirming] = useState(false);
  const send = () =>
    withdraw.mutate(registration.id, {
      onSuccess: () => toaster.success({ about: "registration", title: t`Application withdrawn` }),
      onError: (error) => toaster.error({ about: "registration", title: t`Could not withdraw`, description: errorText(error) }),
      onSettled: () => setConfirming(false),
    });
  if (!confirming)
    return (
      <div className={s.actions}>
        <Button tone="outline" size="sm" onClick={() => setConfirming(true)}>
          <Trans>Withdraw</Trans>
        </Button>
      </div>
    );
  return (
    <div className={s.actions} role="group" aria-label={t`Withdraw this application?`}>
      <Button tone="danger" size="sm" onClick={send} disabled={withdraw.isPending} aria-busy={withdraw.isPending}>
        {withdraw.isPending ? <Trans>Withdrawing...</Trans> : <Trans>Yes, withdraw</Trans>}
      </Button>
      <Button tone="ghost" size="sm" onClick={() => setConfirming(false)} disabled={withdraw.isPending}>
        <Trans>Keep it</Trans>
      </Button>
    </div>
  );
}
