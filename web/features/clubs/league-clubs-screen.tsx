import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { clubNameIn } from "../../lib/content-language";
import { paths } from "../../../schema/pages";
import { Button, ButtonLink } from "../../ui/button";
import { Badge } from "../../ui/feedback";
import { container, section, visuallyHidden } from "../../ui/layout.css";
import { onDemand } from "../../ui/on-demand";
import { PageHeader } from "../../ui/page-header";
import { usePageTitle } from "../../ui/page-title";
import { clubsQuery } from "./api";
import type { ClaimableClub } from "./claim-dialog";
import { ClubCard } from "./club-card";
import { ClubGrid } from "./club-grid";

/** The claim form and its dialog arrive when a visitor opens it, not with the page. */
const ClaimDialog = onDemand(
  () => import("./claim-dialog").then((module) => module.ClaimDialog),
  (props) => props.club !== null,
);

/** SPEC: only clubs with rugbyLeague true, each marked claimed or unclaimed; unclaimed ones can be claimed. */
export function LeagueClubsScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Rugby League Clubs`);
  // Filtered on the client too, so a cached or older answer never lists a union-only club here.
  const clubs = useQuery({ ...clubsQuery("league"), select: (list) => list.filter((club) => club.rugbyLeague) });
  const [claiming, setClaiming] = useState<ClaimableClub | null>(null);

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
              actions={
                club.isClaimed ? null : (
                  <Button tone="primary" onClick={() => setClaiming({ id: club.id, name: club.name, nameEl: club.nameEl })}>
                    <Trans>Claim this club</Trans>
                    {/* The visible label stays the start of the name; the club tells the buttons apart. */}
                    <span className={visuallyHidden}>: {clubNameIn(i18n.locale, club)}</span>
                  </Button>
                )
              }
            />
          )}
        />
      </div>
      <ClaimDialog club={claiming} onClose={() => setClaiming(null)} />
    </>
  );
}
