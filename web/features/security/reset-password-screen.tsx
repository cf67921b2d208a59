import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "wouter";
import * as v from "valibot";
import { messages as m } from "../../../schema/messages";
import { peopleMessages } from "../../../schema/people-messages";
import { newPassword } from "../../../schema/people-requests";
import { paths } from "../../../schema/pages";
import { wellFormedString } from "../../../schema/text";
import { api, ApiError, unwrap } from "../../lib/api";
import { ButtonLink } from "../../ui/button";
import { SignInLinks } from "./sign-in-links";
import { Spinner } from "../../ui/feedback";
import { Form, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { usePageTitle } from "../../ui/page-title";
import { recheckConfirmation } from "../../ui/password-confirmation";
import { toaster } from "../../ui/toaster";
import { AuthPage, Outcome, sessionKeys, useErrorText } from "../auth";

/** The new password twice, by the SPEC's rules (the worker checks the same `newPassword`). */
const resetFormSchema = v.pipe(
  v.object({ password: newPassword, confirmPassword: wellFormedString(m.passwordsMismatch) }),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], (input) => input.password === input.confirmPassword, m.passwordsMismatch), ["confirmPassword"]),
);

const resetLinkQuery = (token: string) => ({
  // Never cached across visits: the key holds the link's secret (as the claim link's does).
  queryKey: ["reset-link", token],
  queryFn: () => unwrap(api.auth["password-reset"][":token"].$get({ param: { token } })),
  enabled: token !== "",
  staleTime: Infinity,
  gcTime: 0,
  retry: (count: number, error: unknown) => !(error instanceof ApiError) && count < 2,
});

/** A used, expired or unknown link: a clear card, nothing changed, and the way to a new link. */
function LinkFailure({ message }: { message: ReactNode }) {
  return (
    <Outcome
      tone="error"
      message={message}
      hint={<Trans>Nothing was changed. Each link works once and for 1 hour; ask for a new one and use the latest mail.</Trans>}
      action={
        <>
          <ButtonLink href={paths.forgotPassword} tone="primary">
            <Trans>Ask for a new link</Trans>
          </ButtonLink>
          <ButtonLink href={paths.login} tone="outline">
            <Trans>Back to login</Trans>
          </ButtonLink>
        </>
      }
    />
  );
}

function ResetForm({ token, onDone, onInvalidLink }: { token: string; onDone: (message: string) => void; onInvalidLink: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const confirm = useMutation({ mutationFn: (password: string) => unwrap(api.auth["password-reset"].confirm.$post({ json: { token, password } })) });
  const recheck = recheckConfirmation("confirmPassword", "password");
  const form = useAppForm({
    defaultValues: { password: "", confirmPassword: "" },
    ...validateWith(resetFormSchema),
    onSubmit: async ({ value }) => {
      try {
        const { message } = await confirm.mutateAsync(value.password);
        // Every session of the person has ended, this browser's too: forget what it had cached.
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        onDone(i18n._(message));
      } catch (error) {
        // The link was spent or ran out while the form was open.
        if (error instanceof ApiError && error.fields?.token) return onInvalidLink(errorText(error));
        showServerErrors(form, error);
        toaster.error({ title: t`Error`, description: errorText(error) });
      }
    },
  });
  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Choose a new password`}>
        <form.AppField name="password" listeners={recheck}>
          {(field) => <field.TextField label={t`New password`} type="password" autoComplete="new-password" hint={t`At least 8 characters`} />}
        </form.AppField>
        <form.AppField name="confirmPassword" listeners={recheck}>
          {(field) => <field.TextField label={t`Confirm new password`} type="password" autoComplete="new-password" />}
        </form.AppField>
        <form.SubmitButton pending={<Trans>Saving...</Trans>} block>
          <Trans>Save the new password</Trans>
        </form.SubmitButton>
      </Form>
    </form.AppForm>
  );
}

/**
 * /reset-password?token=… (issue 23): the link the "forgot password" mail carries. The link is
 * checked on arrival, so a used or expired one shows its error card at once. The new password
 * ends every session of the person; they then sign in with it (this page does not sign in).
 */
export function ResetPasswordScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Choose a new password`);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useQuery(resetLinkQuery(token));
  const errorText = useErrorText();
  const [spent, setSpent] = useState<string>();
  const [done, setDone] = useState<string>();

  if (done !== undefined) {
    return (
      <AuthPage heading={<Trans>Password changed</Trans>}>
        <Outcome
          tone="success"
          message={done}
          hint={<Trans>Sign in with your new password.</Trans>}
          action={
            <SignInLinks />
          }
        />
      </AuthPage>
    );
  }
  // An address without a token (cut short when copied) is a link that cannot work.
  const failure = spent ?? (token === "" ? i18n._(peopleMessages.resetTokenInvalid) : link.isError ? errorText(link.error) : undefined);
  if (failure === undefined && link.isPending) return <Spinner label={t`Checking your link...`} />;
  if (failure !== undefined) {
    return (
      <AuthPage heading={<Trans>Choose a new password</Trans>}>
        <LinkFailure message={failure} />
      </AuthPage>
    );
  }
  return (
    <AuthPage heading={<Trans>Choose a new password</Trans>} intro={<Trans>Choosing a new password signs you out on every other device.</Trans>}>
      <ResetForm token={token} onDone={setDone} onInvalidLink={setSpent} />
    </AuthPage>
  );
}
