import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "../../../schema/pages";
import { ContactEmail, LegalPage, LegalSection, List, P } from "./legal-page";

/** /terms: the conditions of using the portal and its accounts. */
export function TermsScreen() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Terms of use`} lead={<Trans>The conditions for using the Hellenic Rugby Federation's portal, its club dashboards and its player accounts.</Trans>}>
      <LegalSection title={<Trans>The portal</Trans>}>
        <P>
          <Trans>
            This portal is run by the Hellenic Rugby Federation (Olympic Athletic Center of Athens, Spyrou Loui 1, 151 23 Marousi). It publishes information about rugby union and rugby league in Greece: clubs, fixtures, results, standings, news and the academy. Reading it is free and needs no account.
          </Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Accounts</Trans>}>
        <List>
          <li>
            <Trans>Club accounts are for the member clubs of the federation; player accounts for players and their families. Give true details and keep them up to date.</Trans>
          </li>
          <li>
            <Trans>Keep your password to yourself. Everything done with your account counts as done by you; if you think someone else has used it, change the password and tell us.</Trans>
          </li>
          <li>
            <Trans>We may suspend an account that breaks these terms or the federation's regulations, after telling its holder why, unless the law or the safety of others requires us to act at once.</Trans>
          </li>
        </List>
      </LegalSection>

      <LegalSection title={<Trans>What clubs publish</Trans>}>
        <P>
          <Trans>
            Clubs are responsible for the news, photos, rosters, fixtures and results they publish: they must be accurate, must not infringe anyone's rights, and must respect the privacy of players, especially minors. A club publishes a person's details only when it has the right to, and removes them when asked. The federation may correct or remove content that is wrong or unlawful.
          </Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Fair use</Trans>}>
        <P>
          <Trans>Do not use the portal to break the law, to publish offensive or misleading content, to get into accounts or data that are not yours, or to put a load on it that stops others from using it.</Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Official results</Trans>}>
        <P>
          <Trans>
            We take care that fixtures, results and standings are correct, but the portal is for information: the official record of a competition is the one kept by the federation under its regulations. Fixtures can change; check with the clubs before travelling to a match.
          </Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Intellectual property</Trans>}>
        <P>
          <Trans>The federation's name, logos and texts belong to the federation; clubs' names, logos and content belong to the clubs. You may share links to the portal and quote it with its source; anything more needs the owner's permission.</Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Liability</Trans>}>
        <P>
          <Trans>We work to keep the portal available and correct but cannot promise that it is never interrupted. As far as Greek law allows, the federation is not liable for loss caused by an interruption or by content that clubs or users publish. Nothing in these terms limits your rights as a consumer.</Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Personal data</Trans>}>
        <P>
          <Trans>
            How we handle personal data is explained in the <Link href={paths.privacy}>privacy policy</Link>, and what the portal stores on your device on the <Link href={paths.cookies}>cookies page</Link>.
          </Trans>
        </P>
      </LegalSection>

      <LegalSection title={<Trans>Changes and law</Trans>}>
        <P>
          <Trans>
            We may change these terms; the date at the top says when they last changed, and account holders are told of important changes by e-mail. Greek law applies, and the courts of Athens decide disputes, without prejudice to a consumer's right to go to the courts of their own residence. Questions: <ContactEmail />.
          </Trans>
        </P>
      </LegalSection>
    </LegalPage>
  );
}
