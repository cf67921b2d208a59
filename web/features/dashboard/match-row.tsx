import { Trans, useLingui } from "@lingui/react/macro";
import { isMatchDayWindow, todayIso } from "../../../schema/athens-time";
import { formatDate, formatLongDate } from "../../lib/format";
import { useNow } from "../../lib/now";
import { textIn, useContentLanguage } from "../../lib/content-language";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";
import type { OwnMatch } from "./api";
import { COMPETITION_LABELS, labelOf } from "../../lib/labels";
import { HomeAwayBadge, MatchStatusBadge } from "./match-badges";
import { RowActions } from "./row-actions";
import { DisputedBadge, DisputedEntriesText, disputedEntriesOf } from "../fixtures";
import * as d from "./dashboard.css";
import * as s from "./match-row.css";

/** A fixture between member clubs in a competition (issue 10), listed among the club's own matches. */
const isCompetitionFixture = (match: OwnMatch) => "fixtureId" in match && typeof (match as { fixtureId?: unknown }).fixtureId === "number";

/** One fixture in the management list: date, opponent, home or away, status, venue, competition. */
export function MatchRow({ match: stored, onEdit, onDelete }: { match: OwnMatch; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  // Issue 21: the opponent and the venue in the reader's language where given.
  const lang = useContentLanguage();
  const match = { ...stored, opponent: textIn(lang, stored.opponent, stored.opponentEl) || stored.opponent, venue: textIn(lang, stored.venue, stored.venueEl) || stored.venue };
  const now = useNow();
  const hasScore = match.clubScore != null && match.opponentScore != null;
  const disputed = "resultState" in match ? disputedEntriesOf(match) : null;
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
            {/* The clubs disagree: no score until the federation settles it, both entries instead (issue 19). */}
            {disputed ? (
              <>
                <DisputedBadge />
                <DisputedEntriesText entries={disputed} />
              </>
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
      {isCompetitionFixture(match) ? (
        // A competition's fixture: the federation keeps it; on match day the club scores it live.
        <div className={d.cardActions}>
          {isMatchDayWindow(match.date, todayIso(now)) ? (
            <ButtonLink href={paths.liveScoring(match.id)} size="sm">
              <Trans>Score live</Trans>
            </ButtonLink>
          ) : null}
          <ButtonLink href={paths.match(match.id)} size="sm" tone="outline" aria-label={t`Open the match against ${match.opponent}`}>
            <Trans>Open</Trans>
          </ButtonLink>
        </div>
      ) : (
        <RowActions name={t`the match against ${match.opponent}`} onEdit={onEdit} onDelete={onDelete} />
      )}
    </li>
  );
}
