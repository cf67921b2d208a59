import { useLingui } from "@lingui/react/macro";
import type { ResultState } from "../../../domain/results";
import { RESULT_STATE_LABELS } from "./labels";
import * as s from "./live.css";

/** Which state a result is in, in words (a coloured edge only repeats it). */
export function ResultStateNote({ state }: { state: ResultState | null | undefined }) {
  const { i18n } = useLingui();
  if (!state) return null;
  const label = RESULT_STATE_LABELS[state];
  return (
    <p className={`${s.stateNote} ${s.stateTone[state]}`} data-testid="result-state" data-state={state}>
      <span className={s.stateName}>{i18n._(label.name)}</span>
      <span className={s.muted}>{i18n._(label.meaning)}</span>
    </p>
  );
}

/** The short name of a state, for a table row or a fixture line. */
export function ResultStateName({ state }: { state: ResultState | null | undefined }) {
  const { i18n } = useLingui();
  if (!state) return null;
  return (
    <span className={s.muted} data-testid="result-state-name" data-state={state}>
      {i18n._(RESULT_STATE_LABELS[state].name)}
    </span>
  );
}
