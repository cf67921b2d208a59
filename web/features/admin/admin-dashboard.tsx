import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Tabs } from "../../ui/tabs";
import type { ClubSession } from "../auth/session";
import { AdminClubsTab } from "./admin-clubs-tab";
import { adminStatsQuery } from "./api";
import * as s from "./admin.css";
import { PlaceholderTab } from "./placeholder-tab";
import { StatsCards } from "./stats-cards";

/** The admin dashboard: real counts, the clubs list, and the tools still to come. */
export function AdminDashboard({ club }: { club: ClubSession }) {
  const { t } = useLingui();
  const stats = useQuery(adminStatsQuery());
  const clubName = club.name;
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
          items={[
            { value: "clubs", label: <Trans>Clubs</Trans>, content: <AdminClubsTab /> },
            {
              value: "news",
              label: <Trans>News</Trans>,
              content: (
                <PlaceholderTab title={<Trans>News moderation</Trans>}>
                  <Trans>News management will be implemented soon.</Trans>
                </PlaceholderTab>
              ),
            },
            {
              value: "matches",
              label: <Trans>Matches</Trans>,
              content: (
                <PlaceholderTab title={<Trans>Fixtures and results</Trans>}>
                  <Trans>Match management will be implemented soon.</Trans>
                </PlaceholderTab>
              ),
            },
            {
              value: "standings",
              label: <Trans>Standings</Trans>,
              content: (
                <PlaceholderTab title={<Trans>League tables</Trans>}>
                  <Trans>Standings management will be implemented soon.</Trans>
                </PlaceholderTab>
              ),
            },
            {
              value: "impersonate",
              label: <Trans>Impersonate</Trans>,
              content: (
                <PlaceholderTab title={<Trans>Act as a club</Trans>}>
                  <Trans>
                    Impersonation will be implemented soon: an administrator will be able to act as a club to help it, and every
                    such session will be logged.
                  </Trans>
                </PlaceholderTab>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
