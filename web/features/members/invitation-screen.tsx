import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useLocation, useParams } from "wouter";
import { acceptInvitationFormSchema } from "../../../schema/people-requests";
import { paths } from "../../../schema/pages";
import { isStatus } from "../../lib/api";
import { clubNameIn } from "../../lib/content-language";
import { Button, ButtonLink } from "../../ui/button";
import { Alert, Spinner } from "../../ui/feedback";
import { Form, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { usePageTitle } from "../../ui/page-title";
import { toaster } from "../../ui/toaster";
import { AuthPage, Outcome, useErrorText } from "../auth";
import { invitationLinkQuery, useAcceptInvitation, type InvitationLink } from "./api";
import { ROLE_NAMES } from "./role-names";

/** Expired, revoked, used or unknown: the server's one clear message; nothing was changed. */
function LinkFailure({ message }: { message: ReactNode }) {
  return (
    <Outcome
      tone="error"
      message={message}
      hint={<Trans>Nothing was changed. Ask the person who invited you to send a new invitation.</Trans>}
      action={
        <ButtonLink href={paths.home} tone="outline">
          <Trans>Back to Home</Trans>
        </ButtonLink>
      }
    />
  );
}

/** Where the person goes once a member: the dashboard, the second step's page, or (a federation person without one) to set one up. */
function useAfterAccept() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  return (answer: { message: string; session: unknown }) => {
    const session = answer.session as { secondStep?: { required: boolean; enrolled?: boolean }; isAdmin?: boolean } | null;
    if (!session || (!("id" in session) && session.secondStep?.required)) {
      toaster.success({ title: i18n._(answer.message), description: t`Sign in to continue.` });
      return navigate(paths.login, { replace: true });
    }
    // A federation person with no second step yet sets one up before their first federation action (the guard refuses until then).
    if (session.isAdmin && session.secondStep?.required && !session.secondStep.enrolled) {
      toaster.success({ title: i18n._(answer.message), description: t`Your role needs a passkey or an authenticator app before your first action.` });
      return navigate(paths.accountSecurity, { replace: true });
    }
    toaster.success({ title: i18n._(answer.message) });
    navigate(session.isAdmin ? paths.admin : paths.dashboard, { replace: true });
  };
}

/** A new person: first and last name, a password typed twice. */
function NewPersonForm({ token, onInvalidLink }: { token: string; onInvalidLink: (message: string) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const accept = useAcceptInvitation(token);
  const after = useAfterAccept();
  const form = useAppForm({
    defaultValues: { firstName: "", lastName: "", password: "", confirmPassword: "" },
    ...validateWith(acceptInvitationFormSchema),
    onSubmit: async ({ value }) => {
      try {
        after(await accept.mutateAsync({ firstName: value.firstName, lastName: value.lastName, password: value.password }));
      } catch (error) {
        if (isStatus(error, 410) || isStatus(error, 404)) return onInvalidLink(errorText(error));
        showServerErrors(form, error);
        toaster.error({ title: t`Error`, description: errorText(error) });
      }
    },
  });
  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Create your account`}>
        <form.AppField name="firstName">{(field) => <field.TextField label={t`First name`} autoComplete="given-name" />}</form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label={t`Last name`} autoComplete="family-name" />}</form.AppField>
        <form.AppField name="password">{(field) => <field.TextField label={t`Password`} type="password" autoComplete="new-password" />}</form.AppField>
        <form.AppField name="confirmPassword">{(field) => <field.TextField label={t`Confirm password`} type="password" autoComplete="new-password" />}</form.AppField>
        <form.SubmitButton pending={<Trans>Accepting...</Trans>} block>
          <Trans>Accept and create account</Trans>
        </form.SubmitButton>
      </Form>
    </form.AppForm>
  );
}

/** The signed-in person the invitation is for: one button. */
function AcceptButton({ token, onInvalidLink }: { token: string; onInvalidLink: (message: string) => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const accept = useAcceptInvitation(token);
  const after = useAfterAccept();
  return (
    <Button
      tone="primary"
      disabled={accept.isPending}
      onClick={() =>
        accept.mutate(
          {},
          {
            onSuccess: after,
            onError: (error) => (isStatus(error, 410) || isStatus(error, 404) ? onInvalidLink(errorText(error)) : toaster.error({ title: t`Error`, description: errorText(error) })),
          },
        )
      }
    >
      {accept.isPending ? <Trans>Accepting...</Trans> : <Trans>Accept invitation</Trans>}
    </Button>
  );
}

function InvitationBody({ token, link, onInvalidLink }: { token: string; link: InvitationLink; onInvalidLink: (message: string) => void }) {
  const { email, signedInEmail } = link;
  if (signedInEmail === email) return <AcceptButton token={token} onInvalidLink={onInvalidLink} />;
  if (signedInEmail) {
    return (
      <Alert tone="warning">
        <Trans>
          You are signed in as {signedInEmail}, but this invitation was sent to {email}. Sign out and open the link again.
        </Trans>
      </Alert>
    );
  }
  if (link.personExists) {
    return (
      <>
        <Alert tone="info">
          <Trans>An account already uses {email}. Sign in first, then open this link again.</Trans>
        </Alert>
        <ButtonLink href={paths.login} tone="primary">
          <Trans>Sign in</Trans>
        </ButtonLink>
      </>
    );
  }
  return <NewPersonForm token={token} onInvalidLink={onInvalidLink} />;
}

/**
 * /invitations/{token} (issue 23): the link an invitation mail carries. It names the club (or the
 * federation) and the role; a new person sets their name and password, a signed-in person accepts
 * with one button. An expired, revoked, used or unknown link gets a clear error card and changes nothing.
 */
export function InvitationScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Invitation`);
  const token = useParams<{ token: string }>().token ?? "";
  const link = useQuery(invitationLinkQuery(token));
  const errorText = useErrorText();
  const [spent, setSpent] = useState<string>();

  if (link.isPending) return <Spinner label={t`Checking your link...`} />;
  if (spent !== undefined || link.isError) {
    return (
      <AuthPage heading={<Trans>Invitation</Trans>}>
        <LinkFailure message={spent ?? errorText(link.error)} />
      </AuthPage>
    );
  }
  const place = link.data.club ? clubNameIn(i18n.locale, link.data.club) : t`the Hellenic Rugby Federation`;
  const role = i18n._(ROLE_NAMES[link.data.role]);
  const email = link.data.email;
  return (
    <AuthPage
      heading={<Trans>Invitation</Trans>}
      cardTitle={<span data-testid="invitation-place">{place}</span>}
      cardIntro={
        <Trans>
          You are invited to Rugby Hellas as <strong>{role}</strong> for {place}. The invitation was sent to {email}.
        </Trans>
      }
    >
      <InvitationBody token={token} link={link.data} onInvalidLink={setSpent} />
    </AuthPage>
  );
}
