import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import * as s from "./overlay.css";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** While true (a save is pending) the dialog cannot be dismissed. */
  busy?: boolean;
  wide?: boolean;
  role?: "dialog" | "alertdialog";
  /** Where focus starts (by default the first control), e.g. Cancel in a confirmation. */
  initialFocus?: () => HTMLElement | null;
};

/** A modal dialog (Ark UI): focus trapped, Escape and outside clicks close it unless busy. */
export function Dialog({ open, onOpenChange, title, description, children, footer, busy = false, wide, role = "dialog", initialFocus }: DialogProps) {
  const { t } = useLingui();
  // Named and described by explicit ids: Ark (zag's dialog machine) links title and description
  // only once an effect has seen them rendered, a moment after opening, under React as under
  // Preact; a screen reader (or a test) may ask sooner. Reviewed for React 19: still needed.
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <ArkDialog.Root
      ids={{ title: titleId, description: descriptionId }}
      open={open}
      role={role}
      initialFocusEl={initialFocus}
      lazyMount
      unmountOnExit
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (busy && !details.open) return;
        onOpenChange(details.open);
      }}
    >
      <Portal>
        <ArkDialog.Backdrop className={s.backdrop} />
        <ArkDialog.Positioner className={s.positioner}>
          <ArkDialog.Content className={[s.content, wide ? s.wide : ""].join(" ")} aria-labelledby={titleId} aria-describedby={descriptionId}>
            <ArkDialog.Title className={s.title}>{title}</ArkDialog.Title>
            {description ? <ArkDialog.Description className={s.description}>{description}</ArkDialog.Description> : null}
            {children}
            {footer ? <div className={s.footer}>{footer}</div> : null}
            <ArkDialog.CloseTrigger className={s.close} aria-label={t`Close`} disabled={busy}>
              ×
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
