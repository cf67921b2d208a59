import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LoadError, Skeleton } from "../../ui/feedback";
import { ownProfileQuery } from "./api";
import { DashboardPage } from "./dashboard-page";
import { LogoUpload } from "./logo-upload";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import * as s from "./profile.css";

/** /dashboard/profile: the club's details, its logo and its password. */
export function ClubProfileScreen() {
  const { t } = useLingui();
  const profile = useQuery(ownProfileQuery());
  const club = profile.data;
  return (
    <DashboardPage title={t`Club Profile`} intro={<Trans>How your club appears on Rugby Hellas.</Trans>}>
      {club ? (
        <div className={s.layout}>
          <ProfileForm club={club} />
          <div className={s.side}>
            <LogoUpload club={club} />
            <PasswordForm email={club.email} />
          </div>
        </div>
      ) : profile.isError ? (
        <LoadError onRetry={() => void profile.refetch()} />
      ) : (
        <Skeleton height="32rem" />
      )}
    </DashboardPage>
  );
}
