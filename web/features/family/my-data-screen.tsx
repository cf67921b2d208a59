import { Trans } from "@lingui/react/macro";

/** A person's data, what is public, download and erasure: /user-profile/data (issue 24). Stub: filled by its owner. */
export function MyDataScreen() {
  return (
    <h1>
      <Trans>Your data</Trans>
    </h1>
  );
}
