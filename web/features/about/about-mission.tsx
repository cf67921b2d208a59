import { Trans } from "@lingui/react/macro";
import { AboutCard } from "./about-card";
import * as s from "./about.css";

export function AboutMission() {
  return (
    <section className={s.panel} aria-labelledby="about-mission">
      <h2 id="about-mission" className={s.title}>
        <Trans>Our mission</Trans>
      </h2>
      <p className={s.lead}>
        <Trans>
          The Hellenic Rugby Federation is the governing body of rugby union and rugby league in Greece. We exist to make rugby a sport that
          anyone in Greece can play, watch and enjoy, and to represent Greece with pride on the international stage.
        </Trans>
      </p>
      <ul className={s.cards}>
        <AboutCard title={<Trans>Grow the game</Trans>}>
          <Trans>Support new and existing clubs in every region, with coaching, equipment and help finding pitches.</Trans>
        </AboutCard>
        <AboutCard title={<Trans>Young players first</Trans>}>
          <Trans>Bring rugby to schools and run the U16 Academy, so that every child can try the game safely.</Trans>
        </AboutCard>
        <AboutCard title={<Trans>Fair competitions</Trans>}>
          <Trans>Organise the Greek Championship, the Hellenic Cup and regional leagues, with trained referees at every match.</Trans>
        </AboutCard>
        <AboutCard title={<Trans>Greece on the world stage</Trans>}>
          <Trans>Prepare the national union and league teams for European and international competition.</Trans>
        </AboutCard>
      </ul>
      <p className={s.text}>
        <Trans>
          Everything we do follows rugby's core values: integrity, passion, solidarity, discipline and respect. The federation is a
          non-profit association whose members are its clubs.
        </Trans>
      </p>
    </section>
  );
}
