import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import * as s from "./dashboard.css";

/** Edit and Delete for one item; their accessible names say which item. */
export function RowActions({ name, onEdit, onDelete, compact }: { name: string; onEdit: () => void; onDelete: () => void; compact?: boolean }) {
  const { t } = useLingui();
  const size = compact ? "sm" : "md";
  return (
    <div className={compact ? s.tableActions : s.rowActions}>
      <Button tone="outline" size={size} className={compact ? undefined : s.rowAction} onClick={onEdit} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Button>
      <Button tone="danger" size={size} className={compact ? undefined : s.rowAction} onClick={onDelete} aria-label={t`Delete ${name}`}>
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
}
