import { Trans, useLingui } from "@lingui/react/macro";
import { Redirect } from "wouter";
import { paths } from "../../../schema/pages";
import { usePageTitle } from "../../ui/page-title";
import { AcademyRegistrationForm } from "../academy";
import { isSessionSettled, useUserSession } from "../auth";
import { PlayerArea } from "./player-area";
import * as s from "./player-area.css";

/** /academy-registration: the academy form inside the player area, filled in from the profile. */
export function AcademyRegistrationScreen() {
  const { t } = useLingui();
  usePageTitle(t`Academy registration`);
  const session = useUserSession();
  const user = session.data;

  if (!user && !isSessionSettled(session))
    return (
      <p role="status" className={s.loading}>
        <Trans>Loading...</Trans>
      </p>
    );
  if (!user) return <Redirect to={paths.userLogin} replace />;

  return (
    <PlayerArea user={user} heading={<Trans>Academy registration</Trans>}>
      <div className={s.panel}>
        <p className={s.intro}>
          <Trans>
            Register children for the U16 academy. We have filled in your details from your profile; add the names and ages of the
            children and our coordinator will contact you.
          </Trans>
        </p>
        <AcademyRegistrationForm
          defaultValues={{ parentName: `${user.firstName} ${user.lastName}`, email: user.email, phone: user.phoneNumber ?? "" }}
        />
      </div>
    </PlayerArea>
  );
}
