import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../../schema/pages";
import { usePageTitle } from "../../ui/page-title";
import { AuthPage, FooterPrompt } from "./auth-page";
import { RedirectSignedIn } from "./guards";
import { PlayerLoginForm } from "./player-login-form";

/** /user-login: the player login on its own page (where the player guard sends people). */
export function UserLoginScreen() {
  const { t } = useLingui();
  usePageTitle(t`Player Login`);
  return (
    <AuthPage
      heading={<Trans>Player Login</Trans>}
      intro={<Trans>Sign in to keep your player profile up to date.</Trans>}
      footer={
        <>
          <FooterPrompt prompt={<Trans>New player?</Trans>} href={paths.userRegister}>
            <Trans>Register as a Player</Trans>
          </FooterPrompt>
          <FooterPrompt prompt={<Trans>Club official?</Trans>} href={paths.login}>
            <Trans>Club login</Trans>
          </FooterPrompt>
        </>
      }
    >
      <RedirectSignedIn user={paths.userProfile} />
      <PlayerLoginForm />
    </AuthPage>
  );
}
