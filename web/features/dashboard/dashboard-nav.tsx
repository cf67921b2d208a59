import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { ClubCapability } from "../../../domain/people/roles";
import { paths } from "../../../schema/pages";
import { clubSessionCan, useClubSession, type ClubSession } from "../auth";
import * as s from "./dashboard-layout.css";

const icon = (path: ReactNode) => (
  <svg className={s.navIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {path}
  </svg>
);

type DashboardSection = {
  href: string;
  label: MessageDescriptor;
  icon: ReactNode;
  /** The club capabilities (domain/people/roles.ts), any one of which shows the section; none: every role. */
  allowedBy?: readonly ClubCapability[];
};

/**
 * SPEC section 2: overview, news, players, matches, standings, profile; the club's teams (issue 22);
 * live scoring, members and activity (issue 23). Each shows only for the roles that may use it.
 */
export const DASHBOARD_SECTIONS: DashboardSection[] = [
  { href: paths.dashboard, label: msg`Overview`, icon: icon(<path d="M3 12 12 3l9 9M5 10v10h5v-6h4v6h5V10" />) },
  { href: paths.dashboardNews, label: msg`News`, allowedBy: ["news"], icon: icon(<path d="M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5" />) },
  { href: paths.dashboardTeams, label: msg`Teams`, allowedBy: ["teams"], icon: icon(<path d="M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6l-8-3Z" />) },
  { href: paths.dashboardPlayers, label: msg`Players`, allowedBy: ["roster"], icon: icon(<path d="M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6 8v-1a3 3 0 0 0-2-2.8M17 5.2a3 3 0 0 1 0 5.6" />) },
  { href: paths.dashboardMatches, label: msg`Matches`, allowedBy: ["matches"], icon: icon(<path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />) },
  { href: paths.dashboardLive, label: msg`Live scoring`, allowedBy: ["live", "results"], icon: icon(<path d="M12 8v4l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />) },
  { href: paths.dashboardStandings, label: msg`Standings`, allowedBy: ["standings"], icon: icon(<path d="M5 20V10M12 20V4M19 20v-7" />) },
  { href: paths.dashboardProfile, label: msg`Profile`, allowedBy: ["profile"], icon: icon(<path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />) },
  // Issue 24: the club's registrations (the secretary), and who may play in its fixtures (with the team managers).
  { href: paths.dashboardRegistrations, label: msg`Registrations`, allowedBy: ["registrationsRead"], icon: icon(<path d="M9 4h6l1 2h3v15H5V6h3l1-2Zm-1 8h8M8 16h5" />) },
  { href: paths.dashboardEligibility, label: msg`Eligibility`, allowedBy: ["registrationsRead"], icon: icon(<path d="M9 12l2 2 4-4M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />) },
  { href: paths.dashboardMembers, label: msg`Members`, allowedBy: ["members"], icon: icon(<path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9v-1a5 5 0 0 1 10 0v1M16 11h6M19 8v6" />) },
  { href: paths.dashboardActivity, label: msg`Activity`, allowedBy: ["audit"], icon: icon(<path d="M3 12h4l3-8 4 16 3-8h4" />) },
];

/** Whether the person's roles in the club they act for open this section. */
export const sectionAllowed = (club: ClubSession | null | undefined, section: DashboardSection) =>
  !section.allowedBy || section.allowedBy.some((capability) => clubSessionCan(club, capability));

/** The section the current path belongs to (a sub-page highlights its own entry, not Overview). */
export function useCurrentSection() {
  const [location] = useLocation();
  return DASHBOARD_SECTIONS.find((section) => section.href === location) ?? DASHBOARD_SECTIONS[0]!;
}

export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n, t } = useLingui();
  const current = useCurrentSection();
  const { data: club } = useClubSession();
  return (
    <nav aria-label={t`Dashboard`}>
      <ul className={s.navList}>
        {DASHBOARD_SECTIONS.filter((section) => sectionAllowed(club, section)).map((section) => (
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
