import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { competitionCodeOf } from "../../../domain/teams/team";
import { textIn, useLangAttribute, useTextIn } from "../../lib/content-language";
import { TEAM_AGE_GROUP_LABELS, TEAM_CODE_LABELS, TEAM_KIND_LABELS } from "../../lib/labels";
import { Badge, EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { clubTeamsQuery, type ClubTeam } from "./api";
import * as s from "./club-teams.css";
import { clubMatchesPath, TeamPickerIsland } from "./team-picker";

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
      <Link className={s.teamLink} href={clubMatchesPath(clubId, team.id)}>
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
export function TeamFilter({ clubId, teamId }: { clubId: number; teamId: number | undefined }) {
  const { i18n } = useLingui();
  const teams = useQuery(clubTeamsQuery(clubId));
  if (!teams.data || teams.data.length < 2) return null;
  const options = teams.data.map((team) => ({ id: team.id, name: textIn(i18n.locale, team.nameEn, team.nameEl) ?? team.nameEn }));
  return <TeamPickerIsland clubId={clubId} teamId={teamId} teams={options} />;
}
