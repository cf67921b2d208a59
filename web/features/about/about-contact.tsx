import { Trans } from "@lingui/react/macro";
import { FEDERATION_CONTACT } from "../../lib/contact";
import { button } from "../../ui/button.css";
import { Card, CardBody } from "../../ui/card";
import * as s from "./about.css";

const MAP_URL = "https://www.google.com/maps/search/?api=1&query=" + encodeURIComponent("Olympic Athletic Center of Athens, Spyrou Loui 1, Marousi");

export function AboutContact() {
  return (
    <section className={s.panel} aria-labelledby="about-contact">
      <h2 id="about-contact" className={s.title}>
        <Trans>Contact us</Trans>
      </h2>
      <p className={s.lead}>
        <Trans>Questions about clubs, competitions, refereeing or the academy? Call us, write to us or visit our office.</Trans>
      </p>
      <div className={s.contactGrid}>
        <Card>
          <CardBody>
            <h3 className={s.subTitle}>
              <Trans>Federation office</Trans>
            </h3>
            <address className={s.address}>
              <div className={s.contactRow}>
                <span className={s.contactLabel}>
                  <Trans>Address</Trans>
                </span>
                <span className={s.contactValue}>
                  <Trans>Olympic Athletic Center of Athens (OAKA)</Trans>
                  <br />
                  <Trans>Spyrou Loui 1, 151 23 Marousi, Athens</Trans>
                </span>
              </div>
              <div className={s.contactRow}>
                <span className={s.contactLabel}>
                  <Trans>Phone</Trans>
                </span>
                <a className={s.contactLink} href={FEDERATION_CONTACT.phoneHref}>
                  {FEDERATION_CONTACT.phone}
                </a>
              </div>
              <div className={s.contactRow}>
                <span className={s.contactLabel}>
                  <Trans>Email</Trans>
                </span>
                <a className={s.contactLink} href={`mailto:${FEDERATION_CONTACT.email}`}>
                  {FEDERATION_CONTACT.email}
                </a>
              </div>
            </address>
            <div className={s.actions}>
              <a className={button({ tone: "primary" })} href={`mailto:${FEDERATION_CONTACT.email}`}>
                <Trans>Send us an email</Trans>
              </a>
              <a className={button({ tone: "outline" })} href={MAP_URL} target="_blank" rel="noopener noreferrer">
                <Trans>Get directions</Trans>
                <span aria-hidden="true">↗</span>
              </a>
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h3 className={s.subTitle}>
              <Trans>Office hours</Trans>
            </h3>
            {/* SPEC section 9, word for word. */}
            <p className={s.hoursLine}>
              <Trans>Mon-Fri 9-17, Sat 10-14, Sun closed</Trans>
            </p>
            <p className={s.cardText}>
              <Trans>Closed on public holidays. Times are Greek time.</Trans>
            </p>
          </CardBody>
        </Card>
      </div>
    </section>
  );
}
