import { Trans, useLingui } from "@lingui/react/macro";
import { ageOn } from "../../lib/age";
import type { OwnPlayer } from "./api";
import { labelOf, POSITION_LABELS } from "../../lib/labels";
import { RowActions } from "./row-actions";
import * as s from "./players.css";

type PlayersListProps = { players: OwnPlayer[]; onEdit: (player: OwnPlayer) => void; onDelete: (player: OwnPlayer) => void };

/** The roster as cards: number, name, position, then age, height and weight. */
export function PlayersGrid({ players, onEdit, onDelete }: PlayersListProps) {
  const { t, i18n } = useLingui();
  return (
    <ul className={s.grid} aria-label={t`Roster`}>
      {players.map((player) => (
        <li key={player.id} className={s.card} data-testid="player-card">
          <div className={s.cardTop}>
            <span className={s.jersey} aria-label={t`Jersey number ${player.jerseyNumber}`}>
              {player.jerseyNumber}
            </span>
            <div>
              <h2 className={s.name}>{player.name}</h2>
              <span className={s.position}>{labelOf(POSITION_LABELS, player.position, (d) => i18n._(d))}</span>
            </div>
          </div>
          <dl className={s.facts}>
            <div>
              <dt className={s.factLabel}>
                <Trans>Age</Trans>
              </dt>
              <dd className={s.factValue}>{ageOn(player.dateOfBirth) ?? "–"}</dd>
            </div>
            <div>
              <dt className={s.factLabel}>
                <Trans>Height</Trans>
              </dt>
              <dd className={s.factValue}>{t`${player.height} cm`}</dd>
            </div>
            <div>
              <dt className={s.factLabel}>
                <Trans>Weight</Trans>
              </dt>
              <dd className={s.factValue}>{t`${player.weight} kg`}</dd>
            </div>
          </dl>
          <RowActions variant="card" name={player.name} onEdit={() => onEdit(player)} onDelete={() => onDelete(player)} />
        </li>
      ))}
    </ul>
  );
}

export type { PlayersListProps };
