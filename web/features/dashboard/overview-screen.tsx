import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LIMITS } from "../../../schema/constants";
import { textIn, useClubName, useContentLanguage } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { paths } from "../../../schema/pages";
import { clubSessionCan, useClubSession } from "../auth";
import { clubMatchesQuery } from "../clubs";
import { ownMatchesQuery, ownNewsQuery, ownPlayersQuery, type OwnPlayer } from "./api";
import { CategoryBadge } from "../../ui/category-badge";
import { Alert } from "../../ui/feedback";
import { Text, TextIn } from "../../ui/text";
import { DashboardPage } from "./dashboard-page";
import { COMPETITION_LABELS, labelOf, POSITION_LABELS } from "../../lib/labels";
import { HomeAwayBadge } from "./match-badges";
import { upcoming } from "./match-order";
import { CountCard, OverviewBlock, useOverviewTitles } from "./overview-blocks";
import * as s from "./overview.css";

type PositionCount = { position: string; count: number };

/** SPEC: up to 5 distinct positions with head counts, the most filled first. */
function positionCounts(players: OwnPlayer[]): PositionCount[] {
  const counts = new Map<string, number>();
  for (const player of players) counts.set(player.position, (counts.get(player.position) ?? 0) + 1);
  return [...counts]
    .map(([position, count]) => ({ position, count }))
    .sort((a, b) => b.count - a.count || a.position.localeCompare(b.position))
    .slice(0, LIMITS.overviewPositions);
}

/** /dashboard: counts, recent news, next matches and the roster by position (SPEC section 2). */
export function OverviewScreen() {
  const { t, i18n } = useLingui();
  const { data: club } = useClubSession();
  // Issue 23: each card shows, and its data is asked for, only where the person's roles allow it.
  const may = {
    news: clubSessionCan(club, "news"),
    players: clubSessionCan(club, "roster"),
    matches: clubSessionCan(club, "matches"),
    // The matches list has "Score live" already; a scorer, who has no matches screen, gets its own card.
    live: !clubSessionCan(club, "matches") && (clubSessionCan(club, "live") || clubSessionCan(club, "results")),
  };
  const news = useQuery({ ...ownNewsQuery(), enabled: may.news });
  const players = useQuery({ ...ownPlayersQuery(), enabled: may.players });
  const matches = useQuery({ ...ownMatchesQuery(), enabled: may.matches });
  const fixtures = useQuery({
    ...clubMatchesQuery(club?.id ?? 0),
    enabled: may.live && !!club,
    select: (items) => upcoming(items.filter((match) => "fixtureId" in match && typeof match.fixtureId === "number")),
  });
  const titles = useOverviewTitles();
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const lang = useContentLanguage();
  // Right after a club's first sign-in the session holds the login's answer, which says so. Read
  // once: the later session check (without it) must not turn the greeting into "welcome back".
  const [firstSignIn] = useState(() => Boolean(club && "firstSignIn" in club && club.firstSignIn));
  // The club's name in the reader's language (issue 21), marked when it is in the other one.
  const shownName = useClubName(club ?? { name: "" });
  const clubName = <TextIn value={shownName} />;
  const greeting = club ? firstSignIn ? <Trans>Welcome, {clubName}.</Trans> : <Trans>Welcome back, {clubName}.</Trans> : undefined;

  return (
    <DashboardPage backLink={false} title={t`Dashboard`} intro={greeting}>
      {/* A new club is hidden from the public until the federation approves it: say so where it lands (issue 19). */}
      {club?.status === "pending" ? (
        <Alert tone="info">
          <span data-testid="pending-approval">
            <Trans>
              Your club is waiting for the federation's approval. Until then it appears in no public list or page; you can already prepare your news, players and matches.
            </Trans>
          </span>
        </Alert>
      ) : null}
      <div className={s.counts}>
        {may.news ? <CountCard href={paths.dashboardNews} label={t`News articles`} count={news.data?.length} testId="count-news" /> : null}
        {may.players ? <CountCard href={paths.dashboardPlayers} label={t`Players`} count={players.data?.length} testId="count-players" /> : null}
        {may.matches ? (
          <CountCard
            href={paths.dashboardMatches}
            // Its own message: a third of a 390 px phone fits a shorter word in Greek than the block title's.
            label={t({ message: "Upcoming fixtures", context: "count card" })}
            count={matches.data ? upcoming(matches.data).length : undefined}
            testId="count-matches"
          />
        ) : null}
        {may.live ? (
          <CountCard href={paths.dashboardLive} label={t({ message: "Fixtures to score", context: "count card" })} count={fixtures.data?.length} testId="count-live" />
        ) : null}
      </div>

      <div className={s.blocks}>
        {may.news ? (
        <OverviewBlock
          title={titles.news}
          href={paths.dashboardNews}
          query={news}
          select={(items) => items.slice(0, LIMITS.overviewNews)}
          itemKey={(item) => item.id}
          emptyText={<Trans>You haven't published any news yet.</Trans>}
          addLabel={<Trans>Add News</Trans>}
          renderItem={(item) => (
            <>
              <span className={s.itemText}>
                <Text lang={item.language} className={s.itemTitle}>
                  {item.title}
                </Text>
                <time className={s.itemMeta} dateTime={item.publishDate}>
                  {formatDate(item.publishDate)}
                </time>
              </span>
              <CategoryBadge category={item.category} />
            </>
          )}
        />
        ) : null}

        {may.matches ? (
        <OverviewBlock
          title={titles.matches}
          href={paths.dashboardMatches}
          query={matches}
          select={(items) => upcoming(items).slice(0, LIMITS.overviewMatches)}
          itemKey={(match) => match.id}
          emptyText={<Trans>No upcoming matches scheduled.</Trans>}
          addLabel={<Trans>Add Match</Trans>}
          renderItem={(match) => (
            <>
              <span className={s.itemText}>
                <span className={s.itemTitle}>
                  {/* Issue 21: the opponent in the reader's language where given. */}
                  <Trans>vs {textIn(lang, match.opponent, match.opponentEl) || match.opponent}</Trans>
                </span>
                <span className={s.itemMeta}>
                  {formatDate(match.date, { weekday: "short", day: "numeric", month: "short" })} · {match.time}
                </span>
                <span className={s.itemMeta}>{labelOf(COMPETITION_LABELS, match.competition, translate)}</span>
              </span>
              <HomeAwayBadge isHomeGame={match.isHomeGame} />
            </>
          )}
        />
        ) : null}

        {may.players ? (
        <OverviewBlock
          title={titles.players}
          href={paths.dashboardPlayers}
          query={players}
          select={positionCounts}
          itemKey={(row) => row.position}
          emptyText={<Trans>Your roster is empty.</Trans>}
          addLabel={<Trans>Add Player</Trans>}
          renderItem={(row) => (
            <>
              <span className={s.itemTitle}>{labelOf(POSITION_LABELS, row.position, translate)}</span>
              <span className={s.headCount}>{row.count}</span>
            </>
          )}
        />
        ) : null}
      </div>
    </DashboardPage>
  );
}
