/** Issue 23: A person's sessions and second step. Filled in by its owner. */
export function AccountSecurityScreen() {
  return null;
}
