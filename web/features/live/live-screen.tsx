import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useParams } from "wouter";
import { isClockEvent, type LiveEventType, MAX_MINUTE, type Team } from "../../../domain/live";
import { useOnline } from "../../lib/use-online";
import { paths } from "../../../schema/pages";
import { useClubSession } from "../auth";
import { LoadError, Spinner } from "../../ui/feedback";
import { container } from "../../ui/layout.css";
import { usePageTitle } from "../../ui/page-title";
import { type FixtureMatch, fixtureSides, fixtureTeams, liveMatchQuery, ownRosterQuery, resultQuery, rosterQuery } from "./api";
import { EventButtons } from "./event-buttons";
import { CLOCK_LABELS } from "./labels";
import * as s from "./live.css";
import * as sc from "./scoring.css";
import { ResultEntryForm } from "./result-entry-form";
import { ResultStateNote } from "./result-state-note";
import { Timeline } from "./timeline";
import { useScoring } from "./use-scoring";

type RosterPlayer = { id: number; name: string; jerseyNumber: number | null; teamId: number | null };
const NO_PLAYERS: RosterPlayer[] = [];

/**
 * The players a side's try scorers are picked from (issue 24: the register): the team's registered
 * players where the fixture names the team, else the whole roster. The scoring club reads its own
 * roster (everyone registered); another club's is its public one.
 */
function useRoster(clubId: number | null, teamId: number | null, ownClubId: number | null) {
  const own = clubId !== null && clubId === ownClubId;
  const publicRoster = useQuery({ ...rosterQuery(clubId ?? 0), enabled: clubId !== null && !own });
  const ownRoster = useQuery({ ...ownRosterQuery(), enabled: own });
  const all: RosterPlayer[] = clubId === null ? NO_PLAYERS : ((own ? ownRoster.data : publicRoster.data) ?? NO_PLAYERS);
  return useMemo(() => {
    const team = teamId === null ? [] : all.filter((player) => player.teamId === teamId);
    return team.length > 0 ? team : all;
  }, [all, teamId]);
}

const playerLabel = (player: RosterPlayer) => (player.jerseyNumber === null ? player.name : `${player.jerseyNumber}. ${player.name}`);

