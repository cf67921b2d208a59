import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LIMITS } from "../../../schema/constants";
import { paths } from "../../../schema/pages";
import { grid, visuallyHidden } from "../../ui/layout.css";
import { clubsQuery, ClubCard, ClubCardSkeleton } from "../clubs";
import { HomeSection } from "./home-section";
import { ListStates } from "./list-states";
import * as s from "./home.css";

/** SPEC: the first 5 member clubs, with a link to /clubs. Shares the /clubs list's cache entry. */
export function MemberClubs() {
  const result = useQuery(clubsQuery());
  return (
    <HomeSection id="home-clubs" tone="tinted" title={<Trans>Member clubs</Trans>} more={{ href: paths.clubs, label: <Trans>All clubs</Trans> }}>
      <ListStates
        result={result}
        loading={
          <div className={grid.three}>
            <span className={visuallyHidden} role="status">
              <Trans>Loading clubs...</Trans>
            </span>
            {Array.from({ length: LIMITS.homeClubs }, (_, index) => (
              <ClubCardSkeleton key={index} />
            ))}
          </div>
        }
        empty={<Trans>No clubs have registered yet.</Trans>}
      >
        {(clubs) => (
          <ul className={`${grid.three} ${s.plainList}`}>
            {clubs.slice(0, LIMITS.homeClubs).map((club) => (
              <li key={club.id}>
                <ClubCard club={club} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </HomeSection>
  );
}
