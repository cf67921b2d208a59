import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "wouter";
import { paths } from "../../../schema/pages";
import { Spinner } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { isSessionSettled, useUserSession } from "./session";
import { VERIFIED_LOGIN } from "./verify-email";

/**
 * /verified (SPEC section 2): hands the verification result on. `verified=true` toasts and goes to
 * the player login; otherwise a signed-in player goes to the profile, anyone else to the login.
 */
export function VerifiedRedirectScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const verified = params.get("verified") === "true";
  const [, navigate] = useLocation();
  const user = useUserSession();
  const decided = verified || isSessionSettled(user);
  // Decide once: neither a session refetch nor StrictMode's second effect may toast or navigate again.
  const handled = useRef(false);

  useEffect(() => {
    if (!decided || handled.current) return;
    handled.current = true;
    if (verified) {
      toaster.success({ title: t`Email verified`, description: t`Your email has been successfully verified. You can now log in to your account.` });
      navigate(VERIFIED_LOGIN, { replace: true });
    } else {
      navigate(user.data ? paths.userProfile : `${paths.login}?tab=user`, { replace: true });
    }
  }, [decided, verified, user.data, navigate, t]);

  return <Spinner />;
}
