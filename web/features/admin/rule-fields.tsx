/**
 * The fields of a competition's rules that are more than a number: the try bonus, the losing and
 * all-wins bonuses, and the ordered tie-breaks. Each reads its field from TanStack Form's context
 * and says in words what it does.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import type { LosingBonusRule, TieBreak, TryBonusRule } from "../../../domain/standings";
import { TIE_BREAKS } from "../../../domain/standings";
import { Button } from "../../ui/button";
import { formStyles as f, useFieldContext, useFieldError } from "../../ui/form";
import * as s from "./competitions-admin.css";

function Explain({ children }: { children: ReactNode }) {
  return <p className={s.explain}>{children}</p>;
}

function FieldErrorText() {
  const field = useFieldContext<unknown>();
  const error = useFieldError(field);
  return error ? (
    <p className={f.error} data-field-error={field.name}>
      {error}
    </p>
  ) : null;
}

function NumberInput({ label, value, onChange, min, max }: { label: ReactNode; value: number; onChange: (value: number) => void; min: number; max: number }) {
  const id = useId();
  return (
    <div className={f.fieldWrap}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className={f.input}
        min={min}
        max={max}
        value={Number.isNaN(value) ? "" : value}
        onChange={(event) => onChange(event.target.valueAsNumber)}
      />
    </div>
  );
}

/** none, N or more tries, or N more tries than the opponent (optionally winners only). */
export function TryBonusField() {
  const { t } = useLingui();
  const field = useFieldContext<TryBonusRule | null>();
  const value = field.state.value;
  const id = useId();
  const kind = value?.kind ?? "none";
  const choose = (next: string) => {
    if (next === "absolute") field.handleChange({ kind: "absolute", tries: value?.kind === "relative" ? value.margin : 4 });
    else if (next === "relative") field.handleChange({ kind: "relative", margin: value?.kind === "absolute" ? value.tries : 3, winnerOnly: false });
    else field.handleChange(null);
  };
  return (
    <fieldset className={s.ruleGroup}>
      <legend className={s.ruleLegend}>
        <Trans>Try bonus</Trans>
      </legend>
      <div className={f.fieldWrap}>
        <label htmlFor={id} className={f.label}>
          <Trans>Kind of try bonus</Trans>
        </label>
        <select id={id} className={f.input} value={kind} onChange={(event) => choose(event.target.value)} onBlur={field.handleBlur}>
          <option value="none">{t`None`}</option>
          <option value="absolute">{t`Absolute: a number of tries or more`}</option>
          <option value="relative">{t`Relative: more tries than the opponent`}</option>
        </select>
      </div>
      {value?.kind === "absolute" ? (
        <>
          <NumberInput label={<Trans>Tries needed</Trans>} value={value.tries} min={1} max={20} onChange={(tries) => field.handleChange({ ...value, tries })} />
          <Explain>
            <Trans>A team that scores {value.tries} or more tries in a match earns 1 bonus point, win or lose.</Trans>
          </Explain>
        </>
      ) : value?.kind === "relative" ? (
        <>
          <NumberInput
            label={<Trans>More tries than the opponent</Trans>}
            value={value.margin}
            min={1}
            max={20}
            onChange={(margin) => field.handleChange({ ...value, margin })}
          />
          <label className={f.checkboxRow}>
            <input
              type="checkbox"
              className={f.checkbox}
              checked={value.winnerOnly}
              onChange={(event) => field.handleChange({ ...value, winnerOnly: event.target.checked })}
            />
            <Trans>Winners only</Trans>
          </label>
          <Explain>
            {value.winnerOnly ? (
              <Trans>A winning team that scores at least {value.margin} more tries than its opponent earns 1 bonus point.</Trans>
            ) : (
              <Trans>A team that scores at least {value.margin} more tries than its opponent earns 1 bonus point.</Trans>
            )}
          </Explain>
        </>
      ) : (
        <Explain>
          <Trans>No bonus point for tries.</Trans>
        </Explain>
      )}
      <FieldErrorText />
    </fieldset>
  );
}

