import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { paths } from "../../../schema/pages";
import { Badge, EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { useCompetitionName } from "../competitions";
import { resultsToSettleQuery, type ResultToSettle } from "./back-office-api";
import * as s from "./competitions-admin.css";

/**
 * The matches tab (issue 12: the SPEC's placeholder made real): results the two clubs disagree
 * on, to settle with a reason on the match's page, then results only one club has entered yet.
 * Fixtures and their results are edited in the competitions tab.
 */
export function AdminMatchesTab() {
  const { t } = useLingui();
  const nameOf = useCompetitionName();
  const results = useQuery(resultsToSettleQuery());
  const stateText = (row: ResultToSettle) => (row.state === "disputed" ? t`Disputed: the clubs entered different results` : t`Provisional: one club has entered it`);

  let body;
  if (results.isPending) body = <Skeleton height="8rem" />;
  else if (results.isError && results.data === undefined) body = <LoadError onRetry={() => void results.refetch()} />;
  else if (results.data.length === 0) body = <EmptyState>{t`Every entered result is agreed by both clubs.`}</EmptyState>;
  else {
    body = (
      <ul className={s.list} aria-label={t`Results to check`}>
        {results.data.map((row) => (
          <li key={row.fixtureId} className={s.listRow} data-testid="result-to-settle">
            <span className={s.rowText}>
              <strong>
                {row.home} {row.homeScore ?? "–"} – {row.awayScore ?? "–"} {row.away}
              </strong>{" "}
              <Badge tone={row.state === "disputed" ? "warning" : "neutral"}>{stateText(row)}</Badge>
              <br />
              <span className={s.muted}>
                {nameOf(row.competition)} · {row.date} {row.time ?? ""}
              </span>
            </span>
            <Link href={paths.match(row.matchId)}>{row.state === "disputed" ? t`Settle on the match page` : t`Open the match`}</Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={s.panel}>
      <h2 className={s.panelTitle}>
        <Trans>Results to check</Trans>
      </h2>
      {body}
      <p className={s.muted}>
        <Trans>Fixtures and their results are edited in the Competitions tab; a result entered there is the federation's and settles the match.</Trans>
      </p>
    </div>
  );
}
