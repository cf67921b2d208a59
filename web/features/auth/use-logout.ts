/**
 * Logout flows (SPEC sections 4 and 8): the session ends on the server and in the cache, a toast
 * says so and the visitor goes home. A failure keeps them signed in and says why.
 */
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import { toaster } from "../../ui/toaster";
import { logoutClub, logoutUser } from "./api";
import { useErrorText } from "./error-text";
import { endClubSession, endUserSession } from "./session";

type LogoutFlow = { call: () => Promise<void>; endSession: (queryClient: QueryClient) => void; description: string };

function useLogoutFlow({ call, endSession, description }: LogoutFlow) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // The callbacks sit on the mutation, not on `mutate`: the button that started it may be gone
  // by the time the answer comes (the mobile drawer closes on tap), and they must still run.
  const mutation = useMutation({
    networkMode: "always",
    mutationFn: call,
    onSuccess: () => {
      endSession(queryClient);
      toaster.success({ about: "logout", title: t`Logged Out`, description });
      navigate(paths.home);
    },
    onError: (error) => toaster.error({ about: "logout", title: t`Logout Failed`, description: errorText(error) }),
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}

/** Club logout: POST /api/auth/logout. */
export function useLogout() {
  const { t } = useLingui();
  return useLogoutFlow({ call: logoutClub, endSession: endClubSession, description: t`You have been successfully logged out.` });
}

/** Player logout: POST /api/users/logout. */
export function usePlayerLogout() {
  const { t } = useLingui();
  return useLogoutFlow({ call: logoutUser, endSession: endUserSession, description: t`You have been logged out successfully.` });
}
