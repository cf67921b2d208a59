import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "wouter";
import { paths } from "../../../schema/pages";
import { Alert } from "../../ui/feedback";
import { usePageTitle } from "../../ui/page-title";
import { Tabs } from "../../ui/tabs";
import { AuthPage, FooterPrompt } from "./auth-page";
import * as s from "./auth-page.css";
import { ClubLoginForm } from "./club-login-form";
import { RedirectSignedIn } from "./guards";
import { PlayerLoginForm } from "./player-login-form";
import { sessionKeys } from "./session";

type LoginTab = "club" | "user";

/**
 * /login (SPEC section 2): club login by default, `?tab=user` for players, and the success alert
 * that /verify-email sends people here with (`?verified=true`).
 */
export function LoginScreen() {
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const [params, setParams] = useSearchParams();
  const tab: LoginTab = params.get("tab") === "user" ? "user" : "club";
  const verified = params.get("verified") === "true";
  const queryClient = useQueryClient();

  // Arriving from the mail's link: a signed-in player's cached account still says "not verified".
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
  }, [verified, queryClient]);

  // The tab lives in the address, so a reload or a shared link opens the same form.
  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "user") next.set("tab", "user");
        else next.delete("tab");
        return next;
      },
      { replace: true },
    );

  return (
    <AuthPage heading={<Trans>Login</Trans>} intro={<Trans>Sign in to manage your club or your player profile.</Trans>}>
      <RedirectSignedIn club={paths.dashboard} user={paths.userProfile} />
      {verified ? (
        <div className={s.notice}>
          <Alert tone="success">
            <Trans>Your email has been verified. You can now log in.</Trans>
          </Alert>
        </div>
      ) : null}
      <Tabs
        label={t`Account type`}
        value={tab}
        onValueChange={selectTab}
        items={[
          {
            value: "club",
            label: <Trans>Club</Trans>,
            content: (
              <>
                <ClubLoginForm />
                <div className={s.belowForm}>
                  <FooterPrompt prompt={<Trans>Don't have an account?</Trans>} href={paths.register}>
                    <Trans>Register your club</Trans>
                  </FooterPrompt>
                </div>
              </>
            ),
          },
          {
            value: "user",
            label: <Trans>Player</Trans>,
            content: (
              <>
                <PlayerLoginForm />
                <div className={s.belowForm}>
                  <FooterPrompt prompt={<Trans>New player?</Trans>} href={paths.userRegister}>
                    <Trans>Register as a Player</Trans>
                  </FooterPrompt>
                </div>
              </>
            ),
          },
        ]}
      />
    </AuthPage>
  );
}
