import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { RugbyType } from "../../../schema/constants";
import { Link } from "wouter";
import { LastUpdated } from "../../ui/last-updated";
import { paths } from "../../../schema/pages";
import { EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { stack, visuallyHidden } from "../../ui/layout.css";
import { standingsQuery } from "./api";
import { StandingsTable } from "./standings-table";

/** Placeholder rows with the table's rhythm, so the page does not jump when it arrives. */
function StandingsSkeleton() {
  return (
    <div className={stack}>
      <span className={visuallyHidden} role="status">
        <Trans>Loading standings...</Trans>
      </span>
      <Skeleton height="2rem" width="60%" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height="2.25rem" />
      ))}
    </div>
  );
}

/** The featured competition's own page: the whole table, fixtures by round, the rules. */
function CompetitionLink({ slug }: { slug: string | null | undefined }) {
  if (!slug) return null;
  return (
    <Link href={paths.competition(slug)}>
      <Trans>Full table, fixtures and rules</Trans> →
    </Link>
  );
}

/** One code's league table with its loading, error and empty states. */
export function StandingsPanel({ rugbyType }: { rugbyType: RugbyType }) {
  const result = useQuery(standingsQuery(rugbyType));
  const { data, isPending, isError, refetch } = result;
  if (isPending) return <StandingsSkeleton />;
  // A failed refresh keeps the saved table on screen; only a table that never loaded shows the error.
  if (isError && data === undefined) return <LoadError onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState>
        {rugbyType === "union" ? (
          <Trans>The rugby union table will appear here once the season starts.</Trans>
        ) : (
          <Trans>The rugby league table will appear here once the season starts.</Trans>
        )}
      </EmptyState>
    );
  }
  return (
    <div className={stack}>
      <StandingsTable rows={data} rugbyType={rugbyType} />
      <CompetitionLink slug={data.find((row) => "competitionSlug" in row && row.competitionSlug)?.competitionSlug} />
      <LastUpdated query={result} />
    </div>
  );
}
