import { Trans } from "@lingui/react/macro";

/** A parent's children: /user-profile/family (issue 24). Stub: filled by its owner. */
export function FamilyScreen() {
  return (
    <h1>
      <Trans>Family</Trans>
    </h1>
  );
}
