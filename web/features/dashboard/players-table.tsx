import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatDate } from "../../lib/format";
import { visuallyHidden } from "../../ui/layout.css";
import { ageOn } from "../../lib/age";
import { labelOf, POSITION_LABELS } from "../../lib/labels";
import { NONE, RegistrationCell, type PlayersListProps } from "./players-registration";
import { RowActions } from "./row-actions";
import * as s from "./dashboard.css";

/** The roster as a table; on a phone it scrolls sideways and keeps every column. */
export function PlayersTable({ players, onEdit, onDelete, onLink }: PlayersListProps) {
  const { i18n, t } = useLingui();
  const captionId = useId();
  return (
    <div className={s.tableScroll} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={s.table}>
        <caption id={captionId} className={visuallyHidden}>
          <Trans>Roster</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${s.th} ${s.numeric}`}>
              #
            </th>
            <th scope="col" className={s.th}>
              <Trans>Name</Trans>
            </th>
            <th scope="col" className={s.th}>
              <Trans>Position</Trans>
            </th>
            <th scope="col" className={`${s.th} ${s.numeric}`}>
              <Trans>Age</Trans>
            </th>
            <th scope="col" className={s.th}>
              <Trans>Date of Birth</Trans>
            </th>
            <th scope="col" className={s.th}>
              <Trans>Registration</Trans>
            </th>
            <th scope="col" className={`${s.th} ${s.numeric}`}>
              <Trans>Height</Trans>
            </th>
            <th scope="col" className={`${s.th} ${s.numeric}`}>
              <Trans>Weight</Trans>
            </th>
            <th scope="col" className={s.th}>
              <span className={visuallyHidden}>
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id} data-testid="player-row">
              <td className={`${s.td} ${s.numeric}`}>{player.jerseyNumber ?? NONE}</td>
              <th scope="row" className={s.td} style={{ textAlign: "left" }}>
                {player.name}
              </th>
              <td className={`${s.td} ${s.nowrap}`}>{player.position ? labelOf(POSITION_LABELS, player.position, (d) => i18n._(d)) : NONE}</td>
              <td className={`${s.td} ${s.numeric}`}>{(player.dateOfBirth && ageOn(player.dateOfBirth)) ?? "–"}</td>
              <td className={`${s.td} ${s.nowrap}`}>{player.dateOfBirth ? formatDate(player.dateOfBirth) : NONE}</td>
              <td className={s.td}>
                <RegistrationCell player={player} onLink={onLink} compact />
              </td>
              <td className={`${s.td} ${s.numeric} ${s.nowrap}`}>{player.height === null ? NONE : t`${player.height} cm`}</td>
              <td className={`${s.td} ${s.numeric} ${s.nowrap}`}>{player.weight === null ? NONE : t`${player.weight} kg`}</td>
              <td className={s.td}>
                <RowActions variant="compact" name={player.name} onEdit={() => onEdit(player)} onDelete={player.registrationId === null ? () => onDelete(player) : undefined} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
