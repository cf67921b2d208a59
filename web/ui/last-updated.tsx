import { Trans } from "@lingui/react/macro";
import { formatDate, formatRelative } from "../lib/format";
import { useNow } from "../lib/now";
import { OLD_COPY_MS } from "../lib/saved-copy";
import { useOnline } from "../lib/use-online";
import * as s from "./last-updated.css";


type QueryLike = { data: unknown; dataUpdatedAt: number; isFetching: boolean };

/**
 * "Last updated 5 minutes ago" under a list shown from the saved copy: always while offline, and
 * online once the copy is old and no refresh is under way. Fresh data needs no note.
 *
 *   const clubs = useQuery(clubsQuery());
 *   <LastUpdated query={clubs} />
 */
export function LastUpdated({ query }: { query: QueryLike }) {
  const online = useOnline();
  // The same instant while hydrating a drawn page as when it was drawn, then the browser's own.
  const now = useNow().getTime();

  const { data, dataUpdatedAt, isFetching } = query;
  if (data === undefined || !dataUpdatedAt || isFetching) return null;
  if (online && now - dataUpdatedAt < OLD_COPY_MS) return null;

  const relative = formatRelative(dataUpdatedAt, Math.max(now, dataUpdatedAt));
  return (
    <p className={s.lastUpdated} data-testid="last-updated">
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <time dateTime={new Date(dataUpdatedAt).toISOString()} title={formatDate(new Date(dataUpdatedAt).toISOString(), { dateStyle: "medium", timeStyle: "short" })}>
        <Trans>Last updated {relative}</Trans>
      </time>
    </p>
  );
}
