import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { recoveryCodeSchema, totpConfirmSchema } from "../../../schema/people-requests";
import { paths } from "../../../schema/pages";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/button";
import { Alert } from "../../ui/feedback";
import { Form, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { usePageTitle } from "../../ui/page-title";
import { toaster } from "../../ui/toaster";
import { AuthPage, FooterPrompt, useErrorText } from "../auth";
import { passWithCode, passWithPasskey, type SecondStepMethod, type SignedIn } from "./second-step-api";
import * as s from "./second-step.css";

/** What the login screens pass on (history state): the methods the login answer offered. */
export type SecondStepState = { methods?: SecondStepMethod[] };

const ALL_METHODS: SecondStepMethod[] = ["passkey", "totp", "recovery"];

/** Signed in: a full load, so the app starts from the new session (as the admin login does). */
const enter = (answer: SignedIn) => window.location.assign(answer.isAdmin ? paths.admin : paths.dashboard);

const notStarted = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * /login/second-step (issue 23): after the password, a person whose roles need a second step
 * confirms it is them with a passkey, their authenticator app's code, or a recovery code.
 */
export function SecondStepScreen() {
  const { t } = useLingui();
  usePageTitle(t`Two-step sign-in`);
  const errorText = useErrorText();
  const offered = (history.state as SecondStepState | null)?.methods ?? ALL_METHODS;
  const [mode, setMode] = useState<"totp" | "recovery">(offered.includes("totp") ? "totp" : "recovery");
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [expired, setExpired] = useState(false);

  const refused = (error: unknown) => {
    if (notStarted(error)) setExpired(true);
    else toaster.error({ about: "second-step", title: t`Sign-in not completed`, description: errorText(error) });
  };

  const usePasskey = async () => {
    setPasskeyBusy(true);
    try {
      enter(await passWithPasskey());
    } catch (error) {
      // The person closed the browser's passkey prompt, or it timed out: nothing was sent.
      if (error instanceof Error && error.name === "NotAllowedError") toaster.error({ about: "second-step", title: t`The passkey was not used`, description: t`Try again, or use another way below.` });
      else refused(error);
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <AuthPage
      heading={<Trans>Two-step sign-in</Trans>}
      intro={<Trans>Your password was right. Now confirm that it is you.</Trans>}
      footer={
        <FooterPrompt prompt={<Trans>Not you, or stuck?</Trans>} href={paths.login}>
          <Trans>Back to login</Trans>
        </FooterPrompt>
      }
    >
      {expired ? (
        <div className={s.notice}>
          <Alert tone="warning" role="alert">
            <Trans>This sign-in has expired. Log in with your password again.</Trans>
          </Alert>
        </div>
      ) : null}
      {offered.includes("passkey") ? (
        <>
          <Button block disabled={passkeyBusy} onClick={() => void usePasskey()}>
            {passkeyBusy ? <Trans>Waiting for your passkey...</Trans> : <Trans>Use a passkey</Trans>}
          </Button>
          <p className={s.divider}>
            <span>
              <Trans>or</Trans>
            </span>
          </p>
        </>
      ) : null}
      <CodeForm key={mode} mode={mode} onRefused={refused} />
      <div className={s.switchRow}>
        {mode === "totp" ? (
          <Button tone="ghost" size="sm" onClick={() => setMode("recovery")}>
            <Trans>Use a recovery code</Trans>
          </Button>
        ) : offered.includes("totp") ? (
          <Button tone="ghost" size="sm" onClick={() => setMode("totp")}>
            <Trans>Use the authenticator app</Trans>
          </Button>
        ) : null}
      </div>
    </AuthPage>
  );
}

/** The 6-digit code of the authenticator app, or a recovery code. */
function CodeForm({ mode, onRefused }: { mode: "totp" | "recovery"; onRefused: (error: unknown) => void }) {
  const { t } = useLingui();
  // Either field is one string named `code`; the schema checks its own form.
  const schema: v.GenericSchema<{ code: string }, { code: string }> = mode === "totp" ? totpConfirmSchema : recoveryCodeSchema;
  const form = useAppForm({
    defaultValues: { code: "" },
    ...validateWith(schema),
    onSubmit: async ({ value }) => {
      try {
        enter(await passWithCode(mode, v.parse(schema, value).code));
      } catch (error) {
        showServerErrors(form, error);
        onRefused(error);
      }
    },
  });
  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={mode === "totp" ? t`Authenticator app code` : t`Recovery code`}>
        <form.AppField name="code">
          {(field) =>
            mode === "totp" ? (
              <field.TextField label={t`Code from your authenticator app`} autoComplete="one-time-code" placeholder="123456" />
            ) : (
              <field.TextField label={t`Recovery code`} autoComplete="off" placeholder="abcde-23456" hint={t`Each recovery code works once.`} />
            )
          }
        </form.AppField>
        <form.SubmitButton pending={<Trans>Checking...</Trans>} block>
          <Trans>Continue</Trans>
        </form.SubmitButton>
      </Form>
    </form.AppForm>
  );
}
