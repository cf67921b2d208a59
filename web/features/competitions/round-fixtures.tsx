import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { clubNameIn, pairIn, useContentLanguage } from "../../lib/content-language";
import { TextIn } from "../../ui/text";
import { formatDate } from "../../lib/format";
import { paths } from "../../../schema/pages";
import { Badge } from "../../ui/feedback";
import * as s from "./competition.css";
import { FixtureStatusBadge } from "./fixture-status-badge";
import { ResultStateName } from "../live";
import { DisputedEntriesText } from "../fixtures";
import { roundsCurrentFirst } from "./rounds";
import type { FixtureView, RoundView } from "./types";

const hasResult = (fixture: FixtureView) => fixture.homeScore !== null && fixture.awayScore !== null;

function Tries({ fixture }: { fixture: FixtureView }) {
  const { homeTries, awayTries } = fixture;
  if (homeTries === null && awayTries === null) return null;
  const home = homeTries ?? 0;
  const away = awayTries ?? 0;
  return (
    <span className={s.tries}>
      <Trans>
        Tries {home}–{away}
      </Trans>
    </span>
  );
}

function FixtureItem({ fixture }: { fixture: FixtureView }) {
  const { t } = useLingui();
  const lang = useContentLanguage();
  // Each team in the reader's script (issue 13).
  const home = { ...fixture.home, name: clubNameIn(lang, fixture.home) };
  const away = fixture.away && { ...fixture.away, name: clubNameIn(lang, fixture.away) };
  const date = formatDate(fixture.date, { weekday: "short", day: "numeric", month: "short" });
  if (away === null) {
    return (
      <li className={s.fixture} data-fixture={fixture.id}>
        <span className={s.fixtureMeta}>{date}</span>
        <span className={s.home} title={home.name}>
          {home.name}
        </span>
        <span className={s.centre}>
          <Badge tone="neutral">
            <Trans>Bye</Trans>
          </Badge>
        </span>
        <span className={s.away} />
      </li>
    );
  }
  // The link shows when; its name starts with that, then says which match (WCAG 2.5.3, label in name).
  const when = fixture.time ? `${date} · ${fixture.time}` : date;
  // Issue 21: the venue in the reader's language where given, else the other one.
  const venue = pairIn(lang, fixture.venue, fixture.venueEl);
  return (
    <li className={s.fixture} data-fixture={fixture.id}>
      <span className={s.fixtureMeta}>
        <Link href={paths.match(fixture.id)} className={s.fixtureLink} aria-label={t`${when}: ${home.name} vs ${away.name}, match details`}>
          <time dateTime={fixture.date}>{date}</time>
          {fixture.time ? ` · ${fixture.time}` : null}
        </Link>
        {venue.text ? <TextIn value={venue} /> : null}
        <FixtureStatusBadge status={fixture.status} home={home} away={away} />
        <ResultStateName state={fixture.resultState} />
      </span>
      <span className={s.home} title={home.name}>
        {home.name}
      </span>
      <span className={s.centre}>
        {fixture.resultState === "disputed" && fixture.disputedEntries ? (
          <DisputedEntriesText entries={fixture.disputedEntries} layout="stacked" />
        ) : hasResult(fixture) ? (
          <>
            <span className={s.score} aria-label={t`Score ${fixture.homeScore} to ${fixture.awayScore}`} data-score={`${fixture.homeScore}-${fixture.awayScore}`}>
              {fixture.homeScore}–{fixture.awayScore}
            </span>
            <Tries fixture={fixture} />
          </>
        ) : (
          <span aria-hidden="true">
            <Trans context="versus">vs</Trans>
          </span>
        )}
      </span>
      <span className={s.away} title={away.name}>
        {away.name}
      </span>
    </li>
  );
}

function RoundTitle({ round }: { round: number | null }) {
  return round === null ? <Trans>Other matches</Trans> : <Trans>Round {round}</Trans>;
}

/** Fixtures and results by round, the current round first (then the later ones, then the earlier ones). */
export function RoundFixtures({ rounds, currentRound }: { rounds: readonly RoundView[]; currentRound: number | null }) {
  const ordered = roundsCurrentFirst(rounds, currentRound);
  return (
    <div>
      {ordered.map((round, index) => (
        <section key={round.round ?? "none"} className={s.round} data-round={round.round ?? ""}>
          <h3 className={s.roundTitle}>
            <RoundTitle round={round.round} />
            {index === 0 ? (
              <>
                {" "}
                <Badge tone="success">
                  <Trans>Current round</Trans>
                </Badge>
              </>
            ) : null}
          </h3>
          <ul className={s.fixtureList}>
            {round.fixtures.map((fixture) => (
              <FixtureItem key={fixture.id} fixture={fixture} />
            ))}
          </ul>
        </section>
      ))}
      {ordered.length === 0 ? (
        <p>
          <Trans>No fixtures have been scheduled yet.</Trans>
        </p>
      ) : null}
    </div>
  );
}
