import { Trans } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { useErrorText } from "../auth";
import { adminKeys, type Decision } from "./api";
import * as s from "./back-office.css";

type DecisionControlsProps = {
  /** The reason's label: who is mailed, and when it is required. */
  reasonLabel: ReactNode;
  rejectLabel: ReactNode;
  decide: (decision: Decision, reason: string) => Promise<unknown>;
};

/**
 * Approve or refuse something waiting for the federation (a claim, a new club), with a typed
 * reason. Everything the back office shows is reloaded afterwards (lists, counts, badges).
 */
export function DecisionControls({ reasonLabel, rejectLabel, decide }: DecisionControlsProps) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const decision = useMutation({
    mutationFn: (choice: Decision) => decide(choice, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  return (
    <div className={s.actions}>
      <label className={s.field} htmlFor={reasonId}>
        {reasonLabel}
      </label>
      <textarea id={reasonId} className={s.textarea} value={reason} onChange={(event) => setReason(event.target.value)} rows={2} />
      <div className={s.buttons}>
        <Button onClick={() => decision.mutate("approve")} disabled={decision.isPending}>
          <Trans>Approve</Trans>
        </Button>
        <Button tone="danger" onClick={() => decision.mutate("reject")} disabled={decision.isPending}>
          {rejectLabel}
        </Button>
      </div>
      {decision.isError ? (
        <Alert tone="error" role="alert">
          {errorText(decision.error)}
        </Alert>
      ) : null}
    </div>
  );
}
