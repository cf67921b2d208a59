import { Trans } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { formStyles as f, useFieldContext } from "../../ui/form";
import * as d from "./dashboard.css";
import * as s from "./home-away-field.css";

/** SPEC section 5: a home or away choice (home by default), as two large radio buttons. */
export function HomeAwayField({ legend }: { legend: ReactNode }) {
  const field = useFieldContext<boolean>();
  const name = useId();
  const choice = (value: boolean, label: ReactNode) => (
    <label className={s.option}>
      <input
        type="radio"
        className={s.radio}
        name={name}
        checked={field.state.value === value}
        onChange={() => field.handleChange(value)}
        onBlur={field.handleBlur}
      />
      {label}
    </label>
  );
  return (
    <fieldset className={f.fieldset}>
      <legend className={`${f.label} ${d.legend}`}>{legend}</legend>
      <div className={s.options}>
        {choice(true, <Trans context="match venue">Home</Trans>)}
        {choice(false, <Trans context="match venue">Away</Trans>)}
      </div>
    </fieldset>
  );
}
