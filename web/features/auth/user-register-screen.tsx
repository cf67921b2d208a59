import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import { usePageTitle } from "../../ui/page-title";
import { toaster } from "../../ui/toaster";
import { useUserRegister } from "./api";
import { AuthPage, FooterPrompt } from "./auth-page";
import { useErrorText } from "./error-text";
import { RedirectSignedIn } from "./guards";
import { UserRegisterForm } from "./user-register-form";

/** /user-register (SPEC sections 2 and 4): on success, check your e-mail, then log in. */
export function UserRegisterScreen() {
  const { t } = useLingui();
  usePageTitle(t`Register as a Player`);
  const register = useUserRegister();
  const errorText = useErrorText();
  const [, navigate] = useLocation();

  return (
    <AuthPage
      width="wide"
      heading={<Trans>Register as a Player</Trans>}
      intro={<Trans>Create your player account and keep your rugby profile in one place.</Trans>}
      footer={
        <FooterPrompt prompt={<Trans>Already have an account?</Trans>} href={paths.userLogin}>
          <Trans>Log in</Trans>
        </FooterPrompt>
      }
    >
      <RedirectSignedIn user={paths.userProfile} />
      <UserRegisterForm
        onSubmit={(input) =>
          register.mutateAsync(input).then(
            () => {
              toaster.success({
                about: "registration",
                title: t`Registration Successful`,
                description: t`Your account has been registered. Please check your email for verification.`,
              });
              navigate(paths.userLogin);
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
