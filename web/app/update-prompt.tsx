/// <reference types="vite-plugin-pwa/react" />
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useRegisterSW } from "virtual:pwa-register/react";
import { Button } from "../ui/button";
import * as s from "./pwa-dock.css";

/** A portal left open all day (an official's dashboard) still learns about new versions. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is waiting, offers "New version
 * available, Reload". It never reloads by itself (prompt mode): a half-filled form is never lost.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className={s.panel} role="status" data-testid="update-prompt">
      <p className={s.panelText}>
        <strong className={s.panelTitle}>
          <Trans>New version available</Trans>
        </strong>
        <Trans>Reload when you are ready; finish what you are typing first.</Trans>
      </p>
      <div className={s.panelActions}>
        <Button
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            // The new service worker takes over, then the page reloads (vite-plugin-pwa).
            void updateServiceWorker(true);
          }}
        >
          <Trans>Reload</Trans>
        </Button>
        <button type="button" className={s.dismiss} aria-label={t`Later`} onClick={() => setNeedRefresh(false)}>
          ×
        </button>
      </div>
    </div>
  );
}
