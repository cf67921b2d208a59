import { Trans, useLingui } from "@lingui/react/macro";
import { pairIn, useContentLanguage } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { TextIn } from "../../ui/text";
import { decideClub, type AdminClub } from "./api";
import * as s from "./back-office.css";
import { DecisionControls } from "./decision-controls";

/** A club's description in the reader's language, or the one it gave. */
function Description({ lang, english, greek }: { lang: string; english: string | null; greek: string | null }) {
  const shown = pairIn(lang, english, greek);
  return shown.text ? (
    <p className={s.body}>
      <TextIn value={shown} />
    </p>
  ) : null;
}

/**
 * New clubs waiting for the federation (issue 12): each can sign in and prepare its dashboard but
 * appears nowhere public until approved. Approve or decline with a reason; both are mailed.
 */
export function ClubApprovalQueue({ clubs }: { clubs: readonly AdminClub[] }) {
  const { t } = useLingui();
  const lang = useContentLanguage();
  if (clubs.length === 0) return null;
  return (
    <section className={s.section} aria-label={t`Waiting for approval`}>
      <h3 className={s.sectionTitle}>
        <Trans>Waiting for approval</Trans>
      </h3>
      <ul className={s.list}>
        {clubs.map((club) => {
          const registered = formatDate(club.createdAt);
          return (
            <li key={club.id} className={s.card} data-testid="pending-club">
              <p className={s.title}>
                <TextIn value={pairIn(lang, club.name, club.nameEl)} /> <span className={s.meta}>({club.abbreviation})</span>
              </p>
              <p className={s.meta}>
                <TextIn value={pairIn(lang, club.location, club.locationEl)} /> · <Trans>registered {registered}</Trans>
              </p>
              <p className={s.meta}>
                {club.responsiblePersonName} · <a href={`mailto:${club.email}`}>{club.email}</a> · {club.responsiblePersonPhone}
              </p>
              <Description lang={lang} english={club.description} greek={club.descriptionEl} />
              <DecisionControls
                reasonLabel={<Trans>Reason (mailed to the club; required to decline)</Trans>}
                rejectLabel={<Trans>Decline</Trans>}
                decide={(decision, reason) => decideClub(club.id, decision, reason)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
