import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { paths } from "../../../schema/pages";
import { currentSeason } from "../../../schema/season";
import { clubNameIn } from "../../lib/content-language";
import { labelOf, TEAM_CODE_LABELS } from "../../lib/labels";
import { Skeleton } from "../../ui/feedback";
import { myRegistrationsQuery } from "./api";
import * as s from "./my-registrations.css";

/**
 * The SPEC's player profile shows the player's club and licence (issue 24): this season's
 * licences (one per code: club, code, licence number), or "Not registered" and the way to register.
 */
export function MyClubAndLicence({ personId }: { personId: number }) {
  const { t, i18n } = useLingui();
  const registrations = useQuery(myRegistrationsQuery());
  const season = currentSeason();
  const licences = (registrations.data ?? []).filter((row) => row.personId === personId && row.season === season && row.status === "licensed");

  let body;
  if (registrations.isPending) body = <Skeleton height="3rem" />;
  else if (licences.length === 0)
    body = (
      <p className={s.muted}>
        <Trans>Not registered for the {season} season.</Trans>{" "}
        <Link href={paths.userRegistrations}>
          <Trans>Register with a club</Trans>
        </Link>
      </p>
    );
  else
    body = (
      <ul className={s.list}>
        {licences.map((licence) => (
          <li key={licence.id} className={s.item}>
            <dl className={s.facts}>
              <dt className={s.term}>{t`Club`}</dt>
              <dd className={s.value}>{clubNameIn(i18n.locale, { name: licence.clubName, nameEl: licence.clubNameEl })}</dd>
              <dt className={s.term}>{t`Code`}</dt>
              <dd className={s.value}>{labelOf(TEAM_CODE_LABELS, licence.code, (descriptor) => i18n._(descriptor))}</dd>
              <dt className={s.term}>{t`Licence number`}</dt>
              <dd className={`${s.value} ${s.licence}`}>{licence.licenceNumber}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={s.panel} aria-labelledby="club-and-licence">
      <h2 id="club-and-licence" className={s.panelTitle}>
        <Trans>Club and licence</Trans>
      </h2>
      {body}
    </section>
  );
}
