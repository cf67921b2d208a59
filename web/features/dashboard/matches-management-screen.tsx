import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNow } from "../../lib/now";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/feedback";
import { ownMatchesQuery, useDeleteMatch, type OwnMatch } from "./api";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DashboardPage } from "./dashboard-page";
import { MatchDialog } from "./match-dialog";
import { todayFirst } from "./match-order";
import { MatchRow } from "./match-row";
import { QueryState } from "./query-state";
import { useAddParam } from "./use-add-param";
import { useDeleteFlow } from "./use-delete-flow";
import * as s from "./dashboard.css";

/**
 * /dashboard/matches: the club's fixtures, today's and the upcoming ones first (where an official
 * finds the match to score live), then the results latest first; with add, edit and delete.
 */
export function MatchesManagementScreen() {
  const { t } = useLingui();
  const matches = useQuery(ownMatchesQuery());
  const now = useNow();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OwnMatch>();
  const remove = useDeleteFlow<OwnMatch>(useDeleteMatch(), {
    success: { title: t`Match Removed`, description: t`The match has been removed from your schedule.` },
    fallback: t`An error occurred while removing the match`,
  });
  useAddParam(() => setAdding(true));

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Trans>Add Match</Trans>
    </Button>
  );

  return (
    <DashboardPage title={t`Matches Management`} intro={<Trans>Today's and upcoming fixtures first, then your results, the latest first.</Trans>} actions={addButton}>
      <QueryState query={matches} empty={<EmptyState action={addButton}>{t`No matches scheduled yet.`}</EmptyState>}>
        {(items) => (
          <ul className={s.itemList} aria-label={t`Your matches`}>
            {todayFirst(items, now).map((match) => (
              <MatchRow key={match.id} match={match} onEdit={() => setEditing(match)} onDelete={() => remove.ask(match)} />
            ))}
          </ul>
        )}
      </QueryState>

      <MatchDialog open={adding} onOpenChange={setAdding} />
      <MatchDialog
        key={editing?.id ?? "none"}
        match={editing}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
      <ConfirmDeleteDialog
        {...remove.dialog}
        question={<Trans>Are you sure you want to delete this match?</Trans>}
        itemName={remove.target ? t`vs ${remove.target.opponent}` : undefined}
      />
    </DashboardPage>
  );
}
