import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import { island } from "../../islands/island";
import * as s from "./club-teams.css";

export type TeamOption = { id: number; name: string };

/** The club's matches tab, with one team's matches (`?team=`) or every team's. */
export const clubMatchesPath = (clubId: number, teamId?: number) => `${paths.club(clubId)}?tab=matches${teamId ? `&team=${teamId}` : ""}`;

type TeamPickerProps = {
  clubId: number;
  teamId?: number;
  /** The club's teams, named in the reader's language by the page. */
  teams: TeamOption[];
};

/**
 * The matches tab's choice of team: choosing one opens its address, which the server draws with
 * that team's matches. The only part of the tab that runs in the browser; its teams come drawn.
 */
function TeamPicker({ clubId, teamId, teams }: TeamPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [, navigate] = useLocation();
  return (
    <div className={s.teamFilter}>
      <label htmlFor={id}>
        <Trans>Team</Trans>
      </label>
      <select
        id={id}
        className={s.teamFilterSelect}
        value={teamId ?? ""}
        onChange={(event) => navigate(clubMatchesPath(clubId, event.target.value ? Number(event.target.value) : undefined), { replace: true })}
        data-testid="team-filter"
      >
        <option value="">{t`All teams`}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export const TeamPickerIsland = island("team-picker", TeamPicker);
