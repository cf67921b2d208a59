import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BACK_POSITIONS, FORWARD_POSITIONS } from "../../../schema/constants";
import { EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { visuallyHidden } from "../../ui/layout.css";
import { ageOn } from "../../lib/age";
import { POSITION_LABELS, labelOf } from "../../lib/labels";
import { textIn } from "../../lib/content-language";
import { clubPlayersQuery, clubTeamsQuery, type ClubPlayer } from "./api";
import * as s from "./club-screen.css";

const isForward = (position: string) => (FORWARD_POSITIONS as readonly string[]).includes(position);
const isBack = (position: string) => (BACK_POSITIONS as readonly string[]).includes(position);
const positionOrder = (position: string) => {
  const all: readonly string[] = [...FORWARD_POSITIONS, ...BACK_POSITIONS];
  const index = all.indexOf(position);
  return index === -1 ? all.length : index;
};
/** Forwards 1-8 then backs 9-15, as a team sheet reads; equal positions by jersey number. */
// A registered player without a number yet (issue 24) comes after the numbered ones.
const bySheetOrder = (a: ClubPlayer, b: ClubPlayer) => positionOrder(a.position) - positionOrder(b.position) || (a.jerseyNumber ?? 100) - (b.jerseyNumber ?? 100);

/**
 * A registered player shows here only with their (or a parent's) consent, and then with name,
 * team, position and number only (issue 24): no date of birth, so no age.
 */
function PlayerRow({ player, teamName }: { player: ClubPlayer; teamName: string | null }) {
  const { i18n } = useLingui();
  const age = player.dateOfBirth ? ageOn(player.dateOfBirth) : undefined;
  return (
    <li className={s.player}>
      <span className={s.jersey}>
        <span className={visuallyHidden}>
          <Trans>Jersey number</Trans>{" "}
        </span>
        {player.jerseyNumber ?? "—"}
      </span>
      <div>
        <h4 className={s.playerName}>{player.name}</h4>
        <p className={s.playerMeta}>
          {player.position ? labelOf(POSITION_LABELS, player.position, (descriptor) => i18n._(descriptor)) : null}
          {teamName ? (
            <>
              {player.position ? " · " : null}
              {teamName}
            </>
          ) : null}
          {age !== undefined ? (
            <>
              {" · "}
              <Trans>Age {age}</Trans>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}

function PlayerGroup({ title, players, teamName }: { title: ReactNode; players: ClubPlayer[]; teamName: (teamId: number | null) => string | null }) {
  if (players.length === 0) return null;
  const count = players.length;
  return (
    <section className={s.group}>
      <h3 className={s.groupTitle}>
        {title}
        <span className={s.groupCount}>
          <Plural value={count} one="# player" other="# players" />
        </span>
      </h3>
      <ul className={s.playerList}>
        {players.map((player) => (
          <PlayerRow key={player.id} player={player} teamName={teamName(player.teamId)} />
        ))}
      </ul>
    </section>
  );
}

/** The players tab: the roster grouped into forwards and backs, with jersey number, position and age. */
export function ClubRoster({ clubId }: { clubId: number }) {
  const { i18n } = useLingui();
  const players = useQuery(clubPlayersQuery(clubId));
  const teams = useQuery(clubTeamsQuery(clubId));
  const teamName = (teamId: number | null) => {
    const team = teamId === null ? undefined : teams.data?.find((item) => item.id === teamId);
    return team ? (textIn(i18n.locale, team.nameEn, team.nameEl) ?? team.nameEn) : null;
  };
  if (players.isPending) {
    return (
      <div className={s.playerList} aria-busy="true">
        <span className={visuallyHidden} role="status">
          <Trans>Loading players...</Trans>
        </span>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="82px" />
        ))}
      </div>
    );
  }
  if (players.isError) return <LoadError onRetry={() => void players.refetch()} />;
  if (players.data.length === 0) return <EmptyState><Trans>This club has not published its roster yet.</Trans></EmptyState>;

  const sorted = [...players.data].sort(bySheetOrder);
  return (
    <>
      <h2 className={visuallyHidden}>
        <Trans>Players</Trans>
      </h2>
      <PlayerGroup title={<Trans>Forwards</Trans>} players={sorted.filter((player) => isForward(player.position))} teamName={teamName} />
      <PlayerGroup title={<Trans>Backs</Trans>} players={sorted.filter((player) => isBack(player.position))} teamName={teamName} />
      <PlayerGroup title={<Trans>Not placed yet</Trans>} players={sorted.filter((player) => !isForward(player.position) && !isBack(player.position))} teamName={teamName} />
    </>
  );
}
