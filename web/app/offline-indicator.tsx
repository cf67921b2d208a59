import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useOnline } from "../lib/use-online";
import * as s from "./pwa-dock.css";

const BACK_ONLINE_MS = 4000;

function CloudOffIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 3l18 18M9.5 5.6A6 6 0 0 1 17.7 10H18a4 4 0 0 1 2.8 6.8M16 19H7a5 5 0 0 1-1.5-9.8" />
    </svg>
  );
}

/**
 * "You are offline" while the browser has no network (what the page shows is then the saved copy),
 * and a short "Back online" when it returns. The live region is always there, so screen readers
 * hear both changes.
 */
export function OfflineIndicator() {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    <div role="status" aria-live="polite" data-testid="offline-indicator">
      {!online ? (
        <p className={s.pill.offline}>
          <CloudOffIcon />
          <Trans>You are offline — showing saved data</Trans>
        </p>
      ) : backOnline ? (
        <p className={s.pill.online}>
          <Trans>Back online</Trans>
        </p>
      ) : null}
    </div>
  );
}
