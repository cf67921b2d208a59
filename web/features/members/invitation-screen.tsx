/** Issue 23: An invitation's link: accept it as a new person or signed in. Filled in by its owner. */
export function InvitationScreen() {
  return null;
}
