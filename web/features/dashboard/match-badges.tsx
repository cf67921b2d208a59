import { useNow } from "../../lib/now";
import { Trans } from "@lingui/react/macro";
import { isCompleted } from "../../../schema/athens-time";
import { Badge } from "../../ui/feedback";

export function HomeAwayBadge({ isHomeGame }: { isHomeGame: boolean }) {
  return isHomeGame ? (
    <Badge tone="union">
      <Trans context="match venue">Home</Trans>
    </Badge>
  ) : (
    <Badge tone="accent">
      <Trans context="match venue">Away</Trans>
    </Badge>
  );
}

/**
 * SPEC section 4: 'Completed' once the date and time are past, otherwise upcoming; or when the
 * server says so (a result settled before kick-off, issue 19).
 */
export function MatchStatusBadge({ match }: { match: { date: string; time: string; isCompleted?: boolean } }) {
  return match.isCompleted || isCompleted(match, useNow()) ? (
    <Badge tone="neutral">
      <Trans>Completed</Trans>
    </Badge>
  ) : (
    <Badge tone="success">
      <Trans>Upcoming</Trans>
    </Badge>
  );
}
