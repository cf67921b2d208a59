import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import { usePageTitle } from "../../ui/page-title";
import { toaster } from "../../ui/toaster";
import { useClubRegister } from "./api";
import { AuthPage, FooterPrompt } from "./auth-page";
import { ClubRegisterForm } from "./club-register-form";
import { useErrorText } from "./error-text";
import { RedirectSignedIn } from "./guards";

/** /register (SPEC sections 2 and 4): registration does not sign in; it sends the club to /login. */
export function ClubRegisterScreen() {
  const { t } = useLingui();
  usePageTitle(t`Register your club`);
  const register = useClubRegister();
  const errorText = useErrorText();
  const [, navigate] = useLocation();

  return (
    <AuthPage
      width="wide"
      heading={<Trans>Join the Hellenic Rugby Federation</Trans>}
      intro={<Trans>Register your club to publish news and manage your players, fixtures and standings.</Trans>}
      cardTitle={<Trans>Register your club</Trans>}
      footer={
        <FooterPrompt prompt={<Trans>Already have an account?</Trans>} href={paths.login}>
          <Trans>Log in</Trans>
        </FooterPrompt>
      }
    >
      <RedirectSignedIn club={paths.dashboard} />
      <ClubRegisterForm
        onSubmit={(input) =>
          register.mutateAsync(input).then(
            () => {
              toaster.success({ about: "registration", title: t`Registration Successful`, description: t`Your club has been registered. You can now log in.` });
              navigate(paths.login);
            },
            (error: unknown) => {
              toaster.error({ about: "registration", title: t`Registration Failed`, description: errorText(error) });
              throw error;
            },
          )
        }
      />
    </AuthPage>
  );
}
