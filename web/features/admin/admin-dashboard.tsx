import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearch } from "wouter";
import { useClubName } from "../../lib/content-language";
import { Tabs } from "../../ui/tabs";
import { TextIn } from "../../ui/text";
import type { FederationCapability } from "../../../domain/people/roles";
import { federationSessionCan, type ClubSession } from "../auth";
import { Badge } from "../../ui/feedback";
import { AdminAcademyTab } from "./admin-academy-tab";
import { AdminAuditTab } from "./admin-audit-tab";
import { AdminClaimsTab } from "./admin-claims-tab";
import { AdminClubsTab } from "./admin-clubs-tab";
import { AdminImpersonateTab } from "./admin-impersonate-tab";
import { AdminMailTab } from "./admin-mail-tab";
import { AdminMatchesTab } from "./admin-matches-tab";
import { AdminNewsTab } from "./admin-news-tab";
import { AdminStandingsTab } from "./admin-standings-tab";
import { AdminStaffTab } from "./staff-tab";
import { AdminRegistrationsTab } from "./registrations-tab";
import { AdminTransfersTab } from "./transfers-tab";
import { notificationsQuery } from "./back-office-api";
import * as bo from "./back-office.css";
import { AdminCompetitionsTab } from "./admin-competitions-tab";
import { adminStatsQuery } from "./api";
import * as s from "./admin.css";
import { StatsCards } from "./stats-cards";

type Tab = { value: string; label: ReactNode; content: ReactNode; allowedBy: FederationCapability };

/** The tabs the person's federation roles open, as the Tabs take them. */
const allowedTabs = (club: ClubSession, tabs: Tab[]) => tabs.filter((tab) => federationSessionCan(club, tab.allowedBy)).map(({ allowedBy: _allowedBy, ...tab }) => tab);

/** The admin dashboard: real counts, and a tab for each of the federation's jobs. */
export function AdminDashboard({ club }: { club: ClubSession }) {
  const { t } = useLingui();
  const stats = useQuery(adminStatsQuery());
  const waiting = useQuery(notificationsQuery()).data;
  const search = useSearch();
  /** A tab's name with the count of what waits in it (issue 12: new claims, new academy registrations). */
  const withCount = (label: ReactNode, count: number | undefined, name: string) => (
    <span className={bo.tabLabel}>
      {label}
      {count ? (
        <Badge tone="warning">
          <span aria-label={t`${count} new in ${name}`}>{count}</span>
        </Badge>
      ) : null}
    </span>
  );
  // The federation by its name in the reader's language (issue 21: "Ελληνική Ομοσπονδία Ράγκμπι" in Greek).
  const shownName = useClubName(club);
  const clubName = <TextIn value={shownName} />;
  return (
    <>
      <header className={s.header}>
        <h1 className={s.heading}>
          <Trans>Admin Dashboard</Trans>
        </h1>
        <p className={s.intro}>
          <Trans>Signed in as {clubName}.</Trans>
        </p>
      </header>
      <StatsCards stats={stats.data} />
      <div className={s.panel}>
        <Tabs
          label={t`Administration`}
          // A mail's link opens the tab where its matter waits (/admin?tab=claims, issue 19).
          defaultValue={new URLSearchParams(search).get("tab") ?? undefined}
          // Issue 23: each tab only for the federation roles that may do its job (domain/people/roles.ts).
          items={allowedTabs(club, [
            { value: "clubs", allowedBy: "clubDetails", label: withCount(<Trans>Clubs</Trans>, waiting?.pendingClubs, t`Clubs`), content: <AdminClubsTab /> },
            { value: "claims", allowedBy: "claims", label: withCount(<Trans>Claims</Trans>, waiting?.claims, t`Claims`), content: <AdminClaimsTab /> },
            // Issue 24: the register (the registrar): registrations and licences, and transfers.
            { value: "registrations", allowedBy: "registrations", label: <Trans>Registrations</Trans>, content: <AdminRegistrationsTab /> },
            { value: "transfers", allowedBy: "registrations", label: <Trans>Transfers</Trans>, content: <AdminTransfersTab /> },
            { value: "academy", allowedBy: "academy", label: withCount(<Trans>Academy</Trans>, waiting?.academy, t`Academy`), content: <AdminAcademyTab /> },
            // Mails delivery gave up on (issue 20): the badge counts them; with the other tabs that count
            // waiting work, first, so its badge is in view without scrolling the tab row.
            { value: "mail", allowedBy: "mail", label: withCount(<Trans>Mail</Trans>, waiting?.failedMail, t`Mail`), content: <AdminMailTab /> },
            { value: "competitions", allowedBy: "competitions", label: <Trans>Competitions</Trans>, content: <AdminCompetitionsTab /> },
            { value: "news", allowedBy: "news", label: <Trans>News</Trans>, content: <AdminNewsTab /> },
            { value: "matches", allowedBy: "competitions", label: <Trans>Matches</Trans>, content: <AdminMatchesTab /> },
            { value: "standings", allowedBy: "competitions", label: <Trans>Standings</Trans>, content: <AdminStandingsTab /> },
            {
              value: "impersonate",
              allowedBy: "impersonation",
              label: <Trans>Impersonate</Trans>,
              content: <AdminImpersonateTab />,
            },
            { value: "audit", allowedBy: "audit", label: <Trans>Audit log</Trans>, content: <AdminAuditTab /> },
            { value: "staff", allowedBy: "staff", label: <Trans>Staff</Trans>, content: <AdminStaffTab /> },
          ])}
        />
      </div>
    </>
  );
}
