import { createToaster, Toast, Toaster as ArkToaster } from "@ark-ui/react/toast";
import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react/macro";
import { connectToaster } from "./toast-queue";
import { media } from "./theme.css";
import * as s from "./toaster.css";

/**
 * On a phone a dialog's buttons sit at the bottom of the screen, where a toast would lie over
 * them for its whole life (it pauses while touched): there toasts come in at the top. This module
 * loads in the browser only, with the first toast.
 */
const isPhone = typeof matchMedia === "function" && !matchMedia(media.tablet).matches;
const arkToaster = createToaster({ placement: isPhone ? "top" : "bottom-end", overlap: true, gap: 12, duration: 5000, max: 4 });
// Connected as soon as this code arrives, before the toaster renders: the toasts that waited are
// then already in its store when it starts, and it shows them like any other.
connectToaster(({ type, options }) => void arkToaster[type](options));

/** The Ark UI toaster behind `toaster` (web/ui/toast-queue.ts), loaded with the first toast. */
export function ToasterView() {
  const { t } = useLingui();
  return (
    <Portal>
      <ArkToaster toaster={arkToaster}>
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
