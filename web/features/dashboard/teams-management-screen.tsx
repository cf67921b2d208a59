import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { competitionCodeOf } from "../../../domain/teams/team";
import { textIn } from "../../lib/content-language";
import { TEAM_AGE_GROUP_LABELS, TEAM_CODE_LABELS, TEAM_KIND_LABELS } from "../../lib/labels";
import { Button } from "../../ui/button";
import { Badge, EmptyState } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { ownTeamsQuery, useUpdateTeam, type OwnTeam } from "./api";
import * as s from "./dashboard.css";
import { DashboardPage } from "./dashboard-page";
import { QueryState } from "./query-state";
import { TeamDialog } from "./team-dialog";
import { useAddParam } from "./use-add-param";

/** One team: its name in the reader's language, its game, who plays and its age group, Edit and (De)activate. */
function TeamRow({ team, onEdit }: { team: OwnTeam; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const update = useUpdateTeam();
  const name = textIn(i18n.locale, team.nameEn, team.nameEl) ?? team.nameEn;
  // A team that has played is never deleted (its games stay): the club stops fielding it instead.
  const toggle = () =>
    update.mutate(
      { id: team.id, active: !team.active },
      {
        onSuccess: () =>
          toaster.success(team.active ? { title: t`Team Deactivated`, description: t`${name} is no longer listed as playing.` } : { title: t`Team Reactivated`, description: t`${name} is listed as playing again.` }),
        onError: (failure) => toaster.error({ title: t`Error`, description: errorText(failure, t`An error occurred while updating the team`) }),
      },
    );
  return (
    <li className={s.itemRow} data-testid="team-row">
      <div className={s.itemMain}>
        <h2 className={s.itemTitle}>{name}</h2>
        <div className={s.itemMeta}>
          <Badge tone={competitionCodeOf(team.code)}>{i18n._(TEAM_CODE_LABELS[team.code])}</Badge>
          <Badge>{i18n._(TEAM_KIND_LABELS[team.kind])}</Badge>
          <Badge>{i18n._(TEAM_AGE_GROUP_LABELS[team.ageGroup])}</Badge>
          {team.active ? null : (
            <Badge tone="warning">
              <Trans>Inactive</Trans>
            </Badge>
          )}
        </div>
      </div>
      <div className={s.rowActions}>
        <Button tone="outline" className={s.rowAction} onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button tone="outline" className={s.rowAction} onClick={toggle} disabled={update.isPending} aria-label={team.active ? t`Deactivate ${name}` : t`Reactivate ${name}`}>
          {team.active ? <Trans>Deactivate</Trans> : <Trans>Reactivate</Trans>}
        </Button>
      </div>
    </li>
  );
}

/** /dashboard/teams (issue 22): the club's teams, with add, edit and deactivate. */
export function TeamsManagementScreen() {
  const { t } = useLingui();
  const teams = useQuery(ownTeamsQuery());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OwnTeam>();
  useAddParam(() => setAdding(true));

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Trans>Add Team</Trans>
    </Button>
  );
  return (
    <DashboardPage
      title={t`Teams`}
      intro={<Trans>The teams your club fields: a men's XV, a women's XV, an under-18 side, a sevens side, a league 13. A team that has played is deactivated, never deleted, so its games stay.</Trans>}
      actions={addButton}
    >
      <QueryState query={teams} empty={<EmptyState action={addButton}>{t`Your club has no teams yet. Add your first team.`}</EmptyState>}>
        {(items) => (
          <ul className={s.itemList}>
            {items.map((team) => (
              <TeamRow key={team.id} team={team} onEdit={() => setEditing(team)} />
            ))}
          </ul>
        )}
      </QueryState>
      <TeamDialog open={adding} onOpenChange={setAdding} />
      <TeamDialog
        key={editing?.id ?? "none"}
        team={editing}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
    </DashboardPage>
  );
}
