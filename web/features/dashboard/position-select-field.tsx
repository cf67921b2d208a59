import { useLingui } from "@lingui/react/macro";
import { BACK_POSITIONS, FORWARD_POSITIONS } from "../../../schema/constants";
import { FieldShell, formStyles as f, useFieldContext } from "../../ui/form";
import { POSITION_LABELS } from "./labels";

/** The roster position, grouped as the SPEC lists them: forwards, then backs. */
export function PositionSelectField({ label }: { label: string }) {
  const { t, i18n } = useLingui();
  const field = useFieldContext<string>();
  const groups = [
    { label: t`Forwards`, positions: FORWARD_POSITIONS },
    { label: t`Backs`, positions: BACK_POSITIONS },
  ];
  return (
    <FieldShell label={label}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={field.name}
          className={f.input}
          value={field.state.value ?? ""}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          <option value="">{t`Select a position`}</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.positions.map((position) => (
                <option key={position} value={position}>
                  {i18n._(POSITION_LABELS[position])}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
