import { Trans, useLingui } from "@lingui/react/macro";
import { FEDERATION_CONTACT } from "../../lib/contact";
import { button } from "../../ui/button.css";
import { container } from "../../ui/layout.css";
import { PageHeader } from "../../ui/page-header";
import { usePageTitle } from "../../ui/page-title";
import { AcademyAgeGroups } from "./academy-age-groups";
import { AcademyFacts } from "./academy-facts";
import { AcademyFeatures } from "./academy-features";
import { AcademySchedule } from "./academy-schedule";
import * as s from "./academy.css";
import { RegisterButtonIsland } from "./register-button";

/** /academy: the federation's U16 academy, with its schedule (#schedule) and registration (#register). */
export function AcademyScreen() {
  const { t } = useLingui();
  usePageTitle(t`U16 Rugby Academy`);

  return (
    <>
      <PageHeader
        eyebrow={<Trans>Hellenic Rugby Federation Academy</Trans>}
        title={<Trans>U16 Rugby Academy</Trans>}
        lead={
          <Trans>
            Rugby for boys and girls aged 6 to 16: qualified coaches, safe and fun sessions, and a pathway from a first pass to the national youth teams.
          </Trans>
        }
        actions={
          <>
            {/* Each button opens the registration dialog: the page's only parts that run in the browser. */}
            <RegisterButtonIsland label={t`Register your child`} />
            {/* A same-page anchor: a plain link, so the browser scrolls and keeps the hash. */}
            <a href="#schedule" className={button({ tone: "light", size: "lg" })}>
              <Trans>See the schedule</Trans>
            </a>
          </>
        }
      />

      <section className={s.section} aria-labelledby="academy-facts">
        <div className={container}>
          <h2 id="academy-facts" className={s.sectionTitle}>
            <Trans>Key facts</Trans>
          </h2>
          <p className={s.sectionLead}>
            <Trans>One monthly fee for two coached sessions a week, in four age groups.</Trans>
          </p>
          <AcademyFacts />
        </div>
      </section>

      <section className={s.altSection} aria-labelledby="academy-groups">
        <div className={container}>
          <h2 id="academy-groups" className={s.sectionTitle}>
            <Trans>Age groups</Trans>
          </h2>
          <p className={s.sectionLead}>
            <Trans>Children train with others of their age, following World Rugby's age-grade guidelines.</Trans>
          </p>
          <AcademyAgeGroups />
        </div>
      </section>

      <section className={s.section} aria-labelledby="academy-features">
        <div className={container}>
          <h2 id="academy-features" className={s.sectionTitle}>
            <Trans>Why join the academy</Trans>
          </h2>
          <p className={s.sectionLead}>
            <Trans>More than a sport: rugby builds confidence, friendships and respect.</Trans>
          </p>
          <AcademyFeatures />
        </div>
      </section>

      <section id="schedule" className={s.altSection} aria-labelledby="academy-schedule">
        <div className={container}>
          <h2 id="academy-schedule" className={s.sectionTitle}>
            <Trans>Training schedule</Trans>
          </h2>
          <p className={s.sectionLead}>
            <Trans>Two sessions a week, at two venues in the Athens area.</Trans>
          </p>
          <AcademySchedule />
        </div>
      </section>

      <section id="register" className={s.section} aria-labelledby="academy-register">
        <div className={container}>
          <div className={s.register}>
            <div>
              <h2 id="academy-register" className={s.registerTitle}>
                <Trans>Register your child</Trans>
              </h2>
              <p>
                <Trans>Registration takes two minutes: send the form and we will get back to you.</Trans>
              </p>
              <ol className={s.steps}>
                <li>
                  <Trans>Send us your details and your children's names and ages.</Trans>
                </li>
                <li>
                  <Trans>Our academy coordinator calls you to agree the age group and venue.</Trans>
                </li>
                <li>
                  <Trans>Your child joins their first session, in comfortable sports clothes.</Trans>
                </li>
              </ol>
            </div>
            <div className={s.registerAside}>
              <RegisterButtonIsland label={t`Register now`} />
              <p className={s.contactLine}>
                <Trans>
                  Questions? Call{" "}
                  <a className={s.contactLink} href={FEDERATION_CONTACT.phoneHref}>
                    {FEDERATION_CONTACT.phone}
                  </a>{" "}
                  or write to{" "}
                  <a className={s.contactLink} href={`mailto:${FEDERATION_CONTACT.email}`}>
                    {FEDERATION_CONTACT.email}
                  </a>
                  .
                </Trans>
              </p>
            </div>
          </div>
        </div>
      </section>

    </>
  );
}
