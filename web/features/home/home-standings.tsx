import { Trans, useLingui } from "@lingui/react/macro";
import { Tabs } from "../../ui/tabs";
import { StandingsPanel } from "../standings";
import { paths } from "../../../schema/pages";
import { HomeSection } from "./home-section";

/** SPEC: the standings, one tab per code; each table loads when its tab is first opened. */
export function HomeStandings() {
  const { t } = useLingui();
  return (
    <HomeSection id="home-standings" title={<Trans>Standings</Trans>} more={{ href: paths.competitions, label: <Trans>All competitions</Trans> }}>
      <Tabs
        label={t`Standings by rugby code`}
        items={[
          { value: "union", label: <Trans>Rugby Union</Trans>, content: <StandingsPanel rugbyType="union" /> },
          { value: "league", label: <Trans>Rugby League</Trans>, content: <StandingsPanel rugbyType="league" /> },
        ]}
      />
    </HomeSection>
  );
}
