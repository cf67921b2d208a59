import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import * as s from "./dashboard-layout.css";

const icon = (path: ReactNode) => (
  <svg className={s.navIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {path}
  </svg>
);

/** SPEC section 2: overview, news, players, matches, standings, profile; and the club's teams (issue 22). */
export const DASHBOARD_SECTIONS: { href: string; label: MessageDescriptor; icon: ReactNode }[] = [
  { href: paths.dashboard, label: msg`Overview`, icon: icon(<path d="M3 12 12 3l9 9M5 10v10h5v-6h4v6h5V10" />) },
  { href: paths.dashboardNews, label: msg`News`, icon: icon(<path d="M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5" />) },
  { href: paths.dashboardTeams, label: msg`Teams`, icon: icon(<path d="M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6l-8-3Z" />) },
  { href: paths.dashboardPlayers, label: msg`Players`, icon: icon(<path d="M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6 8v-1a3 3 0 0 0-2-2.8M17 5.2a3 3 0 0 1 0 5.6" />) },
  { href: paths.dashboardMatches, label: msg`Matches`, icon: icon(<path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />) },
  { href: paths.dashboardStandings, label: msg`Standings`, icon: icon(<path d="M5 20V10M12 20V4M19 20v-7" />) },
  { href: paths.dashboardProfile, label: msg`Profile`, icon: icon(<path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />) },
];

/** The section the current path belongs to (a sub-page highlights its own entry, not Overview). */
export function useCurrentSection() {
  const [location] = useLocation();
  return DASHBOARD_SECTIONS.find((section) => section.href === location) ?? DASHBOARD_SECTIONS[0];
}

export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n, t } = useLingui();
  const current = useCurrentSection();
  return (
    <nav aria-label={t`Dashboard`}>
      <ul className={s.navList}>
        {DASHBOARD_SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} className={s.navLink} aria-current={section === current ? "page" : undefined} onClick={onNavigate}>
              {section.icon}
              {i18n._(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
