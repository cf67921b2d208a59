import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/feedback";
import { ownPlayersQuery, useDeletePlayer, type OwnPlayer } from "./api";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DashboardPage } from "./dashboard-page";
import { PlayerDialog } from "./player-dialog";
import { PlayersGrid } from "./players-grid";
import { PlayersTable } from "./players-table";
import { PlayersViewToggle, usePlayersView } from "./players-view-toggle";
import { QueryState } from "./query-state";
import { useAddParam } from "./use-add-param";
import { useDeleteFlow } from "./use-delete-flow";

/** /dashboard/players: the roster in a grid or a table, with add, edit and delete. */
export function PlayersManagementScreen() {
  const { t } = useLingui();
  const players = useQuery(ownPlayersQuery());
  const [view, setView] = usePlayersView();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OwnPlayer>();
  const remove = useDeleteFlow<OwnPlayer>(useDeletePlayer(), {
    success: { title: t`Player Removed`, description: t`The player has been removed from your roster.` },
    fallback: t`An error occurred while removing the player`,
  });
  useAddParam(() => setAdding(true));

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Trans>Add Player</Trans>
    </Button>
  );
  const listProps = { onEdit: setEditing, onDelete: remove.ask };

  return (
    <DashboardPage title={t`Players Management`} intro={<Trans>Keep your club's roster up to date.</Trans>} actions={addButton}>
      <QueryState query={players} empty={<EmptyState action={addButton}>{t`Your roster is empty. Add your first player.`}</EmptyState>}>
        {(items) => (
          <>
            <PlayersViewToggle view={view} onChange={setView} />
            {view === "grid" ? <PlayersGrid players={items} {...listProps} /> : <PlayersTable players={items} {...listProps} />}
          </>
        )}
      </QueryState>

      <PlayerDialog open={adding} onOpenChange={setAdding} />
      <PlayerDialog
        key={editing?.id ?? "none"}
        player={editing}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
      <ConfirmDeleteDialog {...remove.dialog} question={<Trans>Are you sure you want to remove this player from your roster?</Trans>} itemName={remove.target?.name} />
    </DashboardPage>
  );
}
