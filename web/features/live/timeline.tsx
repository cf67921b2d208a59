import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { TimelineEntry } from "../../../domain/live";
import { EVENT_LABELS } from "./labels";
import * as s from "./live.css";

type Props = {
  entries: readonly TimelineEntry[];
  home: string;
  away: string;
  /** Keys still queued on this phone (the official's view only). */
  pendingKeys?: ReadonlySet<string>;
  /** Actions beside a possible duplicate not counted yet (the official's view: count it, or undo it). */
  duplicateAction?: (entry: TimelineEntry) => ReactNode;
};

/** The match's events, latest first, each with the score it made. */
export function Timeline({ entries, home, away, pendingKeys, duplicateAction }: Props) {
  const { i18n } = useLingui();
  if (entries.length === 0)
    return (
      <p className={s.muted}>
        <Trans>No events yet.</Trans>
      </p>
    );
  return (
    <ol className={s.timeline} reversed data-testid="live-timeline">
      {[...entries].reverse().map((entry) => (
        <li key={entry.key} className={s.timelineItem} data-type={entry.type} data-key={entry.key}>
          <span className={s.minute}>{entry.minute}′</span>
          <span>
            <strong>{i18n._(EVENT_LABELS[entry.type])}</strong>
            {entry.team ? <> · {entry.team === "home" ? home : away}</> : null}
            {entry.playerName ? <> · {entry.playerName}</> : null}
          </span>
          <span className={s.running}>
            {entry.homeScore}–{entry.awayScore}
          </span>
          {pendingKeys?.has(entry.key) ? (
            <span className={s.pending} data-testid="pending-event">
              <Trans>Saved on this phone, waiting to be sent</Trans>
            </span>
          ) : null}
          {entry.possibleDuplicateOf && !entry.counted ? (
            <span className={s.duplicate} role="status" data-testid="possible-duplicate">
              ⚠ <Trans>Possible duplicate: the same event was entered on another phone. It is not in the score until an official counts it or undoes one of the two.</Trans>{" "}
              {duplicateAction?.(entry)}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
