import { useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import { toaster } from "../../ui/toaster";
import { useUserLogin } from "./api";
import { useErrorText } from "./error-text";
import { LoginForm } from "./login-form";

/** Player login (SPEC section 4): session cached, on to the profile. */
export function PlayerLoginForm() {
  const { t } = useLingui();
  const login = useUserLogin();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  return (
    <LoginForm
      label={t`Player login`}
      onSubmit={(credentials) =>
        login.mutateAsync(credentials).then(
          ({ firstName, firstSignIn }) => {
            // A player signing in for the first time is welcomed, not welcomed back.
            toaster.success({ about: "login", title: t`Login Successful`, description: firstSignIn ? t`Welcome, ${firstName}!` : t`Welcome back, ${firstName}!` });
            navigate(paths.userProfile, { replace: true });
          },
          (error: unknown) => {
            toaster.error({ about: "login", title: t`Login Failed`, description: errorText(error) });
            throw error;
          },
        )
      }
    />
  );
}
