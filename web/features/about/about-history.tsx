import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import * as s from "./about.css";

function Milestone({ year, title, children }: { year: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <li className={s.event}>
      <span className={s.year}>{year}</span>
      <h3 className={s.eventTitle}>{title}</h3>
      <p className={s.text}>{children}</p>
    </li>
  );
}

export function AboutHistory() {
  return (
    <section className={s.panel} aria-labelledby="about-history">
      <h2 id="about-history" className={s.title}>
        <Trans>Our history</Trans>
      </h2>
      <p className={s.lead}>
        <Trans>
          Rugby in Greece grew from a few friendly games into a national sport with clubs from Thessaloniki to Crete, played in both codes.
        </Trans>
      </p>
      <ol className={s.timeline}>
        <Milestone year={<Trans>1990s</Trans>} title={<Trans>The first games</Trans>}>
          <Trans>Students returning from the United Kingdom and France, and Greek-Australians visiting home, start playing friendly matches in Athens.</Trans>
        </Milestone>
        <Milestone year="2001" title={<Trans>The first clubs</Trans>}>
          <Trans>The first clubs are registered in Thessaloniki and Athens and begin playing each other regularly.</Trans>
        </Milestone>
        <Milestone year="2004" title={<Trans>The federation is founded</Trans>}>
          <Trans>The clubs found the Hellenic Rugby Federation to organise a national championship, train referees and represent Greek rugby abroad.</Trans>
        </Milestone>
        <Milestone year="2007" title={<Trans>A national championship</Trans>}>
          <Trans>The Greek Championship for rugby union takes its current form, with clubs from Attica, Macedonia and the Peloponnese.</Trans>
        </Milestone>
        <Milestone year="2013" title={<Trans>Rugby league joins</Trans>}>
          <Trans>Rugby league comes under the federation, and the Hellenic Cup brings league clubs from the mainland and the islands together.</Trans>
        </Milestone>
        <Milestone year="2018" title={<Trans>The U16 Academy opens</Trans>}>
          <Trans>The federation opens its academy for boys and girls aged 6 to 16, training in Marousi and Kaisariani.</Trans>
        </Milestone>
        <Milestone year={<Trans>Today</Trans>} title={<Trans>Two codes, one federation</Trans>}>
          <Trans>Member clubs across Greece play union and league, and national teams compete in both codes.</Trans>
        </Milestone>
      </ol>
    </section>
  );
}
