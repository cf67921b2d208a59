import { Trans } from "@lingui/react/macro";
import { StandingsPanel } from "../standings";
import { StandingProposalsPanel } from "./standing-proposals-panel";
import * as s from "./competitions-admin.css";

/**
 * The standings tab (issue 12: the SPEC's placeholder made real): the clubs' rows waiting for
 * approval in tables copied from elsewhere, and the public tables as visitors see them. Tables
 * follow the results, so they are changed in the competitions tab, never typed here.
 */
export function AdminStandingsTab() {
  return (
    <div className={s.panel}>
      <StandingProposalsPanel empty={<Trans>No club's row is waiting for approval.</Trans>} />
      <h3 className={s.panelTitle}>
        <Trans>Rugby Union</Trans>
      </h3>
      <StandingsPanel rugbyType="union" />
      <h3 className={s.panelTitle}>
        <Trans>Rugby League</Trans>
      </h3>
      <StandingsPanel rugbyType="league" />
      <p className={s.muted}>
        <Trans>The tables are worked out from the results: enter results and points adjustments in the Competitions tab.</Trans>
      </p>
    </div>
  );
}
