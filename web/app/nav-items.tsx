import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { NAV_LINKS } from "./nav-links";

/** The six header links, as the desktop bar and the mobile drawer both show them. */
export function NavItems({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const [location] = useLocation();
  return NAV_LINKS.map((link) => (
    <Link key={link.href} href={link.href} className={className} aria-current={location === link.href ? "page" : undefined} onClick={onNavigate}>
      {i18n._(link.label)}
    </Link>
  ));
}
