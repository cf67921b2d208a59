import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNow } from "../../lib/now";
import { EmptyState } from "../../ui/feedback";
import { useClubSession } from "../auth";
import { clubMatchesQuery } from "../clubs";
import type { OwnMatch } from "./api";
import { DashboardPage } from "./dashboard-page";
import { todayFirst } from "./match-order";
import { MatchRow } from "./match-row";
import { QueryState } from "./query-state";
import * as s from "./dashboard.css";

/** A fixture between member clubs in a competition (issue 10): the ones a club scores live. */
const isCompetitionFixture = (match: object) => "fixtureId" in match && typeof match.fixtureId === "number";

const nothing = () => {};

/**
 * /dashboard/live (issue 23): the club's competition fixtures, today's first, each with "Score live"
 * on match day (the live screen also takes the final result). What a scorer works from; it reads
 * the club's public fixtures, so it needs no role beyond the one that shows it.
 */
export function LiveScoringScreen() {
  const { t } = useLingui();
  const { data: club } = useClubSession();
  const matches = useQuery({ ...clubMatchesQuery(club?.id ?? 0), enabled: !!club, select: (items) => items.filter((match) => isCompetitionFixture(match)) });
  const now = useNow();
  return (
    <DashboardPage title={t`Live scoring and results`} intro={<Trans>Your club's competition fixtures, today's first. On match day, score the match live; at full time, its final result.</Trans>}>
      <QueryState query={matches} empty={<EmptyState>{t`No competition fixtures yet.`}</EmptyState>}>
        {(items) => (
          <ul className={s.itemList} aria-label={t`Your fixtures`}>
            {todayFirst(items, now).map((match) => (
              <MatchRow key={match.id} match={match as OwnMatch} onEdit={nothing} onDelete={nothing} />
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardPage>
  );
}
