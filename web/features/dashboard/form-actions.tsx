import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { checkBeforeSubmit, useFormContext } from "../../ui/form";
import * as s from "./dashboard.css";

type FormActionsProps = {
  /** The failure of the last save, shown above the buttons (the toast may be missed). */
  error?: string;
  onCancel: () => void;
  /** True also after a save, while the dialog waits to close. */
  locked?: boolean;
  submitLabel: ReactNode;
};

/** Cancel and the submit button ('Saving...' while pending) at the end of a dialog's form. */
export function FormActions({ error, onCancel, locked = false, submitLabel }: FormActionsProps) {
  const form = useFormContext();
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <div className={s.formActions}>
            <Button tone="outline" onClick={onCancel} disabled={isSubmitting || locked}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={isSubmitting || locked} aria-busy={isSubmitting} {...checkBeforeSubmit}>
              {isSubmitting ? <Trans>Saving...</Trans> : submitLabel}
            </Button>
          </div>
        )}
      </form.Subscribe>
    </>
  );
}
