import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { enterResult, liveKeys } from "./api";
import * as sc from "./scoring.css";

type Numbers = { homeScore: string; awayScore: string; homeTries: string; awayTries: string };

/** The final result typed by an official (or the admin, for a side): the club's entry. */
export function ResultEntryForm({ fixtureId, home, away, isAdmin, initial }: { fixtureId: number; home: string; away: string; isAdmin: boolean; initial: Numbers }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [numbers, setNumbers] = useState<Numbers>(initial);
  const [side, setSide] = useState<"home" | "away">("home");
  const mutation = useMutation({
    mutationFn: () =>
      enterResult(fixtureId, {
        homeScore: Number(numbers.homeScore),
        awayScore: Number(numbers.awayScore),
        homeTries: Number(numbers.homeTries),
        awayTries: Number(numbers.awayTries),
        ...(isAdmin ? { side } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.result(fixtureId) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const field = (name: keyof Numbers, label: string) => (
    <label className={sc.fieldLabel}>
      {label}
      <input className={sc.numberInput} inputMode="numeric" type="number" min={0} max={300} required value={numbers[name]} onChange={(event) => setNumbers({ ...numbers, [name]: event.target.value })} />
    </label>
  );
  const error = mutation.error instanceof ApiError ? [mutation.error.serverMessage, ...Object.values(mutation.error.fields ?? {})] : mutation.error ? [mutation.error.message] : [];
  return (
    <form className={sc.form} onSubmit={submit} aria-label={t`Final result`}>
      <div className={sc.numbers}>
        {field("homeScore", t`${home} points`)}
        {field("awayScore", t`${away} points`)}
        {field("homeTries", t`${home} tries`)}
        {field("awayTries", t`${away} tries`)}
      </div>
      {isAdmin ? (
        <label className={sc.fieldLabel}>
          <Trans>Enter it for</Trans>
          <select className={sc.select} value={side} onChange={(event) => setSide(event.target.value as "home" | "away")}>
            <option value="home">{home}</option>
            <option value="away">{away}</option>
          </select>
        </label>
      ) : null}
      {error.length ? <Alert tone="error">{[...new Set(error)].map((part) => i18n._(part)).join(" ")}</Alert> : null}
      {mutation.isSuccess ? (
        <Alert tone="success" role="status">
          <Trans>Result saved.</Trans>
        </Alert>
      ) : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Save the final result</Trans>}
      </Button>
    </form>
  );
}
