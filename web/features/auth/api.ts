/**
 * Sign-in, registration and logout calls (SPEC section 7, "Club session" and "Player session").
 * They keep the session cache right; toasts and redirects are left to the screens.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ClubRegistrationInput, LoginInput, UserRegistrationInput } from "../../../schema";
import { api, isStatus, unwrap } from "../../lib/api";
import { startClubSession, startUserSession } from "./session";

/** A 401 on logout means the session had already ended: the visitor is signed out either way. */
async function logout(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    if (!isStatus(error, 401)) throw error;
  }
}

type LoginAnswer = InferResponseType<typeof api.auth.login.$post, 200>;
type SecondStepAnswer = Extract<LoginAnswer, { secondStep: { methods: unknown } }>;

/**
 * Whether a login answered the pinned `{ secondStep: { required, methods } }` (issue 23): the
 * password was right, and the second step comes next. (A full answer has a `secondStep` too,
 * saying whether one is required and set up, but no `methods`.)
 */
export const awaitsSecondStep = (answer: LoginAnswer): answer is SecondStepAnswer => "methods" in answer.secondStep;

// Mutations run even when the browser thinks it is offline, so the failure shows at once
// instead of a button stuck on its pending label.
const networkMode = "always" as const;

export function useClubLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode,
    mutationFn: (credentials: LoginInput) => unwrap(api.auth.login.$post({ json: credentials })),
    // A person who must still pass a second step has no session yet (issue 23).
    onSuccess: (answer) => (awaitsSecondStep(answer) ? undefined : startClubSession(queryClient, answer)),
  });
}

/** The admin login: credentials, or no body at all for the demo one-button login. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode,
    mutationFn: (credentials?: LoginInput) =>
      unwrap(credentials ? api.auth["admin-login"].$post({ json: credentials }) : api.auth["admin-login"].$post()),
    onSuccess: (answer) => (awaitsSecondStep(answer) ? undefined : startClubSession(queryClient, answer)),
  });
}

/** POST /api/auth/logout. The session cache is the caller's: see `useLogout`. */
export const logoutClub = () => logout(() => unwrap(api.auth.logout.$post({ json: {} })));

/** Registration does not sign the club in (SPEC section 4). */
export function useClubRegister() {
  return useMutation({
    networkMode,
    mutationFn: (input: ClubRegistrationInput) => unwrap(api.clubs.register.$post({ json: input })),
  });
}

export function useUserLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode,
    mutationFn: (credentials: LoginInput) => unwrap(api.users.login.$post({ json: credentials })),
    onSuccess: (user) => startUserSession(queryClient, user),
  });
}

export function useUserRegister() {
  return useMutation({
    networkMode,
    mutationFn: (input: UserRegistrationInput) => unwrap(api.users.register.$post({ json: input })),
  });
}

/** POST /api/users/logout. */
export const logoutUser = () => logout(() => unwrap(api.users.logout.$post({ json: {} })));
