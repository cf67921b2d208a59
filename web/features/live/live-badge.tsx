import { Trans } from "@lingui/react/macro";
import { visuallyHidden } from "../../ui/layout.css";
import * as s from "./live.css";

/** LIVE, in words and in colour, with the running score when given. */
export function LiveBadge({ score }: { score?: { home: number; away: number } }) {
  return (
    <span className={s.cardLive} data-testid="live-badge">
      <span className={s.liveBadge}>
        <span className={s.liveDot} aria-hidden="true" />
        <Trans>Live</Trans>
      </span>
      {score ? (
        <span data-testid="live-badge-score">
          {score.home}
          <span aria-hidden="true">–</span>
          <span className={visuallyHidden}> to </span>
          {score.away}
        </span>
      ) : null}
    </span>
  );
}
