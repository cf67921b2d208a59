import { Trans, useLingui } from "@lingui/react/macro";
import * as shell from "../../app/shell.css";
import { useOnDemand } from "../../lib/use-on-demand";
import { paths } from "../../paths";
import { Button, ButtonLink } from "../../ui/button";
import * as s from "./account-actions.css";
import { useClubSession, useUserSession, type ClubSession } from "./session";
import { useLogout } from "./use-logout";

const loadClubMenu = () => import("./club-menu");

/** The club menu, fetched on demand; until it arrives, its button is shown inert in its place. */
function ClubMenuOnDemand({ club }: { club: ClubSession }) {
  const { t } = useLingui();
  const menu = useOnDemand(loadClubMenu, 1);
  if (menu) return <menu.ClubMenu club={club} />;
  const clubName = club.name;
  return (
    <button type="button" className={`${shell.langButton} ${s.trigger}`} aria-label={t`Club menu: ${clubName}`} aria-disabled="true">
      <span className={s.triggerName}>{club.name}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
}

/** The same choices in the mobile drawer, as plain full-width buttons (no menu inside a menu). */
function ClubDrawerActions({ club }: { club: ClubSession }) {
  const { logout, pending } = useLogout();
  return (
    <div className={s.drawerAccount}>
      <p className={s.drawerName}>{club.name}</p>
      <ButtonLink href={paths.dashboard} tone="light" size="sm" block>
        <Trans>Dashboard</Trans>
      </ButtonLink>
      <Button tone="ghost" size="sm" block onClick={logout} disabled={pending} className={s.drawerLogout}>
        <Trans>Logout</Trans>
      </Button>
    </div>
  );
}

/**
 * Header account actions: the club menu for a signed-in club, otherwise Login and Register; a
 * signed-in player also gets a link to their profile. The bar has room for two buttons beside the
 * six links, so there the player's profile link takes the place of club registration (which the
 * drawer, the home page and the login page still offer).
 */
export function AccountActions({ vertical }: { vertical?: boolean }) {
  const { data: club } = useClubSession();
  const { data: user } = useUserSession();
  if (club) return vertical ? <ClubDrawerActions club={club} /> : <ClubMenuOnDemand club={club} />;
  return (
    <>
      {user ? (
        <ButtonLink href={paths.userProfile} tone={vertical ? "outline" : "accent"} size="sm" block={vertical} className={vertical ? s.profileLink : undefined}>
          <Trans>My profile</Trans>
        </ButtonLink>
      ) : null}
      <ButtonLink href={paths.login} tone="light" size="sm" block={vertical}>
        <Trans>Login</Trans>
      </ButtonLink>
      {user && !vertical ? null : (
        <ButtonLink href={paths.register} tone="accent" size="sm" block={vertical}>
          <Trans>Register</Trans>
        </ButtonLink>
      )}
    </>
  );
}
