import { createToaster, Toast, Toaster as ArkToaster } from "@ark-ui/react/toast";
import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react/macro";
import * as s from "./toaster.css";

/** The app's one toaster. Screens call `toaster.success({ title, description })` or `toaster.error(...)`. */
export const toaster = createToaster({ placement: "bottom-end", overlap: true, gap: 12, duration: 5000, max: 4 });

export function Toaster() {
  const { t } = useLingui();
  return (
    <Portal>
      <ArkToaster toaster={toaster}>
        {(toast) => (
          <Toast.Root className={s.toast} role={toast.type === "error" ? "alert" : "status"}>
            <Toast.Title className={s.title}>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description className={s.description}>{toast.description}</Toast.Description> : null}
            <Toast.CloseTrigger className={s.close} aria-label={t`Close`}>
              ×
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </ArkToaster>
    </Portal>
  );
}
