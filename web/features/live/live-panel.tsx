import { Trans, useLingui } from "@lingui/react/macro";
import { isLiveOn } from "../../../domain/live";
import { todayIso } from "../../../schema/athens-time";
import { useNow } from "../../lib/now";
import { useOnline } from "../../lib/use-online";
import { CLOCK_LABELS } from "./labels";
import { LiveBadge } from "./live-badge";
import * as s from "./live.css";
import { Timeline } from "./timeline";
import { useFanLive } from "./use-fan-live";

const timeOf = (at: number, locale: string) => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: "Europe/Athens" }).format(at);

/**
 * /matches/{id} on match day: the live score, the clock state and the timeline, pushed over a
 * WebSocket as each event is recorded (polling every 15 s where no socket can be held). Offline,
 * the last state received stays, with its time. While the clubs' results differ (issue 19), the
 * events stay to read but the score they add up to is not shown as the final one: the result
 * section below gives both entries.
 */
export function LivePanel({ fixtureId, home, away }: { fixtureId: number; home: string; away: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const today = todayIso(useNow());
  const { snapshot, receivedAt, isError, refetch, disputed } = useFanLive(fixtureId);
  if (!snapshot) {
    return isError ? (
      <section className={s.panel} aria-label={t`Live score`}>
        <p>
          <Trans>The live score could not be loaded.</Trans>
        </p>
        <button type="button" className={s.retry} onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </button>
      </section>
    ) : null;
  }
  const { state } = snapshot;
  if (disputed && state.timeline.length === 0) return null;
  const receivedTime = timeOf(receivedAt, i18n.locale);
  return (
    <section className={s.panel} aria-labelledby="live-title" data-testid="live-panel" data-clock={state.clock}>
      <div className={s.header}>
        <h2 id="live-title" className={s.title}>
          <Trans>Live score</Trans>
        </h2>
        {isLiveOn(state.clock, snapshot.date, today) ? <LiveBadge /> : null}
      </div>
      {disputed ? null : (
        <div className={s.scoreRow}>
          <span className={s.teamName} title={home} data-testid="team-name">
            {home}
          </span>
          <span className={s.bigScore} data-testid="live-score" aria-label={t`${home} ${state.homeScore}, ${away} ${state.awayScore}`} aria-live="polite">
            {state.homeScore}–{state.awayScore}
          </span>
          <span className={s.teamName} title={away} data-testid="team-name">
            {away}
          </span>
        </div>
      )}
      <p className={s.clock} data-testid="live-clock">
        {disputed ? t`Disputed result` : i18n._(CLOCK_LABELS[state.clock])}
      </p>
      {!online || isError ? (
        <p className={s.offline} role="status" data-testid="live-offline">
          <Trans>You are offline. This is the last score received, at {receivedTime}.</Trans>
        </p>
      ) : (
        <p className={s.muted}>
          <Trans>Updated at {receivedTime}</Trans>
        </p>
      )}
      <Timeline entries={state.timeline} home={home} away={away} />
    </section>
  );
}
