import { Trans } from "@lingui/react/macro";

/** The club secretary's registrations, health cards, re-registration and transfers: /dashboard/registrations (issue 24). Stub: filled by its owner. */
export function ClubRegistrationsScreen() {
  return (
    <h1>
      <Trans>Registrations</Trans>
    </h1>
  );
}
