import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate, formatLongDate } from "../../lib/format";
import type { OwnMatch } from "./api";
import { COMPETITION_LABELS, labelOf } from "../../lib/labels";
import { HomeAwayBadge, MatchStatusBadge } from "./match-badges";
import { RowActions } from "./row-actions";
import * as d from "./dashboard.css";
import * as s from "./match-row.css";

/** One fixture in the management list: date, opponent, home or away, status, venue, competition. */
export function MatchRow({ match, onEdit, onDelete }: { match: OwnMatch; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  const hasScore = match.clubScore != null && match.opponentScore != null;
  return (
    <li className={d.itemRow} data-testid="match-row">
      <div className={s.body}>
        <time className={s.dateLeaf} dateTime={`${match.date}T${match.time}`} aria-label={formatLongDate(match.date)}>
          <span className={s.day}>{formatDate(match.date, { day: "numeric" })}</span>
          <span className={s.month}>{formatDate(match.date, { month: "short" })}</span>
        </time>
        <div className={d.itemMain}>
          <h2 className={d.itemTitle}>
            <Trans>vs {match.opponent}</Trans>
          </h2>
          <div className={d.itemMeta}>
            <HomeAwayBadge isHomeGame={match.isHomeGame} />
            <MatchStatusBadge match={match} />
            {hasScore ? (
              <span className={s.score}>
                {match.clubScore}–{match.opponentScore}
              </span>
            ) : null}
          </div>
          <div className={d.itemMeta}>
            <span>
              {formatDate(match.date, { weekday: "short", day: "numeric", month: "short", year: "numeric" })} · {match.time}
            </span>
            <span>{match.venue}</span>
          </div>
          <div className={d.itemMeta}>{labelOf(COMPETITION_LABELS, match.competition, (descriptor) => i18n._(descriptor))}</div>
        </div>
      </div>
      <RowActions name={t`the match against ${match.opponent}`} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}
