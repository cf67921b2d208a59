import { Trans, useLingui } from "@lingui/react/macro";
import { ageOn } from "../../lib/age";
import { NONE, RegistrationCell, type PlayersListProps } from "./players-registration";
import { labelOf, POSITION_LABELS } from "../../lib/labels";
import { RowActions } from "./row-actions";
import * as s from "./players.css";


/** The roster as cards: number, name, position, then age, height and weight. */
export function PlayersGrid({ players, onEdit, onDelete, onLink }: PlayersListProps) {
  const { t, i18n } = useLingui();
  return (
    <ul className={s.grid} aria-label={t`Roster`}>
      {players.map((player) => (
        <li key={player.id} className={s.card} data-testid="player-card">
          <div className={s.cardTop}>
            {player.jerseyNumber === null ? (
              <span className={s.jersey} aria-label={t`No jersey number yet`}>
                {NONE}
              </span>
            ) : (
              <span className={s.jersey} aria-label={t`Jersey number ${player.jerseyNumber}`}>
                {player.jerseyNumber}
              </span>
            )}
            <div>
              <h2 className={s.name}>{player.name}</h2>
              <span className={s.position}>{player.position ? labelOf(POSITION_LABELS, player.position, (d) => i18n._(d)) : NONE}</span>
            </div>
          </div>
          <dl className={s.facts}>
            <div>
              <dt className={s.factLabel}>
                <Trans>Age</Trans>
              </dt>
              <dd className={s.factValue}>{(player.dateOfBirth && ageOn(player.dateOfBirth)) ?? "–"}</dd>
            </div>
            <div>
              <dt className={s.factLabel}>
                <Trans>Height</Trans>
              </dt>
              <dd className={s.factValue}>{player.height === null ? NONE : t`${player.height} cm`}</dd>
            </div>
            <div>
              <dt className={s.factLabel}>
                <Trans>Weight</Trans>
              </dt>
              <dd className={s.factValue}>{player.weight === null ? NONE : t`${player.weight} kg`}</dd>
            </div>
          </dl>
          <RegistrationCell player={player} onLink={onLink} />
          <RowActions variant="card" name={player.name} onEdit={() => onEdit(player)} onDelete={player.registrationId === null ? () => onDelete(player) : undefined} />
        </li>
      ))}
    </ul>
  );
}

