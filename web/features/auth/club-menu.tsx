import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { clubNameIn, useContentLanguage } from "../../lib/content-language";
import { paths } from "../../../schema/pages";
import * as headerMenu from "../../ui/header-menu.css";
import * as s from "./account-actions.css";
import type { ClubSession } from "./session";
import { useLogout } from "./use-logout";

/**
 * The signed-in club's menu in the header bar (SPEC section 2): its name, Dashboard, Logout.
 * Its own chunk (the menu and its positioning code), fetched only when a club is signed in.
 */
export function ClubMenu({ club }: { club: ClubSession }) {
  const { t } = useLingui();
  const { logout } = useLogout();
  // In Greek, the club's Greek name where it has one (issue 21).
  const clubName = clubNameIn(useContentLanguage(), club);
  const [, navigate] = useLocation();
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === "dashboard") navigate(paths.dashboard);
        if (details.value === "admin") navigate(paths.admin);
        if (details.value === "logout") logout();
      }}
    >
      <Menu.Trigger className={`${headerMenu.langButton} ${s.trigger}`} data-testid="club-menu" aria-label={t`Club menu: ${clubName}`}>
        <span className={s.triggerName}>{clubName}</span>
        <span aria-hidden="true">▾</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={headerMenu.menuContent}>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={s.menuLabel}>{clubName}</Menu.ItemGroupLabel>
              <Menu.Item value="dashboard" className={`${headerMenu.menuItem} ${s.menuItem}`}>
                <Trans>Dashboard</Trans>
              </Menu.Item>
              {club.isAdmin ? (
                <Menu.Item value="admin" className={`${headerMenu.menuItem} ${s.menuItem}`}>
                  <Trans>Admin</Trans>
                </Menu.Item>
              ) : null}
              <Menu.Item value="logout" className={`${headerMenu.menuItem} ${s.menuItem}`}>
                <Trans>Logout</Trans>
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
