import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { pairIn } from "../../lib/content-language";
import { TextIn } from "../../ui/text";
import * as s from "./competition.css";
import { signed } from "./competition-table";
import type { AdjustmentView } from "./types";

/** Points given or taken by the federation, each with its reason in the reader's language. */
export function AdjustmentsList({ adjustments }: { adjustments: readonly AdjustmentView[] }) {
  const { i18n } = useLingui();
  if (adjustments.length === 0) {
    return (
      <p>
        <Trans>No points have been added or deducted.</Trans>
      </p>
    );
  }
  return (
    <ul className={s.adjustments} data-testid="competition-adjustments">
      {adjustments.map((adjustment) => (
        <li key={adjustment.id} className={s.adjustment}>
          <span className={s.adjustmentPoints}>{signed(adjustment.points)}</span>
          <strong>
            <TextIn value={pairIn(i18n.locale, adjustment.teamName, adjustment.teamNameEl)} />
          </strong>
          <span>{i18n.locale === "el" ? adjustment.reasonEl : adjustment.reasonEn}</span>
        </li>
      ))}
    </ul>
  );
}
