import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import { Badge } from "../../ui/feedback";
import type { OwnPlayer } from "./api";
import * as d from "./dashboard.css";
import * as s from "./players.css";

export type PlayersListProps = {
  players: OwnPlayer[];
  onEdit: (player: OwnPlayer) => void;
  /** A typed entry only: a registered player leaves the roster by their registration. */
  onDelete: (player: OwnPlayer) => void;
  /** A typed entry: link it to one of the club's registrations (issue 24). */
  onLink: (player: OwnPlayer) => void;
};

/** Shown for what is not given yet (a registered player's number, height, weight) or not on record. */
export const NONE = "—";

/**
 * Issue 24, the roster is the register: a registered player's entry shows "Registered" and the
 * licence number; an entry typed before registration offers to be linked to its registration.
 */
export function RegistrationCell({ player, onLink, compact = false }: { player: OwnPlayer; onLink: (player: OwnPlayer) => void; compact?: boolean }) {
  const { t } = useLingui();
  if (player.registrationId !== null) {
    return (
      <span className={s.registration} data-testid="player-registered">
        <Badge tone="success">
          <Trans>Registered</Trans>
        </Badge>
        <span className={s.licence}>
          <Trans>Licence</Trans> {player.licenceNumber ?? NONE}
        </span>
      </span>
    );
  }
  return (
    <Button tone="outline" className={compact ? d.compactButton : undefined} onClick={() => onLink(player)} aria-label={t`Link ${player.name} to a registration`} data-testid="player-link">
      <Trans>Link to a registration</Trans>
    </Button>
  );
}
