import type { ReactNode } from "react";
import { Link } from "wouter";
import { useClubInLanguage, useClubLanguages } from "../../lib/content-language";
import { paths } from "../../../schema/pages";
import { Card, CardBody, clamp3 } from "../../ui/card";
import type { PublicClub } from "./api";
import * as s from "./club-card.css";
import { ClubLogo } from "./club-logo";
import { LocationPin } from "./location-pin";
import { RugbyCodeBadges } from "./rugby-code-badges";

export type ClubCardClub = Pick<PublicClub, "id" | "name" | "location" | "logoUrl" | "description" | "rugbyUnion" | "rugbyLeague"> &
  Partial<Pick<PublicClub, "nameEl" | "locationEl" | "descriptionEl">>;

type ClubCardProps = {
  club: ClubCardClub;
  /** Heading level of the club name, to keep the page's heading order. */
  headingLevel?: 2 | 3;
  /** Extra badges after the code badges (e.g. Claimed/Unclaimed). */
  extraBadges?: ReactNode;
  /** Buttons at the bottom of the card (e.g. "Claim this club"); they sit above the card link. */
  actions?: ReactNode;
};

/** A member club: logo, name, location, code badges and a 3-line description; the whole card links to /clubs/{id}. */
export function ClubCard({ club: given, headingLevel = 3, extraBadges, actions }: ClubCardProps) {
  const club = useClubInLanguage(given);
  const langs = useClubLanguages(given);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className={s.card}>
      <CardBody>
        <div className={s.header}>
          {/* The name sits right beside the logo, so the image is decorative here. */}
          <ClubLogo src={club.logoUrl} alt="" className={s.logo} />
          <div className={s.titleBlock}>
            <Heading className={s.name} lang={langs.name}>
              <Link href={paths.club(club.id)} className={s.stretchedLink}>
                {club.name}
              </Link>
            </Heading>
            <span className={s.location}>
              <LocationPin />
              <span lang={langs.location}>{club.location}</span>
            </span>
          </div>
        </div>
        <div className={s.badges}>
          <RugbyCodeBadges club={club} />
          {extraBadges}
        </div>
        {club.description ? (
          <p className={clamp3} lang={langs.description}>
            {club.description}
          </p>
        ) : null}
        {actions ? <div className={s.actions}>{actions}</div> : null}
      </CardBody>
    </Card>
  );
}
