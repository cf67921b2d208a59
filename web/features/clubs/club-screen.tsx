import { useNotFoundStatus } from "../../lib/page-status";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams, useSearchParams } from "wouter";
import { LastUpdated } from "../../ui/last-updated";
import { isStatus } from "../../lib/api";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";
import { button } from "../../ui/button.css";
import { TryAgain } from "../../ui/try-again";
import { Skeleton } from "../../ui/feedback";
import { container, section, visuallyHidden } from "../../ui/layout.css";
import { band } from "../../ui/page-header.css";
import { clubNameIn } from "../../lib/content-language";
import { usePageTitle } from "../../ui/page-title";
import { StatusCard } from "../../ui/status-card";
import { LinkTabs } from "../../ui/link-tabs";
import { clubQuery, type PublicClub } from "./api";
import { ClubAbout } from "./club-about";
import { ClubHeader } from "./club-header";
import { ClubMatches } from "./club-matches";
import { ClubDownloads } from "./club-downloads";
import { ClubRoster } from "./club-roster";
import { ClubTeams, TeamFilter } from "./club-teams";
import { clubMatchesPath } from "./team-picker";
import * as s from "./club-screen.css";

/** `?team=` (issue 22): one of the club's teams, whose matches the matches tab shows. */
const parseTeamId = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/** SPEC: the id in /clubs/{id} must be numeric (a positive whole number, as the worker requires). */
const parseClubId = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The SPEC's three tabs; the club's teams are listed on its About tab (issue 22). */
const TABS = ["about", "players", "matches"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

function BackToLeagueClubs() {
  return (
    <ButtonLink href={paths.leagueClubs}>
      <Trans>Back to clubs</Trans>
    </ButtonLink>
  );
}

function InvalidClubId() {
  const { t } = useLingui();
  usePageTitle(t`Invalid club ID`);
  useNotFoundStatus();
  return (
    <StatusCard
      title={<Trans>Invalid club ID</Trans>}
      description={<Trans>Club addresses end in a number, such as /clubs/3. Check the link and try again.</Trans>}
      actions={<BackToLeagueClubs />}
    />
  );
}

function ClubNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Club not found`);
  useNotFoundStatus();
  return (
    <StatusCard
      title={<Trans>Club not found</Trans>}
      description={<Trans>This club does not exist or is no longer listed.</Trans>}
      actions={<BackToLeagueClubs />}
    />
  );
}

function ClubLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`);
  return (
    <StatusCard
      title={<Trans>Something went wrong</Trans>}
      description={<Trans>Error loading data. Please try again.</Trans>}
      actions={
        <>
          <TryAgain onRetry={onRetry} className={button({ tone: "outline" })}>
            <Trans>Try again</Trans>
          </TryAgain>
          <BackToLeagueClubs />
        </>
      }
    />
  );
}

function ClubSkeleton() {
  return (
    <div className={band} aria-busy="true">
      <div className={`${container} ${s.headerInner}`}>
        <span className={visuallyHidden} role="status">
          <Trans>Loading club...</Trans>
        </span>
        <Skeleton width="120px" height="120px" />
        <div className={s.skeletonText}>
          <Skeleton width="60%" height="2.5rem" />
          <Skeleton width="30%" />
        </div>
      </div>
    </div>
  );
}

function ClubPage({ club, lastUpdated }: { club: PublicClub; lastUpdated: ReactNode }) {
  const { t, i18n } = useLingui();
  // The tab names the club as the page does: in Greek for a Greek reader (issue 21).
  usePageTitle(clubNameIn(i18n.locale, club));
  const [params] = useSearchParams();
  const requested = params.get("tab");
  // `?tab=teams` (a link to the club's teams) opens About, where they are listed.
  const tab: Tab = isTab(requested) ? requested : "about";
  const teamId = parseTeamId(params.get("team"));
  return (
    <>
      <ClubHeader club={club} />
      <div className={`${container} ${section}`}>
        {lastUpdated}
        {/* The tab lives in the address: the server draws the one asked for, and a shared link opens it. */}
        <LinkTabs
          label={t`Club sections`}
          value={tab}
          tabs={[
            { value: "about", label: <Trans>About</Trans>, href: paths.club(club.id) },
            { value: "players", label: <Trans>Players</Trans>, href: `${paths.club(club.id)}?tab=players` },
            { value: "matches", label: <Trans>Matches</Trans>, href: clubMatchesPath(club.id) },
          ]}
        >
          {tab === "about" ? (
            <>
              <ClubAbout club={club} />
              <section id="teams" aria-labelledby="club-teams-title" className={s.teamsSection}>
                <h2 id="club-teams-title" className={s.groupTitle}>
                  <Trans>Teams</Trans>
                </h2>
                <ClubTeams clubId={club.id} />
              </section>
            </>
          ) : tab === "players" ? (
            <ClubRoster clubId={club.id} />
          ) : (
            <>
              <ClubDownloads clubId={club.id} />
              {/* The club page shows no tables of its own: the team filter is its matches' (issue 22). */}
              <TeamFilter clubId={club.id} teamId={teamId} />
              <ClubMatches clubId={club.id} teamId={teamId} />
            </>
          )}
        </LinkTabs>
      </div>
    </>
  );
}

export function ClubScreen() {
  const params = useParams<{ id: string }>();
  const id = parseClubId(params.id);
  if (id === null) return <InvalidClubId />;
  return <ClubById id={id} />;
}

function ClubById({ id }: { id: number }) {
  const club = useQuery(clubQuery(id));
  if (club.isPending) return <ClubSkeleton />;
  if (club.isError) return isStatus(club.error, 404) ? <ClubNotFound /> : <ClubLoadError onRetry={() => void club.refetch()} />;
  return <ClubPage club={club.data} lastUpdated={<LastUpdated query={club} />} />;
}
