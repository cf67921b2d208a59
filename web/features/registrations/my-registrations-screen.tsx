import { Trans } from "@lingui/react/macro";

/** The player's (or parent's) registrations, licences, transfers and club history: /user-profile/registrations (issue 24). Stub: filled by its owner. */
export function MyRegistrationsScreen() {
  return (
    <h1>
      <Trans>Registrations</Trans>
    </h1>
  );
}
