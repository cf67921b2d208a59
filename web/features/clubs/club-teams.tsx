import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "wouter";
import { competitionCodeOf } from "../../../domain/teams/team";
import { paths } from "../../../schema/pages";
import { textIn, useLangAttribute, useTextIn } from "../../lib/content-language";
import { TEAM_AGE_GROUP_LABELS, TEAM_CODE_LABELS, TEAM_KIND_LABELS } from "../../lib/labels";
import { Badge, EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { clubTeamsQuery, type ClubTeam } from "./api";
import * as s from "./club-teams.css";

/** A team's name in the reader's language, marked with its own language when it is the other one. */
function TeamName({ team }: { team: ClubTeam }) {
  const name = useTextIn(team.nameEn, team.nameEl);
  return <span lang={useLangAttribute(name.lang)}>{name.text}</span>;
}

/** Its game, who plays in it and its age group, in the reader's language: "Rugby Union · Women · Senior". */
export function TeamFacts({ team }: { team: ClubTeam }) {
  const { i18n } = useLingui();
  return (
    <span className={s.teamFacts}>
      <Badge tone={competitionCodeOf(team.code)}>{i18n._(TEAM_CODE_LABELS[team.code])}</Badge>
      <Badge>{i18n._(TEAM_KIND_LABELS[team.kind])}</Badge>
      <Badge>{i18n._(TEAM_AGE_GROUP_LABELS[team.ageGroup])}</Badge>
      {team.active ? null : (
        <Badge tone="warning">
          <Trans>No longer fielded</Trans>
        </Badge>
      )}
    </span>
  );
}

function TeamCard({ clubId, team }: { clubId: number; team: ClubTeam }) {
  return (
    <li className={s.teamCard} data-testid="club-team">
      <h3 className={s.teamName}>
        <TeamName team={team} />
      </h3>
      <TeamFacts team={team} />
      <Link className={s.teamLink} href={`${paths.club(clubId)}?tab=matches&team=${team.id}`}>
        <Trans>Matches of <TeamName team={team} /></Trans>
      </Link>
    </li>
  );
}

/** The teams tab (issue 22): every team the club fields, each with a link to its matches. */
export function ClubTeams({ clubId }: { clubId: number }) {
  const teams = useQuery(clubTeamsQuery(clubId));
  if (teams.isPending) return <Skeleton height="8rem" />;
  if (teams.isError) return <LoadError onRetry={() => void teams.refetch()} />;
  if (teams.data.length === 0) {
    return (
      <EmptyState>
        <Trans>This club has no teams listed yet.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul className={s.teamList}>
      {teams.data.map((team) => (
        <TeamCard key={team.id} clubId={clubId} team={team} />
      ))}
    </ul>
  );
}

/** The matches tab's choice of team (`?team=`): all of the club's, or one team's. Shown when it fields more than one. */
export function TeamFilter({ clubId, teamId, onChange }: { clubId: number; teamId: number | undefined; onChange: (teamId: number | undefined) => void }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const teams = useQuery(clubTeamsQuery(clubId));
  if (!teams.data || teams.data.length < 2) return null;
  return (
    <div className={s.teamFilter}>
      <label htmlFor={id}>
        <Trans>Team</Trans>
      </label>
      <select
        id={id}
        className={s.teamFilterSelect}
        value={teamId ?? ""}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        data-testid="team-filter"
      >
        <option value="">{t`All teams`}</option>
        {teams.data.map((team) => (
          <option key={team.id} value={team.id}>
            {textIn(i18n.locale, team.nameEn, team.nameEl)}
          </option>
        ))}
      </select>
    </div>
  );
}
