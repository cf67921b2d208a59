import { todayIso } from "../../schema/athens-time";
import { useNow } from "../lib/now";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "../../schema/pages";
import { container } from "../ui/layout.css";
import { FEDERATION_CONTACT } from "../lib/contact";
import * as s from "./shell.css";

const SOCIAL_ICONS: Record<string, string> = {
  Facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8Z",
  Instagram: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  X: "M4 4h4.5l4 5.6L17 4h3l-6.1 7.3L21 20h-4.5l-4.3-6-5 6H4l6.7-7.9Z",
  YouTube: "M22 8.2a3 3 0 0 0-2-2C18.3 5.7 12 5.7 12 5.7s-6.3 0-8 .5a3 3 0 0 0-2 2A31 31 0 0 0 1.6 12a31 31 0 0 0 .4 3.8 3 3 0 0 0 2 2c1.7.5 8 .5 8 .5s6.3 0 8-.5a3 3 0 0 0 2-2 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15.1V8.9l5.2 3.1Z",
};

export function Footer() {
  const { t } = useLingui();
  // Only pages that exist: each link's label says what it opens.
  const federationLinks = [
    { href: paths.about, label: t`About` },
    { href: `${paths.about}?tab=structure`, label: t`Structure` },
    { href: paths.clubs, label: t`Clubs` },
    { href: paths.news, label: t`News` },
    { href: `${paths.about}?tab=contact`, label: t`Contact` },
  ];
  // The rules of each code are on its own page.
  const rugbyLinks = [
    { href: paths.rugbyUnion, label: t`Rugby Union` },
    { href: paths.rugbyLeague, label: t`Rugby League` },
    { href: paths.fixtures, label: t`Fixtures & Results` },
    { href: paths.competitions, label: t`Competitions` },
    { href: paths.academy, label: t`Academy` },
  ];
  const legalLinks = [
    { href: paths.privacy, label: t`Privacy` },
    { href: paths.terms, label: t`Terms` },
    { href: paths.cookies, label: t`Cookies` },
  ];
  return (
    <footer className={s.footer}>
      <div className={container}>
        <div className={s.footerGrid}>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={s.footerTitle}>
              <Trans>Hellenic Rugby Federation</Trans>
            </h2>
            <address style={{ fontStyle: "normal" }}>
              <Trans>Olympic Athletic Center of Athens (OAKA)</Trans>
              <br />
              <Trans>Spyrou Loui 1, 151 23 Marousi, Athens</Trans>
              <br />
              <a className={s.footerLink} href={FEDERATION_CONTACT.phoneHref}>
                {FEDERATION_CONTACT.phone}
              </a>
              <br />
              <a className={s.footerLink} href={`mailto:${FEDERATION_CONTACT.email}`}>
                {FEDERATION_CONTACT.email}
              </a>
            </address>
          </section>
          <nav aria-labelledby="footer-federation">
            <h2 id="footer-federation" className={s.footerTitle}>
              <Trans>Federation</Trans>
            </h2>
            <ul className={s.footerList}>
              {federationLinks.map((link) => (
                <li key={link.label}>
                  <Link className={s.footerLink} href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-rugby">
            <h2 id="footer-rugby" className={s.footerTitle}>
              <Trans>Rugby</Trans>
            </h2>
            <ul className={s.footerList}>
              {rugbyLinks.map((link) => (
                <li key={link.label}>
                  <Link className={s.footerLink} href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={s.footerTitle}>
              <Trans>Follow us</Trans>
            </h2>
            <div className={s.social}>
              {FEDERATION_CONTACT.social.map((network) => (
                <a key={network.name} className={s.socialLink} href={network.href} rel="noopener noreferrer" target="_blank" aria-label={network.name}>
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                    <path d={SOCIAL_ICONS[network.name]} />
                  </svg>
                </a>
              ))}
            </div>
          </section>
        </div>
        <div className={s.footerBottom}>
          <span>
            © {todayIso(useNow()).slice(0, 4)} <Trans>Hellenic Rugby Federation</Trans>
          </span>
          <ul className={s.footerList} style={{ flexDirection: "row", gap: "1rem" }}>
            {legalLinks.map((link) => (
              <li key={link.label}>
                <Link className={s.footerLink} href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
