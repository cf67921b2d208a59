import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import * as v from "valibot";
import { passwordResetSchema } from "../../../schema/people-requests";
import { paths } from "../../../schema/pages";
import { api, unwrap } from "../../lib/api";
import { ButtonLink } from "../../ui/button";
import { Form, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { usePageTitle } from "../../ui/page-title";
import { toaster } from "../../ui/toaster";
import { AuthPage, FooterPrompt, Outcome, useErrorText } from "../auth";

const useRequestReset = () => useMutation({ mutationFn: (json: v.InferOutput<typeof passwordResetSchema>) => unwrap(api.auth["password-reset"].$post({ json })) });

/**
 * /forgot-password (issue 23): the address to send a reset link to. Whatever the address, the
 * answer is the server's one neutral message, so the page tells nobody whether an account uses it.
 */
export function ForgotPasswordScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Forgot your password?`);
  const request = useRequestReset();
  const errorText = useErrorText();
  const form = useAppForm({
    defaultValues: { email: "" },
    ...validateWith(passwordResetSchema),
    onSubmit: async ({ value }) => {
      try {
        await request.mutateAsync(v.parse(passwordResetSchema, value));
      } catch (error) {
        showServerErrors(form, error);
        toaster.error({ title: t`Error`, description: errorText(error) });
      }
    },
  });

  if (request.isSuccess) {
    return (
      <AuthPage heading={<Trans>Check your e-mail</Trans>}>
        <Outcome
          tone="success"
          message={i18n._(request.data.message)}
          hint={<Trans>The link works once and for 1 hour. If no mail arrives within a few minutes, check your spam folder or ask again.</Trans>}
          action={
            <ButtonLink href={paths.login} tone="outline">
              <Trans>Back to login</Trans>
            </ButtonLink>
          }
        />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      heading={<Trans>Forgot your password?</Trans>}
      intro={<Trans>Enter the e-mail address you sign in with. We will send you a link to choose a new password.</Trans>}
      footer={
        <FooterPrompt prompt={<Trans>Remembered it?</Trans>} href={paths.login}>
          <Trans>Back to login</Trans>
        </FooterPrompt>
      }
    >
      <form.AppForm>
        <Form onSubmit={form.handleSubmit} aria-label={t`Ask for a password reset link`}>
          <form.AppField name="email">
            {(field) => <field.TextField label={t`Email`} type="email" autoComplete="username" placeholder="name@example.com" />}
          </form.AppField>
          <form.SubmitButton pending={<Trans>Sending...</Trans>} block>
            <Trans>Send me a link</Trans>
          </form.SubmitButton>
        </Form>
      </form.AppForm>
    </AuthPage>
  );
}
