import { useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { paths } from "../../../schema/pages";
import { toaster } from "../../ui/toaster";
import { awaitsSecondStep, useClubLogin } from "./api";
import { useErrorText } from "./error-text";
import { LoginForm } from "./login-form";

/** Club login (SPEC section 4): session cached, welcome toast, on to the dashboard. */
export function ClubLoginForm() {
  const { t } = useLingui();
  const login = useClubLogin();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  return (
    <LoginForm
      label={t`Club login`}
      onSubmit={(credentials) =>
        login.mutateAsync(credentials).then(
          (answer) => {
            // Issue 23: the password was right; the second step comes next, offering what the person set up.
            if (awaitsSecondStep(answer)) return navigate(paths.secondStep, { state: { methods: answer.secondStep.methods } });
            const { firstSignIn } = answer;
            // A club signing in for the first time is welcomed, not welcomed back (SPEC: welcome back, for returning clubs).
            toaster.success({ about: "login", title: t`Login Successful`, description: firstSignIn ? t`Welcome to Rugby Hellas!` : t`Welcome back to Rugby Hellas!` });
            navigate(paths.dashboard, { replace: true });
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
