import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LICENCE_CODES, REGISTRATION_STATUSES, type LicenceCode, type RegistrationStatus } from "../../../domain/registrations/statuses";
import { previousSeason } from "../../../domain/registrations/seasons";
import { currentSeason } from "../../../schema/season";
import { textIn } from "../../lib/content-language";
import { TEAM_CODE_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { toaster } from "../../ui/toaster";
import { useClubCan, useErrorText } from "../auth";
import { DashboardPage, dashboardStyles as d, ownTeamsQuery, QueryState } from "../dashboard";
import { clubRegistrationsQuery, useClubApprove, type ClubRegistration, type ClubRegistrationFilters } from "./club-api";
import { DeclineDialog, HealthCardDialog, ReRegisterDialog } from "./club-registration-dialogs";
import { ClubRegistrationRow } from "./club-registration-row";
import { ClubTransfersPanel } from "./club-transfers-panel";
import * as s from "./club-registrations.css";
import { REGISTRATION_STATUS_WORDS } from "./status-words";

/** The list's filters: status (waiting for the club at first), season, code and team. */
function Filters({ filters, onChange }: { filters: ClubRegistrationFilters; onChange: (filters: ClubRegistrationFilters) => void }) {
  const { t, i18n } = useLingui();
  const teams = useQuery(ownTeamsQuery());
  const season = currentSeason();
  const seasons = [season, previousSeason(season), previousSeason(previousSeason(season))];
  return (
    <div className={s.filters} role="group" aria-label={t`Filters`}>
      <label className={`${s.filter} ${s.wideFilter}`}>
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
        <Trans>Team</Trans>
        <select className={f.input} value={String(filters.teamId ?? "")} onChange={(event) => onChange({ ...filters, teamId: event.target.value ? Number(event.target.value) : "" })}>
          <option value="">{t`Every team`}</option>
          {(teams.data ?? []).map((team) => (
            <option key={team.id} value={team.id}>
              {textIn(i18n.locale, team.nameEn, team.nameEl) ?? team.nameEn}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * /dashboard/registrations (issue 24): the acting club's registrations. Its secretary (and club
 * admin) approve or decline those waiting for the club, record health cards and re-register last
 * season's players; team managers see the list only.
 */
export function ClubRegistrationsScreen() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const canDecide = useClubCan("registrations");
  const [filters, setFilters] = useState<ClubRegistrationFilters>({ status: "pending-club", season: "", code: "", teamId: "" });
  const registrations = useQuery(clubRegistrationsQuery(filters));
  const approve = useClubApprove();
  const [declining, setDeclining] = useState<ClubRegistration>();
  const [recording, setRecording] = useState<ClubRegistration>();
  const [reRegistering, setReRegistering] = useState(false);

  const approveOne = (registration: ClubRegistration) => {
    const name = `${registration.firstName} ${registration.lastName}`;
    approve.mutate(registration.id, {
      onSuccess: () => toaster.success({ title: t`Registration approved`, description: t`The registration of ${name} now waits for the federation.` }),
      onError: (error) => toaster.error({ title: t`Error`, description: errorText(error, t`The registration could not be approved`) }),
    });
  };

  const reRegisterButton = canDecide ? (
    <Button onClick={() => setReRegistering(true)}>
      <Trans>Re-register last season's players</Trans>
    </Button>
  ) : null;

  return (
    <DashboardPage
      title={t`Registrations`}
      intro={
        canDecide ? (
          <Trans>Players who applied to play for your club. Approve or decline them (the federation then issues the licence) and record their health cards.</Trans>
        ) : (
          <Trans>Players who applied to play for your club, and their licences and health cards.</Trans>
        )
      }
      actions={reRegisterButton}
    >
      <section className={d.section} aria-labelledby="registrations-heading">
        <h2 id="registrations-heading" className={d.sectionTitle}>
          <Trans>Registrations</Trans>
        </h2>
        <Filters filters={filters} onChange={setFilters} />
        <QueryState query={registrations} empty={<EmptyState>{t`No registrations match these filters.`}</EmptyState>}>
          {(rows) => (
            <ul className={d.itemList} data-testid="club-registrations">
              {rows.map((registration) => (
                <ClubRegistrationRow
                  key={registration.id}
                  registration={registration}
                  canDecide={canDecide}
                  approving={approve.isPending && approve.variables === registration.id}
                  onApprove={() => approveOne(registration)}
                  onDecline={() => setDeclining(registration)}
                  onHealthCard={() => setRecording(registration)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <ClubTransfersPanel />
      <DeclineDialog key={`decline-${declining?.id ?? "none"}`} registration={declining} onOpenChange={(open) => !open && setDeclining(undefined)} />
      <HealthCardDialog key={`card-${recording?.id ?? "none"}`} registration={recording} onOpenChange={(open) => !open && setRecording(undefined)} />
      <ReRegisterDialog open={reRegistering} onOpenChange={setReRegistering} />
    </DashboardPage>
  );
}
