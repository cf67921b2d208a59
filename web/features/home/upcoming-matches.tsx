import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LIMITS } from "../../../schema/constants";
import { paths } from "../../../schema/pages";
import { upcomingMatchesQuery, MatchGrid, MatchCardSkeletons } from "../fixtures";
import { HomeSection } from "./home-section";
import { ListStates } from "./list-states";

/** SPEC: the next 2 matches, with a link to /fixtures. */
export function UpcomingMatches() {
  const result = useQuery(upcomingMatchesQuery({ limit: LIMITS.homeMatches }));
  return (
    <HomeSection id="home-upcoming" tone="tinted" title={<Trans>Upcoming matches</Trans>} more={{ href: paths.fixtures, label: <Trans>All fixtures and results</Trans> }}>
      <ListStates
        result={result}
        loading={<MatchCardSkeletons count={LIMITS.homeMatches} />}
        empty={<Trans>No upcoming matches are scheduled yet.</Trans>}
      >
        {(matches) => <MatchGrid matches={matches} />}
      </ListStates>
    </HomeSection>
  );
}
