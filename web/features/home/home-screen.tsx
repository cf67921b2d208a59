import { useLingui } from "@lingui/react/macro";
import { HydrateLater } from "../../ui/hydrate-later";
import { usePageTitle } from "../../ui/page-title";
import { ClosingCta } from "./closing-cta";
import { DiscoverRugby } from "./discover-rugby";
import { HomeHero } from "./home-hero";
import { HomeStandings } from "./home-standings";
import { LatestNews } from "./latest-news";
import { MemberClubs } from "./member-clubs";
import { UpcomingMatches } from "./upcoming-matches";

/** / and /home: the SPEC's seven sections, in order; those below the hero are hydrated after it. */
export function HomeScreen() {
  const { t } = useLingui();
  usePageTitle(t`Hellenic Rugby Federation`);
  return (
    <>
      <HomeHero />
      <HydrateLater>
        <UpcomingMatches />
      </HydrateLater>
      <HydrateLater>
        <DiscoverRugby />
      </HydrateLater>
      <HydrateLater>
        <LatestNews />
      </HydrateLater>
      <HydrateLater>
        <HomeStandings />
      </HydrateLater>
      <HydrateLater>
        <MemberClubs />
      </HydrateLater>
      <HydrateLater>
        <ClosingCta />
      </HydrateLater>
    </>
  );
}
