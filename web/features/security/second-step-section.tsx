/** Issue 23: the account security page's second-step part (passkeys, authenticator app, recovery codes). Filled in by its owner. */
export function SecondStepSection() {
  return null;
}
