import { Trans } from "@lingui/react/macro";
import { Badge } from "../../ui/feedback";
import { RugbyCodeBadges } from "../clubs";
import type { AdminClub } from "./api";
import * as s from "./back-office.css";

/** A club's codes and where it stands with the federation: admin, unclaimed, review, verification, deactivation. */
export function ClubStatusBadges({ club }: { club: AdminClub }) {
  return (
    <span className={s.badgeRow}>
      <RugbyCodeBadges club={club} />
      {club.isAdmin ? (
        <Badge tone="accent">
          <Trans>Admin</Trans>
        </Badge>
      ) : null}
      {club.isClaimed ? null : (
        <Badge tone="warning">
          <Trans>Unclaimed</Trans>
        </Badge>
      )}
      {club.status === "pending" ? (
        <Badge tone="warning">
          <Trans>Waiting for approval</Trans>
        </Badge>
      ) : club.status === "declined" ? (
        <Badge tone="neutral">
          <Trans>Declined</Trans>
        </Badge>
      ) : null}
      {club.isVerified ? (
        <Badge tone="success">
          <Trans>Verified</Trans>
        </Badge>
      ) : null}
      {club.isActive ? null : (
        <Badge tone="neutral">
          <Trans>Deactivated</Trans>
        </Badge>
      )}
    </span>
  );
}
