import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { FEDERATION_CONTACT } from "../../lib/contact";
import { paths } from "../../../schema/pages";
import { ContactEmail, LegalPage, LegalSection, List, P } from "./legal-page";

/** /privacy: who keeps which personal data, why, on what legal basis, for how long, and the visitor's rights (GDPR art. 13). */
export function PrivacyScreen() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy policy`}
      lead={<Trans>How the Hellenic Rugby Federation handles personal data on this portal, in line with the General Data Protection Regulation (EU) 2016/679 and Greek Law 4624/2019.</Trans>}
    >
      <LegalSection title={<Trans>Who is responsible</Trans>}>
        <P>
          <Trans>
            The controller of the personal data processed through this portal is the Hellenic Rugby Federation, Olympic Athletic Center of Athens (OAKA), Spyrou Loui 1, 151 23 Marousi, Athens, Greece.
          </Trans>
        </P>
        <P>
          <Trans>
            For any question about your data or to exercise your rights, write to <ContactEmail /> or call {FEDERATION_CONTACT.phone}. We answer within one month.
          </Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>What we collect and why</Trans>}>
        <List>
          <li>
            <Trans>
              <strong>Club accounts:</strong> the club's login e-mail and password (stored only as a salted hash), the club's details, and the name, e-mail and phone of its responsible person. We use them to run the club's membership and its dashboard and to contact the club. Legal basis: the club's membership of the federation (Art. 6(1)(b) GDPR) and our legitimate interest in running the competitions (Art. 6(1)(f)).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>The responsible person on the public club page:</strong> shown only if the club switches it on in its profile, on the basis of that choice (Art. 6(1)(a)). The club can switch it off at any time, and the details then disappear from the public page and the public data at once.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Player accounts:</strong> e-mail, password (hashed), first and last name, and the optional phone, date of birth, position, height, weight and biography you add. We use them to provide the account you asked for (Art. 6(1)(b)).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Academy registrations:</strong> the parent's or guardian's name, e-mail and phone, and the children's names, ages and rugby experience. We use them only to organise the academy and to contact the family. Because they concern children, we process them on the consent of the person with parental responsibility (Art. 6(1)(a) and Art. 8 GDPR), and we record when that consent was given.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Club claim requests:</strong> the name, e-mail, phone and message of the person claiming a club, to check the claim and reply (Art. 6(1)(b) and (f)).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Rosters, fixtures, results and news</strong> that clubs publish through their dashboard. The club that publishes them is responsible for having the right to do so and for informing its players.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Security records:</strong> failed sign-in attempts (the account's e-mail, the IP address and the time), to stop password guessing, and the server's technical logs of requests and errors, to keep the service running (Art. 6(1)(f)).
            </Trans>
          </li>
        </List>
        <P>
          <Trans>We do not sell personal data, we do not use it for advertising, and the portal has no analytics or tracking.</Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>How long we keep it</Trans>}>
        <List>
          <li>
            <Trans>Club and player accounts: while the account exists. You can ask us to delete an account at any time; we then delete it within one month.</Trans>
          </li>
          <li>
            <Trans>Academy registrations: for the academy season they are for and two years after it, or until consent is withdrawn, whichever is first.</Trans>
          </li>
          <li>
            <Trans>Club claim requests: one year after the claim is decided.</Trans>
          </li>
          <li>
            <Trans>Failed sign-in attempts: 24 hours. Technical logs: a few days. Sign-in sessions: at most 30 days, or 7 days without use.</Trans>
          </li>
        </List>
      </LegalSection>

      <LegalSection title={<Trans>Who else handles it</Trans>}>
        <P>
          <Trans>
            The portal runs on Cloudflare (Cloudflare, Inc.), which stores the data and delivers the federation's e-mail as our processor under a data processing agreement. Where data is handled outside the European Economic Area, this is covered by the EU–US Data Privacy Framework and the European Commission's standard contractual clauses. We share data with no one else, except where the law requires it.
          </Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Your rights</Trans>}>
        <P>
          <Trans>Under the GDPR you have the right to:</Trans>
        </P>
        <List>
          <li>
            <Trans>access the data we hold about you and get a copy of it (Art. 15);</Trans>
          </li>
          <li>
            <Trans>have it corrected (Art. 16) or deleted (Art. 17);</Trans>
          </li>
          <li>
            <Trans>restrict its processing (Art. 18) and object to processing based on our legitimate interest (Art. 21);</Trans>
          </li>
          <li>
            <Trans>receive the data you gave us in a common machine-readable format (Art. 20);</Trans>
          </li>
          <li>
            <Trans>withdraw your consent at any time, without affecting what was done before (Art. 7(3));</Trans>
          </li>
          <li>
            <Trans>complain to the Hellenic Data Protection Authority, Kifisias 1-3, 115 23 Athens, www.dpa.gr.</Trans>
          </li>
        </List>
        <P>
          <Trans>
            Players can correct most of their details themselves in their profile, and clubs in their dashboard. For everything else, write to <ContactEmail />.
          </Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Cookies and storage on your device</Trans>}>
        <P>
          <Trans>
            The portal uses only what it needs to work: sign-in cookies, your language, and copies of pages for reading offline. The <Link href={paths.cookies}>cookies page</Link> lists each one.
          </Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Changes</Trans>}>
        <P>
          <Trans>When this policy changes, we update the date at the top of this page. If a change affects how we use data you have already given us, we tell you by e-mail first.</Trans>
        </P>
      </LegalSection>
    </LegalPage>
  );
}
