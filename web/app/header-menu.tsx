import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { island } from "../islands/island";
import { stringsForLaterParts } from "../lib/i18n";
import { useOnDemand } from "../lib/use-on-demand";
import * as s from "./shell.css";

const loadDrawer = () => import("./mobile-drawer");

/**
 * The phone's menu button and the side drawer it opens: on a drawn public page one of the
 * header's few parts that run code (an island), with the language toggle and, for a signed-in
 * visitor, the account actions (web/app/session-islands.tsx).
 */
export function HeaderMenu() {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequests, setDrawerRequests] = useState(0);
  const drawer = useOnDemand(loadDrawer, drawerRequests, () => setDrawerOpen(false));
  return (
    <>
      <button
        type="button"
        className={s.menuButton}
        aria-label={t`Open menu`}
        aria-expanded={drawerOpen}
        // The drawer's code (and strings) are fetched at the first touch, so they are usually there by the click.
        onPointerDown={() => void Promise.all([loadDrawer(), stringsForLaterParts()]).catch(() => {})}
        onClick={() => {
          setDrawerRequests((count) => count + 1);
          setDrawerOpen(true);
        }}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {drawer ? <drawer.MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} /> : null}
    </>
  );
}

/** An island on a drawn public page (web/islands/island.tsx). */
export const HeaderMenuIsland = island("header-menu", HeaderMenu);
