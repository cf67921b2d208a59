import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { isStatus } from "../../lib/api";
import { SignInLinks } from "./sign-in-links";
import { Spinner } from "../../ui/feedback";
import { usePageTitle } from "../../ui/page-title";
import { StatusCard } from "../../ui/status-card";
import { SecondStepSection } from "./second-step-section";
import { sessionsQuery } from "./sessions-api";
import { SessionsList } from "./sessions-list";
import * as s from "./sessions-list.css";

/**
 * /account/security (issue 23): a person's own account, by either session (a club's or a
 * player's): where they are signed in, with a way to sign any of it out, then their second step.
 * Signed out, it offers both sign-ins (the route has no guard: either cookie will do).
 */
export function AccountSecurityScreen() {
  const { t } = useLingui();
  usePageTitle(t`Account security`);
  const sessions = useQuery(sessionsQuery());

  if (sessions.isPending) return <Spinner />;
  if (isStatus(sessions.error, 401)) {
    return (
      <StatusCard
        title={<Trans>Sign in to see your account security</Trans>}
        description={<Trans>Your sessions and your second step are shown once you are signed in.</Trans>}
        actions={
          <SignInLinks />
        }
      />
    );
  }
  return (
    <div className={s.page}>
      <h1 className={s.heading}>
        <Trans>Account security</Trans>
      </h1>
      <SessionsList />
      <SecondStepSection />
    </div>
  );
}
