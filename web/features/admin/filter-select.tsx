import { Trans } from "@lingui/react/macro";
import * as bo from "./back-office.css";

/** A back-office list's "Show" filter: one option per filter, labelled in the reader's language. */
export function FilterSelect<F extends string>({ value, labels, onChange }: { value: F; labels: Record<F, string>; onChange: (value: F) => void }) {
  return (
    <label className={bo.filter}>
      <span>
        <Trans>Show</Trans>
      </span>
      <select value={value} onChange={(event) => onChange(event.target.value as F)}>
        {(Object.keys(labels) as F[]).map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
