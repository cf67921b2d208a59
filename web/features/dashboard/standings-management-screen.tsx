import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/feedback";
import { visuallyHidden } from "../../ui/layout.css";
import { useClubSession } from "../auth";
import { ownStandingsQuery, useDeleteStanding, type OwnStanding } from "./api";
import { ClubCompetitionTables } from "./club-competition-tables";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DashboardPage } from "./dashboard-page";
import { labelOf, RUGBY_TYPE_LABELS } from "../../lib/labels";
import { QueryState } from "./query-state";
import { RowActions } from "./row-actions";
import { StandingDialog } from "./standing-dialog";
import { useAddParam } from "./use-add-param";
import { useDeleteFlow } from "./use-delete-flow";
import * as s from "./dashboard.css";

/** Newest season first, then union before league. */
const bySeason = (a: OwnStanding, b: OwnStanding) => b.season.localeCompare(a.season) || b.rugbyType.localeCompare(a.rugbyType);

/** /dashboard/standings: the club's own table rows, one per code and season. */
export function StandingsManagementScreen() {
  const { t, i18n } = useLingui();
  const captionId = useId();
  const { data: club } = useClubSession();
  const standings = useQuery(ownStandingsQuery());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OwnStanding>();
  const remove = useDeleteFlow<OwnStanding>(useDeleteStanding(), {
    success: { title: t`Standing Removed`, description: t`Your standings row has been removed.` },
    fallback: t`An error occurred while removing the standing`,
  });
  useAddParam(() => setAdding(true));
  const defaultType = club && !club.rugbyUnion && club.rugbyLeague ? "league" : "union";
  const rowName = (row: OwnStanding) => `${labelOf(RUGBY_TYPE_LABELS, row.rugbyType, (d) => i18n._(d))} ${row.season}`;

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Trans>Add Standing</Trans>
    </Button>
  );
  const columns = [t`Played`, t`Won`, t`Drawn`, t`Lost`, t`Points for`, t`Points against`, t`Points`];
  /** Where the club's figures stand: the federation's decision, and whether their table is the public one. */
  const statusText = (row: OwnStanding) => {
    if (row.status === "pending") return t`Waiting for the federation's approval`;
    if (row.status === "rejected") return t`Not approved by the federation`;
    return row.featured ? t`In the public table` : t`Approved: its table is not the public one yet`;
  };

  return (
    <DashboardPage title={t`Standings`} intro={<Trans>Your team's rows in the league tables, per code and season.</Trans>} actions={addButton}>
      {club ? <ClubCompetitionTables clubId={club.id} /> : null}
      <h2 className={s.sectionTitle}>
        <Trans>Rows you enter</Trans>
      </h2>
      <p className={s.pageIntro}>
        <Trans>For a table copied from elsewhere: the federation approves each change before it is public.</Trans>
      </p>
      <QueryState query={standings} placeholders={2} empty={<EmptyState action={addButton}>{t`You haven't added any standings yet.`}</EmptyState>}>
        {(rows) => (
          <div className={s.tableScroll} tabIndex={0} role="region" aria-labelledby={captionId}>
            <table className={s.table}>
              <caption id={captionId} className={visuallyHidden}>
                <Trans>Your standings</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={s.th}>
                    <Trans>Season</Trans>
                  </th>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={`${s.th} ${s.numeric}`}>
                      {column}
                    </th>
                  ))}
                  <th scope="col" className={s.th}>
                    <Trans>Public table</Trans>
                  </th>
                  <th scope="col" className={s.th}>
                    <span className={visuallyHidden}>
                      <Trans>Actions</Trans>
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...rows].sort(bySeason).map((row) => (
                  <tr key={row.id} data-testid="standing-row">
                    <th scope="row" className={s.td} style={{ textAlign: "left", whiteSpace: "nowrap" }}>
                      {rowName(row)}
                    </th>
                    {[row.played, row.won, row.drawn, row.lost, row.pointsFor, row.pointsAgainst, row.points].map((value, index) => (
                      <td key={index} className={`${s.td} ${s.numeric}`}>
                        {value}
                      </td>
                    ))}
                    <td className={s.td} data-testid="standing-status">
                      {statusText(row)}
                    </td>
                    <td className={s.td}>
                      {/* Approved figures are the table's: the club proposes new ones, only the federation removes them. */}
                      <RowActions
                        variant="compact"
                        name={rowName(row)}
                        onEdit={() => setEditing(row)}
                        onDelete={row.status === "approved" ? undefined : () => remove.ask(row)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>

      <StandingDialog open={adding} onOpenChange={setAdding} defaultType={defaultType} />
      <StandingDialog
        key={editing?.id ?? "none"}
        standing={editing}
        defaultType={defaultType}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
      />
      <ConfirmDeleteDialog
        {...remove.dialog}
        question={<Trans>Are you sure you want to delete this standings row?</Trans>}
        itemName={remove.target ? rowName(remove.target) : undefined}
      />
    </DashboardPage>
  );
}
