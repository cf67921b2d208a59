import { Trans } from "@lingui/react/macro";
import { Card, CardBody } from "../../ui/card";
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
        <li>
          <Card className={s.card}>
            <CardBody>
              <h3 className={s.cardTitle}>
                <Trans>Grow the game</Trans>
              </h3>
              <p className={s.cardText}>
                <Trans>Support new and existing clubs in every region, with coaching, equipment and help finding pitches.</Trans>
              </p>
            </CardBody>
          </Card>
        </li>
        <li>
          <Card className={s.card}>
            <CardBody>
              <h3 className={s.cardTitle}>
                <Trans>Young players first</Trans>
              </h3>
              <p className={s.cardText}>
                <Trans>Bring rugby to schools and run the U16 Academy, so that every child can try the game safely.</Trans>
              </p>
            </CardBody>
          </Card>
        </li>
        <li>
          <Card className={s.card}>
            <CardBody>
              <h3 className={s.cardTitle}>
                <Trans>Fair competitions</Trans>
              </h3>
              <p className={s.cardText}>
                <Trans>Organise the Greek Championship, the Hellenic Cup and regional leagues, with trained referees at every match.</Trans>
              </p>
            </CardBody>
          </Card>
        </li>
        <li>
          <Card className={s.card}>
            <CardBody>
              <h3 className={s.cardTitle}>
                <Trans>Greece on the world stage</Trans>
              </h3>
              <p className={s.cardText}>
                <Trans>Prepare the national union and league teams for European and international competition.</Trans>
              </p>
            </CardBody>
          </Card>
        </li>
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
