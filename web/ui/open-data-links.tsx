/**
 * Subscribe and Download links for open data (issue 11): a calendar to subscribe to (webcal://,
 * so the phone's calendar app opens and keeps it up to date) or to download once (.ics), and the
 * same lists as spreadsheets (CSV), with one line saying what they do. The addresses come from
 * the caller; calendars come in the language the app shows.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { inLanguage } from "../../schema/open-data-paths";
import type { PageLocale } from "../../schema/page-contract";
import { siteHost } from "../lib/site-host";
import { button } from "./button.css";
import * as s from "./open-data-links.css";

type Calendar = { path: string; label?: ReactNode };
type Csv = { path: string; label: ReactNode };

/** webcal:// so the phone's calendar app subscribes; absolute, with the site's host (drawn on the server too). */
function SubscribeLink({ path, label }: { path: string; label?: ReactNode }) {
  return (
    <a className={button({ tone: "primary", size: "sm" })} href={`webcal://${siteHost()}${path}`} data-testid="subscribe-calendar">
      {label ?? <Trans>Subscribe</Trans>}
    </a>
  );
}

export function OpenDataLinks({ calendars, csv = [] }: { calendars: Calendar[]; csv?: Csv[] }) {
  const { i18n } = useLingui();
  return (
    <aside className={s.box} data-testid="open-data-links">
      {calendars.map(({ path, label }) => {
        const inOurLanguage = inLanguage(path, i18n.locale as PageLocale);
        return (
          <span key={path} className={s.pair}>
            <SubscribeLink path={inOurLanguage} label={label} />
            <a className={button({ tone: "outline", size: "sm" })} href={inOurLanguage} download data-testid="download-calendar">
              <Trans>Download (.ics)</Trans>
            </a>
          </span>
        );
      })}
      {csv.map(({ path, label }) => (
        <a key={path} className={button({ tone: "outline", size: "sm" })} href={path} download data-testid="download-csv">
          {label}
        </a>
      ))}
      <p className={s.explanation}>
        <Trans>Subscribe to put these fixtures in your phone's calendar, kept up to date by itself; download for a one-off copy.</Trans>
      </p>
    </aside>
  );
}