/** One bonus point for a narrow defeat, or none. */
export function LosingBonusField() {
  const field = useFieldContext<LosingBonusRule | null>();
  const value = field.state.value;
  return (
    <fieldset className={s.ruleGroup}>
      <legend className={s.ruleLegend}>
        <Trans>Losing bonus</Trans>
      </legend>
      <label className={f.checkboxRow}>
        <input type="checkbox" className={f.checkbox} checked={value !== null} onChange={(event) => field.handleChange(event.target.checked ? { maxMargin: 7 } : null)} />
        <Trans>Award a losing bonus</Trans>
      </label>
      {value ? (
        <>
          <NumberInput label={<Trans>Largest losing margin (points)</Trans>} value={value.maxMargin} min={1} max={50} onChange={(maxMargin) => field.handleChange({ maxMargin })} />
          <Explain>
            <Trans>A team that loses by {value.maxMargin} points or fewer earns 1 bonus point.</Trans>
          </Explain>
        </>
      ) : (
        <Explain>
          <Trans>No bonus point for a narrow defeat.</Trans>
        </Explain>
      )}
      <FieldErrorText />
    </fieldset>
  );
}

/** Bonus points for winning every match (the Six Nations' Grand Slam), or none. */
export function AllWinsBonusField() {
  const field = useFieldContext<number | null>();
  const value = field.state.value;
  return (
    <fieldset className={s.ruleGroup}>
      <legend className={s.ruleLegend}>
        <Trans>All-wins bonus (Grand Slam)</Trans>
      </legend>
      <label className={f.checkboxRow}>
        <input type="checkbox" className={f.checkbox} checked={value !== null} onChange={(event) => field.handleChange(event.target.checked ? 3 : null)} />
        <Trans>Award an all-wins bonus</Trans>
      </label>
      {value !== null ? (
        <>
          <NumberInput label={<Trans>Bonus points</Trans>} value={value} min={1} max={10} onChange={(points) => field.handleChange(points)} />
          <Explain>
            <Trans>A team that wins every one of its matches earns {value} extra points at the end.</Trans>
          </Explain>
        </>
      ) : (
        <Explain>
          <Trans>No extra points for winning every match.</Trans>
        </Explain>
      )}
      <FieldErrorText />
    </fieldset>
  );
}

/** The tie-breaks in order: each can be switched on, and moved up or down. */
export function TieBreaksField() {
  const { t } = useLingui();
  const field = useFieldContext<TieBreak[]>();
  const chosen = field.state.value ?? [];
  const names: Record<TieBreak, string> = {
    points: t`Points`,
    wins: t`Wins`,
    pointsDifference: t`Points difference`,
    pointsFor: t`Points scored`,
    triesFor: t`Tries scored`,
    tryDifference: t`Try difference`,
    headToHead: t`Head-to-head (the matches between the tied teams)`,
    name: t`Name`,
  };
  const rest = TIE_BREAKS.filter((tieBreak) => !chosen.includes(tieBreak));
  const move = (index: number, by: number) => {
    const next = [...chosen];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    field.handleChange(next);
  };
  return (
    <fieldset className={s.ruleGroup}>
      <legend className={s.ruleLegend}>
        <Trans>Tie-breaks, in order</Trans>
      </legend>
      <Explain>
        <Trans>Teams level on points are separated by the first tie-break that differs; the name settles anything still level.</Trans>
      </Explain>
      <ol className={s.list}>
        {chosen.map((tieBreak, index) => (
          <li key={tieBreak} className={s.tieBreak}>
            <label className={`${f.checkboxRow} ${s.tieBreakName}`}>
              <input type="checkbox" className={f.checkbox} checked onChange={() => field.handleChange(chosen.filter((item) => item !== tieBreak))} />
              {index + 1}. {names[tieBreak]}
            </label>
            <Button size="sm" tone="outline" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t`Move ${names[tieBreak]} up`}>
              ↑
            </Button>
            <Button size="sm" tone="outline" disabled={index === chosen.length - 1} onClick={() => move(index, 1)} aria-label={t`Move ${names[tieBreak]} down`}>
              ↓
            </Button>
          </li>
        ))}
        {rest.map((tieBreak) => (
          <li key={tieBreak} className={s.tieBreak}>
            <label className={`${f.checkboxRow} ${s.tieBreakName}`}>
              <input type="checkbox" className={f.checkbox} checked={false} onChange={() => field.handleChange([...chosen, tieBreak])} />
              {names[tieBreak]}
            </label>
          </li>
        ))}
      </ol>
      <FieldErrorText />
    </fieldset>
  );
}
