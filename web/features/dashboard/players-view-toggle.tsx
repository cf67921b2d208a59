import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as s from "./players.css";

export type PlayersView = "grid" | "table";
const STORAGE_KEY = "dashboard.playersView";

/** The roster's grid or table view, remembered on this device. */
export function usePlayersView() {
  const [view, setView] = useState<PlayersView>(() => {
    try {
      return localStorage.getItem(STORAGE_KEY) === "table" ? "table" : "grid";
    } catch {
      return "grid";
    }
  });
  const choose = (next: PlayersView) => {
    setView(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  };
  return [view, choose] as const;
}

export function PlayersViewToggle({ view, onChange }: { view: PlayersView; onChange: (view: PlayersView) => void }) {
  const { t } = useLingui();
  return (
    <div className={s.viewToggle} role="group" aria-label={t`View`}>
      <button type="button" className={s.viewOption} aria-pressed={view === "grid"} onClick={() => onChange("grid")}>
        <Trans>Grid</Trans>
      </button>
      <button type="button" className={s.viewOption} aria-pressed={view === "table"} onClick={() => onChange("table")}>
        <Trans>Table</Trans>
      </button>
    </div>
  );
}
