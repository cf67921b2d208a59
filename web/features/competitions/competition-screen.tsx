import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { LastUpdated } from "../../ui/last-updated";
import { isStatus } from "../../lib/api";
import { useNotFoundStatus } from "../../lib/page-status";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";
import { Badge, LoadError, Skeleton } from "../../ui/feedback";
import { container, visuallyHidden } from "../../ui/layout.css";
import { usePageTitle } from "../../ui/page-title";
import { StatusCard } from "../../ui/status-card";
import { OpenDataLinks } from "../../ui/open-data-links";
import { calendarPaths } from "../../../schema/open-data-paths";
import { api } from "../../lib/api";
import { competitionFixturesQuery, competitionQuery, competitionTableQuery, type CompetitionDetail } from "./api";
import { AdjustmentsList } from "./adjustments-list";
import * as s from "./competition.css";
import { useCompetitionName } from "./competition-name";
import { CompetitionTable } from "./competition-table";
import { RoundFixtures } from "./round-fixtures";
import { RulesList } from "./rules-list";

/** The competition's calendar and its fixtures and table as spreadsheets (issue 11). */
function CompetitionDownloads({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const query = { query: { lang: i18n.locale as "en" | "el" } };
  const csvPath = (url: URL) => `${url.pathname}${url.search}`;
  return (
    <OpenDataLinks
      calendars={[{ path: calendarPaths.competition(slug) }]}
      csv={[
        { path: csvPath(api.competitions[":slug"]["fixtures.csv"].$url({ param: { slug }, ...query })), label: <Trans>Fixtures (CSV)</Trans> },
        { path: csvPath(api.competitions[":slug"]["table.csv"].$url({ param: { slug }, ...query })), label: <Trans>Table (CSV)</Trans> },
      ]}
    />
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={s.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The table, and under it (its own section) the adjustments: both come from the table's answer. */
function TableAndAdjustments({ slug, caption }: { slug: string; caption: ReactNode }) {
  const table = useQuery(competitionTableQuery(slug));
  if (table.isPending) return <Skeleton height="14rem" />;
  if (table.isError && table.data === undefined) return <LoadError onRetry={() => void table.refetch()} />;
  return (
    <>
      <Section id="competition-table" title={<Trans>Table</Trans>}>
        {table.data.rows.length === 0 ? (
          <p>
            <Trans>The table will appear here once the teams are entered.</Trans>
          </p>
        ) : (
          <div className={s.stack}>
            <CompetitionTable rows={table.data.rows} caption={caption} hideCaption />
            <LastUpdated query={table} />
          </div>
        )}
      </Section>
      <Section id="competition-adjustments" title={<Trans>Points adjustments</Trans>}>
        <AdjustmentsList adjustments={table.data.adjustments} />
      </Section>
    </>
  );
}

function FixturesSection({ slug }: { slug: string }) {
  const fixtures = useQuery(competitionFixturesQuery(slug));
  if (fixtures.isPending) return <Skeleton height="10rem" />;
  if (fixtures.isError && fixtures.data === undefined) return <LoadError onRetry={() => void fixtures.refetch()} />;
  return <RoundFixtures rounds={fixtures.data.rounds} currentRound={fixtures.data.currentRound} />;
}

function CompetitionView({ competition }: { competition: CompetitionDetail }) {
  const { t, i18n } = useLingui();
  const nameOf = useCompetitionName();
  const name = nameOf(competition);
  const season = competition.season;
  usePageTitle(t`${name}, ${season}`);
  const rules = i18n.locale === "el" ? competition.rulesInWords.el : competition.rulesInWords.en;
  return (
    <div className={`${container} ${s.page}`}>
      <Link href={paths.competitions} className={s.backLink}>
        <span aria-hidden="true">←</span> <Trans>All competitions</Trans>
      </Link>
      <header className={s.header}>
        <h1 className={s.title}>{name}</h1>
        <div className={s.badges}>
          <Badge tone={competition.code}>{competition.code === "union" ? <Trans>Rugby Union</Trans> : <Trans>Rugby League</Trans>}</Badge>
          <Badge tone="neutral">
            <Trans>Season {season}</Trans>
          </Badge>
          {competition.kind === "manual" ? (
            <Badge tone="warning">
              <Trans>Table entered by the federation</Trans>
            </Badge>
          ) : null}
        </div>
      </header>
      <TableAndAdjustments slug={competition.slug} caption={name} />
      <Section id="competition-fixtures" title={<Trans>Fixtures and results</Trans>}>
        <CompetitionDownloads slug={competition.slug} />
        <FixturesSection slug={competition.slug} />
      </Section>
      <Section id="competition-rules" title={<Trans>Rules</Trans>}>
        <RulesList sentences={rules} />
      </Section>
    </div>
  );
}

function CompetitionNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Competition not found`);
  useNotFoundStatus();
  return (
    <div className={`${container} ${s.page}`}>
      <StatusCard
        title={<Trans>Competition not found</Trans>}
        description={<Trans>This competition does not exist or has been removed.</Trans>}
        actions={
          <ButtonLink href={paths.competitions}>
            <Trans>All competitions</Trans>
          </ButtonLink>
        }
      />
    </div>
  );
}

function CompetitionSkeleton() {
  const { t } = useLingui();
  usePageTitle(t`Competition`);
  return (
    <div className={`${container} ${s.page}`} aria-busy="true">
      <span className={visuallyHidden} role="status">
        <Trans>Loading competition...</Trans>
      </span>
      <Skeleton height="2.5rem" width="70%" />
      <Skeleton height="14rem" />
    </div>
  );
}

/** /competitions/{slug}: the table, adjustments, fixtures and results by round, and the rules in words. */
export function CompetitionScreen() {
  const { slug = "" } = useParams<{ slug: string }>();
  const competition = useQuery(competitionQuery(slug));
  if (isStatus(competition.error, 404) || isStatus(competition.error, 400)) return <CompetitionNotFound />;
  if (competition.data) return <CompetitionView competition={competition.data} />;
  if (competition.isError) {
    return (
      <div className={`${container} ${s.page}`}>
        <LoadError onRetry={() => void competition.refetch()} />
      </div>
    );
  }
  return <CompetitionSkeleton />;
}
