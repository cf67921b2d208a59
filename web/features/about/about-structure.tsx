import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { AboutCard } from "./about-card";
import * as s from "./about.css";

const COMMITTEES: { name: MessageDescriptor; remit: MessageDescriptor }[] = [
  { name: msg`Rugby Union Committee`, remit: msg`Runs the Greek Championship and the Cup, and the national fifteens and sevens teams.` },
  { name: msg`Rugby League Committee`, remit: msg`Runs the Hellenic Cup and the regional leagues, and the national rugby league team.` },
  { name: msg`Referees Committee`, remit: msg`Trains, appoints and assesses match officials for both codes.` },
  { name: msg`Youth Development Committee`, remit: msg`Oversees the U16 Academy, schools rugby and coach education.` },
  { name: msg`Medical and Anti-Doping Committee`, remit: msg`Sets player welfare and concussion rules and works with the national anti-doping agency.` },
  { name: msg`Disciplinary Committee`, remit: msg`Hears citings and appeals, independently of the Board.` },
];

const REGIONS: { name: MessageDescriptor; clubs: MessageDescriptor }[] = [
  { name: msg`Attica`, clubs: msg`Athens, Piraeus, Glyfada` },
  { name: msg`Central Macedonia`, clubs: msg`Thessaloniki` },
  { name: msg`Thessaly`, clubs: msg`Larissa, Volos` },
  { name: msg`Western Greece and Peloponnese`, clubs: msg`Patras, Kalamata` },
  { name: msg`Epirus`, clubs: msg`Ioannina` },
  { name: msg`Crete`, clubs: msg`Heraklion, Chania` },
  { name: msg`Dodecanese`, clubs: msg`Rhodes` },
];

export function AboutStructure() {
  const { i18n } = useLingui();
  return (
    <section className={s.panel} aria-labelledby="about-structure">
      <h2 id="about-structure" className={s.title}>
        <Trans>How the federation is organised</Trans>
      </h2>
      <p className={s.lead}>
        <Trans>The federation belongs to its member clubs. They elect the Board, which is supported by specialist committees and regional representatives.</Trans>
      </p>
      <ul className={s.cards}>
        <AboutCard title={<Trans>General Assembly</Trans>}>
          <Trans>Every member club has a vote. The Assembly meets once a year to approve the accounts, the rules and the season's plans, and elects the Board every four years.</Trans>
        </AboutCard>
        <AboutCard title={<Trans>Board of Directors</Trans>}>
          <Trans>The President, two Vice-Presidents (one for each code), the Secretary General, the Treasurer and four members run the federation between Assemblies.</Trans>
        </AboutCard>
      </ul>
      <h3 className={s.subTitle}>
        <Trans>Committees</Trans>
      </h3>
      <ul className={s.cards}>
        {COMMITTEES.map((committee) => (
          <AboutCard key={committee.name.id} title={i18n._(committee.name)} headingLevel="h4">
            {i18n._(committee.remit)}
          </AboutCard>
        ))}
      </ul>
      <h3 className={s.subTitle}>
        <Trans>Regions</Trans>
      </h3>
      <p className={s.text}>
        <Trans>Clubs are grouped into regions, each with a representative who organises local fixtures, festivals and school visits.</Trans>
      </p>
      <ul className={s.regions}>
        {REGIONS.map((region) => (
          <li key={region.name.id} className={s.region}>
            <span className={s.regionName}>{i18n._(region.name)}</span>
            <span className={s.regionClubs}>{i18n._(region.clubs)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
