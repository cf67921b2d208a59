import { Trans, useLingui } from "@lingui/react/macro";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "wouter";
import type { IneligibilityReason } from "../../../domain/registrations/eligibility-reasons";
import { todayIso } from "../../../schema/athens-time";
import { INELIGIBILITY_REASON_MESSAGES } from "../../../schema/registration-messages";
import { api, unwrap } from "../../lib/api";
import { textIn } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { useNow } from "../../lib/now";
import { EmptyState, LoadError, Skeleton } from "../../ui/feedback";
import { formStyles as f } from "../../ui/form";
import { useClubSession } from "../auth";
import { clubMatchesQuery } from "../clubs";
import { DashboardPage } from "../dashboard";
import * as s from "./eligibility-screen.css";

type Fixture = { id: number; date: string; time: string; teamName: string; teamNameEl: string | null; opponent: string; opponentEl: string | null; isHomeGame: boolean };

/** GET /api/fixtures/{id}/eligibility for the acting club: under ['dashboard'], so signing out drops it. */
const eligibilityQuery = (fixtureId: number) =>
  queryOptions({
    queryKey: ["dashboard", "eligibility", fixtureId],
    queryFn: () => unwrap(api.fixtures[":id"].eligibility.$get({ param: { id: String(fixtureId) }, query: {} })),
  });

/** The fixtures still to come (today's included), soonest first. */
const upcoming = (matches: readonly Fixture[], today: string) =>
  matches.filter((match) => match.date >= today).sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id);

function FixturePicker({ fixtures, selected, onSelect }: { fixtures: readonly Fixture[]; selected: number; onSelect: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const label = (fixture: Fixture) => {
    const team = textIn(i18n.locale, fixture.teamName, fixture.teamNameEl);
    const opponent = textIn(i18n.locale, fixture.opponent, fixture.opponentEl);
    const when = [formatDate(fixture.date, { weekday: "short", day: "numeric", month: "short", year: "numeric" }), fixture.time].filter(Boolean).join(" ");
    const [home, away] = fixture.isHomeGame ? [team, opponent] : [opponent, team];
    return t`${when}: ${home} v ${away}`;
  };
  return (
    <label className={s.picker}>
      <Trans>Fixture</Trans>
      <select className={f.input} value={selected} onChange={(event) => onSelect(Number(event.target.value))}>
        {fixtures.map((fixture) => (
          <option key={fixture.id} value={fixture.id}>
            {label(fixture)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Each player of the club for the fixture: eligible, or not with every reason in words. */
function EligibilityList({ fixtureId }: { fixtureId: number }) {
  const { t, i18n } = useLingui();
  const list = useQuery(eligibilityQuery(fixtureId));
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton height="8rem" />;
  if (list.data.length === 0) return <EmptyState>{t`No player is licensed with the club for this fixture's season and code yet.`}</EmptyState>;
  const eligible = list.data.filter((player) => player.eligible).length;
  const total = list.data.length;
  return (
    <>
      <p className={s.tally} role="status">
        <Trans>
          {eligible} of {total} eligible
        </Trans>
      </p>
      <ul className={s.list} aria-label={t`Players`}>
        {list.data.map((player) => (
          <li key={player.personId} className={s.row} data-testid="eligibility-row">
            <div className={s.who}>
              <p className={s.name}>{player.name}</p>
              {player.reasons.length > 0 ? (
                <ul className={s.reasons} aria-label={t`Why not`}>
                  {player.reasons.map((reason) => (
                    <li key={reason.code}>{i18n._(INELIGIBILITY_REASON_MESSAGES[reason.code as IneligibilityReason] ?? reason.message)}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <span className={player.eligible ? s.eligible : s.notEligible}>{player.eligible ? <Trans>Eligible</Trans> : <Trans>Not eligible</Trans>}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /dashboard/eligibility (issue 24): who may play in the club's upcoming fixtures. The next one is
 * shown first; `?fixture=<id>` chooses another. The rule is domain/registrations/eligibility.ts.
 */
export function EligibilityScreen() {
  const { t } = useLingui();
  const { data: club } = useClubSession();
  const today = todayIso(useNow());
  const matches = useQuery({ ...clubMatchesQuery(club?.id ?? 0), enabled: !!club, select: (items) => upcoming(items as Fixture[], today) });
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("fixture"));
  const fixtures = matches.data ?? [];
  const selected = fixtures.find((fixture) => fixture.id === asked)?.id ?? fixtures[0]?.id;
  const select = (id: number) => setParams({ fixture: String(id) }, { replace: true });
  return (
    <DashboardPage
      title={t`Eligibility`}
      intro={<Trans>Who may play in your club's next fixtures: a licence with the club for the season, a valid health card, no suspension, and an age that fits the team's age group.</Trans>}
    >
      {matches.isError ? (
        <LoadError onRetry={() => void matches.refetch()} />
      ) : !matches.data ? (
        <Skeleton height="3rem" />
      ) : selected === undefined ? (
        <EmptyState>{t`No upcoming fixtures.`}</EmptyState>
      ) : (
        <>
          <FixturePicker fixtures={fixtures} selected={selected} onSelect={select} />
          <EligibilityList fixtureId={selected} />
        </>
      )}
    </DashboardPage>
  );
}
