import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { DEVICE_COOKIE_PREFIX, SESSION_HINT_COOKIES } from "../../../schema/constants";
import { LANGUAGE_COOKIE } from "../../../schema/page-contract";
import { paths } from "../../../schema/pages";
import { ContactEmail, LegalPage, LegalSection, P } from "./legal-page";
import * as s from "./legal.css";

type Item = { name: string; purpose: ReactNode; lifetime: ReactNode };

/** A table of what the portal keeps in the browser: name, what for, how long. */
function StorageTable({ caption, items }: { caption: string; items: Item[] }) {
  return (
    <div className={s.tableWrap}>
      <table className={s.table}>
        <caption className={s.text} style={{ textAlign: "start", captionSide: "top" }}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>What it is for</Trans>
            </th>
            <th scope="col">
              <Trans>How long</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name}>
              <td>
                <code>{item.name}</code>
              </td>
              <td>{item.purpose}</td>
              <td>{item.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /cookies: every cookie and every kind of storage the portal uses, all of them needed for it to work. */
export function CookiesScreen() {
  const { t } = useLingui();
  const cookies: Item[] = [
    {
      name: "rh_club",
      purpose: <Trans>Keeps a club official signed in. A random identifier, unreadable by the page's scripts (HttpOnly).</Trans>,
      lifetime: <Trans>Until logout; at most 30 days, or 7 days without use</Trans>,
    },
    {
      name: "rh_user",
      purpose: <Trans>Keeps a player signed in, in the same way.</Trans>,
      lifetime: <Trans>Until logout; at most 30 days, or 7 days without use</Trans>,
    },
    {
      name: `${SESSION_HINT_COOKIES.club}, ${SESSION_HINT_COOKIES.user}`,
      purpose: <Trans>Holds only "1": tells the app that a sign-in may exist, so it does not ask the server when it certainly does not. No identifier, nothing personal.</Trans>,
      lifetime: <Trans>As the sign-in cookie</Trans>,
    },
    {
      name: `${DEVICE_COOKIE_PREFIX}…`,
      purpose: (
        <Trans>
          Set when you sign in, one for each account: this device has signed in to that account before, so other people's wrong passwords cannot lock you out of it here. A random identifier and a signature, no e-mail, unreadable by the page's scripts (HttpOnly).
        </Trans>
      ),
      lifetime: <Trans>One year from your last sign-in on this device</Trans>,
    },
    {
      name: LANGUAGE_COOKIE,
      purpose: <Trans>The language you chose (English or Greek), so pages arrive in it. Set only when you choose a language.</Trans>,
      lifetime: <Trans>One year</Trans>,
    },
  ];
  const storage: Item[] = [
    {
      name: "localStorage: rugby-hellas-cache",
      purpose: <Trans>A copy of the pages' data you have read (and of your dashboard, if you are a club official), so the app opens at once and works without signal. Wiped when you log out.</Trans>,
      lifetime: <Trans>One week after it was saved</Trans>,
    },
    {
      name: "localStorage: language",
      purpose: <Trans>Your language, as the cookie above.</Trans>,
      lifetime: <Trans>Until you clear it</Trans>,
    },
    {
      name: "localStorage: rugby-hellas-install-dismissed, dashboard.playersView",
      purpose: <Trans>That you declined the offer to install the app, and whether a club's roster shows as cards or a table.</Trans>,
      lifetime: <Trans>30 days; until you clear it</Trans>,
    },
    {
      name: "IndexedDB: rugby-hellas (outbox)",
      purpose: <Trans>Forms sent without signal (academy registrations, club claims), with what you typed in them, until they can be delivered.</Trans>,
      lifetime: <Trans>Until delivered, or until you dismiss one the server refused</Trans>,
    },
    {
      name: "Cache Storage (service worker)",
      purpose: <Trans>The app's files, images and the public pages' data, for reading offline.</Trans>,
      lifetime: <Trans>Replaced with each new version of the app</Trans>,
    },
  ];
  return (
    <LegalPage title={t`Cookies and storage`} lead={<Trans>Every cookie and every kind of storage the portal uses on your device, and why.</Trans>}>
      <LegalSection title={<Trans>Only what the portal needs</Trans>}>
        <P>
          <Trans>
            The portal sets no advertising, analytics or third-party cookies. What it stores is needed for a service you ask for (signing in, your language, reading offline), so no consent banner is needed (Art. 5(3) of Directive 2002/58/EC and Art. 4(5) of Greek Law 3471/2006).
          </Trans>
        </P>
      </LegalSection>
      <LegalSection title={<Trans>Cookies</Trans>}>
        <StorageTable caption={t`Cookies the portal sets (all first-party)`} items={cookies} />
      </LegalSection>
      <LegalSection title={<Trans>Storage in the browser</Trans>}>
        <StorageTable caption={t`What the app keeps in your browser`} items={storage} />
      </LegalSection>
      <LegalSection title={<Trans>Removing them</Trans>}>
        <P>
          <Trans>
            Logging out ends the session and removes its cookies and the saved copy of your data. You can also delete everything in your browser's settings for this site; the portal then works as on a first visit. Questions: <ContactEmail />. More in the <Link href={paths.privacy}>privacy policy</Link>.
          </Trans>
        </P>
      </LegalSection>
    </LegalPage>
  );
}
