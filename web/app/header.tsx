import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useLingui } from "@lingui/react/macro";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { AccountActions } from "../features/auth/account-actions";
import { paths } from "../paths";
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
