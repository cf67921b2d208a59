import { Trans } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import type { RugbyType } from "../../../schema/constants";
import { clubNameIn, useContentLanguage } from "../../lib/content-language";
import * as s from "./standings-table.css";

/** The fields of a standing row the table shows (the API's rows carry a few more). */
export type StandingRow = {
  id: number;
  teamName: string;
  /** The club's Greek name (issue 13); older saved answers lack it. */
  teamNameEl?: string;
  rugbyType: RugbyType;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  season: string;
  /** Computed tables (issue 10) give the difference; a manual one may not. */
  pointsDifference?: number;
};

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0");

function ColumnHead({ short, long, className = s.headCell }: { short: ReactNode; long: ReactNode; className?: string }) {
  return (
    <th scope="col" className={className}>
      <span aria-hidden="true" className={s.shortLabel}>
        {short}
      </span>
      <span className={s.longLabel}>{long}</span>
    </th>
  );
}

/**
 * A league table for one rugby code (SPEC: columns team, played, won, drawn, lost, points).
 * Rows of the other code are filtered out, so callers may pass the full list. Row order is the
 * server's (points first); the rank is the position in that order. On a phone team, played and
 * points are always in view (issue 21): the team and points columns are pinned to the box's edges.
 */
export function StandingsTable({ rows, rugbyType }: { rows: readonly StandingRow[]; rugbyType: RugbyType }) {
  const captionId = useId();
  const lang = useContentLanguage();
  const visible = rows.filter((row) => row.rugbyType === rugbyType);
  const season = visible[0]?.season;
  const showDifference = visible.some((row) => row.pointsDifference !== undefined);
  return (
    // A focusable, labelled region so keyboard users can scroll the table sideways on phones.
    <div className={s.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={s.table}>
        <caption id={captionId} className={s.caption}>
          {rugbyType === "union" ? <Trans>Rugby Union standings</Trans> : <Trans>Rugby League standings</Trans>}
          {season ? (
            <span className={s.captionNote}>
              <Trans>Season {season}</Trans>
            </span>
          ) : null}
        </caption>
        <thead>
          <tr className={s.headRow}>
            <th scope="col" className={s.teamHead}>
              <Trans>Team</Trans>
            </th>
            <ColumnHead short={<Trans context="standings column: played">P</Trans>} long={<Trans>Played</Trans>} />
            <ColumnHead short={<Trans context="standings column: won">W</Trans>} long={<Trans>Won</Trans>} />
            <ColumnHead short={<Trans context="standings column: drawn">D</Trans>} long={<Trans>Drawn</Trans>} />
            <ColumnHead short={<Trans context="standings column: lost">L</Trans>} long={<Trans>Lost</Trans>} />
            {showDifference ? (
              <ColumnHead short={<Trans context="standings column: points difference">PD</Trans>} long={<Trans>Points difference</Trans>} />
            ) : null}
            <ColumnHead short={<Trans context="standings column: points">Pts</Trans>} long={<Trans>Points</Trans>} className={s.pointsHead} />
          </tr>
        </thead>
        <tbody>
          {visible.map((row, index) => (
            <tr key={row.id} className={s.row}>
              <th scope="row" className={s.teamCell}>
                <span className={s.team}>
                  <span className={s.rank} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={s.teamName}>{clubNameIn(lang, { name: row.teamName, nameEl: row.teamNameEl })}</span>
                </span>
              </th>
              <td className={s.numberCell}>{row.played}</td>
              <td className={s.numberCell}>{row.won}</td>
              <td className={s.numberCell}>{row.drawn}</td>
              <td className={s.numberCell}>{row.lost}</td>
              {showDifference ? <td className={s.numberCell}>{signed(row.pointsDifference ?? 0)}</td> : null}
              <td className={s.pointsCell}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
