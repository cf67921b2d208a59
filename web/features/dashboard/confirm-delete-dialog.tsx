import { Trans } from "@lingui/react/macro";
import { useRef, type ReactNode } from "react";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Alert } from "../../ui/feedback";
import * as s from "./dashboard.css";

type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. 'Are you sure you want to delete this news item?' */
  question: ReactNode;
  /** The item being deleted, named so the official knows which one. */
  itemName?: ReactNode;
  onConfirm: () => void;
  pending: boolean;
  error?: string;
};

/** SPEC section 2: 'Confirm Deletion', 'This action cannot be undone.', and the question. */
export function ConfirmDeleteDialog({ open, onOpenChange, question, itemName, onConfirm, pending, error }: ConfirmDeleteDialogProps) {
  // Focus starts on the harmless choice: an Enter pressed too soon deletes nothing.
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      role="alertdialog"
      title={<Trans>Confirm Deletion</Trans>}
      description={question}
      initialFocus={() => cancel.current}
    >
      {itemName ? (
        <p>
          <strong>{itemName}</strong>
        </p>
      ) : null}
      <p>
        <Trans>This action cannot be undone.</Trans>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={s.formActions}>
        <Button ref={cancel} tone="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button tone="danger" onClick={onConfirm} disabled={pending} aria-busy={pending} data-testid="confirm-delete">
          {pending ? <Trans>Deleting...</Trans> : <Trans>Delete</Trans>}
        </Button>
      </div>
    </Dialog>
  );
}
