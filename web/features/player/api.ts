/**
 * The signed-in player's own account (SPEC section 7, "Player session"). The player's data is
 * the cached session (['session', 'user']); a saved profile replaces it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileInput } from "../../../schema";
import { api, unwrap } from "../../lib/api";
import { replaceUserSession } from "../auth";

// Run even when the browser thinks it is offline, so a failure shows at once.
const networkMode = "always" as const;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode,
    mutationFn: (input: ProfileInput) => unwrap(api.users.profile.$patch({ json: input })),
    onSuccess: (user) => replaceUserSession(queryClient, user),
  });
}

export function useChangePassword() {
  return useMutation({
    networkMode,
    mutationFn: (input: { currentPassword: string; newPassword: string }) => unwrap(api.users["change-password"].$post({ json: input })),
  });
}

export function useResendVerification() {
  return useMutation({
    networkMode,
    mutationFn: () => unwrap(api.users["resend-verification"].$post({ json: {} })),
  });
}
