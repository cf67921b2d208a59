import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import * as s from "./dashboard.css";

type RowActionsProps = {
  /** The item's name, so each button's accessible name says which item it acts on. */
  name: string;
  onEdit: () => void;
  /** Left out when the item cannot be deleted here (no Delete button then). */
  onDelete?: () => void;
  /** row: beside a list item (full width on a phone); card: filling a card; compact: in a table. */
  variant?: "row" | "card" | "compact";
};

/** Edit and Delete for one item. */
export function RowActions({ name, onEdit, onDelete, variant = "row" }: RowActionsProps) {
  const { t } = useLingui();
  const container = { row: s.rowActions, card: s.cardActions, compact: s.tableActions }[variant];
  const button = variant === "compact" ? s.compactButton : s.rowAction;
  return (
    <div className={container}>
      <Button tone="outline" className={button} onClick={onEdit} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Button>
      {onDelete ? (
        <Button tone="danger" className={button} onClick={onDelete} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      ) : null}
    </div>
  );
}
