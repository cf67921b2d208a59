import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/feedback";
import { ownPlayersQuery, rosterCsvPath, useDeletePlayer, type OwnPlayer } from "./api";
import { RosterImportDialog } from "./roster-import-dialog";
import { button } from "../../ui/button.css";
import * as s from "./players.css";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DashboardPage } from "./dashboard-page";
import { PlayerDialog } from "./player-dialog";
import { PlayerLinkDialog } from "./players-link-dialog";
import { PlayersGrid } from "./players-grid";
import { PlayersTable } from "./players-table";
import { PlayersViewToggle, usePlayersView } from "./players-view-toggle";
import { QueryState } from "./query-state";
import { useAddParam } from "./use-add-param";
import { useDeleteFlow } from "./use-delete-flow";

/** /dashboard/players: the roster in a grid or a table, with add, edit and delete. */
export function PlayersManagementScreen() {
  const { t, i18n } = useLingui();
  const players = useQuery(ownPlayersQuery());
  const [importing, setImporting] = useState(false);
  const [view, setView] = usePlayersView();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OwnPlayer>();
  const [linking, setLinking] = useState<OwnPlayer>();
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
  // The roster in and out as a spreadsheet (issue 11): the same columns both ways.
  const actions = (
    <div className={s.csvActions}>
      {addButton}
      <Button tone="outline" onClick={() => setImporting(true)} data-testid="roster-import-open">
        <Trans>Import CSV</Trans>
      </Button>
      <a className={button({ tone: "outline" })} href={rosterCsvPath(i18n.locale === "el" ? "el" : "en")} download data-testid="roster-export">
        <Trans>Export CSV</Trans>
      </a>
    </div>
  );
  const listProps = { onEdit: setEditing, onDelete: remove.ask, onLink: setLinking };

  return (
    <DashboardPage title={t`Players Management`} intro={<Trans>Keep your club's roster up to date.</Trans>} actions={actions}>
      <QueryState query={players} empty={<EmptyState action={addButton}>{t`Your roster is empty. Add your first player.`}</EmptyState>}>
        {(items) => (
          <>
            <PlayersViewToggle view={view} onChange={setView} />
            {view === "grid" ? <PlayersGrid players={items} {...listProps} /> : <PlayersTable players={items} {...listProps} />}
          </>
        )}
      </QueryState>

      <PlayerDialog open={adding} onOpenChange={setAdding} />
      <RosterImportDialog open={importing} onOpenChange={setImporting} />
      <PlayerDialog
        key={editing?.id ?? "none"}
        player={editing}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
      <PlayerLinkDialog
        player={linking}
        onOpenChange={(open) => {
          if (!open) setLinking(undefined);
        }}
      />
      <ConfirmDeleteDialog {...remove.dialog} question={<Trans>Are you sure you want to remove this player from your roster?</Trans>} itemName={remove.target?.name} />
    </DashboardPage>
  );
}
