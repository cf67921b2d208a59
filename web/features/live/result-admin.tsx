import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { ResultState } from "../../../domain/results";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { liveKeys, type ResultRecord, settleResult } from "./api";
import { RESULT_STATE_LABELS } from "./labels";
import * as s from "./live.css";
import * as sc from "./scoring.css";
import { scoreText, type Sides } from "./result-score";

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
    <label className={sc.fieldLabel}>
      {label}
      <input className={sc.numberInput} type="number" inputMode="numeric" min={0} max={300} required value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} />
    </label>
  );
  const error = mutation.error instanceof ApiError ? [mutation.error.serverMessage, ...Object.values(mutation.error.fields ?? {})] : [];
  return (
    <form className={sc.form} onSubmit={submit} aria-label={t`Settle the result`}>
      <h3 className={s.title}>
        <Trans>Settle the result</Trans>
      </h3>
      <div className={sc.numbers}>
        {number("homeScore", t`${sides.home} points`)}
        {number("awayScore", t`${sides.away} points`)}
        {number("homeTries", t`${sides.home} tries`)}
        {number("awayTries", t`${sides.away} tries`)}
      </div>
      <label className={sc.fieldLabel}>
        <Trans>Reason (kept with the result)</Trans>
        <textarea className={sc.numberInput} rows={3} required minLength={3} maxLength={500} value={values.reason} onChange={(event) => setValues({ ...values, reason: event.target.value })} />
      </label>
      {error.length ? <Alert tone="error">{[...new Set(error)].map((part) => i18n._(part)).join(" ")}</Alert> : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Settle</Trans>}
      </Button>
    </form>
  );
}

/** The admin's part of the result section: its history, and the settle form once there is a result. */
export function ResultAdmin({ fixtureId, record, sides }: { fixtureId: number; record: ResultRecord; sides: Sides }) {
  return (
    <>
      <History record={record} />
      {record.state ? <SettleForm fixtureId={fixtureId} sides={sides} /> : null}
    </>
  );
}
