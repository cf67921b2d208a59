import { useNow } from "../../lib/now";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState, LoadError } from "../../ui/feedback";
import { MatchCardSkeletons, MatchGrid, hasKickedOff } from "../fixtures";
import { clubMatchesQuery, type ClubMatch } from "./api";
import * as s from "./club-screen.css";

function MatchGroup({ title, matches }: { title: ReactNode; matches: ClubMatch[] }) {
  if (matches.length === 0) return null;
  return (
    <section className={s.group}>
      <h2 className={s.groupTitle}>{title}</h2>
      <MatchGrid matches={matches} />
    </section>
  );
}

/**
 * The matches tab. SPEC: a match is 'Completed' once its date and time are past, otherwise
 * upcoming. Upcoming ones come first, soonest first; results follow, latest first. With a team
 * (`?team=`, issue 22), only that team's.
 */
export function ClubMatches({ clubId, teamId }: { clubId: number; teamId?: number }) {
  const matches = useQuery(clubMatchesQuery(clubId, teamId));
  const now = useNow();
  if (matches.isPending) return <MatchCardSkeletons count={4} />;
  if (matches.isError) return <LoadError onRetry={() => void matches.refetch()} />;
  if (matches.data.length === 0) {
    return (
      <EmptyState>
        <Trans>No matches scheduled for this club yet.</Trans>
      </EmptyState>
    );
  }
  const upcoming = matches.data.filter((match) => !hasKickedOff(match, now));
  const completed = matches.data.filter((match) => hasKickedOff(match, now)).reverse();
  return (
    <>
      <MatchGroup title={<Trans>Upcoming matches</Trans>} matches={upcoming} />
      <MatchGroup title={<Trans>Completed matches</Trans>} matches={completed} />
    </>
  );
}
