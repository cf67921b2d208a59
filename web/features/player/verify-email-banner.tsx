import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { toaster } from "../../ui/toaster";
import { useErrorText } from "../auth";
import { useResendVerification } from "./api";
import * as s from "./verify-email-banner.css";

/** An unverified player may sign in; this banner reminds them and sends a fresh link on request. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => toaster.success({ about: "verification-mail", title: t`Verification e-mail sent`, description: t`We sent a new link to ${email}.` }),
      onError: (error) => toaster.error({ about: "verification-mail", title: t`Could not send the e-mail`, description: errorText(error) }),
    });
  return (
    <Alert tone="warning">
      <div className={s.banner}>
        <div>
          <p className={s.title}>
            <Trans>Please verify your e-mail address</Trans>
          </p>
          <p className={s.text}>
            <Trans>Open the link we sent to {email} to confirm your account.</Trans>
          </p>
        </div>
        <Button tone="outline" size="sm" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? <Trans>Sending...</Trans> : <Trans>Resend verification e-mail</Trans>}
        </Button>
      </div>
    </Alert>
  );
}
