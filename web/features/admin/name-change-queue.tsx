import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { formatDate } from "../../lib/format";
import { decideNameChange, nameChangesQuery } from "./back-office-api";
import * as s from "./back-office.css";
import { DecisionControls } from "./decision-controls";

/**
 * Approved clubs' new names waiting for the federation (issue 19): a club the public sees keeps
 * its name until the federation approves the new one, so no club can pass itself off as another
 * overnight. Approve or reject with a reason; both are mailed to the club.
 */
export function NameChangeQueue() {
  const { t } = useLingui();
  const proposals = useQuery(nameChangesQuery());
  if (!proposals.data?.length) return null;
  return (
    <section className={s.section} aria-label={t`New names waiting for approval`}>
      <h3 className={s.sectionTitle}>
        <Trans>New names waiting for approval</Trans>
      </h3>
      <ul className={s.list}>
        {proposals.data.map((proposal) => {
          const proposed = formatDate(proposal.proposedAt);
          const current = proposal.currentName;
          return (
            <li key={proposal.clubId} className={s.card} data-testid="name-change">
              <p className={s.title}>
                {proposal.name}
                {proposal.nameEl ? <span lang="el"> · {proposal.nameEl}</span> : null}
              </p>
              <p className={s.meta}>
                <Trans>
                  now {current}, proposed {proposed}
                </Trans>
              </p>
              <DecisionControls
                reasonLabel={<Trans>Reason (mailed to the club; required to reject)</Trans>}
                rejectLabel={<Trans>Reject</Trans>}
                decide={(decision, reason) => decideNameChange(proposal.clubId, decision, reason)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
