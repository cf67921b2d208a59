import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { pairIn, useContentLanguage } from "../../lib/content-language";
import { formatDate } from "../../lib/format";
import { Text, TextIn } from "../../ui/text";
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
  const lang = useContentLanguage();
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
          const current = <TextIn value={pairIn(lang, proposal.currentName, proposal.currentNameEl)} />;
          return (
            <li key={proposal.clubId} className={s.card} data-testid="name-change">
              <p className={s.title}>
                {/* Both proposed names, each in its own language: the federation approves the pair. */}
                <Text lang="en">{proposal.name}</Text>
                {proposal.nameEl ? (
                  <>
                    {" · "}
                    <Text lang="el">{proposal.nameEl}</Text>
                  </>
                ) : null}
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
