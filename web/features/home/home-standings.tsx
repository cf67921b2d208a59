import { Trans } from "@lingui/react/macro";
import { paths } from "../../../schema/pages";
import { HomeSection } from "./home-section";
import { StandingsTabsIsland } from "./standings-tabs";

/** SPEC: the standings, one tab per code, under their heading and the link to every competition. */
export function HomeStandings() {
  return (
    <HomeSection id="home-standings" title={<Trans>Standings</Trans>} more={{ href: paths.competitions, label: <Trans>All competitions</Trans> }}>
      <StandingsTabsIsland />
    </HomeSection>
  );
}
