import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";
import { container, section } from "../../ui/layout.css";
import { PageHeader } from "../../ui/page-header";
import { usePageTitle } from "../../ui/page-title";
import { clubsQuery } from "./api";
import { ClubCard } from "./club-card";
import { ClubGrid } from "./club-grid";

export function ClubsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Clubs`);
  const clubs = useQuery(clubsQuery());
  return (
    <>
      <PageHeader
        eyebrow={<Trans>Member clubs</Trans>}
        title={<Trans>Clubs</Trans>}
        lead={<Trans>Find a rugby union or rugby league club near you, from Athens to Crete.</Trans>}
        actions={
          <>
            <ButtonLink href={paths.register} tone="accent">
              <Trans>Register a club</Trans>
            </ButtonLink>
            <ButtonLink href={paths.leagueClubs} tone="light">
              <Trans>Rugby league clubs</Trans>
            </ButtonLink>
          </>
        }
      />
      <div className={`${container} ${section}`}>
        <ClubGrid
          query={clubs}
          renderClub={(club) => <ClubCard club={club} headingLevel={2} />}
          empty={<Trans>No clubs have registered yet.</Trans>}
        />
      </div>
    </>
  );
}
