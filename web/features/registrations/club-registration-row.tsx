import { Trans, useLingui } from "@lingui/react/macro";
import { todayIso } from "../../../schema/athens-time";
import { useTextIn } from "../../lib/content-language";
import { ageOn } from "../../lib/age";
import { formatDate } from "../../lib/format";
import { labelOf, TEAM_CODE_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { Badge } from "../../ui/feedback";
import { TextIn } from "../../ui/text";
import { dashboardStyles as d } from "../dashboard";
import type { ClubRegistration } from "./club-api";
import { healthCardState } from "./club-health-card";
import * as s from "./club-registrations.css";
import { REGISTRATION_STATUS_TONES, REGISTRATION_STATUS_WORDS } from "./status-words";

/** The health card's date, with a warning when it has expired or expires within 30 days. */
function HealthCard({ expiresOn }: { expiresOn: string | null }) {
  const state = healthCardState(expiresOn, todayIso());
  if (!expiresOn) return <Trans>Not recorded</Trans>;
  const date = formatDate(expiresOn);
  if (state === "expired")
    return (
      <span className={s.cardExpired} data-health-card="expired">
        <span aria-hidden="true">⚠ </span>
        <Trans>Expired on {date}</Trans>
      </span>
    );
  if (state === "expiring")
    return (
      <span className={s.cardExpiring} data-health-card="expiring">
        <span aria-hidden="true">⚠ </span>
        <Trans>Expires on {date}: renew it soon</Trans>
      </span>
    );
  return <span data-health-card="valid">{date}</span>;
}

type RowProps = {
  registration: ClubRegistration;
  /** The secretary's actions; a team manager sees the row only. */
  canDecide: boolean;
  onApprove: () => void;
  approving: boolean;
  onDecline: () => void;
  onHealthCard: () => void;
};

/** One registration: the player, their age, team, season and code, its status, licence and health card; the secretary's actions. */
export function ClubRegistrationRow({ registration, canDecide, onApprove, approving, onDecline, onHealthCard }: RowProps) {
  const { t, i18n } = useLingui();
  const team = useTextIn(registration.teamNameEn, registration.teamNameEl);
  const name = `${registration.firstName} ${registration.lastName}`;
  const dateOfBirth = registration.dateOfBirth;
  const age = dateOfBirth ? ageOn(dateOfBirth) : undefined;
  const born = dateOfBirth ? formatDate(dateOfBirth) : "–";
  const waitsForClub = registration.status === "pending-club";
  // A card is recorded for a player the club still counts: not for one declined, withdrawn or erased.
  const takesHealthCard = ["pending-club", "pending-federation", "licensed"].includes(registration.status);
  return (
    <li className={d.itemRow} data-testid="club-registration" data-registration-id={registration.id} data-status={registration.status}>
      <div className={d.itemMain}>
        <h3 className={d.itemTitle}>{name}</h3>
        <div className={d.itemMeta}>
          <Badge tone={REGISTRATION_STATUS_TONES[registration.status]}>{i18n._(REGISTRATION_STATUS_WORDS[registration.status])}</Badge>
          <span>{labelOf(TEAM_CODE_LABELS, registration.code, (descriptor) => i18n._(descriptor))}</span>
          <span>{registration.season}</span>
        </div>
        <dl className={s.details}>
          <dt className={s.term}>
            <Trans>Date of birth</Trans>
          </dt>
          <dd className={s.definition}>{age === undefined ? born : t`${born} (age ${age})`}</dd>
          <dt className={s.term}>
            <Trans>Team</Trans>
          </dt>
          <dd className={s.definition}>{team.text ? <TextIn value={team} /> : "–"}</dd>
          <dt className={s.term}>
            <Trans>Licence number</Trans>
          </dt>
          <dd className={s.definition} data-testid="licence-number">
            {registration.licenceNumber ?? "–"}
          </dd>
          <dt className={s.term}>
            <Trans>Health card</Trans>
          </dt>
          <dd className={s.definition} data-testid="health-card">
            <HealthCard expiresOn={registration.healthCardExpiresOn} />
          </dd>
          {registration.declineReason ? (
            <>
              <dt className={s.term}>
                <Trans>Reason</Trans>
              </dt>
              <dd className={s.definition}>{registration.declineReason}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {canDecide && (waitsForClub || takesHealthCard) ? (
        <div className={s.actions}>
          {waitsForClub ? (
            <>
              <Button className={s.action} onClick={onApprove} disabled={approving} aria-busy={approving} aria-label={t`Approve the registration of ${name}`}>
                {approving ? <Trans>Approving...</Trans> : <Trans>Approve</Trans>}
              </Button>
              <Button tone="danger" className={s.action} onClick={onDecline} disabled={approving} aria-label={t`Decline the registration of ${name}`}>
                <Trans>Decline</Trans>
              </Button>
            </>
          ) : null}
          {takesHealthCard ? (
            <Button tone="outline" className={s.action} onClick={onHealthCard} aria-label={t`Health card of ${name}`}>
              <Trans>Health card</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
