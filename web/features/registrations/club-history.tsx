import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { clubNameIn } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { labelOf, TEAM_CODE_LABELS } from "../../lib/labels";
import { LoadError, Skeleton } from "../../ui/feedback";
import type { UserSession } from "../auth";
import { myChildrenQuery } from "./api";
import * as s from "./my-registrations.css";
import { clubHistoryQuery, type ClubHistoryEntry } from "./transfer-api";
import * as ts from "./transfers.css";

/** One club a person played for: the club, the code and season, and from when to when. */
function HistoryItem({ entry }: { entry: ClubHistoryEntry }) {
  const { t, i18n } = useLingui();
  const club = clubNameIn(i18n.locale, { name: entry.clubName, nameEl: entry.clubNameEl });
  const from = formatDate(entry.from);
  const to = entry.to ? formatDate(entry.to) : null;
  return (
    <li className={ts.historyItem} data-testid="club-history-item" data-club={entry.clubId}>
      <div>
        <p className={ts.historyClub}>{club}</p>
        <p className={ts.historyMeta}>
          {labelOf(TEAM_CODE_LABELS, entry.code, (descriptor) => i18n._(descriptor))} · {entry.season}
        </p>
      </div>
      <p className={ts.historyMeta}>{to ? t`${from} to ${to}` : t`Since ${from}`}</p>
    </li>
  );
}

/**
 * The clubs a person played for (issue 24, point 5), newest first: each licence, in every season
 * and code, split where a transfer moved it. The person's own, a parent's child's, or (in the back
 * office, `asRegistrar`) anyone's.
 */
export function ClubHistory({ personId, heading, asRegistrar = false }: { personId: number; heading?: string; asRegistrar?: boolean }) {
  const { t } = useLingui();
  const history = useQuery(clubHistoryQuery(personId, asRegistrar));
  const title = heading ?? t`Club history`;
  return (
    <section className={s.panel} aria-label={title} data-testid="club-history">
      <h2 className={s.panelTitle}>{title}</h2>
      {history.isPending ? (
        <Skeleton height="4rem" />
      ) : history.isError ? (
        <LoadError onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className={s.muted}>
          <Trans>No licences yet.</Trans>
        </p>
      ) : (
        <ul className={ts.historyList}>
          {history.data.map((entry) => (
            <HistoryItem key={`${entry.clubId}-${entry.code}-${entry.season}-${entry.from}`} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The player's screen: their own club history, then each child's. */
export function ClubHistories({ user }: { user: UserSession }) {
  const { t } = useLingui();
  const children = useQuery(myChildrenQuery());
  return (
    <>
      <ClubHistory personId={user.id} heading={t`Your clubs`} />
      {(children.data ?? []).map((child) => {
        const name = `${child.firstName} ${child.lastName}`;
        return <ClubHistory key={child.id} personId={child.id} heading={t`${name}'s clubs`} />;
      })}
    </>
  );
}
