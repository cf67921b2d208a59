import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { pairIn, useContentLanguage } from "../../lib/content-language";
import { Button } from "../../ui/button";
import { TextIn } from "../../ui/text";
import { useCompetitionName } from "../competitions";
import { standingProposalsQuery, useDecideProposal, type StandingProposal } from "./competitions-api";
import { useAdminSave } from "./use-admin-save";
import * as s from "./competitions-admin.css";

/**
 * Clubs' edits of their own rows in tables copied from elsewhere (manual competitions): none is
 * public until approved here (issue 10). Shown only while some wait, or `empty` once loaded.
 */
export function StandingProposalsPanel({ empty }: { empty?: ReactNode }) {
  const { t } = useLingui();
  const titleId = useId();
  const nameOf = useCompetitionName();
  const lang = useContentLanguage();
  const proposals = useQuery(standingProposalsQuery());
  const decide = useDecideProposal();
  const { save } = useAdminSave();
  if (!proposals.data?.length) return empty && proposals.data ? <p className={s.muted}>{empty}</p> : null;

  const figures = (proposal: StandingProposal) =>
    t`Played ${proposal.played}, won ${proposal.won}, drawn ${proposal.drawn}, lost ${proposal.lost}, points for ${proposal.pointsFor}, against ${proposal.pointsAgainst}, points ${proposal.points}`;
  const act = (proposal: StandingProposal, decision: "approve" | "reject") =>
    save(null, () => decide.mutateAsync({ proposalId: proposal.id, decision }), decision === "approve" ? t`Row approved: it is now in the public table.` : t`Row rejected.`);

  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={s.panelTitle}>
        <Trans>Rows waiting for approval</Trans>
      </h3>
      <ul className={s.list}>
        {proposals.data.map((proposal) => (
          <li key={proposal.id} className={s.listRow} data-testid="standing-proposal">
            <span className={s.rowText}>
              <strong>
                <TextIn value={pairIn(lang, proposal.clubName, proposal.clubNameEl)} />
              </strong>{" "}
              · {nameOf(proposal.competition)}
              <br />
              {figures(proposal)}
            </span>
            <span className={s.actions}>
              <Button size="sm" onClick={() => void act(proposal, "approve")} disabled={decide.isPending}>
                <Trans>Approve</Trans>
              </Button>
              <Button size="sm" tone="outline" onClick={() => void act(proposal, "reject")} disabled={decide.isPending}>
                <Trans>Reject</Trans>
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
