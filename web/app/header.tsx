import { Dialog } from "@ark-ui/react/dialog";
import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react/macro";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useClubSession } from "../features/auth/session";
import { useLogout } from "../features/auth/use-logout";
import { paths } from "../paths";
import { ButtonLink } from "../ui/button";
import { container } from "../ui/layout.css";
import { backdrop } from "../ui/overlay.css";
import { LanguageToggle } from "./language-toggle";
import { NAV_LINKS } from "./nav-links";
import * as s from "./shell.css";

function NavItems({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const [location] = useLocation();
  return NAV_LINKS.map((link) => (
    <Link key={link.href} href={link.href} className={className} aria-current={location === link.href ? "page" : undefined} onClick={onNavigate}>
      {i18n._(link.label)}
    </Link>
  ));
}

/** Login and Register for visitors; the club menu (name, Dashboard, Logout) for a signed-in club. */
function AccountActions({ vertical }: { vertical?: boolean }) {
  const { data: club } = useClubSession();
  const logout = useLogout();
  const [, navigate] = useLocation();
  if (!club) {
    return (
      <>
        <ButtonLink href={paths.login} tone="light" size="sm" block={vertical}>
          <Trans>Login</Trans>
        </ButtonLink>
        <ButtonLink href={paths.register} tone="accent" size="sm" block={vertical}>
          <Trans>Register</Trans>
        </ButtonLink>
      </>
    );
  }
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === "dashboard") navigate(paths.dashboard);
        if (details.value === "logout") logout.mutate();
      }}
    >
      <Menu.Trigger className={s.langButton} data-testid="club-menu">
        {club.name} ▾
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={s.menuContent}>
            <Menu.Item value="dashboard" className={s.menuItem}>
              <Trans>Dashboard</Trans>
            </Menu.Item>
            <Menu.Item value="logout" className={s.menuItem}>
              <Trans>Logout</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function Header() {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className={s.header}>
      <div className={`${container} ${s.headerInner}`}>
        <Link href={paths.home} className={s.brand} aria-label={t`Hellenic Rugby Federation, home`}>
          <img src="/logo.svg" alt="" className={s.logo} width="96" height="112" />
          <span className={s.brandText}>
            <span>Rugby Hellas</span>
            <span className={s.brandSub}>
              <Trans>Hellenic Rugby Federation</Trans>
            </span>
          </span>
        </Link>
        <nav className={s.nav} aria-label={t`Main`}>
          <NavItems className={s.navLink} />
        </nav>
        <div className={s.actions}>
          <LanguageToggle />
          <AccountActions />
        </div>
        <button type="button" className={s.menuButton} aria-label={t`Open menu`} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <Dialog.Root open={drawerOpen} onOpenChange={(details) => setDrawerOpen(details.open)} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop className={backdrop} />
          <Dialog.Positioner className={s.drawerPositioner}>
            <Dialog.Content className={s.drawer} aria-label={t`Menu`}>
              <Dialog.CloseTrigger className={s.menuButton} aria-label={t`Close menu`} style={{ alignSelf: "flex-end" }}>
                ×
              </Dialog.CloseTrigger>
              <nav aria-label={t`Main`}>
                <NavItems className={s.drawerLink} onNavigate={() => setDrawerOpen(false)} />
              </nav>
              <div className={s.drawerActions} onClick={() => setDrawerOpen(false)}>
                <LanguageToggle />
                <AccountActions vertical />
              </div>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </header>
  );
}
