import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { FEDERATION_CONTACT } from "../../lib/contact";
import { formatDate } from "../../lib/format";
import { paths } from "../../../schema/pages";
import { container, section } from "../../ui/layout.css";
import { PageHeader } from "../../ui/page-header";
import { usePageTitle } from "../../ui/page-title";
import * as s from "./legal.css";

/** When the three texts last changed (shown on each page). */
const LAST_UPDATED = "2026-11-24";

/** One numbered part of a legal text. */
export function LegalSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={s.section}>
      <h2 className={s.heading}>{title}</h2>
      {children}
    </section>
  );
}

export const P = ({ children }: { children: ReactNode }) => <p className={s.text}>{children}</p>;
export const List = ({ children }: { children: ReactNode }) => <ul className={s.list}>{children}</ul>;

/** The federation's address for privacy questions, as a mail link. */
export const ContactEmail = () => <a href={`mailto:${FEDERATION_CONTACT.email}`}>{FEDERATION_CONTACT.email}</a>;

/** The frame of the privacy, terms and cookies pages: title, date, text, and the other two. */
export function LegalPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  usePageTitle(title);
  const pages = [
    { href: paths.privacy, label: t`Privacy policy` },
    { href: paths.terms, label: t`Terms of use` },
    { href: paths.cookies, label: t`Cookies and storage` },
  ];
  return (
    <>
      <PageHeader eyebrow={<Trans>Hellenic Rugby Federation</Trans>} title={title} lead={lead} />
      <div className={`${container} ${section}`}>
        <article className={s.body}>
          <p className={s.updated}>
            <Trans>Last updated: {formatDate(LAST_UPDATED)}</Trans>
          </p>
          {children}
          <nav aria-label={t`Legal information`}>
            <ul className={s.related}>
              {pages.map((page) => (
                <li key={page.href}>
                  <Link href={page.href}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </div>
    </>
  );
}
