import { Trans } from "@lingui/react/macro";
import { useStore, type AnyFormApi } from "@tanstack/react-form";
import type { ComponentType, ReactNode } from "react";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Alert } from "../../ui/feedback";
import { checkBeforeSubmit, Form } from "../../ui/form";
import * as s from "./competitions-admin.css";

type AdminFormDialogProps = {
  form: Pick<AnyFormApi, "handleSubmit" | "store"> & { AppForm: ComponentType<{ children?: ReactNode }> };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: ReactNode;
  error?: string;
  children: ReactNode;
};

/** A dialog holding one form of the competitions admin: its fields, the last error, Cancel and the submit button. */
export function AdminFormDialog({ form, open, onOpenChange, title, submitLabel, error, children }: AdminFormDialogProps) {
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} busy={isSubmitting} title={title} wide>
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={title}>
          {children}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={s.actions}>
            <Button tone="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} {...checkBeforeSubmit}>
              {isSubmitting ? <Trans>Saving...</Trans> : submitLabel}
            </Button>
          </div>
        </Form>
      </form.AppForm>
    </Dialog>
  );
}
