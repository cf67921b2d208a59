/** Issue 23: The reset link: a new password. Filled in by its owner. */
export function ResetPasswordScreen() {
  return null;
}
