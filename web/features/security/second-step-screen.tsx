/** Issue 23: The second step of a sign-in. Filled in by its owner. */
export function SecondStepScreen() {
  return null;
}