/** The official's scoring screen for one fixture: big buttons, the score at once (even offline), undo. */
function Scorer({ match, fixtureId }: { match: FixtureMatch; fixtureId: number }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const session = useClubSession();
  const { home, away } = fixtureSides(match, i18n.locale);
  const teams = fixtureTeams(match);
  const ownClubId = session.data && !session.data.isAdmin ? session.data.id : null;
  const homeRoster = useRoster(home.clubId, teams.home, ownClubId);
  const awayRoster = useRoster(away.clubId, teams.away, ownClubId);
  const roster = useMemo(() => new Map([...homeRoster, ...awayRoster].map((player) => [player.id, playerLabel(player)])), [homeRoster, awayRoster]);
  // The club this phone scores for; the admin (neither club's) scores as the federation.
  const by = session.data && (session.data.id === home.clubId || session.data.id === away.clubId || !session.data.isAdmin) ? session.data.id : null;
  const scoring = useScoring(fixtureId, match.rugbyType, roster, by);
  const result = useQuery(resultQuery(fixtureId));
  const [team, setTeam] = useState<Team>("home");
  const [minute, setMinute] = useState<number | null>(null);
  const [playerId, setPlayerId] = useState<number | null>(null);
  const shownMinute = minute ?? scoring.state.timeline.at(-1)?.minute ?? 0;
  const players = team === "home" ? homeRoster : awayRoster;
  const { state } = scoring;
  usePageTitle(t`Live: ${home.name} vs ${away.name}`);

  const isAdminForNeither = Boolean(session.data?.isAdmin) && session.data?.id !== home.clubId && session.data?.id !== away.clubId;
  // The server's figures, never this phone's guess: its own queued events are not in them until they are sent.
  const server = scoring.serverState;
  const finalResult = (
    <section className={s.panel} aria-labelledby="final-result-title" data-testid="final-result">
      <h2 id="final-result-title" className={s.title}>
        <Trans>Final result</Trans>
      </h2>
      <p className={s.muted}>
        <Trans>Full-time enters the live score as your club's result. You can also type it here. The other club's entry confirms it.</Trans>
      </p>
      <ResultStateNote state={result.data?.state} />
      {scoring.pendingKeys.size > 0 ? (
        <p className={s.muted} data-testid="final-result-pending">
          <Trans>Events saved on this phone are not in these figures until they are sent.</Trans>
        </p>
      ) : null}
      {server ? (
        <ResultEntryForm
          key={`${server.homeScore}-${server.awayScore}-${server.homeTries}-${server.awayTries}`}
          fixtureId={fixtureId}
          home={home.name}
          away={away.name}
          isAdmin={isAdminForNeither}
          initial={{ homeScore: String(server.homeScore), awayScore: String(server.awayScore), homeTries: String(server.homeTries), awayTries: String(server.awayTries) }}
        />
      ) : null}
    </section>
  );
  // After full-time the final result is what the official has left to do: right under the score.
  const finished = state.clock === "full-time";

  const record = (type: LiveEventType) => {
    void scoring.record(type, shownMinute, isClockEvent(type) ? null : team, isClockEvent(type) ? null : playerId);
    setPlayerId(null);
  };
  const setClampedMinute = (value: number) => setMinute(Math.max(0, Math.min(MAX_MINUTE, Number.isFinite(value) ? Math.round(value) : 0)));

  return (
    <div className={sc.scorer}>
      <Link href={paths.match(match.id)}>
        ← <Trans>Match page</Trans>
      </Link>
      <section className={s.panel} aria-labelledby="scorer-title">
        <h1 id="scorer-title" className={s.title}>
          <Trans>Live scoring</Trans>
        </h1>
        <div className={s.scoreRow}>
          <span className={s.teamName} title={home.name}>
            {home.name}
          </span>
          <span className={s.bigScore} data-testid="official-score">
            {state.homeScore}–{state.awayScore}
          </span>
          <span className={s.teamName} title={away.name}>
            {away.name}
          </span>
        </div>
        <p className={s.clock}>{i18n._(CLOCK_LABELS[state.clock])}</p>
        {!online ? (
          <p className={s.offline} role="status" data-testid="scorer-offline">
            <Trans>No signal: events are saved on this phone and sent in order when the signal returns.</Trans>
          </p>
        ) : null}
      </section>

      {finished ? finalResult : null}

      <div className={sc.teamToggle} role="group" aria-label={t`Team`}>
        {(["home", "away"] as const).map((side) => (
          <button
            key={side}
            type="button"
            className={sc.toggle}
            aria-pressed={team === side}
            data-team={side}
            onClick={() => {
              setTeam(side);
              setPlayerId(null);
            }}
          >
            {side === "home" ? home.name : away.name}
          </button>
        ))}
      </div>

      <div className={sc.minuteRow}>
        <button type="button" className={sc.stepButton} aria-label={t`One minute less`} onClick={() => setClampedMinute(shownMinute - 1)}>
          −
        </button>
        <label className={sc.fieldLabel}>
          <span className={s.muted}>
            <Trans>Minute</Trans>
          </span>
          <input className={sc.minuteInput} type="number" inputMode="numeric" min={0} max={MAX_MINUTE} value={shownMinute} onChange={(event) => setClampedMinute(Number(event.target.value))} data-testid="minute" />
        </label>
        <button type="button" className={sc.stepButton} aria-label={t`One minute more`} onClick={() => setClampedMinute(shownMinute + 1)}>
          +
        </button>
      </div>

      <label className={sc.fieldLabel}>
        <Trans>Player (optional)</Trans>
        <select className={sc.select} value={playerId ?? ""} onChange={(event) => setPlayerId(event.target.value ? Number(event.target.value) : null)}>
          <option value="">{t`No player named`}</option>
          {players.map((player) => (
            <option key={player.id} value={player.id}>
              {playerLabel(player)}
            </option>
          ))}
        </select>
      </label>

      <EventButtons onRecord={record} />

      <button type="button" className={sc.undoButton} disabled={!scoring.canUndo} onClick={() => void scoring.undoLast()} data-testid="undo-last">
        <Trans>Undo last event</Trans>
      </button>

      <Timeline
        entries={state.timeline}
        home={home.name}
        away={away.name}
        pendingKeys={scoring.pendingKeys}
        duplicateAction={(entry) =>
          scoring.mayAct(entry) ? (
            <span className={sc.duplicateActions}>
              <button type="button" className={sc.toggle} onClick={() => void scoring.count(entry.key, entry.minute)} data-testid="count-duplicate">
                <Trans>Count it</Trans>
              </button>
              <button type="button" className={sc.toggle} onClick={() => void scoring.undo(entry.key, entry.minute)}>
                <Trans>Undo this one</Trans>
              </button>
            </span>
          ) : null
        }
      />

      {finished ? null : finalResult}
    </div>
  );
}

/** /live/{matchId}: live scoring for the two clubs' officials and the admin (club session; the server checks who and when). */
export function LiveScreen() {
  const { t } = useLingui();
  const params = useParams<{ id: string }>();
  const matchId = Number(params.id);
  const query = useQuery({ ...liveMatchQuery(matchId), enabled: Number.isInteger(matchId) && matchId > 0 });
  usePageTitle(t`Live scoring`);
  let body;
  const fixtureId = query.data ? (query.data as { fixtureId?: unknown }).fixtureId : undefined;
  if (query.data && typeof fixtureId === "number") body = <Scorer match={query.data} fixtureId={fixtureId} />;
  else if (query.data)
    body = (
      <p>
        <Trans>Live scoring is for competition fixtures only.</Trans>
      </p>
    );
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else body = <Spinner />;
  return <div className={container}>{body}</div>;
}
