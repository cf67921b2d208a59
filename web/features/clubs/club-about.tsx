import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useClubInLanguage, useClubLanguages } from "../../lib/content-language";
import { Card, CardBody } from "../../ui/card";
import type { PublicClub } from "./api";
import * as s from "./club-screen.css";
import { RugbyCodeBadges } from "./rugby-code-badges";

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={s.factLabel}>{label}</dt>
      <dd className={s.factValue}>{children}</dd>
    </>
  );
}

/** Shown instead of a missing value, so the row still says something. */
const NotProvided = () => (
  <span className={s.factLabel}>
    <Trans>Not provided</Trans>
  </span>
);

/** A site address as people write it: no scheme, no trailing slash. */
const displayUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

const externalLink = { target: "_blank", rel: "noopener noreferrer" } as const;

/** The about tab: how to reach the club, and the club's details. */
export function ClubAbout({ club: given }: { club: PublicClub }) {
  const club = useClubInLanguage(given);
  const langs = useClubLanguages(given);
  const social = [
    { name: "Facebook", href: club.facebookUrl },
    { name: "Instagram", href: club.instagramUrl },
    { name: "X", href: club.xUrl },
  ].filter((link): link is { name: string; href: string } => Boolean(link.href));

  return (
    <div className={s.panelGrid}>
      <Card>
        <CardBody>
          <h2 className={s.panelTitle}>
            <Trans>Contact information</Trans>
          </h2>
          <dl className={s.facts}>
            {/* The responsible person is shown only when the club has chosen to (the API sends nothing otherwise). */}
            {club.contactPublic ? (
              <>
                <Fact label={<Trans>Responsible person</Trans>}>{club.responsiblePersonName || <NotProvided />}</Fact>
                <Fact label={<Trans>Email</Trans>}>
                  {club.responsiblePersonEmail ? (
                    <a className={s.factLink} href={`mailto:${club.responsiblePersonEmail}`}>
                      {club.responsiblePersonEmail}
                    </a>
                  ) : (
                    <NotProvided />
                  )}
                </Fact>
                <Fact label={<Trans>Phone</Trans>}>
                  {club.responsiblePersonPhone ? <a className={s.factLink} href={`tel:${club.responsiblePersonPhone.replace(/[^\d+]/g, "")}`}>{club.responsiblePersonPhone}</a> : <NotProvided />}
                </Fact>
              </>
            ) : (
              <Fact label={<Trans>Responsible person</Trans>}>
                <span className={s.factLabel}>
                  <Trans>Not made public by the club</Trans>
                </span>
              </Fact>
            )}
            <Fact label={<Trans>Website</Trans>}>
              {club.website ? (
                <a className={s.factLink} href={club.website} {...externalLink}>
                  {displayUrl(club.website)}
                </a>
              ) : (
                <NotProvided />
              )}
            </Fact>
          </dl>
          {social.length > 0 ? (
            <>
              <h3 className={s.subTitle}>
                <Trans>Social media</Trans>
              </h3>
              <ul className={s.socialList}>
                {social.map((link) => (
                  <li key={link.name}>
                    <a className={s.socialLink} href={link.href} {...externalLink}>
                      {link.name}
                      <span aria-hidden="true">↗</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <h2 className={s.panelTitle}>
            <Trans>Club details</Trans>
          </h2>
          <dl className={s.facts}>
            <Fact label={<Trans>Founded</Trans>}>{club.foundedYear ?? <NotProvided />}</Fact>
            <Fact label={<Trans>Abbreviation</Trans>}>{club.abbreviation}</Fact>
            <Fact label={<Trans>Rugby codes</Trans>}>
              <span className={s.badges}>
                <RugbyCodeBadges club={club} />
              </span>
            </Fact>
            <Fact label={<Trans>Location</Trans>}>{club.location}</Fact>
          </dl>
          {club.description ? (
            <>
              <h3 className={s.subTitle}>
                <Trans>About the club</Trans>
              </h3>
              <p className={s.description} lang={langs.description}>
                {club.description}
              </p>
            </>
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}
