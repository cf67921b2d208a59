import { Trans } from "@lingui/react/macro";

/** Who may play in the club's next fixtures: /dashboard/eligibility (issue 24). Stub: filled by its owner. */
export function EligibilityScreen() {
  return (
    <h1>
      <Trans>Eligibility</Trans>
    </h1>
  );
}
