import { Trans } from "@lingui/react/macro";
import { Alert } from "../ui/feedback";

/**
 * What a public form shows once its submission is queued offline (see useQueuedSubmission).
 * Shared by the academy registration and the club claim.
 */
export function QueuedNotice() {
  return (
    <Alert tone="info" role="status">
      <strong>
        <Trans>Queued</Trans>
      </strong>{" "}
      <span data-testid="queued-notice">
        <Trans>Saved offline — it will be sent when you are back online.</Trans>
      </span>{" "}
      <Trans>You can close this page: it stays on this device until then.</Trans>
    </Alert>
  );
}
