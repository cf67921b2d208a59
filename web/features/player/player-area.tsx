import type { ReactNode } from "react";
import { container, section } from "../../ui/layout.css";
import type { UserSession } from "../auth";
import * as s from "./player-area.css";
import { PlayerSidebar } from "./player-sidebar";

/** The frame of the player's own pages: the sidebar beside (or, on phones, above) the page. */
export function PlayerArea({ user, heading, children }: { user: UserSession; heading: ReactNode; children: ReactNode }) {
  return (
    <div className={`${container} ${section}`}>
      <div className={s.layout}>
        <h1 className={s.heading}>{heading}</h1>
        <PlayerSidebar user={user} />
        <div className={s.content}>{children}</div>
      </div>
    </div>
  );
}
