import { Trans, useLingui } from "@lingui/react/macro";
import { island } from "../../islands/island";
import { SimpleTabs } from "../../ui/simple-tabs";
import { StandingsPanel } from "../standings";

/** SPEC: the standings, one tab per code; each table loads when its tab is first opened. */
function StandingsTabs() {
  const { t } = useLingui();
  return (
    <SimpleTabs
      label={t`Standings by rugby code`}
      items={[
        { value: "union", label: <Trans>Rugby Union</Trans>, content: <StandingsPanel rugbyType="union" /> },
        { value: "league", label: <Trans>Rugby League</Trans>, content: <StandingsPanel rugbyType="league" /> },
      ]}
    />
  );
}

/** The home page's one island with data: the union table comes drawn, the league one is asked for when opened. */
export const StandingsTabsIsland = island("home-standings", StandingsTabs);
