import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { clubNameIn, useContentLanguage } from "../../lib/content-language";
import { paths } from "../../../schema/pages";
import * as headerMenu from "../../ui/header-menu.css";
import * as s from "./account-actions.css";
import type { ClubSession } from "./session";
import { clubSessionCan, personNameOf, useSwitchClub } from "./session-roles";
import { useLogout } from "./use-logout";

/**
 * The signed-in person's menu in the header bar (SPEC section 2; issue 23): the club they act for
 * and who they are, the clubs they can act for, Dashboard, Members (club admins), Admin
 * (federation people), Account security and Logout. Its own chunk (the menu and its positioning
 * code), fetched only when someone is signed in at the club door.
 */
export function ClubMenu({ club }: { club: ClubSession }) {
  const { t } = useLingui();
  const { logout } = useLogout();
  const { switchTo } = useSwitchClub();
  // In Greek, the club's Greek name where it has one (issue 21).
  const lang = useContentLanguage();
  const clubName = clubNameIn(lang, club);
  const personName = personNameOf(club);
  const choices = club.actingFor ?? [];
  const [, navigate] = useLocation();
  const goTo: Record<string, string> = { dashboard: paths.dashboard, members: paths.dashboardMembers, admin: paths.admin, security: paths.accountSecurity };
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value in goTo) navigate(goTo[details.value]!);
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
            {personName ? (
              <p className={s.menuPerson} data-testid="menu-person">
                {personName}
              </p>
            ) : null}
            {choices.length > 1 ? (
              // A person with roles in several clubs (or a federation role too) picks whom they act for.
              <Menu.RadioItemGroup value={String(club.id)} onValueChange={(details) => Number(details.value) !== club.id && switchTo(Number(details.value))}>
                <Menu.ItemGroupLabel className={s.menuLabel}>
                  <Trans>Acting for</Trans>
                </Menu.ItemGroupLabel>
                {choices.map((choice) => (
                  <Menu.RadioItem key={choice.clubId} value={String(choice.clubId)} className={`${headerMenu.menuItem} ${s.menuItem} ${s.choice}`} data-testid="acting-for-choice">
                    <Menu.ItemIndicator className={s.choiceMark}>✓</Menu.ItemIndicator>
                    <Menu.ItemText>{clubNameIn(lang, choice)}</Menu.ItemText>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            ) : null}
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={s.menuLabel}>{clubName}</Menu.ItemGroupLabel>
              <Menu.Item value="dashboard" className={`${headerMenu.menuItem} ${s.menuItem}`}>
                <Trans>Dashboard</Trans>
              </Menu.Item>
              {clubSessionCan(club, "members") ? (
                <Menu.Item value="members" className={`${headerMenu.menuItem} ${s.menuItem}`}>
                  <Trans>Members</Trans>
                </Menu.Item>
              ) : null}
              {club.isAdmin ? (
                <Menu.Item value="admin" className={`${headerMenu.menuItem} ${s.menuItem}`}>
                  <Trans>Admin</Trans>
                </Menu.Item>
              ) : null}
              <Menu.Item value="security" className={`${headerMenu.menuItem} ${s.menuItem}`}>
                <Trans>Account security</Trans>
              </Menu.Item>
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
