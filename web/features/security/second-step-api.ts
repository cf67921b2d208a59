/**
 * The second step's calls (issue 23): passing it at sign-in, and setting it up on the account's
 * security page. @simplewebauthn/browser is loaded only when a passkey is used, so no other page
 * carries it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../lib/api";

export type SecondStepMethod = "passkey" | "totp" | "recovery";
export type SecondStepSetup = InferResponseType<(typeof api.me)["second-step"]["$get"], 200>;
/** What a completed sign-in answers (as POST /api/auth/login does). */
export type SignedIn = InferResponseType<(typeof api.auth)["second-step"]["$post"], 200>;

const webAuthn = () => import("@simplewebauthn/browser");

export const secondStepKeys = { setup: ["me", "second-step"] as const };

// ---- signing in --------------------------------------------------------------------------------

/** POST /api/auth/second-step with a code (the app's, or a recovery code). */
export const passWithCode = (method: "totp" | "recovery", code: string) => unwrap(api.auth["second-step"].$post({ json: { method, code } }));

/** Asks for options, lets the browser use a passkey, and sends its answer. */
export async function passWithPasskey() {
  const { startAuthentication } = await webAuthn();
  const options = await unwrap(api.auth["second-step"]["passkey-options"].$post());
  const response = await startAuthentication({ optionsJSON: options as never });
  return unwrap(api.auth["second-step"].$post({ json: { method: "passkey", response: response as never } }));
}

// ---- setting up --------------------------------------------------------------------------------

export const useSecondStepSetup = () => useQuery({ queryKey: secondStepKeys.setup, queryFn: () => unwrap(api.me["second-step"].$get()) });

/** A mutation whose answer (or success) changes what is set up: the setup is asked for again. */
function useSetupChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: secondStepKeys.setup }) });
}

export const useStartTotp = () => useMutation({ mutationFn: () => unwrap(api.me["second-step"].totp.setup.$post()) });
export const useConfirmTotp = () => useSetupChange((code: string) => unwrap(api.me["second-step"].totp.$post({ json: { code } })));
export const useRemoveTotp = () => useSetupChange(() => unwrap(api.me["second-step"].totp.$delete()));

/** Asks for options, lets the browser make a passkey, and stores it under `name`. */
export const useAddPasskey = () =>
  useSetupChange(async (name: string) => {
    const { startRegistration } = await webAuthn();
    const options = await unwrap(api.me["second-step"].passkeys.options.$post());
    const response = await startRegistration({ optionsJSON: options as never });
    return unwrap(api.me["second-step"].passkeys.$post({ json: { name, response: response as never } }));
  });

export const useRemovePasskey = () => useSetupChange((id: number) => unwrap(api.me["second-step"].passkeys[":id{[0-9]+}"].$delete({ param: { id: String(id) } })));
export const useNewRecoveryCodes = () => useSetupChange(() => unwrap(api.me["second-step"]["recovery-codes"].$post()));
