import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { ResultState } from "../../../domain/results";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { useClubSession } from "../auth";
import { liveKeys, type ResultRecord, resultQuery, settleResult } from "./api";
import { RESULT_STATE_LABELS } from "./labels";
import * as s from "./live.css";
import { ResultStateNote } from "./result-state-note";

type Sides = { home: string; away: string };
type Score = { homeScore: number; awayScore: number; homeTries: number; awayTries: number };

const scoreText = (score: Score | null | undefined) => (score ? `${score.homeScore}–${score.awayScore} (${score.homeTries}–${score.awayTries})` : "—");

/** Each club's entry, when they differ: what each one says. */
function Entries({ record, sides }: { record: ResultRecord; sides: Sides }) {
  if (record.state !== "disputed") return null;
  return (
    <ul className={s.history}>
      {record.entries.map((entry) => {
        const club = entry.side === "home" ? sides.home : sides.away;
        const score = scoreText(entry);
        return (
          <li key={entry.side}>
            <Trans>
              {club} entered {score}
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}

/** Every change of the result (the admin's view): who, when, before and after, and the reason. */
function History({ record }: { record: ResultRecord }) {
  const { i18n } = useLingui();
  if (!record.history?.length) return null;
  const stateName = (state: ResultState | null) => (state ? i18n._(RESULT_STATE_LABELS[state].name) : "—");
  return (
    <details>
      <summary>
        <Trans>Result history</Trans>
      </summary>
      <ol className={s.history} data-testid="result-history">
        {record.history.map((row) => {
          const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Athens" }).format(new Date(row.createdAt));
          const who = row.actor;
          const before = `${stateName(row.before.state)} ${scoreText(row.before.result)}`;
          const after = `${stateName(row.after.state)} ${scoreText(row.after.result)}`;
          return (
            <li key={row.id}>
              <Trans>
                {when}, {who}: {before} → {after}
              </Trans>
              {row.reason ? (
                <>
                  {" "}
                  <Trans>Reason: {row.reason}</Trans>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

function SettleForm({ fixtureId, sides }: { fixtureId: number; sides: Sides }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ homeScore: "", awayScore: "", homeTries: "", awayTries: "", reason: "" });
  const mutation = useMutation({
    mutationFn: () =>
      settleResult(fixtureId, {
        homeScore: Number(values.homeScore),
        awayScore: Number(values.awayScore),
        homeTries: Number(values.homeTries),
        awayTries: Number(values.awayTries),
        reason: values.reason,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.result(fixtureId) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const number = (name: "homeScore" | "awayScore" | "homeTries" | "awayTries", label: string) => (
    <label className={s.fieldLabel}>
      {label}
      <input className={s.numberInput} type="number" inputMode="numeric" min={0} max={300} required value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} />
    </label>
  );
  const error = mutation.error instanceof ApiError ? [mutation.error.serverMessage, ...Object.values(mutation.error.fields ?? {})] : [];
  return (
    <form className={s.form} onSubmit={submit} aria-label={t`Settle the result`}>
      <h3 className={s.title}>
        <Trans>Settle the result</Trans>
      </h3>
      <div className={s.numbers}>
        {number("homeScore", t`${sides.home} points`)}
        {number("awayScore", t`${sides.away} points`)}
        {number("homeTries", t`${sides.home} tries`)}
        {number("awayTries", t`${sides.away} tries`)}
      </div>
      <label className={s.fieldLabel}>
        <Trans>Reason (kept with the result)</Trans>
        <textarea className={s.numberInput} rows={3} required minLength={3} maxLength={500} value={values.reason} onChange={(event) => setValues({ ...values, reason: event.target.value })} />
      </label>
      {error.length ? <Alert tone="error">{[...new Set(error)].map((part) => i18n._(part)).join(" ")}</Alert> : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Settle</Trans>}
      </Button>
    </form>
  );
}

/** The result's state in words on /matches/{id}; for the admin, its history and the settle form. */
export function ResultSection({ fixtureId, sides }: { fixtureId: number; sides: Sides }) {
  const { t } = useLingui();
  const session = useClubSession();
  const isAdmin = Boolean(session.data?.isAdmin);
  const record = useQuery(resultQuery(fixtureId, isAdmin ? "admin" : "public"));
  if (!record.data?.state && !isAdmin) return null;
  return (
    <section className={s.panel} aria-label={t`Result`}>
      {record.data ? (
        <>
          <ResultStateNote state={record.data.state} />
          <Entries record={record.data} sides={sides} />
          {isAdmin ? <History record={record.data} /> : null}
        </>
      ) : null}
      {isAdmin && record.data?.state ? <SettleForm fixtureId={fixtureId} sides={sides} /> : null}
    </section>
  );
}
