/**
 * Route guards (SPEC section 2): a club page needs a club session (else /login), a player page a
 * player session (else /user-login). They only check that the session exists.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { paths } from "../../../schema/pages";
import { Alert, Spinner } from "../../ui/feedback";
import { container, section } from "../../ui/layout.css";
import { isSessionSettled, useClubSession, useUserSession, type ClubSession } from "./session";

/** Shown instead of an endless spinner when the session cannot be checked without a connection. */
function OfflineNotice() {
  return (
    <div className={`${container} ${section}`}>
      <Alert tone="warning">
        <Trans>You are offline. Reconnect to open this page.</Trans>
      </Alert>
    </div>
  );
}

function Guard({ session, redirectTo, children }: { session: UseQueryResult<unknown>; redirectTo: string; children: ReactNode }) {
  if (session.data) return children;
  if (session.isPending && session.fetchStatus === "paused") return <OfflineNotice />;
  if (!isSessionSettled(session)) return <Spinner />;
  return <Redirect to={redirectTo} replace />;
}

export function ClubGuard({ children }: { children: ReactNode }) {
  return (
    <Guard session={useClubSession()} redirectTo={paths.login}>
      {children}
    </Guard>
  );
}

export function UserGuard({ children }: { children: ReactNode }) {
  return (
    <Guard session={useUserSession()} redirectTo={paths.userLogin}>
      {children}
    </Guard>
  );
}

type ClubTarget = string | ((club: ClubSession) => string);

/**
 * Sign-in and registration pages send an already signed-in visitor on (SPEC: a club to
 * /dashboard, a player to /user-profile). The form shows meanwhile: no waiting on a slow check.
 */
export function RedirectSignedIn({ club, user }: { club?: ClubTarget; user?: string }) {
  const { data: clubSession } = useClubSession();
  const { data: userSession } = useUserSession();
  if (club && clubSession) return <Redirect to={typeof club === "string" ? club : club(clubSession)} replace />;
  if (user && userSession) return <Redirect to={user} replace />;
  return null;
}
