import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BACK_POSITIONS, FORWARD_POSITIONS } from "../../../schema/constants";
import { EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { visuallyHidden } from "../../ui/layout.css";
import { ageOn } from "../../lib/age";
import { POSITION_LABELS, labelOf } from "../../lib/labels";
import { clubPlayersQuery, type ClubPlayer } from "./api";
import * as s from "./club-screen.css";

const isForward = (position: string) => (FORWARD_POSITIONS as readonly string[]).includes(position);
const positionOrder = (position: string) => {
  const all: readonly string[] = [...FORWARD_POSITIONS, ...BACK_POSITIONS];
  const index = all.indexOf(position);
  return index === -1 ? all.length : index;
};
/** Forwards 1-8 then backs 9-15, as a team sheet reads; equal positions by jersey number. */
// A registered player without a number yet (issue 24) comes after the numbered ones.
const bySheetOrder = (a: ClubPlayer, b: ClubPlayer) => positionOrder(a.position) - positionOrder(b.position) || (a.jerseyNumber ?? 100) - (b.jerseyNumber ?? 100);

function PlayerRow({ player }: { player: ClubPlayer }) {
  const { i18n } = useLingui();
  const age = ageOn(player.dateOfBirth);
  return (
    <li className={s.player}>
      <span className={s.jersey}>
        <span className={visuallyHidden}>
          <Trans>Jersey number</Trans>{" "}
        </span>
        {player.jerseyNumber}
      </span>
      <div>
        <h4 className={s.playerName}>{player.name}</h4>
        <p className={s.playerMeta}>
          {labelOf(POSITION_LABELS, player.position, (descriptor) => i18n._(descriptor))}
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

function PlayerGroup({ title, players }: { title: ReactNode; players: ClubPlayer[] }) {
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
          <PlayerRow key={player.id} player={player} />
        ))}
      </ul>
    </section>
  );
}

/** The players tab: the roster grouped into forwards and backs, with jersey number, position and age. */
export function ClubRoster({ clubId }: { clubId: number }) {
  const players = useQuery(clubPlayersQuery(clubId));
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
      <PlayerGroup title={<Trans>Forwards</Trans>} players={sorted.filter((player) => isForward(player.position))} />
      <PlayerGroup title={<Trans>Backs</Trans>} players={sorted.filter((player) => !isForward(player.position))} />
    </>
  );
}
