import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useLocation, useParams } from "wouter";
import { clubCredentialsSchema, type ClubCredentialsInput } from "../../../schema";
import { isStatus } from "../../lib/api";
import { clubNameIn, useClubName } from "../../lib/content-language";
import { paths } from "../../../schema/pages";
import { Button, ButtonLink } from "../../ui/button";
import { Spinner } from "../../ui/feedback";
import { Form, showServerErrors, useAppForm, validateWith } from "../../ui/form";
import { usePageTitle } from "../../ui/page-title";
import { TextIn } from "../../ui/text";
import { toaster } from "../../ui/toaster";
import { AuthPage } from "./auth-page";
import { claimLinkQuery, useClaimClub, useRequestClaimLink } from "./claim-api";
import { ClubCredentialsFields, clubCredentialsFieldMap } from "./club-credentials-fields";
import { useErrorText } from "./error-text";
import { Outcome } from "./outcome";
import * as s from "./outcome.css";

/**
 * The link cannot be used (expired, used, replaced, unknown: the server's one message), or could
 * not be checked. The claimant can ask for a new link: it goes to the address the claim was made
 * with, never to one typed here, and the answer says no more than that (issue 19).
 */
function LinkFailure({ token, message }: { token: string; message: ReactNode }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const requestLink = useRequestClaimLink(token);
  return (
    <Outcome
      tone="error"
      message={message}
      hint={<Trans>Nothing was changed. You can ask for a new link: it is sent to the e-mail address your claim was made with.</Trans>}
      action={
        <>
          {requestLink.isSuccess ? (
            <p role="status" className={s.sent}>
              {i18n._(requestLink.data.message)}
            </p>
          ) : (
            <Button
              tone="primary"
              disabled={requestLink.isPending}
              onClick={() => requestLink.mutate(undefined, { onError: (error) => toaster.error({ title: t`Error`, description: errorText(error) }) })}
            >
              {requestLink.isPending ? <Trans>Sending...</Trans> : <Trans>Send me a new link</Trans>}
            </Button>
          )}
          <ButtonLink href={paths.home} tone="outline">
            <Trans>Back to Home</Trans>
          </ButtonLink>
        </>
      }
    />
  );
}

/** The club's sign-in e-mail and password, by club registration's rules; then on to the dashboard. */
function ClaimForm({ token, onInvalidLink }: { token: string; onInvalidLink: (message: string) => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const claimClub = useClaimClub(token);
  const form = useAppForm({
    defaultValues: { email: "", password: "", confirmPassword: "" } satisfies ClubCredentialsInput,
    ...validateWith(clubCredentialsSchema),
    onSubmit: async ({ value }) => {
      try {
        const { session, message } = await claimClub.mutateAsync(value);
        if (session) {
          const clubName = clubNameIn(i18n.locale, session);
          toaster.success({ title: t`Welcome to Rugby Hellas!`, description: t`You are signed in as an official of ${clubName}.` });
          navigate(paths.dashboard, { replace: true });
        } else {
          // A deactivated club gets its details but no session: it signs in once reactivated.
          toaster.success({ title: i18n._(message) });
          navigate(paths.login, { replace: true });
        }
      } catch (error) {
        // The link was spent or ran out while the form was open: the same clear page as on arrival.
        if (isStatus(error, 410)) return onInvalidLink(errorText(error));
        showServerErrors(form, error);
        toaster.error({ title: t`Error`, description: errorText(error) });
      }
    },
  });
  return (
    <form.AppForm>
      <Form onSubmit={form.handleSubmit} aria-label={t`Set your club's sign-in details`}>
        <ClubCredentialsFields form={form} fields={clubCredentialsFieldMap} />
        <form.SubmitButton pending={<Trans>Saving...</Trans>} block>
          <Trans>Save and sign in</Trans>
        </form.SubmitButton>
      </Form>
    </form.AppForm>
  );
}

/**
 * /claim/{token} (issue 12): the link the federation mails an approved claimant. It shows the
 * club, and sets the club's sign-in e-mail and password; the claimant is then signed in as the
 * club's official and goes on to the dashboard. An expired, used or unknown link gets a clear
 * error page, changes nothing, and offers to send a new link.
 */
export function ClaimScreen() {
  const { t } = useLingui();
  usePageTitle(t`Claim your club`);
  const token = useParams<{ token: string }>().token ?? "";
  const link = useQuery(claimLinkQuery(token));
  const errorText = useErrorText();
  const [spent, setSpent] = useState<string>();
  // The club by its name in the reader's language (issue 21).
  const shownName = useClubName({ name: link.data?.clubName ?? "", nameEl: link.data?.clubNameEl });

  if (link.isPending) return <Spinner label={t`Checking your link...`} />;
  if (spent !== undefined || link.isError) {
    return (
      <AuthPage heading={<Trans>Claim your club</Trans>}>
        <LinkFailure token={token} message={spent ?? errorText(link.error)} />
      </AuthPage>
    );
  }
  const clubName = <TextIn value={shownName} />;
  return (
    <AuthPage
      heading={<Trans>Claim your club</Trans>}
      cardTitle={clubName}
      cardIntro={<Trans>The federation approved your claim. Choose the e-mail and password {clubName} will sign in with.</Trans>}
    >
      <ClaimForm token={token} onInvalidLink={setSpent} />
    </AuthPage>
  );
}
