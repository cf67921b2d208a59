import { Trans, useLingui } from "@lingui/react/macro";
import type { LoginInput } from "../../../schema";
import { useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import { Button } from "../../ui/button";
import { usePageTitle } from "../../ui/page-title";
import { toaster } from "../../ui/toaster";
import { awaitsSecondStep, useAdminLogin } from "./api";
import { AuthPage, FooterPrompt } from "./auth-page";
import * as s from "./auth-page.css";
import { useErrorText } from "./error-text";
import { RedirectSignedIn } from "./guards";
import { LoginForm } from "./login-form";

/**
 * /admin-login (SPEC section 2). Admins sign in with their credentials. The SPEC's one-button
 * "system admin" login is also offered: the server honours it only in demo mode (local
 * development) and otherwise answers 403 with a message, which the toast shows.
 */
export function AdminLoginScreen() {
  const { t } = useLingui();
  usePageTitle(t`Admin Login`);
  const login = useAdminLogin();
  const errorText = useErrorText();
  const [, navigate] = useLocation();

  const signIn = (credentials?: LoginInput) =>
    login.mutateAsync(credentials).then(
      (answer) =>
        // Issue 23: the password was right; the second step comes next. Otherwise a full load, so
        // the admin area starts from a clean slate with the new session.
        awaitsSecondStep(answer) ? navigate(paths.secondStep, { state: { methods: answer.secondStep.methods } }) : window.location.assign(paths.admin),
      (error: unknown) => {
        toaster.error({ about: "login", title: t`Login failed`, description: errorText(error, t`Could not log in`) });
        throw error;
      },
    );

  return (
    <AuthPage
      heading={<Trans>Admin Login</Trans>}
      intro={<Trans>The administration area of the Hellenic Rugby Federation.</Trans>}
      footer={
        <FooterPrompt prompt={<Trans>Not an administrator?</Trans>} href={paths.login}>
          <Trans>Club login</Trans>
        </FooterPrompt>
      }
    >
      <RedirectSignedIn club={(club) => (club.isAdmin ? paths.admin : paths.dashboard)} />
      <LoginForm label={t`Admin login`} onSubmit={signIn} />
      <p className={s.divider}>
        <span>
          <Trans>or</Trans>
        </span>
      </p>
      <Button tone="outline" block disabled={login.isPending} onClick={() => signIn().catch(() => undefined)}>
        {login.isPending && !login.variables ? <Trans>Logging in...</Trans> : <Trans>Log in as system admin</Trans>}
      </Button>
      <p className={s.hint}>
        <Trans>Available in the demo only.</Trans>
      </p>
    </AuthPage>
  );
}
