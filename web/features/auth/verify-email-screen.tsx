import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useLocation, useSearchParams } from "wouter";
import { LIMITS } from "../../../schema";
import { paths } from "../../../schema/pages";
import { ButtonLink } from "../../ui/button";
import { Spinner } from "../../ui/feedback";
import { usePageTitle } from "../../ui/page-title";
import { AuthPage } from "./auth-page";
import { Outcome } from "./outcome";
import { sessionKeys } from "./session";
import { VERIFIED_LOGIN, VERIFIED_REDIRECT, verifyEmailQuery } from "./verify-email";

/** /verify-email?token=… (SPEC section 4): loading, then success (on to login after 3 s) or error. */
export function VerifyEmailScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Email verification`);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const verification = useQuery({ ...verifyEmailQuery(token), enabled: token !== "" });
  const succeeded = verification.data?.ok === true;

  useEffect(() => {
    if (!succeeded) return;
    // A signed-in player's cached account still says "not verified".
    void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    // After 3 s, on through the redirect page: the success toast, then the player login.
    const timer = window.setTimeout(() => navigate(VERIFIED_REDIRECT, { replace: true }), LIMITS.verifyRedirectMs);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate, queryClient]);

  const failure = (message: ReactNode) => (
    <Outcome
      tone="error"
      message={message}
      hint={<Trans>You can register again, or contact support if the problem continues.</Trans>}
      action={
        <ButtonLink href={paths.userRegister}>
          <Trans>Back to Registration</Trans>
        </ButtonLink>
      }
    />
  );

  let content: ReactNode;
  if (!token) content = failure(<Trans>Invalid verification token.</Trans>);
  else if (verification.isPending) content = <Spinner label={t`Verifying your email...`} />;
  else if (verification.isError) content = failure(<Trans>Server error occurred during verification.</Trans>);
  else if (verification.data.ok)
    content = (
      <Outcome
        tone="success"
        message={<Trans>Your email has been successfully verified. You can now log in to your account.</Trans>}
        action={
          <ButtonLink href={VERIFIED_LOGIN}>
            <Trans>Proceed to Login</Trans>
          </ButtonLink>
        }
      />
    );
  else
    content = failure(
      verification.data.message
        ? i18n._(verification.data.message)
        : t`We couldn't verify your email. The verification link may have expired or is invalid.`,
    );

  return <AuthPage heading={<Trans>Email verification</Trans>}>{content}</AuthPage>;
}
