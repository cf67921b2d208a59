import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import * as shell from "../../app/shell.css";
import { paths } from "../../paths";
import { Button, ButtonLink } from "../../ui/button";
import * as s from "./account-actions.css";
import { useClubSession, useUserSession, type ClubSession } from "./session";
import { useLogout } from "./use-logout";

/** The signed-in club's menu in the header bar (SPEC section 2): its name, Dashboard, Logout. */
function ClubMenu({ club }: { club: ClubSession }) {
  const { t } = useLingui();
  const { logout } = useLogout();
  const clubName = club.name;
  const [, navigate] = useLocation();
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === "dashboard") navigate(paths.dashboard);
        if (details.value === "admin") navigate(paths.admin);
        if (details.value === "logout") logout();
      }}
    >
      <Menu.Trigger className={`${shell.langButton} ${s.trigger}`} data-testid="club-menu" aria-label={t`Club menu: ${clubName}`}>
        <span className={s.triggerName}>{club.name}</span>
        <span aria-hidden="true">▾</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={shell.menuContent}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={s.menuLabel}>{club.name}</Menu.ItemGroupLabel>
              <Menu.Item value="dashboard" className={`${shell.menuItem} ${s.menuItem}`}>
                <Trans>Dashboard</Trans>
              </Menu.Item>
              {club.isAdmin ? (
                <Menu.Item value="admin" className={`${shell.menuItem} ${s.menuItem}`}>
                  <Trans>Admin</Trans>
                </Menu.Item>
              ) : null}
              <Menu.Item value="logout" className={`${shell.menuItem} ${s.menuItem}`}>
                <Trans>Logout</Trans>
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
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
  if (club) return vertical ? <ClubDrawerActions club={club} /> : <ClubMenu club={club} />;
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
