/** Issue 23: The club's members and open invitations (club admins). Filled in by its owner. */
export function MembersScreen() {
  return null;
}
