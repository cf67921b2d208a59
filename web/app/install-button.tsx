import { Trans, useLingui } from "@lingui/react/macro";
import { useState, useSyncExternalStore } from "react";
import { canInstall, promptInstall, subscribeInstallPrompt } from "../lib/install-prompt";
import { Button } from "../ui/button";
import * as s from "./pwa-dock.css";

const DISMISSED_KEY = "rugby-hellas-install-dismissed";
/** "Not now" is respected for a month. */
const QUIET_MS = 30 * 24 * 60 * 60 * 1000;

function dismissedRecently() {
  try {
    return Date.now() - Number(localStorage.getItem(DISMISSED_KEY) ?? 0) < QUIET_MS;
  } catch {
    return false;
  }
}

/** "Install app", offered only where the browser can install (Chromium's `beforeinstallprompt`). */
export function InstallButton() {
  const { t } = useLingui();
  const installable = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  const [dismissed, setDismissed] = useState(dismissedRecently);

  if (!installable || dismissed) return null;

  const notNow = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // no storage: it is hidden for this visit only
    }
  };

  return (
    <div className={s.panel} data-testid="install-offer">
      <p className={s.panelText}>
        <strong className={s.panelTitle}>
          <Trans>Get the Rugby Hellas app</Trans>
        </strong>
        <Trans>Fixtures, tables and news, even at the ground without signal.</Trans>
      </p>
      <div className={s.panelActions}>
        <Button onClick={() => void promptInstall()}>
          <Trans>Install app</Trans>
        </Button>
        <button type="button" className={s.dismiss} aria-label={t`Not now`} onClick={notNow}>
          ×
        </button>
      </div>
    </div>
  );
}
