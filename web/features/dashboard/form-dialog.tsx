import { useStore, type AnyFormApi } from "@tanstack/react-form";
import type { ComponentType, ReactNode } from "react";
import { Dialog } from "../../ui/dialog";
import { Form } from "../../ui/form";
import { FormActions } from "./form-actions";

type FormDialogProps = {
  /** A form of `useAppForm`: the dialog submits it and cannot be dismissed while it saves. */
  form: Pick<AnyFormApi, "handleSubmit" | "store"> & { AppForm: ComponentType<{ children?: ReactNode }> };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called as the dialog closes, e.g. to forget the last save's error. */
  onClose?: () => void;
  /** The dialog's heading, also the form's accessible name (e.g. 'Edit Match'). */
  title: string;
  submitLabel: ReactNode;
  /** The failure of the last save, shown above the buttons. */
  error?: string;
  /** True after a save, while the dialog waits to close. */
  locked?: boolean;
  wide?: boolean;
  children: ReactNode;
};

/** An add or edit dialog of the dashboard: its fields, then Cancel and the submit button. */
export function FormDialog({ form, open, onOpenChange, onClose, title, submitLabel, error, locked, wide, children }: FormDialogProps) {
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose?.();
        onOpenChange(next);
      }}
      busy={isSubmitting}
      wide={wide}
      title={title}
    >
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={title}>
          {children}
          <FormActions error={error} onCancel={() => onOpenChange(false)} locked={locked} submitLabel={submitLabel} />
        </Form>
      </form.AppForm>
    </Dialog>
  );
}
