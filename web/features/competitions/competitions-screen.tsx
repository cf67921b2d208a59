import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { RugbyType } from "../../../schema/constants";
import { currentSeason } from "../../../schema/season";
import { LastUpdated } from "../../ui/last-updated";
import { useNow } from "../../lib/now";
import { paths } from "../../../schema/pages";
import { Badge, EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { container } from "../../ui/layout.css";
import { usePageTitle } from "../../ui/page-title";
import { competitionsQuery, type CompetitionList } from "./api";
import * as s from "./competition.css";
import { useCompetitionName } from "./competition-name";
import { groupBySeason } from "./seasons";

type Listed = CompetitionList[number];

function CompetitionCards({ competitions }: { competitions: readonly Listed[] }) {
  const nameOf = useCompetitionName();
  return (
    <ul className={s.seasonList}>
      {competitions.map((competition) => (
        <li key={competition.id}>
          <Link href={paths.competition(competition.slug)} className={s.competitionCard}>
            <span className={s.competitionName}>{nameOf(competition)}</span>
            <span className={s.badges}>
              <Badge tone={competition.code}>{competition.code === "union" ? <Trans>Rugby Union</Trans> : <Trans>Rugby League</Trans>}</Badge>
              <Badge tone="neutral">{competition.season}</Badge>
              {competition.featured ? (
                <Badge tone="accent">
                  <Trans>Main table</Trans>
                </Badge>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CodeGroup({ code, competitions }: { code: RugbyType; competitions: readonly Listed[] }) {
  const id = `competitions-${code}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={s.roundTitle}>
        {code === "union" ? <Trans>Rugby Union</Trans> : <Trans>Rugby League</Trans>}
      </h3>
      {competitions.length > 0 ? (
        <CompetitionCards competitions={competitions} />
      ) : (
        <p>
          <Trans>No competitions this season.</Trans>
        </p>
      )}
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={s.stack}>
      <h2 id={id} className={s.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /competitions: this season's competitions by code, then the earlier seasons. */
export function CompetitionsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Competitions`);
  const now = useNow();
  const result = useQuery(competitionsQuery());
  let body: ReactNode;
  if (result.isPending) body = <Skeleton height="12rem" />;
  else if (result.isError && result.data === undefined) body = <LoadError onRetry={() => void result.refetch()} />;
  else if (result.data.length === 0) {
    body = (
      <EmptyState>
        <Trans>No competitions yet.</Trans>
      </EmptyState>
    );
  } else {
    const groups = groupBySeason(result.data, currentSeason(now));
    const season = groups.season ?? "";
    body = (
      <>
        <Section id="competitions-this-season" title={<Trans>This season: {season}</Trans>}>
          <CodeGroup code="union" competitions={groups.byCode.union} />
          <CodeGroup code="league" competitions={groups.byCode.league} />
        </Section>
        {groups.earlier.length > 0 ? (
          <Section id="competitions-earlier" title={<Trans>Earlier seasons</Trans>}>
            {groups.earlier.map((group) => (
              <section key={group.season} aria-label={t`Season ${group.season}`}>
                <h3 className={s.roundTitle}>{group.season}</h3>
                <CompetitionCards competitions={group.competitions} />
              </section>
            ))}
          </Section>
        ) : null}
        <LastUpdated query={result} />
      </>
    );
  }
  return (
    <div className={`${container} ${s.page}`}>
      <header className={s.header}>
        <h1 className={s.title}>
          <Trans>Competitions</Trans>
        </h1>
        <p className={s.lead}>
          <Trans>Every championship and cup of the federation, with tables worked out from the results by each competition's rules.</Trans>
        </p>
      </header>
      {body}
    </div>
  );
}
