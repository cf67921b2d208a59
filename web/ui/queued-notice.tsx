import { Trans } from "@lingui/react/macro";
import { Alert } from "./feedback";

/**
 * What a public form shows once its submission is queued (see useQueuedSubmission): offline, or
 * `busy` when the server could not take it for a moment (a storage fault's 503) and the outbox
 * sends it again shortly. Shared by the academy registration and the club claim.
 */
export function QueuedNotice({ busy = false }: { busy?: boolean }) {
  return (
    <Alert tone="info" role="status">
      <strong>
        <Trans>Queued</Trans>
      </strong>{" "}
      <span data-testid="queued-notice">
        {busy ? (
          <Trans>Saved on this device — our server is busy for a moment; it will be sent again in a few seconds.</Trans>
        ) : (
          <Trans>Saved offline — it will be sent when you are back online.</Trans>
        )}
      </span>{" "}
      <Trans>You can close this page: it stays on this device until then.</Trans>
    </Alert>
  );
}
