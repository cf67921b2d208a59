import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { currentSeason } from "../../../schema/season";
import { useNow } from "../../lib/now";
import { Button } from "../../ui/button";
import { Badge, EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { competitionsQuery, useCompetitionName } from "../competitions";
import { CompetitionDialog } from "./competition-dialog";
import { CompetitionManager } from "./competition-manager";
import * as s from "./competitions-admin.css";

/** The competitions tab: every competition, a new one, and the one being managed. */
export function AdminCompetitionsTab() {
  const { t } = useLingui();
  const nameOf = useCompetitionName();
  const list = useQuery(competitionsQuery());
  const [selected, setSelected] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const season = currentSeason(useNow());

  if (selected !== null) return <CompetitionManager id={selected} onBack={() => setSelected(null)} />;
  let body;
  if (list.isPending) body = <Skeleton height="10rem" />;
  else if (list.isError && list.data === undefined) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyState>{t`No competitions yet.`}</EmptyState>;
  else {
    body = (
      <ul className={s.list} aria-label={t`Competitions`}>
        {list.data.map((competition) => (
          <li key={competition.id} className={s.listRow}>
            <span className={s.rowText}>
              <strong>{nameOf(competition)}</strong>{" "}
              <Badge tone={competition.code}>{competition.code === "union" ? t`Rugby Union` : t`Rugby League`}</Badge>{" "}
              <Badge tone="neutral">{competition.season}</Badge>
              {competition.featured ? (
                <>
                  {" "}
                  <Badge tone="accent">{t`Main table`}</Badge>
                </>
              ) : null}
            </span>
            <Button size="sm" tone="outline" onClick={() => setSelected(competition.id)} aria-label={t`Manage ${nameOf(competition)}`}>
              <Trans>Manage</Trans>
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={s.panel}>
      <div className={s.toolbar}>
        <h2 className={s.panelTitle}>
          <Trans>Competitions</Trans>
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Trans>New competition</Trans>
        </Button>
      </div>
      {body}
      {creating ? <CompetitionDialog season={season} open onOpenChange={setCreating} onCreated={(created) => setSelected(created.id)} /> : null}
    </div>
  );
}
