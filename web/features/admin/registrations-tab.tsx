import { Trans } from "@lingui/react/macro";

/** Issue 24 (stub, filled by its owner). */
export function AdminRegistrationsTab() {
  return (
    <p>
      <Trans>Loading...</Trans>
    </p>
  );
}
