import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";
import { Badge } from "../../ui/feedback";
import { container, section } from "../../ui/layout.css";
import { PageHeader } from "../../ui/page-header";
import { usePageTitle } from "../../ui/page-title";
import { clubsQuery } from "./api";
import { ClaimButtonIsland } from "./claim-button";
import { ClubCard } from "./club-card";
import { ClubGrid } from "./club-grid";

/** SPEC: only clubs with rugbyLeague true, each marked claimed or unclaimed; unclaimed ones can be claimed. */
export function LeagueClubsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Rugby League Clubs`);
  // Filtered on the client too, so a cached or older answer never lists a union-only club here.
  const clubs = useQuery({ ...clubsQuery("league"), select: (list) => list.filter((club) => club.rugbyLeague) });

  return (
    <>
      <PageHeader
        eyebrow={<Trans>Rugby league</Trans>}
        title={<Trans>Rugby League Clubs</Trans>}
        lead={
          <Trans>
            Every club playing rugby league in Greece. Is your club listed as unclaimed? Claim it to manage its page, roster and fixtures.
          </Trans>
        }
        actions={
          <>
            <ButtonLink href={paths.rugbyLeague} tone="light">
              <Trans>About rugby league</Trans>
            </ButtonLink>
            <ButtonLink href={paths.clubs} tone="light">
              <Trans>All clubs</Trans>
            </ButtonLink>
          </>
        }
      />
      <div className={`${container} ${section}`}>
        <ClubGrid
          query={clubs}
          empty={<Trans>No rugby league clubs are listed yet.</Trans>}
          renderClub={(club) => (
            <ClubCard
              club={club}
              headingLevel={2}
              extraBadges={
                club.isClaimed ? (
                  <Badge tone="success">
                    <Trans>Claimed</Trans>
                  </Badge>
                ) : (
                  <Badge tone="warning">
                    <Trans>Unclaimed</Trans>
                  </Badge>
                )
              }
              // The one part of the page that runs in the browser: the button and the dialog it opens.
              actions={club.isClaimed ? null : <ClaimButtonIsland club={{ id: club.id, name: club.name, nameEl: club.nameEl }} />}
            />
          )}
        />
      </div>
    </>
  );
}
