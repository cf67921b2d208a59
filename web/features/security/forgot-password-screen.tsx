/** Issue 23: "Forgot password": asks for the address. Filled in by its owner. */
export function ForgotPasswordScreen() {
  return null;
}
