import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Redirect } from "wouter";
import { ApiError, isStatus } from "../../lib/api";
import { paths } from "../../../schema/pages";
import { Spinner } from "../../ui/feedback";
import { container, section } from "../../ui/layout.css";
import { usePageTitle } from "../../ui/page-title";
import { isSessionSettled, useClubSession } from "../auth";
import { AdminDashboard } from "./admin-dashboard";
import { adminClubsQuery } from "./api";
import { NotInitialisedCard } from "./not-initialised-card";
import { UnauthorizedCard } from "./unauthorized-card";

/**
 * /admin (SPEC section 2): loading; not logged in (to /login); not admin (the unauthorized card);
 * not initialised (the clubs call answered 404); the dashboard.
 */
export function AdminScreen() {
  const { t } = useLingui();
  usePageTitle(t`Admin`);
  const session = useClubSession();
  const club = session.data;
  const clubs = useQuery({ ...adminClubsQuery(), enabled: Boolean(club?.isAdmin) });
  // SPEC: the initialise button is a placeholder that only marks the system initialised here.
  const [initialised, setInitialised] = useState(false);

  if (!club && !isSessionSettled(session)) return <Spinner />;
  if (!club) return <Redirect to={paths.login} replace />;

  let content;
  if (!club.isAdmin) content = <UnauthorizedCard />;
  // Once initialised, the dashboard stays whatever the clubs call does next: its clubs tab asking
  // again must not put this spinner back, which unmounted the tab, which asked again (issue 19).
  else if (initialised) content = <AdminDashboard club={club} />;
  else if (clubs.isPending) content = <Spinner />;
  else if (isStatus(clubs.error, 404)) content = <NotInitialisedCard onInitialise={() => setInitialised(true)} />;
  // Issue 23: a federation person must set up a second step before their first federation action.
  else if (clubs.error instanceof ApiError && clubs.error.code === "second_step_enrolment_required") return <Redirect to={`${paths.accountSecurity}?enrol=1`} replace />;
  else {
    // SPEC section 8: an admin-check failure other than 404 is only logged; the dashboard still shows.
    if (clubs.isError && !isStatus(clubs.error, 404)) console.error("Admin check failed", clubs.error);
    content = <AdminDashboard club={club} />;
  }
  return <div className={`${container} ${section}`}>{content}</div>;
}
