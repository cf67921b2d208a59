/** Issue 23: The club's activity log (club admins). Filled in by its owner. */
export function ActivityScreen() {
  return null;
}
