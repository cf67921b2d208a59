/**
 * Logout flows (SPEC sections 4 and 8): the session ends on the server and in the cache, a toast
 * says so and the visitor goes home. A failure keeps them signed in and says why.
 */
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { paths } from "../../paths";
import { toaster } from "../../ui/toaster";
import { useClubLogout, useUserLogout } from "./api";
import { useErrorText } from "./error-text";

type LogoutTexts = { description: string };

function useLogoutFlow(mutation: ReturnType<typeof useClubLogout>, texts: LogoutTexts) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const logout = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        toaster.success({ title: t`Logged Out`, description: texts.description });
        navigate(paths.home);
      },
      onError: (error) => toaster.error({ title: t`Logout Failed`, description: errorText(error) }),
    });
  return { logout, pending: mutation.isPending };
}

/** Club logout: POST /api/auth/logout. */
export function useLogout() {
  const { t } = useLingui();
  return useLogoutFlow(useClubLogout(), { description: t`You have been successfully logged out.` });
}

/** Player logout: POST /api/users/logout. */
export function usePlayerLogout() {
  const { t } = useLingui();
  return useLogoutFlow(useUserLogout(), { description: t`You have been logged out successfully.` });
}
