import { Plural, Trans } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LastUpdated } from "../../ui/last-updated";
import { EmptyState, LoadError } from "../../ui/feedback";
import { grid, visuallyHidden } from "../../ui/layout.css";
import type { PublicClub } from "./api";
import { ClubCardSkeleton } from "./club-card-skeleton";
import * as s from "./clubs.css";

/** SPEC section 9: the loading skeleton shows 6 cards. */
const SKELETON_CARDS = 6;

type ClubGridProps = {
  query: UseQueryResult<PublicClub[]>;
  renderClub: (club: PublicClub) => ReactNode;
  empty: ReactNode;
};

/** A club list's states: 6 skeleton cards, the SPEC's load error, an empty note, or the cards. */
export function ClubGrid({ query, renderClub, empty }: ClubGridProps) {
  if (query.isPending) {
    return (
      <div className={grid.three} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          <Trans>Loading clubs...</Trans>
        </span>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ClubCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  const total = query.data.length;
  return (
    <>
      <div className={s.listHeader}>
        <p className={s.count}>
          <Plural value={total} one="# club" other="# clubs" />
        </p>
        <LastUpdated query={query} />
      </div>
      <ul className={grid.three} style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {query.data.map((club) => (
          <li key={club.id}>{renderClub(club)}</li>
        ))}
      </ul>
    </>
  );
}
