import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { useClubInLanguage, useClubLanguages } from "../../lib/content-language";
import { paths } from "../../../schema/pages";
import { container } from "../../ui/layout.css";
import { band, title } from "../../ui/page-header.css";
import type { PublicClub } from "./api";
import { ClubLogo } from "./club-logo";
import { LocationPin } from "./location-pin";
import { RugbyCodeBadges } from "./rugby-code-badges";
import * as s from "./club-screen.css";

/** The club page's band: logo, name (the page's h1), location, codes and founding year. */
export function ClubHeader({ club: given }: { club: PublicClub }) {
  const club = useClubInLanguage(given);
  const langs = useClubLanguages(given);
  const { t } = useLingui();
  const founded = club.foundedYear;
  const clubName = club.name;
  return (
    <header className={band}>
      <div className={container}>
        <Link href={paths.clubs} className={s.backLink}>
          ← <Trans>All clubs</Trans>
        </Link>
        <div className={s.headerInner}>
          <ClubLogo src={club.logoUrl} alt={t`${clubName} logo`} className={s.headerLogo} size={120} eager />
          <div className={s.headerText}>
            <h1 className={title} lang={langs.name}>
              {club.name}
            </h1>
            <div className={s.headerMeta}>
              <span className={s.withIcon}>
                <LocationPin />
                <span lang={langs.location}>{club.location}</span>
              </span>
              {founded ? (
                <span>
                  · <Trans>Founded {founded}</Trans>
                </span>
              ) : null}
            </div>
            <div className={s.headerMeta}>
              <RugbyCodeBadges club={club} />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
