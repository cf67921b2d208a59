import { createToaster, Toast, Toaster as ArkToaster } from "@ark-ui/react/toast";
import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { connectToaster } from "./toaster";
import * as s from "./toaster.css";

const arkToaster = createToaster({ placement: "bottom-end", overlap: true, gap: 12, duration: 5000, max: 4 });

/** The Ark UI toaster behind `toaster` (web/ui/toaster.tsx), loaded with the first toast. */
export function ToasterView() {
  const { t } = useLingui();
  useEffect(() => connectToaster(({ type, options }) => void arkToaster[type](options)), []);
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
