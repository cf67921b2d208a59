import { Trans } from "@lingui/react/macro";
import { Badge } from "../../ui/feedback";

/** The codes a club plays, as union/league badges. */
export function RugbyCodeBadges({ club }: { club: { rugbyUnion: boolean; rugbyLeague: boolean } }) {
  if (!club.rugbyUnion && !club.rugbyLeague) return null;
  return (
    <>
      {club.rugbyUnion ? (
        <Badge tone="union">
          <Trans>Rugby Union</Trans>
        </Badge>
      ) : null}
      {club.rugbyLeague ? (
        <Badge tone="league">
          <Trans>Rugby League</Trans>
        </Badge>
      ) : null}
    </>
  );
}
