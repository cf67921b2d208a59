import { Trans, useLingui } from "@lingui/react/macro";
import { Redirect } from "wouter";
import { paths } from "../../../schema/pages";
import { usePageTitle } from "../../ui/page-title";
import { Tabs } from "../../ui/tabs";
import { isSessionSettled, useUserSession } from "../auth";
import { MyClubAndLicence } from "../registrations";
import { PasswordChangeForm } from "./password-change-form";
import { PersonalInfoForm } from "./personal-info-form";
import * as s from "./player-area.css";
import { PlayerArea } from "./player-area";
import { VerifyEmailBanner } from "./verify-email-banner";

/** /user-profile (SPEC section 2): personal information and security tabs in the player area. */
export function UserProfileScreen() {
  const { t } = useLingui();
  usePageTitle(t`My profile`);
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
    <PlayerArea user={user} heading={<Trans>My profile</Trans>}>
      <div className={s.stack}>
        {user.isVerified ? null : <VerifyEmailBanner email={user.email} />}
        <MyClubAndLicence personId={user.id} />
        <div className={s.panel}>
          <Tabs
            label={t`Profile sections`}
            items={[
              { value: "personal", label: <Trans>Personal information</Trans>, content: <PersonalInfoForm user={user} /> },
              { value: "security", label: <Trans>Security</Trans>, content: <PasswordChangeForm /> },
            ]}
          />
        </div>
      </div>
    </PlayerArea>
  );
}
