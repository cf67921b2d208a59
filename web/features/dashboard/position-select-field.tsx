import { useLingui } from "@lingui/react/macro";
import { BACK_POSITIONS, FORWARD_POSITIONS } from "../../../schema/constants";
import { SelectField } from "../../ui/form";
import { POSITION_LABELS, type RosterPosition } from "../../lib/labels";

/** The roster position, grouped as the SPEC lists them: forwards, then backs. */
export function PositionSelectField({ label }: { label: string }) {
  const { t, i18n } = useLingui();
  const options = (positions: readonly RosterPosition[]) => positions.map((position) => ({ value: position, label: i18n._(POSITION_LABELS[position]) }));
  return (
    <SelectField
      label={label}
      placeholder={t`Select a position`}
      groups={[
        { label: t`Forwards`, options: options(FORWARD_POSITIONS) },
        { label: t`Backs`, options: options(BACK_POSITIONS) },
      ]}
    />
  );
}
