import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Redirect } from "wouter";
import { paths } from "../../../schema/pages";
import { LoadError, Skeleton } from "../../ui/feedback";
import { usePageTitle } from "../../ui/page-title";
import { isSessionSettled, useUserSession, type UserSession } from "../auth";
import { PlayerArea } from "../player";
import { type MyChild, myChildrenQuery, myRegistrationsQuery, type RegistrationView } from "./api";
import { MyRegistrationForm } from "./my-registration-form";
import { MyRegistrationList } from "./my-registration-list";
import { ClubHistories } from "./club-history";
import { TransferRequest } from "./transfer-request";
import * as s from "./my-registrations.css";

/**
 * /user-profile/registrations (issue 24): the person's registrations and licences, and their
 * children's, one panel per person (a parent sees each child's licence number there), and the
 * form to register with a club.
 */
export function MyRegistrationsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Registrations`);
  const session = useUserSession();
  const user = session.data;

  if (!user && !isSessionSettled(session))
    return (
      <p role="status" className={s.loading}>
        <Trans>Loading...</Trans>
      </p>
    );
  if (!user) return <Redirect to={`${paths.login}?tab=user`} replace />;

  return (
    <PlayerArea user={user} heading={<Trans>Registrations</Trans>}>
      <MyRegistrations user={user} />
    </PlayerArea>
  );
}

function MyRegistrations({ user }: { user: UserSession }) {
  const registrations = useQuery(myRegistrationsQuery());
  const children = useQuery(myChildrenQuery());
  // A person without children (or a list that failed) still registers themselves.
  const childList = children.data ?? [];

  let lists;
  if (registrations.data) lists = <PeopleLists user={user} children={childList} registrations={registrations.data} />;
  else if (registrations.isError) lists = <LoadError onRetry={() => void registrations.refetch()} />;
  else lists = <Skeleton height="8rem" />;

  return (
    <div className={s.stack}>
      {lists}
      <section className={s.panel} aria-labelledby="register-heading">
        <h2 id="register-heading" className={s.panelTitle}>
          <Trans>Register with a club</Trans>
        </h2>
        <p className={s.muted}>
          <Trans>
            Apply to play for a club this season, for yourself or for one of your children. The club's secretary approves first, then the
            federation issues the licence number.
          </Trans>
        </p>
        {children.isPending ? <Skeleton height="12rem" /> : <MyRegistrationForm user={user} children={childList} />}
      </section>
      <TransferRequest user={user} />
      <ClubHistories user={user} />
    </div>
  );
}

/** One panel for the person, then one per child, each with their own registrations. */
function PeopleLists({ user, children, registrations }: { user: UserSession; children: readonly MyChild[]; registrations: readonly RegistrationView[] }) {
  const { t } = useLingui();
  const ofPerson = (personId: number) => registrations.filter((registration) => registration.personId === personId);
  const known = new Set([user.id, ...children.map((child) => child.id)]);
  // Someone the list names but the children list does not (not loaded, say) still gets a panel.
  const others = [...new Map(registrations.filter((row) => !known.has(row.personId)).map((row) => [row.personId, row])).values()];
  return (
    <>
      {/* A parent who does not play is not shown an empty list of their own. */}
      {children.length > 0 && ofPerson(user.id).length === 0 ? null : <MyRegistrationList heading={t`Your registrations`} registrations={ofPerson(user.id)} />}
      {children.map((child) => (
        <MyRegistrationList key={child.id} heading={`${child.firstName} ${child.lastName}`} registrations={ofPerson(child.id)} />
      ))}
      {others.map((row) => (
        <MyRegistrationList key={row.personId} heading={`${row.firstName} ${row.lastName}`} registrations={ofPerson(row.personId)} />
      ))}
    </>
  );
}
