import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { paths } from "../../../schema/pages";
import { Button } from "../../ui/button";
import { Badge, LoadError, Skeleton } from "../../ui/feedback";
import { useCompetitionName } from "../competitions";
import { AdjustmentsPanel } from "./adjustments-panel";
import { CompetitionDialog } from "./competition-dialog";
import { adminCompetitionQuery, adminFixturesQuery } from "./competitions-api";
import * as s from "./competitions-admin.css";
import { EntrantsPanel } from "./entrants-panel";
import { FixturesPanel } from "./fixtures-panel";
import { GeneratePanel } from "./generate-panel";
import { ImportPanel } from "./import-panel";

/** One competition: its rules (edit), teams, round-robin generation, fixtures and results (one by one or from a CSV file), adjustments. */
export function CompetitionManager({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const nameOf = useCompetitionName();
  const query = useQuery(adminCompetitionQuery(id));
  const fixtures = useQuery(adminFixturesQuery(id));
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <Skeleton height="12rem" />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const competition = query.data;
  const rules = i18n.locale === "el" ? competition.rulesInWords.el : competition.rulesInWords.en;
  return (
    <div className={s.manager}>
      <div className={`${s.panel} ${s.wide}`}>
        <div className={s.toolbar}>
          <Button size="sm" tone="ghost" onClick={onBack}>
            ← <Trans>All competitions</Trans>
          </Button>
          <Link href={paths.competition(competition.slug)}>
            <Trans>Public page</Trans>
          </Link>
        </div>
        <h2 className={s.panelTitle}>{nameOf(competition)}</h2>
        <p className={s.muted}>
          <Badge tone={competition.code}>{competition.code === "union" ? <Trans>Rugby Union</Trans> : <Trans>Rugby League</Trans>}</Badge>{" "}
          <Badge tone="neutral">{competition.season}</Badge>{" "}
          {competition.featured ? (
            <Badge tone="accent">
              <Trans>Main table</Trans>
            </Badge>
          ) : null}
        </p>
        <ul className={s.summary} aria-label={t`The rules in words`}>
          {rules.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <div>
          <Button tone="outline" onClick={() => setEditing(true)}>
            <Trans>Edit competition and rules</Trans>
          </Button>
        </div>
        {editing ? <CompetitionDialog competition={competition} season={competition.season} open onOpenChange={setEditing} /> : null}
      </div>
      <EntrantsPanel competition={competition} />
      <GeneratePanel competition={competition} hasFixtures={(fixtures.data?.rounds.length ?? 0) > 0} />
      <div className={s.wide}>
        <FixturesPanel competition={competition} />
      </div>
      <div className={s.wide}>
        <ImportPanel competition={competition} />
      </div>
      <div className={s.wide}>
        <AdjustmentsPanel competition={competition} />
      </div>
    </div>
  );
}
