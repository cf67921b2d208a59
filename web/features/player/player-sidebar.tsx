import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { initials } from "../../lib/format";
import { paths } from "../../../schema/pages";
import { type UserSession, usePlayerLogout } from "../auth";
import * as s from "./player-area.css";

/** The player area's menu (SPEC section 2): profile, academy registration and logout. */
export function PlayerSidebar({ user }: { user: UserSession }) {
  const { t } = useLingui();
  const [location] = useLocation();
  const { logout, pending } = usePlayerLogout();
  const fullName = `${user.firstName} ${user.lastName}`;
  const links = [
    { href: paths.userProfile, label: <Trans>My profile</Trans> },
    { href: paths.userRegistrations, label: <Trans>Registrations</Trans> },
    { href: paths.userFamily, label: <Trans>Family</Trans> },
    { href: paths.academyRegistration, label: <Trans>Academy registration</Trans> },
    { href: paths.userData, label: <Trans>Your data</Trans> },
  ];
  return (
    <aside className={s.sidebar}>
      <div className={s.identity}>
        <span className={s.avatar} aria-hidden="true">
          {initials(fullName)}
        </span>
        <div>
          <p className={s.name}>{fullName}</p>
          <p className={s.email}>{user.email}</p>
        </div>
      </div>
      <nav aria-label={t`Player menu`} className={s.nav}>
        {links.map((link) => (
          <Link key={link.href} href={link.href} className={s.navLink} aria-current={location === link.href ? "page" : undefined}>
            {link.label}
          </Link>
        ))}
        <button type="button" className={s.logout} onClick={logout} disabled={pending}>
          {pending ? <Trans>Logging out...</Trans> : <Trans>Logout</Trans>}
        </button>
      </nav>
    </aside>
  );
}
