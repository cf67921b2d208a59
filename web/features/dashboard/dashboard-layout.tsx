import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { Button } from "../../ui/button";
import { backdrop } from "../../ui/overlay.css";
import { useClubName, useTextIn } from "../../lib/content-language";
import { TextIn } from "../../ui/text";
import { useClubSession, useLogout } from "../auth";
import { ClubLogo } from "../clubs";
import { DASHBOARD_SECTIONS, DashboardNav, sectionAllowed, useCurrentSection } from "./dashboard-nav";
import { RoleForbiddenCard } from "./role-forbidden-card";
import * as s from "./dashboard-layout.css";

/** The club's logo, name and location, then the section links and Logout. */
function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { data: club } = useClubSession();
  const { logout, pending } = useLogout();
  const name = useClubName(club ?? { name: "" });
  const location = useTextIn(club?.location, club?.locationEl);
  return (
    <div className={s.panel}>
      {club ? (
        <div className={s.clubCard}>
          <ClubLogo src={club.logoUrl} alt="" className={s.clubLogo} size={48} />
          <div className={s.clubText}>
            <TextIn value={name} className={s.clubName} testId="dashboard-club-name" />
            <TextIn value={location} className={s.clubLocation} />
          </div>
        </div>
      ) : null}
      <DashboardNav onNavigate={onNavigate} />
      <Button tone="outline" block onClick={logout} disabled={pending} aria-busy={pending}>
        {pending ? <Trans>Logging out...</Trans> : <Trans>Logout</Trans>}
      </Button>
    </div>
  );
}

/** Under 768 px: a bar naming the club and section, with a button that slides the menu in. */
function MobileMenu() {
  const { t, i18n } = useLingui();
  const { data: club } = useClubSession();
  const name = useClubName(club ?? { name: "" });
  const sectionLabel = i18n._(useCurrentSection().label);
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  // A link that navigates closes the drawer; so does any other route change (e.g. Back).
  useEffect(() => setOpen(false), [location]);
  return (
    <div className={s.mobileBar}>
      {club ? <TextIn value={name} className={s.mobileBarClub} /> : <span className={s.mobileBarClub} />}
      <Button tone="outline" onClick={() => setOpen(true)} aria-expanded={open} aria-haspopup="dialog" aria-label={t`Dashboard menu: ${sectionLabel}`}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {sectionLabel}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop className={backdrop} />
          <Dialog.Positioner className={s.drawerPositioner}>
            <Dialog.Content className={s.drawer}>
              <div className={s.drawerHeader}>
                <Dialog.Title className={s.drawerTitle}>
                  <Trans>Dashboard menu</Trans>
                </Dialog.Title>
                <Dialog.CloseTrigger className={s.drawerClose} aria-label={t`Close menu`}>
                  ×
                </Dialog.CloseTrigger>
              </div>
              <SideMenu onNavigate={() => setOpen(false)} />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </div>
  );
}

/**
 * A screen the person's roles in this club do not open (issue 23): the card that says so, not a
 * screen whose every call the API would refuse. Checked again when they switch clubs.
 */
function AllowedScreen({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { data: club } = useClubSession();
  const section = DASHBOARD_SECTIONS.find((entry) => entry.href === location);
  if (section && !sectionAllowed(club, section)) return <RoleForbiddenCard />;
  return children;
}

/** The club dashboard's frame (SPEC section 2): side menu from 768 px, a drawer below. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={s.shell}>
      <MobileMenu />
      <aside className={s.sidebar} aria-label={t`Dashboard menu`}>
        <SideMenu />
      </aside>
      <div className={s.content}>
        <AllowedScreen>{children}</AllowedScreen>
      </div>
    </div>
  );
}
